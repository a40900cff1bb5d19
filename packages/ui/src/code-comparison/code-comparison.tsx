'use client'

import * as React from 'react'
import type { HighlighterCore, LanguageRegistration, ThemeRegistrationAny } from 'shiki/core'
import type { BundledLanguage } from 'shiki/langs'
import type { BundledTheme } from 'shiki/themes'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { cn } from '../lib/utils'

/** Any language Shiki ships, by id or alias (`'ts'`, `'rs'`, `'c#'`…), or `'text'` for no colours. */
export type CodeComparisonLanguage = BundledLanguage | 'text' | 'plaintext' | 'txt' | 'plain' | (string & {})

/** Any theme Shiki ships, such as `'github-light'`, `'vitesse-dark'` or `'one-dark-pro'`. */
export type CodeComparisonTheme = BundledTheme | (string & {})

export type CodeComparisonSide = {
  /** This panel's code; takes the place of `beforeCode` / `afterCode`. */
  code?: string
  /** Shown in this panel's header instead of the shared `filename`. */
  filename?: string
  /** 1-based line numbers to highlight, counted after `[!code …]` comments are removed. */
  highlightLines?: number[]
  /** 1-based line numbers to keep sharp while the rest of the panel dims until hovered. */
  focusLines?: number[]
}

export type CodeComparisonProps = React.ComponentProps<'div'> & {
  /** The code of the left ("before") panel. */
  beforeCode?: string
  /** The code of the right ("after") panel. */
  afterCode?: string
  language?: CodeComparisonLanguage
  /** Shown in both panels' headers. */
  filename?: string
  lightTheme?: CodeComparisonTheme
  darkTheme?: CodeComparisonTheme
  /** Background of the lines marked `[!code highlight]`; any CSS colour. */
  highlightColor?: string
  /** The left panel's code, file name and marked lines in one object. */
  before?: CodeComparisonSide
  /** The right panel's code, file name and marked lines in one object. */
  after?: CodeComparisonSide
  beforeLabel?: string
  afterLabel?: string
  lineNumbers?: boolean
}

type Line = { text: string; highlight: boolean; focus: boolean; diff?: 'add' | 'remove' }
type Token = { content: string; offset: number; htmlStyle?: Record<string, string> }
type Side = 'before' | 'after'
type Mark = 'highlight' | 'focus' | 'add' | 'remove'

