'use client'

import type { Transition } from 'motion/react'
import * as React from 'react'
import { useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type BorderBeamProps = {
  /** Length of the beam, in pixels; also the corner radius of the path it follows. */
  size?: number
  /** Seconds for one lap of the border. */
  duration?: number
  /** Seconds the beam is ahead of its start position (as if it had been running that long). */
  delay?: number
  /** Colour at the head of the beam. */
  colorFrom?: string
  /** Colour in the middle of the beam, fading out towards the tail. */
  colorTo?: string
  /**
   * A motion transition: `duration`, `delay`, `ease`, `repeat`, `repeatType` and springs
   * (`type: 'spring'` with `stiffness`, `damping`, `mass`, or `bounce` and `visualDuration`) are
   * translated to the CSS animation that moves the beam.
   */
  transition?: Transition
  /** Classes for the beam itself, e.g. `from-transparent via-sky-500 to-transparent`. */
  className?: string
  /** Styles for the beam itself. */
  style?: React.CSSProperties
  /** Run anticlockwise. */
  reverse?: boolean
  /** Where along the border the beam starts, in percent of a lap (0–100). */
  initialOffset?: number
  /** Thickness of the lit border, in pixels. */
  borderWidth?: number
}

/** Motion's named easings as CSS cubic-béziers. */
const NAMED_EASINGS: Record<string, string> = {
  linear: 'linear',
  easeIn: 'cubic-bezier(0.42, 0, 1, 1)',
  easeOut: 'cubic-bezier(0, 0, 0.58, 1)',
  easeInOut: 'cubic-bezier(0.42, 0, 0.58, 1)',
  circIn: 'cubic-bezier(0, 0.65, 0.55, 1)',
  circOut: 'cubic-bezier(0.55, 0, 1, 0.45)',
  backIn: 'cubic-bezier(0.31, 0.01, 0.66, -0.59)',
  backOut: 'cubic-bezier(0.33, 1.53, 0.69, 0.99)',
}

const round = (value: number) => Number(value.toFixed(4))

/** A CSS `linear()` easing through `steps + 1` samples of `curve` on [0, 1]. */
function sampledEasing(curve: (t: number) => number, steps = 40): string {
  const points = Array.from({ length: steps + 1 }, (_, i) => round(curve(i / steps)))
  return `linear(${points.join(', ')})`
}

function cssEasing(ease: unknown): string {
  if (typeof ease === 'string') return NAMED_EASINGS[ease] ?? 'linear'
  if (typeof ease === 'function') return sampledEasing(ease as (t: number) => number)
  if (Array.isArray(ease) && ease.length === 4 && ease.every((n) => typeof n === 'number')) {
    return `cubic-bezier(${ease.join(', ')})`
  }
  return 'linear'
}

/**
 * A spring from 0 to 1 at rest, simulated the way motion's physics springs are, as a CSS easing
 * and the time it takes to settle.
 */
function springEasing(stiffness: number, damping: number, mass: number): { easing: string; seconds: number } {
  const dt = 1 / 240
  const samples: number[] = []
  let x = 0
  let v = 0
  let t = 0
  for (; t < 20; t += dt) {
    samples.push(x)
    if (t > 0 && Math.abs(1 - x) < 0.001 && Math.abs(v) < 0.01) break
    const a = (-stiffness * (x - 1) - damping * v) / mass
    v += a * dt
    x += v * dt
  }
  samples.push(1)
  const last = samples.length - 1
  return {
    easing: sampledEasing((p) => samples[Math.round(p * last)] ?? 1, Math.min(60, last)),
    seconds: round(last * dt),
  }
}

type Timing = {
  animationDuration: string
  animationDelay: string
  animationTimingFunction: string
  animationIterationCount: string
  animationDirection: string
}

/**
 * The beam's CSS animation timing: a linear lap of `duration` seconds, repeating forever and
 * started `delay` seconds in, as Magic UI's beam runs, with the caller's motion transition on top.
 */
export function beamTiming(duration: number, delay: number, transition: Transition | undefined): Timing {
  const t = (transition ?? {}) as Record<string, unknown>
  const num = (key: string) => (typeof t[key] === 'number' ? (t[key] as number) : undefined)
  let seconds = num('duration') ?? duration
  let easing = cssEasing(t.ease ?? 'linear')
  const physics = ['stiffness', 'damping', 'mass'].some((key) => key in t)
  if (t.type === 'spring') {
    if (physics || num('bounce') === undefined) {
      const spring = springEasing(num('stiffness') ?? 100, num('damping') ?? 10, num('mass') ?? 1)
      easing = spring.easing
      seconds = spring.seconds
    } else {
      // A duration-based spring: the damping ratio follows the bounce, the frequency the duration.
      const visual = num('visualDuration') ?? num('duration') ?? 0.8
      const zeta = Math.max(0.05, 1 - (num('bounce') ?? 0.25))
      const omega = (2 * Math.PI) / visual
      const spring = springEasing(omega * omega, 2 * zeta * omega, 1)
      easing = spring.easing
      seconds = spring.seconds
    }
  }
  const repeat = num('repeat')
  const mirrored = t.repeatType === 'reverse' || t.repeatType === 'mirror'
  return {
    animationDuration: `${seconds}s`,
    animationDelay: `${num('delay') ?? -delay}s`,
    animationTimingFunction: easing,
    animationIterationCount: repeat === undefined || repeat === Number.POSITIVE_INFINITY ? 'infinite' : `${repeat + 1}`,
    animationDirection: mirrored ? 'alternate' : 'normal',
  }
}

/**
 * A short gradient of light travelling round the border of its positioned parent. Put it last
 * inside an element with `position: relative` and `overflow: hidden`; it takes the parent's
 * rounded corners. The beam follows a CSS `offset-path` and is moved by a CSS animation of
 * `offset-distance`, so no JavaScript runs per frame. It pauses while off screen or while the tab is
 * hidden, and for visitors who prefer reduced motion it stays still at `initialOffset`, a lit stretch
 * of the border. Decorative: hidden from assistive technology and never in the pointer's way.
 */
export function BorderBeam({
  className,
  size = 50,
  delay = 0,
  duration = 6,
  colorFrom = '#ffaa40',
  colorTo = '#9c40ff',
  transition,
  style,
  reverse = false,
  initialOffset = 0,
  borderWidth = 1,
}: BorderBeamProps) {
  const ref = React.useRef<HTMLDivElement>(null)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(ref, { enabled: !reduceMotion })
  const timing = React.useMemo(() => beamTiming(duration, delay, transition), [duration, delay, transition])
  const start = reverse ? 100 - initialOffset : initialOffset
  const end = reverse ? -initialOffset : 100 + initialOffset
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-slot="border-beam"
      data-paused={onScreen ? undefined : ''}
      data-reduced-motion={reduceMotion ? '' : undefined}
      style={{ '--border-beam-width': `${borderWidth}px` } as React.CSSProperties}
      className={cn(
        'pointer-events-none absolute inset-0 rounded-[inherit] border-(length:--border-beam-width) border-transparent',
        // Two opaque layers, one clipped to the padding box, cancel out everywhere but the border.
        '[mask-image:linear-gradient(#000,#000),linear-gradient(#000,#000)] [mask-clip:padding-box,border-box] [mask-composite:exclude]',
      )}
    >
      <div
        data-slot="border-beam-light"
        className={cn(
          'absolute aspect-square bg-linear-to-l from-(--border-beam-from) via-(--border-beam-to) to-transparent',
          !reduceMotion && 'animate-border-beam motion-reduce:animate-none',
          !onScreen && '[animation-play-state:paused]',
          className,
        )}
        style={
          {
            width: size,
            offsetPath: `rect(0 auto auto 0 round ${size}px)`,
            offsetDistance: `${start}%`,
            '--border-beam-from': colorFrom,
            '--border-beam-to': colorTo,
            '--border-beam-start': `${start}%`,
            '--border-beam-end': `${end}%`,
            ...timing,
            ...style,
          } as React.CSSProperties
        }
      />
    </div>
  )
}
