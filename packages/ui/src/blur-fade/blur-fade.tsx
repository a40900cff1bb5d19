'use client'

import {
  type HTMLMotionProps,
  motion,
  type TargetAndTransition,
  type UseInViewOptions,
  type Variant,
  type Variants,
} from 'motion/react'
import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'

type MarginType = UseInViewOptions['margin']

export type BlurFadeProps = HTMLMotionProps<'div'> & {
  /** The content to reveal. */
  children?: React.ReactNode
  /** Classes for the wrapping `div`. */
  className?: string
  /** Your own `hidden` and `visible` targets, replacing the built-in blur, fade and slide. */
  variant?: { hidden: Variant; visible: Variant }
  /** Length of the reveal, in seconds. */
  duration?: number
  /** Wait before the reveal, in seconds (on top of a 0.04 s settle). */
  delay?: number
  /** Distance the content slides, in px. */
  offset?: number
  /** Direction the content slides in. */
  direction?: 'up' | 'down' | 'left' | 'right'
  /** Wait until the element scrolls into view; otherwise reveal on mount. */
  inView?: boolean
  /** Grows (positive) or shrinks (negative) the viewport for `inView`, in CSS margin syntax. */
  inViewMargin?: MarginType
  /** Blur at the start of the reveal, as a CSS length. */
  blur?: string
  /**
   * Vertical start offset in px, as in earlier versions of this API: positive starts below and
   * rises. When set it replaces `offset` and `direction`.
   */
  yOffset?: number
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect

/** Where the element is in its reveal. `static` is the server's and hydration's: plainly visible. */
type Phase = 'static' | 'waiting' | 'revealing'

/**
 * The reveal as explicit keyframes: the hidden look, held through the delay, then the visible one.
 * It starts from the hidden look wherever the element is now (on mount it still has its visible
 * server look), and the delay is part of the animation, so the content stays hidden while it waits.
 */
function reveal(hidden: Variant, visible: Variant): TargetAndTransition | 'visible' {
  if (typeof hidden === 'function' || typeof visible === 'function') return 'visible'
  const start = hidden as Record<string, unknown>
  const end = visible as Record<string, unknown>
  const target: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(end)) {
    if (key === 'transition' || key === 'transitionEnd') continue
    const from = start[key]
    target[key] = from === undefined || Array.isArray(from) || Array.isArray(value) ? value : [from, from, value]
  }
  return target as TargetAndTransition
}

/**
 * Reveals its children with a fade, a short slide and a blur that clears, on mount or (with
 * `inView`) the first time they scroll into view. It is a `motion.div`: any motion prop passes
 * through, and code written for Magic UI's `BlurFade` works unchanged.
 *
 * Content is never hidden where JavaScript does not run: the server renders it plainly visible, and
 * only once the page is live does it switch to the hidden look (off screen, when waiting for
 * `inView`) or start the reveal. Visitors who prefer reduced motion see it at once, unanimated.
 */
export function BlurFade({
  children,
  className,
  variant,
  duration = 0.4,
  delay = 0,
  offset = 6,
  direction = 'down',
  inView = false,
  inViewMargin = '-50px',
  blur = '6px',
  yOffset,
  variants,
  transition,
  ref,
  ...props
}: BlurFadeProps) {
  const elementRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(elementRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const [phase, setPhase] = React.useState<Phase>('static')
  const seen = useOnScreen(elementRef, {
    enabled: inView && phase === 'waiting',
    rootMargin: inViewMargin,
    once: true,
    tab: false,
    initial: false,
  })

  const horizontal = direction === 'left' || direction === 'right'
  const axis = yOffset === undefined ? (horizontal ? 'x' : 'y') : 'y'
  const start = yOffset ?? (direction === 'right' || direction === 'down' ? -offset : offset)
  const builtIn: Variants = {
    hidden: { [axis]: start, opacity: 0, filter: `blur(${blur})` },
    visible: { [axis]: 0, opacity: 1, filter: 'blur(0px)' },
  }
  const chosen = variant ?? variants
  const combined: Variants = chosen?.hidden && chosen.visible ? chosen : builtIn
  const hidden = combined.hidden as Variant
  const visible = combined.visible as Variant

  // Before the first paint of a live page (and right after hydration): reveal now, or hide until
  // the element comes into view. Reduced motion keeps it as the server drew it.
  useIsomorphicLayoutEffect(() => {
    if (window.matchMedia?.(REDUCED_MOTION_QUERY).matches) return
    setPhase(inView ? 'waiting' : 'revealing')
  }, [])

  if (phase === 'waiting' && seen) setPhase('revealing')
  // Once reduced motion has shown the content, it stays shown even if the setting is switched off.
  if (reduceMotion && phase !== 'static') setPhase('static')

  let animate: HTMLMotionProps<'div'>['animate'] = 'visible'
  let timing: HTMLMotionProps<'div'>['transition'] = { duration: 0 }
  if (!reduceMotion && phase === 'waiting') animate = 'hidden'
  if (!reduceMotion && phase === 'revealing') {
    // As Magic UI: a 0.04 s settle before `delay`, then `duration` eased out.
    const wait = Math.max(0, 0.04 + delay)
    const total = wait + duration
    animate = reveal(hidden, visible)
    timing = {
      duration: total,
      times: [0, total > 0 ? wait / total : 0, 1],
      ease: ['linear', 'easeOut'],
      ...transition,
    }
  }

  return (
    <motion.div
      data-slot="blur-fade"
      data-state={reduceMotion ? 'static' : phase}
      initial={false}
      animate={animate}
      exit="hidden"
      variants={combined}
      transition={timing}
      className={className}
      {...props}
      ref={setRef}
    >
      {children}
    </motion.div>
  )
}