// A trailing comment made only of Shiki's notations, in the common comment syntaxes: `// [!code ++]`,
// `# [!code focus]`, `-- …`, `; …`, `/* … */`, `{/* … */}` and `<!-- … -->`.
const NOTATION_COMMENT =
  /\s*(?:\/\/|#|--|;|\{?\/\*|<!--)\s*((?:\[!code (?:highlight|hl|focus|\+\+|--)(?::\d+)?\]\s*)+)(?:\*\/\}?|-->)?\s*$/
const NOTATION = /\[!code (highlight|hl|focus|\+\+|--)(?::(\d+))?\]/g
const MARKS: Record<string, Mark> = {
  highlight: 'highlight',
  hl: 'highlight',
  focus: 'focus',
  '++': 'add',
  '--': 'remove',
}

function mark(line: Line, kind: Mark) {
  if (kind === 'highlight') line.highlight = true
  else if (kind === 'focus') line.focus = true
  else line.diff = kind
}

/**
 * Splits code into lines, reading and removing Shiki's notation comments: `[!code highlight]` (or
 * `hl`), `[!code focus]`, `[!code ++]` and `[!code --]`, each optionally with a line count
 * (`[!code focus:3]`). A comment that is alone on its line marks the lines after it, and that line
 * goes; one after code marks its own line and, with a count, the lines after it.
 */
export function parseCode(side: CodeComparisonSide): Line[] {
  const lines: Line[] = []
  let pending: Array<{ kind: Mark; count: number }> = []
  // A template literal usually ends with a newline that is not meant as an empty last line.
  const source = (side.code ?? '').replace(/\r\n?/g, '\n').replace(/\n$/, '')
  for (const raw of source.split('\n')) {
    const comment = NOTATION_COMMENT.exec(raw)
    const text = comment ? raw.slice(0, comment.index) : raw
    const marks = [...(comment?.[1] ?? '').matchAll(NOTATION)].map(([, name = '', count]) => ({
      kind: MARKS[name] ?? 'highlight',
      count: count ? Number(count) : 1,
    }))
    if (comment && text.trim() === '') {
      pending.push(...marks)
      continue
    }
    const line: Line = { text, highlight: false, focus: false }
    for (const { kind } of [...pending, ...marks]) mark(line, kind)
    pending = [...pending, ...marks].map(({ kind, count }) => ({ kind, count: count - 1 })).filter((m) => m.count > 0)
    lines.push(line)
  }
  for (const number of side.highlightLines ?? []) if (lines[number - 1]) mark(lines[number - 1] as Line, 'highlight')
  for (const number of side.focusLines ?? []) if (lines[number - 1]) mark(lines[number - 1] as Line, 'focus')
  return lines
}

type Module<T> = Promise<{ default: T }>
type LanguageLoader = () => Module<LanguageRegistration[]>

// Each grammar is its own chunk, fetched the first time a comparison asks for it. The common
// languages are imported directly; any other one Shiki ships is found through its full index,
// itself a chunk that loads only when such a language is asked for.
const javascript: LanguageLoader = () => import('shiki/langs/javascript.mjs')
const typescript: LanguageLoader = () => import('shiki/langs/typescript.mjs')
const shell: LanguageLoader = () => import('shiki/langs/shellscript.mjs')
const python: LanguageLoader = () => import('shiki/langs/python.mjs')
const rust: LanguageLoader = () => import('shiki/langs/rust.mjs')
const kotlin: LanguageLoader = () => import('shiki/langs/kotlin.mjs')
const csharp: LanguageLoader = () => import('shiki/langs/csharp.mjs')
const cpp: LanguageLoader = () => import('shiki/langs/cpp.mjs')
const ruby: LanguageLoader = () => import('shiki/langs/ruby.mjs')
const markdown: LanguageLoader = () => import('shiki/langs/markdown.mjs')
const yaml: LanguageLoader = () => import('shiki/langs/yaml.mjs')
const graphql: LanguageLoader = () => import('shiki/langs/graphql.mjs')
const languages: Record<string, LanguageLoader> = {
  javascript,
  js: javascript,
  cjs: javascript,
  mjs: javascript,
  typescript,
  ts: typescript,
  cts: typescript,
  mts: typescript,
  jsx: () => import('shiki/langs/jsx.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  jsonc: () => import('shiki/langs/jsonc.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  scss: () => import('shiki/langs/scss.mjs'),
  vue: () => import('shiki/langs/vue.mjs'),
  svelte: () => import('shiki/langs/svelte.mjs'),
  markdown,
  md: markdown,
  mdx: () => import('shiki/langs/mdx.mjs'),
  shellscript: shell,
  bash: shell,
  sh: shell,
  shell,
  zsh: shell,
  python,
  py: python,
  go: () => import('shiki/langs/go.mjs'),
  rust,
  rs: rust,
  kotlin,
  kt: kotlin,
  kts: kotlin,
  swift: () => import('shiki/langs/swift.mjs'),
  csharp,
  'c#': csharp,
  cs: csharp,
  java: () => import('shiki/langs/java.mjs'),
  c: () => import('shiki/langs/c.mjs'),
  cpp,
  'c++': cpp,
  php: () => import('shiki/langs/php.mjs'),
  ruby,
  rb: ruby,
  sql: () => import('shiki/langs/sql.mjs'),
  yaml,
  yml: yaml,
  toml: () => import('shiki/langs/toml.mjs'),
  graphql,
  gql: graphql,
  xml: () => import('shiki/langs/xml.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
}

const themes: Record<string, () => Module<ThemeRegistrationAny>> = {
  'github-light': () => import('shiki/themes/github-light.mjs'),
  'github-dark': () => import('shiki/themes/github-dark.mjs'),
  'github-light-default': () => import('shiki/themes/github-light-default.mjs'),
  'github-dark-default': () => import('shiki/themes/github-dark-default.mjs'),
}

/** Shiki colours these without a grammar. */
const PLAIN = new Set(['text', 'plaintext', 'txt', 'plain'])

async function languageRegistration(language: string): Promise<LanguageRegistration[]> {
  const own = languages[language]
  if (own) return (await own()).default
  const { bundledLanguages } = await import('shiki/langs')
  if (!Object.hasOwn(bundledLanguages, language)) throw new Error(`Shiki has no language '${language}'.`)
  return (await bundledLanguages[language as BundledLanguage]()).default
}

async function themeRegistration(theme: string): Promise<ThemeRegistrationAny> {
  const own = themes[theme]
  if (own) return (await own()).default
  const { bundledThemes } = await import('shiki/themes')
  if (!Object.hasOwn(bundledThemes, theme)) throw new Error(`Shiki has no theme '${theme}'.`)
  return (await bundledThemes[theme as BundledTheme]()).default
}

let highlighter: Promise<HighlighterCore> | undefined

/**
 * Shiki's core is loaded on first use only, with the JavaScript regex engine instead of the
 * WebAssembly one, and learns each language and theme when a comparison first needs it.
 */
async function loadHighlighter(language: string, themeNames: string[]) {
  highlighter ??= Promise.all([import('shiki/core'), import('shiki/engine/javascript')]).then(
    ([{ createHighlighterCore }, { createJavaScriptRegexEngine }]) =>
      createHighlighterCore({ langs: [], themes: [], engine: createJavaScriptRegexEngine() }),
  )
  const instance = await highlighter.catch((error: unknown) => {
    // A failed chunk download should not stop the next comparison from trying again.
    highlighter = undefined
    throw error
  })
  const loadedThemes = instance.getLoadedThemes()
  await Promise.all([
    PLAIN.has(language) || instance.getLoadedLanguages().includes(language)
      ? undefined
      : instance.loadLanguage(languageRegistration(language)),
    ...themeNames
      .filter((theme) => !loadedThemes.includes(theme))
      .map((theme) => instance.loadTheme(themeRegistration(theme))),
  ])
  return instance
}

// Shiki's default of 500 ms per line is spent compiling the grammar's patterns on the first line a
// slow device tokenizes, which would leave that line in one colour; the cost is the same either way.
const TOKENIZE_TIME_LIMIT = 5_000

// Light tints, so the theme's token colours keep their contrast on changed lines; the bar and the
// sign carry the difference.
const diffClasses = {
  add: "bg-emerald-500/8 shadow-[inset_2px_0_0_var(--color-emerald-500)] after:text-emerald-700 after:content-['+'] dark:bg-emerald-400/10 dark:after:text-emerald-400",
  remove:
    "bg-rose-500/6 shadow-[inset_2px_0_0_var(--color-rose-500)] after:text-rose-700 after:content-['-'] dark:bg-rose-400/10 dark:after:text-rose-400",
}

function CodePanel({
  side,
  label,
  filename,
  lines,
  tokens,
  lineNumbers,
}: {
  side: Side
  label: string
  filename?: string
  lines: Line[]
  tokens: Token[][] | null
  lineNumbers: boolean
}) {
  const focusing = lines.some((line) => line.focus)
  return (
    <figure
      data-slot="code-comparison-panel"
      data-side={side}
      data-highlighted={tokens ? '' : undefined}
      className={cn(
        'group/panel m-0 flex min-w-0 flex-col',
        side === 'after' && 'border-t border-zinc-950/10 md:border-t-0 md:border-l dark:border-white/10',
      )}
    >
      <figcaption
        className={cn(
          'flex h-10 items-center gap-2 border-b border-zinc-950/10 bg-zinc-950/[.02] px-4 text-xs dark:border-white/10 dark:bg-white/[.03]',
          // Room for the "VS" badge that sits on the divider.
          side === 'before' ? 'md:pr-8' : 'md:pl-8',
        )}
      >
        <span
          className={cn(
            'rounded-full px-2 py-0.5 font-medium ring-1 ring-inset',
            side === 'before'
              ? 'bg-rose-500/10 text-rose-700 ring-rose-500/20 dark:text-rose-300'
              : 'bg-emerald-500/10 text-emerald-700 ring-emerald-500/20 dark:text-emerald-300',
          )}
        >
          {label}
        </span>
        {filename && <span className="truncate font-mono text-zinc-600 dark:text-zinc-400">{filename}</span>}
      </figcaption>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard; focus also lifts the dimming
        tabIndex={0}
        className="m-0 flex-1 overflow-x-auto bg-transparent py-4 font-mono text-[13px] leading-6 outline-none focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-inset"
      >
        <code
          className={cn(
            'block w-max min-w-full text-zinc-800 dark:text-zinc-200',
            '[&_[data-token]]:text-(--shiki-light) dark:[&_[data-token]]:text-(--shiki-dark)',
            '[&_[data-token]]:[font-style:var(--shiki-light-font-style,inherit)] dark:[&_[data-token]]:[font-style:var(--shiki-dark-font-style,inherit)]',
            lineNumbers && '[counter-reset:line]',
          )}
        >
          {lines.map((line, index) => {
            const dimmed = focusing && !line.focus
            const lineTokens = tokens?.[index]
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a line's position is its identity
                key={index}
                data-line={index + 1}
                data-highlight={line.highlight || undefined}
                data-focus={line.focus || undefined}
                data-diff={line.diff}
                data-dimmed={dimmed || undefined}
                className={cn(
                  'relative block min-h-6 px-4 transition-[opacity,filter] duration-300 motion-reduce:transition-none',
                  lineNumbers &&
                    'before:mr-5 before:inline-block before:w-[3ch] before:text-right before:text-zinc-400 before:content-[counter(line)] before:select-none [counter-increment:line] dark:before:text-zinc-600',
                  line.highlight && 'bg-(--code-comparison-highlight)',
                  // The sign sits in the left padding, outside the copied text.
                  line.diff && ['after:absolute after:top-0 after:left-1.5 after:select-none', diffClasses[line.diff]],
                  // Blur and desaturation push the other lines back while keeping their contrast, so
                  // they stay readable for anyone who reads through the effect. The hover state is
                  // blur-[0px], not blur-none: both filter lists must match for the change to animate.
                  dimmed &&
                    'blur-[1px] saturate-[.2] group-focus-within/panel:blur-[0px] group-focus-within/panel:saturate-100 group-hover/panel:blur-[0px] group-hover/panel:saturate-100',
                )}
              >
                {lineTokens
                  ? lineTokens.map((token) => (
                      <span key={token.offset} data-token="" style={token.htmlStyle as React.CSSProperties}>
                        {token.content}
                      </span>
                    ))
                  : line.text}
                {index < lines.length - 1 ? '\n' : null}
              </span>
            )
          })}
        </code>
      </pre>
    </figure>
  )
}

/**
 * Two code panels side by side (stacked on narrow screens) with file names, syntax highlighting in
 * light and dark themes, highlighted, added, removed and focused lines. The server and the first
 * client render show the plain code with identical layout; once the comparison nears the viewport
 * Shiki loads in an effect and swaps in coloured tokens.
 */
export function CodeComparison({
  className,
  style,
  beforeCode,
  afterCode,
  language = 'tsx',
  filename,
  lightTheme = 'github-light',
  darkTheme = 'github-dark',
  highlightColor = 'rgba(101, 117, 133, 0.16)',
  before,
  after,
  beforeLabel = 'Before',
  afterLabel = 'After',
  lineNumbers = true,
  ref,
  ...props
}: CodeComparisonProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const near = useOnScreen(rootRef, { rootMargin: '100% 0px', once: true, tab: false, initial: false })
  const beforeLines = parseCode({ ...before, code: before?.code ?? beforeCode })
  const afterLines = parseCode({ ...after, code: after?.code ?? afterCode })
  const beforeText = beforeLines.map((line) => line.text).join('\n')
  const afterText = afterLines.map((line) => line.text).join('\n')
  const key = JSON.stringify([language, lightTheme, darkTheme, beforeText, afterText])
  const [highlighted, setHighlighted] = React.useState<{ key: string; before: Token[][]; after: Token[][] } | null>(
    null,
  )

  React.useEffect(() => {
    if (!near) return
    let cancelled = false
    const highlight = async () => {
      const shiki = await loadHighlighter(language, [lightTheme, darkTheme])
      const tokenize = (code: string) =>
        shiki.codeToTokens(code, {
          lang: language,
          themes: { light: lightTheme, dark: darkTheme },
          defaultColor: false,
          tokenizeTimeLimit: TOKENIZE_TIME_LIMIT,
        }).tokens
      const beforeTokens = tokenize(beforeText)
      // Each panel in its own task, so input is not held up for the whole comparison at once.
      await new Promise((resolve) => setTimeout(resolve, 0))
      if (cancelled) return
      setHighlighted({ key, before: beforeTokens, after: tokenize(afterText) })
    }
    // Without Shiki (offline, an unknown language) the plain code stays, which is still readable.
    highlight().catch(() => {})
    return () => {
      cancelled = true
    }
  }, [near, key, language, lightTheme, darkTheme, beforeText, afterText])

  const tokens = highlighted?.key === key ? highlighted : null
  return (
    <div
      data-slot="code-comparison"
      {...props}
      ref={setRef}
      style={{ '--code-comparison-highlight': highlightColor, ...style } as React.CSSProperties}
      className={cn(
        'relative grid w-full overflow-hidden rounded-xl border border-zinc-950/10 bg-white text-left shadow-sm md:grid-cols-2 dark:border-white/10 dark:bg-zinc-950',
        className,
      )}
    >
      <CodePanel
        side="before"
        label={beforeLabel}
        filename={before?.filename ?? filename}
        lines={beforeLines}
        tokens={tokens?.before ?? null}
        lineNumbers={lineNumbers}
      />
      <CodePanel
        side="after"
        label={afterLabel}
        filename={after?.filename ?? filename}
        lines={afterLines}
        tokens={tokens?.after ?? null}
        lineNumbers={lineNumbers}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute top-5 left-1/2 hidden size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border border-zinc-950/10 bg-white text-[10px] font-semibold tracking-wide text-zinc-500 shadow-sm md:flex dark:border-white/10 dark:bg-zinc-900 dark:text-zinc-400"
      >
        VS
      </span>
    </div>
  )
}
