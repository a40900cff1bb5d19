'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type DiaTextRevealProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The text to reveal; several strings take turns, one sweep each, with `repeat`. */
  text: string | readonly string[]
  /** The colours of the band that sweeps across the text, in order from its back to its front. */
  colors?: readonly string[]
  /** Colour of the text once the band has passed. Unset, the theme's `--foreground`. */
  textColor?: string
  /** Length of one sweep, in seconds. */
  duration?: number
  /** Wait before each sweep, in seconds. */
  delay?: number
  /** Sweep again after each sweep, moving on to the next string when `text` has several. */
  repeat?: boolean
  /** Pause between one sweep and the next with `repeat`, in seconds. */
  repeatDelay?: number
  /** Wait until the text scrolls into view before the first sweep. */
  startOnView?: boolean
  /** With `startOnView`, sweep only the first time the text comes into view, not every time. */
  once?: boolean
  /** With several strings, keep the width of the widest one instead of following each string's width. */
  fixedWidth?: boolean
}

export const DEFAULT_COLORS: readonly string[] = ['#c679c4', '#fa3d1d', '#ffb005', '#e1e1fe', '#0358f7']

/** Width of the coloured band, as a share of the text's width (Magic UI's 34%). */
const BAND = 0.34
/**
 * The gradient is drawn on an image as wide as the text twice plus the band: the revealed colour
 * over one text width, then the band, then transparent over another text width. Sliding it from
 * background-position 100% to 0% moves the band from just before the text's start to just past its end.
 */
const IMAGE = 2 + BAND

const at = (offset: number) => `${Number(((offset / IMAGE) * 100).toFixed(3))}%`

/**
 * The sweep's gradient: the text colour behind the band, the band's colours spread across it (one
 * colour sits in its middle), and transparent ahead of it, so text the band has not reached yet is
 * not drawn at all.
 */
export function revealGradient(colors: readonly string[], textColor: string): string {
  const stops = [`${textColor} 0%`, `${textColor} ${at(1)}`]
  colors.forEach((color, index) => {
    const offset = colors.length === 1 ? 1 + BAND / 2 : 1 + (index / (colors.length - 1)) * BAND
    stops.push(`${color} ${at(offset)}`)
  })
  stops.push(`transparent ${at(1 + BAND)}`, 'transparent 100%')
  return `linear-gradient(90deg, ${stops.join(', ')})`
}

/** Where the text is: drawn plainly (server, hydration, reduced motion), hidden before its sweep, or sweeping. */
type Phase = 'static' | 'waiting' | 'sweeping'

const noSubscription = () => () => {}

/** True once the page is live in the browser; false on the server and while hydrating, so the markup matches. */
function useHydrated() {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

type SweepProps = Omit<React.ComponentProps<'span'>, 'ref'> & {
  phase: Phase
  paused: boolean
  repeat: boolean
  repeatDelay: number
  onNext: () => void
  /** Told the string's laid-out width whenever it changes, when the element follows it. */
  onWidth?: (width: number) => void
}

/**
 * One sweep of one string. It is mounted afresh for every sweep, so its own record of having ended
 * starts clean each time, whether the next sweep follows a rest or a return into view.
 */
function Sweep({ phase, paused, repeat, repeatDelay, onNext, onWidth, className, ...props }: SweepProps) {
  const ref = React.useRef<HTMLSpanElement>(null)
  const [ended, setEnded] = React.useState(false)

  React.useEffect(() => {
    const element = ref.current
    if (!onWidth || !element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize?.[0]?.inlineSize ?? entry?.contentRect.width
      if (size !== undefined) onWidth(size)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [onWidth])

  React.useEffect(() => {
    if (!ended || !repeat || paused) return
    const timer = setTimeout(onNext, Math.max(0, repeatDelay) * 1000)
    return () => clearTimeout(timer)
  }, [ended, repeat, paused, repeatDelay, onNext])

  return (
    <span
      data-slot="dia-text-reveal-text"
      {...props}
      ref={ref}
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget) setEnded(true)
      }}
      className={cn(
        'bg-size-[234%_100%] bg-clip-text bg-no-repeat [-webkit-text-fill-color:transparent]',
        phase === 'static' && '[background-position:0%_0]',
        phase === 'waiting' && '[background-position:100%_0]',
        phase === 'sweeping' && 'animate-dia-text-reveal',
        phase === 'sweeping' && paused && '[animation-play-state:paused]',
        // Before the page is live a visitor who prefers reduced motion already sees the plain text.
        'motion-reduce:animate-none motion-reduce:[background-position:0%_0]',
        // Forced colours drop background images; the text then takes the system colour.
        'forced-colors:[-webkit-text-fill-color:CanvasText]',
        className,
      )}
    />
  )
}

