import { createHighlighter, type Highlighter } from 'shiki'

/**
 * Both themes are emitted as CSS variables (`--shiki-light`, `--shiki-dark`) so one HTML string
 * follows the site's theme switch; styles.css picks the variable for the active theme.
 */
export const codeThemes = { light: 'github-light-default', dark: 'github-dark-default' } as const

const languages = ['tsx', 'ts', 'css', 'bash', 'json'] as const
export type CodeLanguage = (typeof languages)[number]

let highlighter: Promise<Highlighter> | undefined

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(codeThemes), langs: [...languages] })
  return highlighter
}

/** The language of a source file by its extension; anything unknown is shown as TypeScript. */
export function languageOf(path: string): CodeLanguage {
  const extension = path.split('.').at(-1)
  if (extension === 'tsx' || extension === 'jsx') return 'tsx'
  if (extension === 'css') return 'css'
  if (extension === 'json') return 'json'
  if (extension === 'sh') return 'bash'
  return 'ts'
}

/** Highlights code to HTML (a `<pre class="shiki">`) with both themes as CSS variables. */
export async function highlightCode(code: string, language: CodeLanguage): Promise<string> {
  return (await getHighlighter()).codeToHtml(code.replace(/\n+$/, ''), {
    lang: language,
    themes: codeThemes,
    defaultColor: false,
  })
}
