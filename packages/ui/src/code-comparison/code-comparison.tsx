'use client'

import * as React from 'react'
import type { BundledLanguage, BundledTheme } from 'shiki/bundle/web'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { cn } from '../lib/utils'

export type CodeComparisonSide = {
  code: string
  /** Shown in the panel's header. */
  filename?: string
  /** 1-based line numbers to highlight, counted after `[!code …]` comments are removed. */
  highlightLines?: number[]
  /** 1-based line numbers to keep sharp while the rest of the panel dims until hovered. */
  focusLines?: number[]
}

export type CodeComparisonProps = React.ComponentProps<'div'> & {
  before: CodeComparisonSide
  after: CodeComparisonSide
  /** Any language of Shiki's web bundle: tsx, ts, js, jsx, css, html, json, bash, python, sql, yaml… */
  language?: BundledLanguage
  lightTheme?: BundledTheme
  darkTheme?: BundledTheme
  beforeLabel?: string
  afterLabel?: string
  lineNumbers?: boolean
}

type Line = { text: string; highlight: boolean; focus: boolean }
type Token = { content: string; offset: number; htmlStyle?: Record<string, string> }
type Side = 'before' | 'after'

// Matches shiki's notation comments in the common comment syntaxes: `// [!code highlight]`,
// `# [!code focus]`, `/* … */`, `{/* … */}` and `<!-- … -->`.
const NOTATION = /\s*(?:\/\/|#|--|\{?\/\*|<!--)\s*\[!code (highlight|hl|focus)\]\s*(?:\*\/\}?|-->)?\s*$/

/** Splits code into lines, reading and removing `[!code highlight]` / `[!code focus]` comments. */
export function parseCode(side: CodeComparisonSide): Line[] {
  const highlighted = new Set(side.highlightLines)
  const focused = new Set(side.focusLines)
  // A template literal usually ends with a newline that is not meant as an empty last line.
  return side.code
    .replace(/\r\n?/g, '\n')
    .replace(/\n$/, '')
    .split('\n')
    .map((raw, index) => {
      const match = NOTATION.exec(raw)
      const kind = match?.[1]
      return {
        text: match ? raw.slice(0, match.index) : raw,
        highlight: highlighted.has(index + 1) || kind === 'highlight' || kind === 'hl',
        focus: focused.has(index + 1) || kind === 'focus',
      }
    })
}

type Highlighter = Awaited<ReturnType<typeof import('shiki/bundle/web')['createHighlighter']>>
let highlighter: Promise<Highlighter> | undefined

/**
 * Shiki is loaded on first use only, with the JavaScript regex engine instead of the WebAssembly
 * one; each language and theme is its own chunk, fetched when a comparison first asks for it.
 */
async function loadHighlighter(language: BundledLanguage, themes: BundledTheme[]) {
  highlighter ??= Promise.all([import('shiki/bundle/web'), import('shiki/engine/javascript')]).then(
    ([shiki, { createJavaScriptRegexEngine }]) =>
      shiki.createHighlighter({ langs: [], themes: [], engine: createJavaScriptRegexEngine() }),
  )
  const instance = await highlighter.catch((error: unknown) => {
    // A failed chunk download should not stop the next comparison from trying again.
    highlighter = undefined
    throw error
  })
  await Promise.all([instance.loadLanguage(language), ...themes.map((theme) => instance.loadTheme(theme))])
  return instance
}

const panelTint: Record<Side, { badge: string; highlight: string }> = {
  before: {
    badge: 'bg-rose-500/10 text-rose-700 ring-rose-500/20 dark:text-rose-300',
    highlight: 'bg-rose-500/[.06] dark:bg-rose-500/10 shadow-[inset_2px_0_0_var(--color-rose-500)]',
  },
  after: {
    badge: 'bg-emerald-500/10 text-emerald-700 ring-emerald-500/20 dark:text-emerald-300',
    highlight: 'bg-emerald-500/[.06] dark:bg-emerald-500/10 shadow-[inset_2px_0_0_var(--color-emerald-500)]',
  },
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
  const tint = panelTint[side]
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
        <span className={cn('rounded-full px-2 py-0.5 font-medium ring-1 ring-inset', tint.badge)}>{label}</span>
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
                data-dimmed={dimmed || undefined}
                className={cn(
                  'block min-h-6 px-4 transition-[opacity,filter] duration-300 motion-reduce:transition-none',
                  lineNumbers &&
                    'before:mr-5 before:inline-block before:w-[3ch] before:text-right before:text-zinc-400 before:content-[counter(line)] before:select-none [counter-increment:line] dark:before:text-zinc-600',
                  line.highlight && tint.highlight,
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
 * light and dark themes, highlighted lines and a focus effect. The server and the first client render
 * show the plain code with identical layout; once the comparison nears the viewport Shiki loads in an
 * effect and swaps in coloured tokens.
 */
export function CodeComparison({
  className,
  before,
  after,
  language = 'tsx',
  lightTheme = 'github-light-default',
  darkTheme = 'github-dark-default',
  beforeLabel = 'Before',
  afterLabel = 'After',
  lineNumbers = true,
  ref,
  ...props
}: CodeComparisonProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const near = useOnScreen(rootRef, { rootMargin: '100% 0px', once: true, tab: false, initial: false })
  const beforeLines = parseCode(before)
  const afterLines = parseCode(after)
  const beforeText = beforeLines.map((line) => line.text).join('\n')
  const afterText = afterLines.map((line) => line.text).join('\n')
  const key = JSON.stringify([language, lightTheme, darkTheme, beforeText, afterText])
  const [highlighted, setHighlighted] = React.useState<{ key: string; before: Token[][]; after: Token[][] } | null>(
    null,
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the content of every input used
  React.useEffect(() => {
    if (!near) return
    let cancelled = false
    loadHighlighter(language, [lightTheme, darkTheme])
      .then((shiki) => {
        const tokenize = (code: string) =>
          shiki.codeToTokens(code, {
            lang: language,
            themes: { light: lightTheme, dark: darkTheme },
            defaultColor: false,
          }).tokens
        if (!cancelled) setHighlighted({ key, before: tokenize(beforeText), after: tokenize(afterText) })
      })
      // Without Shiki (offline, an unknown language) the plain code stays, which is still readable.
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [key, near])

  const tokens = highlighted?.key === key ? highlighted : null
  return (
    <div
      data-slot="code-comparison"
      {...props}
      ref={setRef}
      className={cn(
        'relative grid w-full overflow-hidden rounded-xl border border-zinc-950/10 bg-white text-left shadow-sm md:grid-cols-2 dark:border-white/10 dark:bg-zinc-950',
        className,
      )}
    >
      <CodePanel
        side="before"
        label={beforeLabel}
        filename={before.filename}
        lines={beforeLines}
        tokens={tokens?.before ?? null}
        lineNumbers={lineNumbers}
      />
      <CodePanel
        side="after"
        label={afterLabel}
        filename={after.filename}
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