/**
 * Reveals text with a band of colour that sweeps across it from left to right: ahead of the band
 * the text is not drawn yet, inside it the text shines in the band's colours, and behind it the
 * text settles in `textColor`. With `repeat` it sweeps again after each pass, moving on to the next
 * string when `text` is a list.
 *
 * The text is painted by its background (clipped to the glyphs), and the sweep is a CSS animation of
 * that background's position, run by the browser without script. The server renders the text plainly
 * revealed, so it reads where scripts do not run; once the page is live the text hides until its
 * sweep (with `startOnView`, until it scrolls into view). Sweeps and the pauses between them hold
 * while the text is off screen or the tab is hidden. With reduced motion the text stands still,
 * revealed, on its first string.
 */
export function DiaTextReveal({
  text,
  colors = DEFAULT_COLORS,
  textColor,
  duration = 1.5,
  delay = 0,
  repeat = false,
  repeatDelay = 0.5,
  startOnView = true,
  once = true,
  fixedWidth = false,
  className,
  style,
  ref,
  ...props
}: DiaTextRevealProps) {
  const texts = typeof text === 'string' ? [text] : text
  const several = texts.length > 1
  const rootRef = React.useRef<HTMLSpanElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const live = useHydrated() && !reduceMotion
  const seen = useOnScreen(rootRef, { enabled: live && startOnView, once, tab: false, initial: false })
  const onScreen = useOnScreen(rootRef, { enabled: live })
  const [cycle, setCycle] = React.useState(0)
  const next = React.useCallback(() => setCycle((current) => current + 1), [])
  const [width, setWidth] = React.useState<number>()

  const phase: Phase = !live ? 'static' : startOnView && !seen ? 'waiting' : 'sweeping'
  const index = live && texts.length > 0 ? cycle % texts.length : 0
  // A new key for every sweep, and for the return into view, so each starts from the beginning.
  const run = phase === 'sweeping' ? `sweep-${cycle}` : phase
  const followsWidth = several && !fixedWidth

  return (
    <span
      data-slot="dia-text-reveal"
      data-state={phase}
      data-index={index}
      {...props}
      ref={setRef}
      className={cn(
        several && 'inline-grid overflow-x-clip whitespace-nowrap',
        followsWidth &&
          'transition-[width] duration-400 ease-[cubic-bezier(0.4,0,0.2,1)] motion-reduce:transition-none',
        className,
      )}
      style={
        {
          '--dia-text-reveal-duration': `${Math.max(0, duration)}s`,
          '--dia-text-reveal-delay': `${Math.max(0, delay)}s`,
          ...(followsWidth && live && width !== undefined ? { width } : {}),
          ...style,
        } as React.CSSProperties
      }
    >
      {several ? <span className="sr-only">{texts.join(', ')}</span> : null}
      {several && fixedWidth
        ? texts.map((copy, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the copies only reserve space; strings may repeat
            <span key={position} aria-hidden="true" className="invisible col-start-1 row-start-1">
              {copy}
            </span>
          ))
        : null}
      <Sweep
        key={run}
        phase={phase}
        paused={!onScreen}
        repeat={repeat && live}
        repeatDelay={repeatDelay}
        onNext={next}
        // The element's width follows the shown string's, so a change of string can be eased.
        onWidth={followsWidth ? setWidth : undefined}
        aria-hidden={several ? 'true' : undefined}
        className={cn(several && 'col-start-1 row-start-1 justify-self-start')}
        style={{ backgroundImage: revealGradient(colors, textColor ?? 'var(--foreground, currentColor)') }}
      >
        {texts[index]}
      </Sweep>
    </span>
  )
}
