'use client'

import * as React from 'react'
import { useOnScreen } from '../hooks/use-on-screen'
import { seededRandom } from '../lib/seeded-random'
import { cn } from '../lib/utils'

/**
 * Falls in one iteration of the `meteor` keyframes; each meteor's animation lasts this many falls.
 * A browser does main-thread work whenever an animation starts an iteration, even one the
 * compositor runs, so dozens of meteors restarting every few seconds would keep a page busy.
 */
export const FALLS_PER_ITERATION = 10

export type MeteorsProps = {
  /** How many meteors to draw. */
  number?: number
  /** Shortest wait before a meteor's first fall, in seconds. */
  minDelay?: number
  /** Longest wait before a meteor's first fall, in seconds. */
  maxDelay?: number
  /** Shortest time one fall takes, in seconds. */
  minDuration?: number
  /** Longest time one fall takes, in seconds. */
  maxDuration?: number
  /** Rotation of the trajectory in degrees; 215 sends the meteors down and to the right. */
  angle?: number
  /** Classes for every meteor, e.g. a `text-*` colour or `-z-10`. */
  className?: string
  /**
   * Picks the positions and timings. The same seed always gives the same meteors, so the server's
   * markup and the hydrated markup match; give two showers on one page different seeds.
   */
  seed?: number
}

export type MeteorStyle = {
  left: string
  top: string
  animationDelay: string
  animationDuration: string
}

const round = (value: number, digits: number) => Number(value.toFixed(digits))

/** A value between two bounds given in either order. */
const between = (a: number, b: number, random: number) => Math.min(a, b) + random * Math.abs(b - a)

/**
 * Positions and timings for the meteors: deterministic for a seed rather than random at render, so
 * the markup is the same on the server and in the browser. Each meteor's animation duration holds
 * `FALLS_PER_ITERATION` falls of `minDuration` to `maxDuration` seconds each.
 */
export function meteorLayout({
  number = 20,
  minDelay = 0.2,
  maxDelay = 1.2,
  minDuration = 2,
  maxDuration = 10,
  seed = 1,
}: Omit<MeteorsProps, 'angle' | 'className'> = {}): MeteorStyle[] {
  const next = seededRandom(seed)
  return Array.from({ length: Math.max(0, Math.floor(number)) }, () => ({
    // Meteors travel sideways as they fall, so some start just beyond the left edge.
    left: `${round(next() * 110 - 10, 2)}%`,
    top: `${round(-5 - next() * 40, 1)}px`,
    animationDelay: `${round(Math.max(0, between(minDelay, maxDelay, next())), 2)}s`,
    animationDuration: `${round(Math.max(0.1, between(minDuration, maxDuration, next())) * FALLS_PER_ITERATION, 1)}s`,
  }))
}

/**
 * A shower of meteors: small dots with a fading tail that streak across their positioned parent.
 * They are CSS animations of transform and opacity, which the compositor runs, and they exist from
 * the server render on. They pause while the shower is off screen or the tab is hidden, and are not
 * shown at all to visitors who prefer reduced motion. Purely decorative: hidden from assistive
 * technology and never in the way of the pointer.
 */
export function Meteors({
  number = 20,
  minDelay = 0.2,
  maxDelay = 1.2,
  minDuration = 2,
  maxDuration = 10,
  angle = 215,
  className,
  seed = 1,
}: MeteorsProps) {
  const ref = React.useRef<HTMLDivElement>(null)
  const onScreen = useOnScreen(ref)
  const meteors = React.useMemo(
    () => meteorLayout({ number, minDelay, maxDelay, minDuration, maxDuration, seed }),
    [number, minDelay, maxDelay, minDuration, maxDuration, seed],
  )
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-slot="meteors"
      data-paused={onScreen ? undefined : ''}
      style={{ '--meteor-angle': `${angle}deg` } as React.CSSProperties}
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      {meteors.map((style, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed by the props and never reorders
          key={index}
          style={style}
          className={cn(
            'absolute size-0.5 animate-meteor rounded-full bg-current text-zinc-400 shadow-[0_0_0_1px_#ffffff10] motion-reduce:hidden',
            // The tail: a line from the head fading out behind it, turned with the head by the animation.
            'before:absolute before:top-1/2 before:h-px before:w-12 before:-translate-y-1/2 before:bg-linear-to-r before:from-current before:to-transparent',
            !onScreen && '[animation-play-state:paused]',
            className,
          )}
        />
      ))}
    </div>
  )
}
