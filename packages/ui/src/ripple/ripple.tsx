'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type RippleProps = React.ComponentProps<'div'> & {
  /** Diameter of the innermost circle, in px; each further circle is 70px wider. */
  mainCircleSize?: number
  /** Opacity of the innermost circle; each further circle is 0.03 fainter. */
  mainCircleOpacity?: number
  /** How many circles to draw. */
  numCircles?: number
  /** Seconds one pulse takes. */
  duration?: number
}

/**
 * Concentric circles that pulse gently from the middle of their positioned parent, fading out
 * towards the bottom. The pulse is a CSS animation of `transform` alone, run by the compositor and
 * rippling outwards as each circle starts a little after the one inside it. It pauses while off
 * screen or in a hidden tab; with reduced motion the circles stand still. Decorative: hidden from
 * assistive technology and from the pointer.
 */
export function Ripple({
  mainCircleSize = 210,
  mainCircleOpacity = 0.24,
  numCircles = 8,
  duration = 2,
  className,
  style,
  ref,
  ...props
}: RippleProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(rootRef, { enabled: !reduceMotion })
  const count = Math.max(0, Math.floor(numCircles))
  return (
    <div
      aria-hidden="true"
      data-slot="ripple"
      data-paused={onScreen ? undefined : ''}
      data-reduced-motion={reduceMotion ? '' : undefined}
      {...props}
      ref={setRef}
      style={{ '--ripple-duration': `${duration}s`, ...style } as React.CSSProperties}
      className={cn(
        'pointer-events-none absolute inset-0 select-none [mask-image:linear-gradient(to_bottom,white,transparent)]',
        className,
      )}
    >
      {Array.from({ length: count }, (_, index) => {
        const size = mainCircleSize + index * 70
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a circle is its place in the ring
            key={index}
            data-slot="ripple-circle"
            className={cn(
              'absolute top-1/2 left-1/2 rounded-full border border-foreground bg-foreground/25 shadow-xl',
              !reduceMotion && 'animate-ripple-pulse motion-reduce:animate-none',
              !onScreen && '[animation-play-state:paused]',
            )}
            style={{
              width: size,
              height: size,
              // Centred by margins, so the animation owns the transform and only has to scale.
              marginTop: -size / 2,
              marginLeft: -size / 2,
              // Rounded so the markup carries 0.15, not 0.15000000000000002.
              opacity: Math.max(0, Math.round((mainCircleOpacity - index * 0.03) * 1e4) / 1e4),
              animationDelay: `${Math.round(index * 60) / 1000}s`,
            }}
          />
        )
      })}
    </div>
  )
}
