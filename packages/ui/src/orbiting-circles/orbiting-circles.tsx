'use client'

import * as React from 'react'
import { useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type OrbitingCirclesProps = Omit<React.ComponentProps<'div'>, 'ref'> & {
  /** Orbit anticlockwise instead of clockwise. */
  reverse?: boolean
  /** Seconds one full orbit takes at `speed` 1. */
  duration?: number
  /** Seconds the orbit is already under way when it first appears (a head start, not a wait). */
  delay?: number
  /** Radius of the orbit, in px. */
  radius?: number
  /** Draw the circle the items travel along. */
  path?: boolean
  /** Width and height of each orbiting item, in px. */
  iconSize?: number
  /** Multiplies the pace: 2 orbits twice as fast as `duration` says. */
  speed?: number
}

/** Rounds for stable markup: the server and the browser must write the same numbers. */
const round = (value: number) => Math.round(value * 1000) / 1000

/**
 * Children travelling around a circle, spaced evenly and kept upright. The orbit is one CSS keyframe
 * on `transform`, so the compositor runs it from the first paint, before hydration. It pauses while
 * the orbit is off screen or the tab is hidden; with reduced motion each item stands still at its
 * place on the circle. As in Magic UI, `className` and the other div props go to every orbiting item;
 * the items and the path fill the nearest positioned ancestor and centre on it.
 */
export function OrbitingCircles({
  className,
  children,
  reverse = false,
  duration = 20,
  delay = 10,
  radius = 160,
  path = true,
  iconSize = 30,
  speed = 1,
  style,
  ...props
}: OrbitingCirclesProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(rootRef, { enabled: !reduceMotion })
  const items = React.Children.toArray(children)
  const period = duration / (speed > 0 ? speed : 1)
  // Where the running orbit starts, as a fraction of a turn; the still (reduced-motion) items stand
  // in the same places, so switching the setting does not make them jump.
  const headStart = period > 0 ? (((delay / period) % 1) + 1) % 1 : 0
  const turn = reverse ? -headStart : headStart

  return (
    <div
      ref={rootRef}
      data-slot="orbiting-circles"
      data-paused={onScreen ? undefined : ''}
      className="pointer-events-none absolute inset-0 flex items-center justify-center"
    >
      {path && (
        <svg aria-hidden className="absolute inset-0 size-full" focusable="false">
          <circle cx="50%" cy="50%" r={radius} fill="none" className="stroke-black/10 stroke-1 dark:stroke-white/10" />
        </svg>
      )}
      {items.map((child, index) => {
        const angle = round((360 / items.length) * index)
        const still = round(angle + turn * 360)
        return (
          <div
            key={React.isValidElement(child) ? (child.key ?? index) : index}
            data-slot="orbiting-circles-item"
            {...props}
            style={
              {
                '--orbit-angle': `${angle}deg`,
                '--orbit-radius': `${radius}px`,
                '--orbit-duration': `${round(period)}s`,
                '--icon-size': `${iconSize}px`,
                animationDelay: `${round(-delay)}s`,
                transform: `rotate(${still}deg) translateY(${-radius}px) rotate(${-still}deg)`,
                ...style,
              } as React.CSSProperties
            }
            className={cn(
              'pointer-events-auto absolute flex size-(--icon-size) transform-gpu animate-orbiting-circles-orbit items-center justify-center rounded-full motion-reduce:animate-none',
              reverse && '[animation-direction:reverse]',
              !onScreen && '[animation-play-state:paused]',
              className,
            )}
          >
            {child}
          </div>
        )
      })}
    </div>
  )
}
