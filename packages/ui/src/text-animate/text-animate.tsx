'use client'

import { type HTMLMotionProps, type MotionStyle, motion, useAnimationControls, type Variants } from 'motion/react'
import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { splitGraphemes } from '../lib/graphemes'
import { MotionAs } from '../lib/motion-element'
import { cn } from '../lib/utils'

export type AnimationType = 'text' | 'word' | 'character' | 'line'
export type AnimationVariant =
  | 'fadeIn'
  | 'blurIn'
  | 'blurInUp'
  | 'blurInDown'
  | 'slideUp'
  | 'slideDown'
  | 'slideLeft'
  | 'slideRight'
  | 'scaleUp'
  | 'scaleDown'

export type TextAnimateProps = Omit<HTMLMotionProps<'p'>, 'children' | 'variants' | 'ref'> & {
  /** The text to animate. */
  children: string
  /** Classes for the root element. */
  className?: string
  /** Classes for every segment (word, character, line or the whole text). */
  segmentClassName?: string
  /** Seconds before the first segment starts. */
  delay?: number
  /** Seconds over which the segments' starts are spread, first to last. */
  duration?: number
  /** Your own motion variants (`hidden`, `show`, optionally `exit`) for each segment, replacing the preset. */
  variants?: Variants
  /** The element to render, `p` by default. */
  as?: React.ElementType
  /** How the text is split into segments that animate one after another. */
  by?: AnimationType
  /** Wait until the text scrolls into view; otherwise animate on mount. */
  startOnView?: boolean
  /** With `startOnView`, animate only the first time; otherwise replay whenever it comes back into view. */
  once?: boolean
  /** The built-in animation to use. */
  animation?: AnimationVariant
  /** Hide the segments from assistive technology and give it the whole text once instead. */
  accessible?: boolean
  ref?: React.Ref<HTMLElement>
}

/**
 * Each preset as a Tailwind utility (theme variable and keyframes shipped with the item), written
 * out whole so Tailwind finds every class in this file. `motion-safe:` leaves the segments still
 * for visitors who prefer reduced motion, from the server-rendered HTML on.
 */
const presetClasses: Record<AnimationVariant, string> = {
  fadeIn: 'motion-safe:animate-text-animate-fade-in',
  blurIn: 'motion-safe:animate-text-animate-blur-in',
  blurInUp: 'motion-safe:animate-text-animate-blur-in-up',
  blurInDown: 'motion-safe:animate-text-animate-blur-in-down',
  slideUp: 'motion-safe:animate-text-animate-slide-up',
  slideDown: 'motion-safe:animate-text-animate-slide-down',
  slideLeft: 'motion-safe:animate-text-animate-slide-left',
  slideRight: 'motion-safe:animate-text-animate-slide-right',
  scaleUp: 'motion-safe:animate-text-animate-scale-up',
  scaleDown: 'motion-safe:animate-text-animate-scale-down',
}

/** What custom variants receive as `custom` for segment `i`: `i` times this, as in Magic UI. */
const customSteps: Record<AnimationType, number> = { text: 0.06, word: 0.05, character: 0.03, line: 0.06 }

type Segment = { text: string; index: number; space: boolean }
type State = 'playing' | 'waiting' | 'static'

function split(text: string, by: AnimationType): Segment[] {
  let parts: string[]
  if (by === 'word') parts = text.split(/(\s+)/)
  else if (by === 'character') parts = splitGraphemes(text)
  else if (by === 'line') parts = text.split('\n')
  else parts = [text]
  // An empty line still takes its line; any other empty part has nothing to show.
  if (by !== 'line') parts = parts.filter(Boolean)
  return parts.map((part, index) => ({ text: part, index, space: by !== 'line' && /^\s+$/.test(part) }))
}

