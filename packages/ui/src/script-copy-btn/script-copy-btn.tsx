'use client'

import { Check, Copy } from 'lucide-react'
import * as React from 'react'
import type { HighlighterCore, LanguageRegistration, ThemeRegistrationAny } from 'shiki/core'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { cn } from '../lib/utils'

export type ScriptCopyBtnProps = React.ComponentProps<'div'> & {
  /** Show a tab per package manager of `commandMap`; otherwise only the first command is shown. */
  showMultiplePackageOptions?: boolean
  /** Shiki language of the commands, e.g. `shell`, `bash`, `powershell`. */
  codeLanguage?: string
  /** Shiki theme in light mode. */
  lightTheme?: string
  /** Shiki theme under a `dark:` variant. */
  darkTheme?: string
  /** The command for each package manager, in tab order: `{ npm: 'npm i x', pnpm: 'pnpm add x' }`. */
  commandMap?: Record<string, string>
}

/** How long the check mark stays after a copy (docs/product.md, Limits and timings). */
export const COPIED_MS = 2000

const defaultCommandMap: Record<string, string> = {
  npm: 'npx shadcn@latest init',
  pnpm: 'pnpm dlx shadcn@latest init',
  yarn: 'yarn dlx shadcn@latest init',
  bun: 'bunx --bun shadcn@latest init',
}

type Token = { content: string; offset: number; htmlStyle?: Record<string, string> }

const SHELL_NAMES = new Set(['shellscript', 'shell', 'bash', 'sh', 'zsh'])

/**
 * Grammars are imported one by one: shell commands, the usual case, pull in only the shell grammar;
 * any other language goes through Shiki's index of lazily imported grammars.
 */
async function importLanguage(language: string): Promise<LanguageRegistration[]> {
  if (SHELL_NAMES.has(language)) return (await import('shiki/langs/shellscript.mjs')).default
  const { bundledLanguages } = await import('shiki/langs')
  const load = bundledLanguages[language as keyof typeof bundledLanguages]
  if (!load) throw new Error(`Shiki has no language "${language}"`)
  return (await load()).default
}

async function importTheme(theme: string): Promise<ThemeRegistrationAny> {
  if (theme === 'github-light') return (await import('shiki/themes/github-light.mjs')).default
  if (theme === 'github-dark') return (await import('shiki/themes/github-dark.mjs')).default
  const { bundledThemes } = await import('shiki/themes')
  const load = bundledThemes[theme as keyof typeof bundledThemes]
  if (!load) throw new Error(`Shiki has no theme "${theme}"`)
  return (await load()).default
}

let highlighter: Promise<HighlighterCore> | undefined
const loaded = new Map<string, Promise<void>>()

/** Runs `load` once per page for each grammar or theme, however many buttons ask for it. */
function ensure(key: string, load: () => Promise<void>) {
  let loading = loaded.get(key)
  if (!loading) {
    loading = load().catch((error: unknown) => {
      // A failed chunk download should not stop the next attempt.
      loaded.delete(key)
      throw error
    })
    loaded.set(key, loading)
  }
  return loading
}

/** Shiki's core with the JavaScript regex engine (no WebAssembly), plus one grammar and the themes. */
async function loadHighlighter(language: string, themes: string[]) {
  highlighter ??= Promise.all([import('shiki/core'), import('shiki/engine/javascript')]).then(
    ([{ createHighlighterCore }, { createJavaScriptRegexEngine }]) =>
      createHighlighterCore({ engine: createJavaScriptRegexEngine() }),
  )
  const instance = await highlighter.catch((error: unknown) => {
    highlighter = undefined
    throw error
  })
  await Promise.all([
    ensure(`lang:${language}`, async () => instance.loadLanguage(await importLanguage(language))),
    ...themes.map((theme) => ensure(`theme:${theme}`, async () => instance.loadTheme(await importTheme(theme)))),
  ])
  return instance
}

/**
 * An install command with a tab per package manager and a copy button. The command renders as
 * plain text on the server and at first; Shiki is imported only when the block nears the viewport,
 * with just the grammar and themes it uses, and colours the tokens when it arrives. The copy
 * button shows a check for two seconds and a live region announces the result.
 */
