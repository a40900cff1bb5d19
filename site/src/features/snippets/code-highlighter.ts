import type { SnippetLanguage } from '@snipstack/contracts'
import { createHighlighterCore, type HighlighterCore, type LanguageRegistration } from 'shiki/core'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import type { HighlightedCode } from '@/components/code/highlighted-code'
import { themedTokens } from '@/components/code/themed-tokens'

/**
 * The snippet page's highlighter: the site's two themes, with the JavaScript regex engine (no
 * WASM), and each catalogue language's grammar loaded the first time code in it is shown, so a
 * page of Python never downloads C++'s. Loaded with a dynamic import, by the loader on the server
 * and on a client navigation, so no page bundles it.
 */
const grammars = {
  JavaScript: () => import('shiki/langs/javascript.mjs'),
  TypeScript: () => import('shiki/langs/typescript.mjs'),
  Python: () => import('shiki/langs/python.mjs'),
  CSS: () => import('shiki/langs/css.mjs'),
  YAML: () => import('shiki/langs/yaml.mjs'),
  SQL: () => import('shiki/langs/sql.mjs'),
  Go: () => import('shiki/langs/go.mjs'),
  PHP: () => import('shiki/langs/php.mjs'),
  Rust: () => import('shiki/langs/rust.mjs'),
  Java: () => import('shiki/langs/java.mjs'),
  'C#': () => import('shiki/langs/csharp.mjs'),
  C: () => import('shiki/langs/c.mjs'),
  'C++': () => import('shiki/langs/cpp.mjs'),
  Ruby: () => import('shiki/langs/ruby.mjs'),
  Bash: () => import('shiki/langs/shellscript.mjs'),
  Lua: () => import('shiki/langs/lua.mjs'),
  Perl: () => import('shiki/langs/perl.mjs'),
  Elixir: () => import('shiki/langs/elixir.mjs'),
  R: () => import('shiki/langs/r.mjs'),
  Kotlin: () => import('shiki/langs/kotlin.mjs'),
  Haskell: () => import('shiki/langs/haskell.mjs'),
  OCaml: () => import('shiki/langs/ocaml.mjs'),
  Erlang: () => import('shiki/langs/erlang.mjs'),
  Tcl: () => import('shiki/langs/tcl.mjs'),
  'Common Lisp': () => import('shiki/langs/common-lisp.mjs'),
  Scheme: () => import('shiki/langs/scheme.mjs'),
} as const satisfies Record<SnippetLanguage, () => Promise<{ default: LanguageRegistration[] }>>

let highlighter: Promise<HighlighterCore> | undefined
/** Each language's grammar as it loads into the highlighter (the first, by its name in the grammar). */
const loaded = new Map<SnippetLanguage, Promise<string>>()

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

async function grammarOf(core: HighlighterCore, language: SnippetLanguage): Promise<string> {
  let name = loaded.get(language)
  if (!name) {
    name = grammars[language]().then(async ({ default: registrations }) => {
      await core.loadLanguage(...registrations)
      // A grammar module lists the grammars it embeds first and its own last.
      return registrations.at(-1)?.name ?? ''
    })
    name.catch(() => loaded.delete(language))
    loaded.set(language, name)
  }
  return name
}

/** Tokens of the code with both themes' colours, for `<HighlightedCodeBlock>` to render. */
export async function highlightSnippet(code: string, language: SnippetLanguage): Promise<HighlightedCode> {
  const core = await getHighlighter()
  const lang = await grammarOf(core, language)
  const { tokens } = core.codeToTokens(code.replace(/\n+$/, ''), {
    lang,
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
    defaultColor: false,
  })
  return themedTokens(tokens)
}
