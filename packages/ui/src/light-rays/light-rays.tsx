'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { seededRandom } from '../lib/seeded-random'
import { cn } from '../lib/utils'

export type LightRaysProps = Omit<React.ComponentProps<'div'>, 'color'> & {
  /** How many rays shine. */
  count?: number
  /** Colour of the rays and of the ambient glow, any CSS colour. */
  color?: string
  /** Blur of each ray, in px. */
  blur?: number
  /** Highest opacity a ray reaches, 0 to 1. */
  opacity?: number
  /** Average seconds a ray takes to fade in, swing and fade out. */
  speed?: number
  /** Length of the rays: a CSS length, or a number of px. */
  length?: string | number
  /**
   * Picks the rays' places, widths and timings. The same seed always gives the same rays, so the
   * server's markup and the hydrated markup match; give two ray sets on one page different seeds.
   */
  seed?: number
}

export type LightRay = {
  /** Horizontal position of the ray's top, in % of the width. */
  left: number
  /** Tilt of the ray at the middle of its swing, in degrees. */
  rotate: number
  /** Width of the ray, in px. */
  width: number
  /** How far the ray swings either side of its tilt, in degrees. */
  swing: number
  /** Seconds before the ray first shines. */
  delay: number
  /** Seconds of one fade in and out. */
  duration: number
  /** Share of `opacity` this ray reaches, so some rays shine brighter than others. */
  intensity: number
}

/** Each cycle ends with a rest of a tenth of its length, the ray unlit, before the next one. */
export const REST = 0.1

const round = (value: number, digits: number) => Number(value.toFixed(digits))

/**
 * The rays for a count, a speed and a seed: deterministic rather than random at render time, so
 * the markup is the same on the server and in the browser. A cycle averages `speed` seconds
 * (three quarters to five quarters of it), and each ray waits up to one cycle before it first shines.
 */
export function lightRayLayout({
  count = 7,
  speed = 14,
  seed = 1,
}: {
  count?: number
  speed?: number
  seed?: number
} = {}): LightRay[] {
  const cycle = Math.max(speed, 0.1)
  const next = seededRandom(seed)
  return Array.from({ length: Math.max(0, Math.floor(count)) }, () => ({
    left: round(8 + next() * 84, 2),
    rotate: round(-28 + next() * 56, 2),
    width: round(160 + next() * 160, 1),
    swing: round(0.8 + next() * 1.8, 2),
    delay: round(next() * cycle, 2),
    duration: round(cycle * (0.75 + next() * 0.5), 2),
    intensity: round(0.6 + next() * 0.4, 3),
  }))
}

/**
 * Soft rays of light that shine down from above the top edge of their positioned parent, each
 * fading in and out while it swings gently, over a faint ambient glow. The rays are placed by a
 * seed, so they are in the server's markup, and they move by a CSS animation of `opacity` and
 * `transform` that the compositor runs. The animation pauses while the rays are off screen or the tab
 * is hidden; with reduced motion the rays stand still, half lit. Purely decorative: hidden from
 * assistive technology and never in the way of the pointer.
 */
export function LightRays({
  className,
  style,
  count = 7,
  color = 'rgba(160, 210, 255, 0.2)',
  blur = 36,
  opacity = 0.65,
  speed = 14,
  length = '70vh',
  seed = 1,
  ref,
  ...props
}: LightRaysProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(rootRef, { enabled: !reduceMotion })
  const rays = React.useMemo(() => lightRayLayout({ count, speed, seed }), [count, speed, seed])
  const peak = Math.min(1, Math.max(0, opacity))
  return (
    <div
      aria-hidden="true"
      data-slot="light-rays"
      data-paused={onScreen || reduceMotion ? undefined : ''}
      {...props}
      ref={setRef}
      className={cn('pointer-events-none absolute inset-0 isolate overflow-hidden rounded-[inherit]', className)}
      style={
        {
          '--light-rays-color': color,
          '--light-rays-blur': `${Math.max(0, blur)}px`,
          '--light-rays-length': typeof length === 'number' ? `${length}px` : length,
          ...style,
        } as React.CSSProperties
      }
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_15%,color-mix(in_srgb,var(--light-rays-color)_45%,transparent),transparent_70%)] opacity-60" />
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_80%_10%,color-mix(in_srgb,var(--light-rays-color)_35%,transparent),transparent_75%)] opacity-60" />
      {rays.map((ray, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the rays are fixed by the props and never reorder
          key={index}
          data-slot="light-rays-ray"
          className={cn(
            'absolute -top-[12%] h-(--light-rays-length) origin-top -translate-x-1/2 rounded-full mix-blend-screen blur-(--light-rays-blur)',
            'bg-linear-to-b from-[color-mix(in_srgb,var(--light-rays-color)_70%,transparent)] to-transparent',
            // Unlit until its first cycle starts; the animation then swings and lights it.
            'rotate-(--light-rays-tilt) animate-light-rays opacity-0',
            // Reduced motion: no animation, the ray standing still at its tilt, half lit.
            'motion-reduce:animate-none motion-reduce:opacity-(--light-rays-still)',
            !onScreen && '[animation-play-state:paused]',
          )}
          style={
            {
              left: `${ray.left}%`,
              width: `${ray.width}px`,
              '--light-rays-tilt': `${ray.rotate}deg`,
              '--light-rays-swing': `${ray.swing}deg`,
              '--light-rays-peak': round(peak * ray.intensity, 3),
              '--light-rays-still': round(peak * ray.intensity * 0.5, 3),
              animationDuration: `${round(ray.duration * (1 + REST), 2)}s`,
              animationDelay: `${ray.delay}s`,
            } as React.CSSProperties
          }
        />
      ))}
    </div>
  )
}
