'use client'

import { motion, useInView } from 'motion/react'
import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { splitGraphemes } from '../lib/graphemes'
import { cn } from '../lib/utils'

/** How long one line takes to fade in; the next line of a sequence starts once it has. */
const FADE_IN_MS = 300

type SequenceContextValue = {
  /** Play one line after another instead of all lines at once. */
  sequence: boolean
  /** Playback has begun: the terminal scrolled into view, or it does not wait for that. */
  started: boolean
  /** The terminal is off screen or the tab is hidden: lines hold where they are until it returns. */
  paused: boolean
  /** The line whose turn it is; `null` before playback or once every line has played. */
  activeId: string | null
  register: (id: string, element: HTMLElement) => () => void
  complete: (id: string) => void
}

const SequenceContext = React.createContext<SequenceContextValue | null>(null)

function inDocumentOrder(elements: Map<string, HTMLElement>): string[] {
  return [...elements.entries()]
    .sort(([, a], [, b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    .map(([id]) => id)
}

/**
 * Joins a line to the surrounding terminal's sequence. Lines register with their DOM element, so
 * the order follows the document even when lines sit inside wrappers or mount later. Outside a
 * sequence (no terminal, or `sequence={false}`) a line plays on its own: once mounted, or with
 * `startOnView` once it is itself on screen.
 */
function useSequenceItem(ref: React.RefObject<HTMLElement | null>, startOnView: boolean) {
  const context = React.useContext(SequenceContext)
  const sequenced = context?.sequence ?? false
  const inView = useOnScreen(ref, { enabled: startOnView && !sequenced, once: true, tab: false, initial: false })
  const id = React.useId()
  const register = context?.register
  const complete = context?.complete

  React.useEffect(() => {
    if (!register || !ref.current) return
    return register(id, ref.current)
  }, [register, id, ref])

  const paused = context?.paused ?? false
  const canPlay = !paused && (sequenced ? !!context?.started && context.activeId === id : !startOnView || inView)
  const onDone = React.useCallback(() => complete?.(id), [complete, id])
  return { canPlay, sequenced, onDone }
}

export type TerminalProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** Play the lines one after another, each starting when the previous one has finished. */
  sequence?: boolean
  /** Wait until the terminal scrolls into view before playing. */
  startOnView?: boolean
  /** Text in the middle of the title bar, such as a shell or file name. */
  title?: React.ReactNode
  /**
   * Caps the window's height (a number is pixels); the body then scrolls, can be scrolled with the
   * keyboard, and follows the line that is playing.
   */
  maxHeight?: number | string
}

/**
 * A macOS-style terminal window whose lines (`TypingAnimation`, `AnimatedSpan`) play in sequence.
 * Everything renders on the server in its not-yet-played state with the full text present for
 * screen readers; playback starts in effects, holds while the terminal is off screen or the tab is
 * hidden, and reduced motion shows every line at once.
 */
export function Terminal({
  sequence = true,
  startOnView = true,
  title,
  maxHeight,
  className,
  style,
  children,
  ref: forwardedRef,
  ...props
}: TerminalProps) {
  const ref = React.useRef<HTMLDivElement>(null)
  const bodyRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(ref, forwardedRef)
  const inView = useInView(ref, { once: true, amount: 0.3 })
  const started = !startOnView || inView
  const paused = !useOnScreen(ref)
  const reduceMotion = usePrefersReducedMotion()

  const elements = React.useRef(new Map<string, HTMLElement>())
  const [order, setOrder] = React.useState<string[]>([])
  const [completed, setCompleted] = React.useState<ReadonlySet<string>>(() => new Set())

  const register = React.useCallback((id: string, element: HTMLElement) => {
    elements.current.set(id, element)
    setOrder(inDocumentOrder(elements.current))
    return () => {
      elements.current.delete(id)
      setOrder(inDocumentOrder(elements.current))
    }
  }, [])

  const complete = React.useCallback((id: string) => {
    setCompleted((done) => (done.has(id) ? done : new Set(done).add(id)))
  }, [])

  const activeId = started ? (order.find((id) => !completed.has(id)) ?? null) : null

  // A body that scrolls shows each line of the sequence as its turn comes, like a real terminal.
  // The body is scrolled rather than the line scrolled into view, which would move the page too.
  React.useEffect(() => {
    const body = bodyRef.current
    const line = activeId ? elements.current.get(activeId) : undefined
    if (!sequence || !body || !line || body.scrollHeight <= body.clientHeight) return
    const padding = Number.parseFloat(getComputedStyle(body).paddingBottom) || 0
    const below = line.getBoundingClientRect().bottom + padding - body.getBoundingClientRect().bottom
    if (below > 0) body.scrollTo({ top: body.scrollTop + below, behavior: reduceMotion ? 'auto' : 'smooth' })
  }, [activeId, sequence, reduceMotion])
  const context = React.useMemo(
    () => ({ sequence, started, paused, activeId, register, complete }),
    [sequence, started, paused, activeId, register, complete],
  )

  return (
    <div
      data-slot="terminal"
      data-state={started ? (activeId === null && order.length > 0 ? 'done' : 'playing') : 'idle'}
      data-paused={paused ? '' : undefined}
      {...props}
      ref={setRef}
      style={maxHeight === undefined ? style : { maxHeight, ...style }}
      className={cn(
        'z-0 flex w-full max-w-lg flex-col overflow-hidden rounded-xl border text-left',
        'border-neutral-200 bg-white text-neutral-800 shadow-[0_1px_2px_rgb(0_0_0/0.04),0_12px_32px_-12px_rgb(0_0_0/0.12)]',
        'dark:border-neutral-800 dark:bg-neutral-950 dark:text-neutral-200 dark:shadow-[0_12px_32px_-12px_rgb(0_0_0/0.6)]',
        className,
      )}
    >
      <div
        data-slot="terminal-header"
        className="relative flex h-10 shrink-0 items-center gap-2 border-b border-neutral-200 px-4 dark:border-neutral-800"
      >
        <span aria-hidden className="flex gap-2">
          <span className="size-3 rounded-full bg-[#ff5f57]" />
          <span className="size-3 rounded-full bg-[#febc2e]" />
          <span className="size-3 rounded-full bg-[#28c840]" />
        </span>
        {title ? (
          <span className="pointer-events-none absolute inset-x-20 truncate text-center font-mono text-xs text-neutral-500 dark:text-neutral-400">
            {title}
          </span>
        ) : null}
      </div>
      <div
        ref={bodyRef}
        data-slot="terminal-body"
        tabIndex={maxHeight === undefined ? undefined : 0}
        className="grid min-h-0 gap-y-1 overflow-auto p-4 font-mono text-[13px] leading-relaxed whitespace-pre-wrap outline-none focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-inset"
      >
        <SequenceContext value={context}>{children}</SequenceContext>
      </div>
    </div>
  )
}

export type TypingAnimationProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The text to type. */
  children: string
  /** Milliseconds per character. */
  duration?: number
  /** Outside a sequence: milliseconds to wait before typing. A sequence ignores it (see `pause`). */
  delay?: number
  /** The element (or component) to render, e.g. `'p'` or `'h1'`. */
  as?: React.ElementType
  /** Outside a sequence: wait until the line itself is on screen. A sequence starts it in turn. */
  startOnView?: boolean
  /** In a sequence: milliseconds to wait after the previous line before typing. */
  pause?: number
  /** Show a caret while the line is waiting or typing. */
  caret?: boolean
}

/**
 * Types its text one character at a time. The full text is always in the DOM, invisible, so the
 * line keeps its final size while it types (no layout shift) and screen readers read it once.
 */
export function TypingAnimation({
  children,
  duration = 60,
  delay = 0,
  as: Component = 'span',
  startOnView = true,
  pause = 0,
  caret = true,
  className,
  ref: forwardedRef,
  ...props
}: TypingAnimationProps) {
  const ref = React.useRef<HTMLElement>(null)
  const setRef = useMergedRef(ref, forwardedRef as React.Ref<HTMLElement> | undefined)
  const reduceMotion = usePrefersReducedMotion()
  const { canPlay, sequenced, onDone } = useSequenceItem(ref, startOnView)
  const wait = sequenced ? pause : delay
  const characters = React.useMemo(() => splitGraphemes(children), [children])
  const [count, setCount] = React.useState(0)
  const typed = React.useRef(0)
  // Reduced motion shows the whole line, and it stays whole if the setting is switched off again.
  if (reduceMotion && count < characters.length) setCount(characters.length)

  React.useEffect(() => {
    if (reduceMotion) {
      typed.current = characters.length
      return
    }
    if (!canPlay || typed.current >= characters.length) return
    let timer: ReturnType<typeof setTimeout>
    const typeNext = () => {
      typed.current += 1
      setCount(typed.current)
      if (typed.current < characters.length) timer = setTimeout(typeNext, duration)
    }
    timer = setTimeout(typeNext, typed.current === 0 ? wait : duration)
    return () => clearTimeout(timer)
  }, [canPlay, reduceMotion, characters, duration, wait])

  const done = count >= characters.length
  const playing = canPlay && !done
  // Settled stays settled: a finished line that scrolls away is still done, not waiting.
  const finished = done && (canPlay || reduceMotion)
  const [settled, setSettled] = React.useState(false)
  if (finished && !settled) setSettled(true)

  React.useEffect(() => {
    if (finished) onDone()
  }, [finished, onDone])

  return (
    <Component
      ref={setRef}
      data-slot="typing-animation"
      data-state={settled ? 'done' : playing ? 'typing' : 'idle'}
      {...props}
      className={cn('relative block', className)}
    >
      <span className="sr-only">{children}</span>
      <span aria-hidden className="grid">
        <span className="invisible col-start-1 row-start-1">{children}</span>
        <span data-slot="typing-animation-text" className="col-start-1 row-start-1">
          {characters.slice(0, count).join('')}
          {caret && playing ? (
            <span
              data-slot="typing-animation-caret"
              className={cn(
                'ml-px inline-block h-[1.1em] w-[0.55em] translate-y-[0.2em] bg-current opacity-70',
                count === 0 && 'animate-terminal-caret motion-reduce:animate-none',
              )}
            />
          ) : null}
        </span>
      </span>
    </Component>
  )
}

export type AnimatedSpanProps = Omit<
  React.ComponentProps<'div'>,
  'onAnimationStart' | 'onAnimationEnd' | 'onAnimationIteration' | 'onDrag' | 'onDragStart' | 'onDragEnd'
> & {
  /** Outside a sequence: milliseconds to wait before appearing. A sequence ignores it (see `pause`). */
  delay?: number
  /** Outside a sequence: wait until the line itself is on screen. A sequence starts it in turn. */
  startOnView?: boolean
  /** In a sequence: milliseconds to wait after the previous line before appearing. */
  pause?: number
}

/** A line that fades and slides in when its turn comes; its space is reserved from the start. */
export function AnimatedSpan({
  delay = 0,
  startOnView = false,
  pause = 0,
  className,
  children,
  ref: forwardedRef,
  ...props
}: AnimatedSpanProps) {
  const ref = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(ref, forwardedRef)
  const reduceMotion = usePrefersReducedMotion()
  const { canPlay, sequenced, onDone } = useSequenceItem(ref, startOnView)
  const wait = sequenced ? pause : delay
  const [visible, setVisible] = React.useState(false)
  if (reduceMotion && !visible) setVisible(true)

  React.useEffect(() => {
    if (reduceMotion) {
      onDone()
      return
    }
    if (!canPlay) return
    const show = setTimeout(() => setVisible(true), wait)
    const finish = setTimeout(onDone, wait + FADE_IN_MS)
    return () => {
      clearTimeout(show)
      clearTimeout(finish)
    }
  }, [canPlay, reduceMotion, wait, onDone])

  return (
    <motion.div
      ref={setRef}
      data-slot="animated-span"
      data-state={visible ? 'visible' : 'hidden'}
      {...props}
      initial={{ opacity: 0, y: -4 }}
      animate={visible ? { opacity: 1, y: 0 } : { opacity: 0, y: -4 }}
      transition={reduceMotion ? { duration: 0 } : { duration: FADE_IN_MS / 1000, ease: 'easeOut' }}
      className={cn('grid', className)}
    >
      {children}
    </motion.div>
  )
}
