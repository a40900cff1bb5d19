import type { TemplateFileLanguage } from '@snipstack/contracts/template-constants'
import { createHighlighterCore, type HighlighterCore, type LanguageInput } from 'shiki/core'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import type { HighlightedCode } from '@/components/code/highlighted-code'
import { themedTokens } from '@/components/code/themed-tokens'

/**
 * The template pages' highlighter: shiki's core with the JavaScript regex engine (no WASM) and the
 * site's two themes, as the snippet page's (features/snippets/code-highlighter.ts). A template
 * holds files of many kinds, so each grammar is a chunk of its own, loaded the first time a file
 * of its kind is shown: the loader on the server for the first file, the browser for the others.
 */
const grammars: Record<TemplateFileGrammar, LanguageInput> = {
  dockerfile: () => import('shiki/langs/dockerfile.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  hcl: () => import('shiki/langs/hcl.mjs'),
  terraform: () => import('shiki/langs/terraform.mjs'),
  nginx: () => import('shiki/langs/nginx.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  javascript: () => import('shiki/langs/javascript.mjs'),
  go: () => import('shiki/langs/go.mjs'),
  python: () => import('shiki/langs/python.mjs'),
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  toml: () => import('shiki/langs/toml.mjs'),
  ini: () => import('shiki/langs/ini.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
  sql: () => import('shiki/langs/sql.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  rust: () => import('shiki/langs/rust.mjs'),
  java: () => import('shiki/langs/java.mjs'),
  php: () => import('shiki/langs/php.mjs'),
  xml: () => import('shiki/langs/xml.mjs'),
  makefile: () => import('shiki/langs/makefile.mjs'),
}

export type TemplateFileGrammar =
  | 'dockerfile'
  | 'yaml'
  | 'hcl'
  | 'terraform'
  | 'nginx'
  | 'typescript'
  | 'tsx'
  | 'javascript'
  | 'go'
  | 'python'
  | 'shellscript'
  | 'json'
  | 'toml'
  | 'ini'
  | 'markdown'
  | 'sql'
  | 'html'
  | 'css'
  | 'rust'
  | 'java'
  | 'php'
  | 'xml'
  | 'makefile'

/** The grammar of each kind of file the API names (contracts' `templateFileLanguages`). */
const byLanguage = {
  Dockerfile: 'dockerfile',
  YAML: 'yaml',
  HCL: 'hcl',
  NGINX: 'nginx',
  TypeScript: 'typescript',
  JavaScript: 'javascript',
  Go: 'go',
  Python: 'python',
  Shell: 'shellscript',
  JSON: 'json',
  TOML: 'toml',
  INI: 'ini',
  Markdown: 'markdown',
  SQL: 'sql',
  HTML: 'html',
  CSS: 'css',
  Rust: 'rust',
  Java: 'java',
  PHP: 'php',
  XML: 'xml',
  Makefile: 'makefile',
} as const satisfies Record<TemplateFileLanguage, TemplateFileGrammar>

const extension = (path: string) => {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase()
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1) : ''
}

/**
 * What a file is highlighted as: the grammar of the language the API gave it, refined by its
 * extension where one language has two grammars (TSX, Terraform's own HCL). No language, no
 * grammar: the file shows as plain text.
 */
export function fileGrammar(file: {
  path: string
  language?: TemplateFileLanguage | undefined
}): TemplateFileGrammar | undefined {
  if (!file.language) return undefined
  // A map lookup guards against a language a newer API may name and this page does not know.
  const grammar: TemplateFileGrammar | undefined = Object.hasOwn(byLanguage, file.language)
    ? byLanguage[file.language]
    : undefined
  const ext = extension(file.path)
  if (grammar === 'typescript' && ext === 'tsx') return 'tsx'
  if (grammar === 'hcl' && (ext === 'tf' || ext === 'tfvars')) return 'terraform'
  return grammar
}

let highlighter: Promise<HighlighterCore> | undefined
const loading = new Map<TemplateFileGrammar, Promise<void>>()

function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')],
    langs: [],
    engine: createJavaScriptRegexEngine(),
  }).catch((error: unknown) => {
    highlighter = undefined
    throw error
  })
  return highlighter
}

/** The highlighter with `grammar` loaded; a grammar that failed to load is tried again next time. */
async function withGrammar(grammar: TemplateFileGrammar): Promise<HighlighterCore> {
  const core = await getHighlighter()
  let loaded = loading.get(grammar)
  if (!loaded) {
    loaded = core.loadLanguage(grammars[grammar]).catch((error: unknown) => {
      loading.delete(grammar)
      throw error
    })
    loading.set(grammar, loaded)
  }
  await loaded
  return core
}

/**
 * Tokens of a template's file with both themes' colours, for `<HighlightedCodeBlock>`; undefined
 * for a file of no known kind, which shows as plain text.
 */
export async function highlightFile(file: {
  path: string
  content: string
  language?: TemplateFileLanguage | undefined
}): Promise<HighlightedCode | undefined> {
  const grammar = fileGrammar(file)
  if (!grammar) return undefined
  const { tokens } = (await withGrammar(grammar)).codeToTokens(file.content.replace(/\n+$/, ''), {
    lang: grammar,
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
    defaultColor: false,
  })
  return themedTokens(tokens)
}