export function ScriptCopyBtn({
  showMultiplePackageOptions = true,
  codeLanguage = 'shell',
  lightTheme = 'github-light',
  darkTheme = 'github-dark',
  commandMap = defaultCommandMap,
  className,
  ref,
  ...props
}: ScriptCopyBtnProps) {
  const managers = Object.keys(commandMap)
  const [selected, setSelected] = React.useState(managers[0] ?? '')
  const packageManager = managers.includes(selected) ? selected : (managers[0] ?? '')
  const command = commandMap[packageManager] ?? ''
  const showTabs = showMultiplePackageOptions && managers.length > 0

  const rootRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const tabRefs = React.useRef<Array<HTMLButtonElement | null>>([])
  const id = React.useId()
  const panelId = `${id}-panel`
  const tabId = (index: number) => `${id}-tab-${index}`

  const near = useOnScreen(rootRef, { rootMargin: '100% 0px', once: true, tab: false, initial: false })
  const key = JSON.stringify([codeLanguage, lightTheme, darkTheme, command])
  const [highlighted, setHighlighted] = React.useState<{ key: string; lines: Token[][] } | null>(null)

  React.useEffect(() => {
    if (!near || !command) return
    let cancelled = false
    loadHighlighter(codeLanguage, [lightTheme, darkTheme])
      .then((shiki) => {
        const { tokens } = shiki.codeToTokens(command, {
          lang: codeLanguage,
          themes: { light: lightTheme, dark: darkTheme },
          defaultColor: false,
        })
        if (!cancelled) setHighlighted({ key, lines: tokens })
      })
      // Without Shiki (offline, an unknown language or theme) the plain command stays, still readable.
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [near, key, codeLanguage, lightTheme, darkTheme, command])

  const [copyState, setCopyState] = React.useState<'idle' | 'copied' | 'failed'>('idle')
  const resetTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined)
  React.useEffect(() => () => clearTimeout(resetTimer.current), [])

  const copy = async () => {
    let next: 'copied' | 'failed' = 'copied'
    try {
      await navigator.clipboard.writeText(command)
    } catch {
      next = 'failed'
    }
    clearTimeout(resetTimer.current)
    setCopyState(next)
    resetTimer.current = setTimeout(() => setCopyState('idle'), COPIED_MS)
  }

  const select = (index: number) => {
    const manager = managers[index]
    if (manager === undefined) return
    setSelected(manager)
    tabRefs.current[index]?.focus()
  }

  const onTabKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = managers.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    select(target)
  }

  const activeIndex = managers.indexOf(packageManager)
  const lines = highlighted?.key === key ? highlighted.lines : null
  const copied = copyState === 'copied'

  return (
    <div
      data-slot="script-copy-btn"
      {...props}
      ref={setRef}
      className={cn('mx-auto flex w-full max-w-md flex-col gap-2', className)}
    >
      {showTabs && (
        <div
          role="tablist"
          aria-label="Package manager"
          className="inline-flex self-start overflow-hidden rounded-md border border-zinc-950/10 bg-white text-xs dark:border-white/15 dark:bg-zinc-950"
        >
          {managers.map((manager, index) => {
            const active = index === activeIndex
            return (
              <button
                key={manager}
                ref={(node) => {
                  tabRefs.current[index] = node
                }}
                id={tabId(index)}
                type="button"
                role="tab"
                aria-selected={active}
                aria-controls={panelId}
                tabIndex={active ? 0 : -1}
                onClick={() => select(index)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
                className={cn(
                  'relative px-3 py-1.5 font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-inset motion-reduce:transition-none',
                  'after:absolute after:inset-x-2 after:bottom-0.5 after:h-0.5 after:origin-center after:rounded-full after:bg-current after:transition-transform after:duration-300 motion-reduce:after:transition-none',
                  index > 0 && 'border-l border-zinc-950/10 dark:border-white/15',
                  active
                    ? 'text-zinc-950 after:scale-x-100 dark:text-zinc-50'
                    : 'text-zinc-600 after:scale-x-0 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
                )}
              >
                {manager}
              </button>
            )
          })}
        </div>
      )}
      <div className="flex items-center gap-2">
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a long command scrolls sideways and must be reachable by keyboard
          tabIndex={0}
          id={panelId}
          {...(showTabs ? { role: 'tabpanel', 'aria-labelledby': tabId(activeIndex) } : {})}
          data-highlighted={lines ? '' : undefined}
          className="m-0 min-w-0 grow overflow-x-auto rounded-md border border-zinc-950/10 bg-white px-4 py-2 font-mono text-sm text-zinc-800 outline-none focus-visible:ring-2 focus-visible:ring-sky-500 dark:border-white/15 dark:bg-zinc-950 dark:text-zinc-200"
        >
          <code
            className={cn(
              '[&_[data-token]]:text-(--shiki-light) dark:[&_[data-token]]:text-(--shiki-dark)',
              '[&_[data-token]]:[font-style:var(--shiki-light-font-style,inherit)] dark:[&_[data-token]]:[font-style:var(--shiki-dark-font-style,inherit)]',
            )}
          >
            {lines
              ? lines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a line's position is its identity
                  <React.Fragment key={index}>
                    {line.map((token) => (
                      <span key={token.offset} data-token="" style={token.htmlStyle as React.CSSProperties}>
                        {token.content}
                      </span>
                    ))}
                    {index < lines.length - 1 ? '\n' : null}
                  </React.Fragment>
                ))
              : command}
          </code>
        </pre>
        <button
          type="button"
          onClick={copy}
          aria-label={copied ? 'Copied' : 'Copy to clipboard'}
          data-copied={copied ? '' : undefined}
          className="relative flex size-9 shrink-0 items-center justify-center rounded-md border border-zinc-950/10 bg-white text-zinc-700 outline-none transition-colors hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-sky-500 dark:border-white/15 dark:bg-zinc-950 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          <Copy
            aria-hidden
            className={cn(
              'size-4 transition-transform duration-300 motion-reduce:transition-none',
              copied ? 'scale-0' : 'scale-100',
            )}
          />
          <Check
            aria-hidden
            className={cn(
              'absolute inset-0 m-auto size-4 text-emerald-600 transition-transform duration-300 motion-reduce:transition-none dark:text-emerald-400',
              copied ? 'scale-100' : 'scale-0',
            )}
          />
        </button>
      </div>
      <span role="status" className="sr-only">
        {copyState === 'copied' ? 'Copied to clipboard' : copyState === 'failed' ? 'Copy failed' : ''}
      </span>
    </div>
  )
}
