'use client'

import {
  type AnimationPlaybackControls,
  animate,
  motion,
  type TargetAndTransition,
  type Transition,
  type Variant,
  type Variants,
} from 'motion/react'
import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type SpinningTextProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The text to set round the circle; an array is joined into one string. */
  children: string | string[]
  /** Seconds one full turn takes. */
  duration?: number
  /** Turn anticlockwise instead of clockwise. */
  reverse?: boolean
  /** Radius of the circle, in `ch` of the text's font. */
  radius?: number
  /** Motion transition of the spin, merged over the built-in endless linear one. */
  transition?: Transition
  /** Motion variants: `container` for the spinning wrapper, `item` for each letter (`hidden` → `visible`). */
  variants?: {
    container?: Variants
    item?: Variants
  }
}

/** Rounds for stable markup: the server and the browser must write the same numbers. */
const round = (value: number) => Math.round(value * 1000) / 1000

/**
 * The spin's keyframes: the `visible` target, each value starting from its `hidden` counterpart when
 * there is one (the way a motion component moves from `initial` to `animate`).
 */
function spinKeyframes(visible: Variant | undefined, hidden: Variant | undefined, reverse: boolean) {
  if (!visible || typeof visible === 'function') return { rotate: [0, reverse ? -360 : 360] }
  const start = (typeof hidden === 'object' ? hidden : {}) as Record<string, unknown>
  const keyframes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(visible)) {
    if (key === 'transition' || key === 'transitionEnd') continue
    const from = start[key]
    keyframes[key] = from === undefined || Array.isArray(value) ? value : [from, value]
  }
  return keyframes as TargetAndTransition
}

/**
 * Text set round a circle that turns endlessly, like a badge or a stamp. Each letter is placed on the
 * circle with a CSS transform; only the wrapper turns, animated by motion on `transform`.
 *
 * Screen readers read the text once, from a visually hidden copy; the letters are hidden from them.
 * The spin pauses while the text is off screen or its tab hidden, and never starts for visitors who
 * prefer reduced motion. The box itself takes no room: centre it in a container, and the letters
 * circle round that centre.
 */
export function SpinningText({
  children,
  duration = 10,
  reverse = false,
  radius = 5,
  transition,
  variants,
  className,
  style,
  ref,
  ...props
}: SpinningTextProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const spinRef = React.useRef<AnimationPlaybackControls | null>(null)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(rootRef, { enabled: !reduceMotion })

  const text = Array.isArray(children) ? children.join('') : children
  // A trailing space keeps the end of the text from running into its start.
  const letters = [...Array.from(text), ' ']
  const itemVariants = variants?.item

  const container = variants?.container
  // The spin's settings are kept until their content changes: inline `transition` or `variants`
  // objects are new on every render and must not restart the turn.
  const spinKey = JSON.stringify([reverse, duration, transition, container])
  const [spin, setSpin] = React.useState({ key: spinKey, reverse, duration, transition, container })
  if (spin.key !== spinKey) setSpin({ key: spinKey, reverse, duration, transition, container })

  React.useEffect(() => {
    const element = rootRef.current
    if (!element || reduceMotion) return
    const keyframes = spinKeyframes(spin.container?.visible, spin.container?.hidden, spin.reverse)
    // As in Magic UI: an endless linear turn lasting `duration`; `transition` overrides any of it.
    const options: Transition = {
      repeat: Number.POSITIVE_INFINITY,
      ease: 'linear',
      ...spin.transition,
      duration: (spin.transition as { duration?: number } | undefined)?.duration ?? spin.duration,
    }
    const controls = animate(element, keyframes, options)
    spinRef.current = controls
    return () => {
      spinRef.current = null
      controls.stop()
    }
  }, [reduceMotion, spin])

  // Declared after the spin, so a spin being replaced is stopped before this would resume it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a replaced spin must be paused afresh
  React.useEffect(() => {
    const controls = spinRef.current
    if (!controls || onScreen) return
    controls.pause()
    return () => {
      if (spinRef.current === controls) controls.play()
    }
  }, [onScreen, reduceMotion, spin])

  return (
    <div
      data-slot="spinning-text"
      data-state={reduceMotion ? 'still' : onScreen ? 'spinning' : 'paused'}
      {...props}
      ref={setRef}
      style={style}
      className={cn('relative', className)}
    >
      {letters.map((letter, index) => {
        const placement: React.CSSProperties = {
          transform: `translate(-50%, -50%) rotate(${round((360 / letters.length) * index)}deg) translateY(${-radius}ch)`,
          transformOrigin: 'center',
        }
        const letterClass = 'absolute top-1/2 left-1/2 inline-block whitespace-pre'
        return itemVariants ? (
          <motion.span
            // biome-ignore lint/suspicious/noArrayIndexKey: a letter's place on the circle is its identity
            key={index}
            aria-hidden
            className={letterClass}
            style={placement}
            variants={itemVariants}
            initial="hidden"
            animate="visible"
            transition={reduceMotion ? { duration: 0 } : undefined}
          >
            {letter}
          </motion.span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a letter's place on the circle is its identity
          <span key={index} aria-hidden className={letterClass} style={placement}>
            {letter}
          </span>
        )
      })}
      <span className="sr-only">{text}</span>
    </div>
  )
}