/** Characters grouped into words, so a line only ever breaks between words. */
function words(segments: Segment[]): Segment[][] {
  const groups: Segment[][] = []
  let word: Segment[] | null = null
  for (const segment of segments) {
    if (segment.space) {
      word = null
      groups.push([segment])
    } else {
      if (!word) {
        word = []
        groups.push(word)
      }
      word.push(segment)
    }
  }
  return groups
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect

/**
 * Animates text in segment by segment (word, character, line, or all at once) with one of ten
 * presets or your own motion variants, on mount or when it scrolls into view. Drop-in for Magic UI's
 * `TextAnimate`.
 *
 * The presets are CSS animations of opacity, transform and filter, one per segment with a staggered
 * delay, so they run on the compositor and cost the main thread nothing per frame. They are in the
 * server-rendered HTML, so the text animates from the first paint and reads without JavaScript. Only
 * your own `variants` are run by motion. The whole text is in the page once for assistive technology
 * (the segments are hidden from it), and visitors who prefer reduced motion see it still.
 */
export function TextAnimate({
  children,
  delay = 0,
  duration = 0.3,
  variants,
  className,
  segmentClassName,
  as = 'p',
  startOnView = true,
  once = false,
  by = 'word',
  animation = 'fadeIn',
  accessible = true,
  viewport,
  style,
  ref,
  ...props
}: TextAnimateProps) {
  const elementRef = React.useRef<HTMLElement>(null)
  const setRef = useMergedRef(elementRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const controls = useAnimationControls()
  const custom = variants !== undefined

  // A `viewport` of motion's shape replaces the default one, as it does in Magic UI.
  const watching = startOnView && !reduceMotion
  const onScreen = useOnScreen(elementRef, {
    enabled: watching,
    rootMargin: viewport?.margin,
    once: viewport ? Boolean(viewport.once) : once,
    tab: false,
  })
  // `run` counts the times the text has left the view: each remounts the segments, so their
  // animations start over from the hidden look the next time it comes in.
  const [view, setView] = React.useState({ waiting: false, run: 0 })
  if (watching && onScreen === view.waiting) setView({ waiting: !onScreen, run: view.run + (onScreen ? 0 : 1) })
  const state: State = reduceMotion ? 'static' : view.waiting ? 'waiting' : 'playing'

  const segments = React.useMemo(() => split(children, by), [children, by])
  const step = duration / Math.max(1, segments.length)

  // Custom variants: the server draws the text as it ends, and motion takes it to `hidden` before
  // the first paint of a live page, then staggers it in.
  useIsomorphicLayoutEffect(() => {
    if (!custom) return
    controls.stop()
    if (state === 'static') {
      controls.set('show')
      return
    }
    controls.set('hidden')
    if (state === 'playing') void controls.start('show')
  }, [custom, controls, state, view.run])

  const container: Variants = {
    hidden: { opacity: 0 },
    show: {
      opacity: 1,
      transition: { opacity: { duration: 0.01, delay }, delayChildren: delay, staggerChildren: step },
    },
    exit: { opacity: 0, transition: { staggerChildren: step, staggerDirection: -1 } },
  }

  const renderSegment = (segment: Segment) => {
    const key = `${view.run}-${segment.index}-${segment.text}`
    const shared = {
      'data-slot': 'text-animate-segment',
      'aria-hidden': accessible || undefined,
      className: cn(
        // Spaces stay inline, so lines wrap and break where the text says.
        by === 'line' ? 'block min-h-[1lh]' : !segment.space && 'inline-block',
        !custom && !segment.space && presetClasses[animation],
        segmentClassName,
      ),
    }
    if (custom) {
      return (
        <motion.span key={key} {...shared} variants={variants} custom={segment.index * customSteps[by]}>
          {segment.text}
        </motion.span>
      )
    }
    const start = Math.round((delay + segment.index * step) * 1000) / 1000
    return (
      <span
        key={key}
        {...shared}
        style={segment.space ? undefined : ({ '--text-animate-delay': `${start}s` } as React.CSSProperties)}
      >
        {segment.text}
      </span>
    )
  }

  return (
    <MotionAs
      as={as}
      data-slot="text-animate"
      data-state={state}
      data-animation={custom ? 'custom' : animation}
      {...(custom ? { initial: false, animate: controls, variants: container, exit: 'exit' } : {})}
      {...props}
      ref={setRef}
      className={cn('whitespace-pre-wrap', className)}
      style={{ ...style, '--text-animate-play-state': state === 'waiting' ? 'paused' : 'running' } as MotionStyle}
    >
      {accessible && <span className="sr-only">{children}</span>}
      {by === 'character'
        ? words(segments).map((word) =>
            word.length === 1 && word[0]?.space ? (
              renderSegment(word[0])
            ) : (
              <span key={`${view.run}-word-${word[0]?.index}`} className="inline-block whitespace-nowrap">
                {word.map(renderSegment)}
              </span>
            ),
          )
        : segments.map(renderSegment)}
    </MotionAs>
  )
}
