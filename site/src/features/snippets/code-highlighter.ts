import type { SnippetLanguage } from '@snipstack/contracts'
import { createHighlighterCore, type HighlighterCore } from 'shiki/core'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import type { HighlightedCode } from '@/components/code/highlighted-code'
import { themedTokens } from '@/components/code/themed-tokens'

/**
 * The snippet page's highlighter: only the catalogue's languages and the site's two themes, with
 * the JavaScript regex engine (no WASM). Loaded with a dynamic import, by the loader on the server
 * and on a client navigation, so no page bundles it.
 */
const grammars = {
  JavaScript: 'javascript',
  TypeScript: 'typescript',
  Python: 'python',
  CSS: 'css',
  YAML: 'yaml',
  SQL: 'sql',
  Go: 'go',
} as const satisfies Record<SnippetLanguage, string>

let highlighter: Promise<HighlighterCore> | undefined

function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')],
    langs: [
      import('shiki/langs/javascript.mjs'),
      import('shiki/langs/typescript.mjs'),
      import('shiki/langs/python.mjs'),
      import('shiki/langs/css.mjs'),
      import('shiki/langs/yaml.mjs'),
      import('shiki/langs/sql.mjs'),
      import('shiki/langs/go.mjs'),
    ],
    engine: createJavaScriptRegexEngine(),
  }).catch((error: unknown) => {
    highlighter = undefined
    throw error
  })
  return highlighter
}

/** Tokens of the code with both themes' colours, for `<HighlightedCodeBlock>` to render. */
export async function highlightSnippet(code: string, language: SnippetLanguage): Promise<HighlightedCode> {
  const { tokens } = (await getHighlighter()).codeToTokens(code.replace(/\n+$/, ''), {
    lang: grammars[language],
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
    defaultColor: false,
  })
  return themedTokens(tokens)
}
