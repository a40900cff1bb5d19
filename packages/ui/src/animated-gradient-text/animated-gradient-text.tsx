'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type AnimatedGradientTextProps = React.ComponentProps<'span'> & {
  /** Speed multiplier: one pass of the colours takes 4 seconds divided by it. */
  speed?: number
  /** The colour at both ends of the gradient. */
  colorFrom?: string
  /** The colour in the middle of the gradient. */
  colorTo?: string
}

/**
 * Text filled with a gradient from `colorFrom` through `colorTo` and back, flowing steadily across
 * it. The gradient is painted behind the glyphs and clipped to them, so the text stays one real,
 * selectable string. The flow animates the gradient's `background-position`, repainting only this
 * text, and it is paused while off screen or in a hidden tab. With reduced motion it stands still.
 */
export function AnimatedGradientText({
  children,
  className,
  speed = 1,
  colorFrom = '#ffaa40',
  colorTo = '#9c40ff',
  style,
  ref,
  ...props
}: AnimatedGradientTextProps) {
  const ownRef = React.useRef<HTMLSpanElement>(null)
  const setRef = useMergedRef(ownRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(ownRef, { enabled: !reduceMotion })
  const paused = !onScreen && !reduceMotion
  return (
    <span
      data-slot="animated-gradient-text"
      data-paused={paused ? '' : undefined}
      data-reduced-motion={reduceMotion ? '' : undefined}
      {...props}
      ref={setRef}
      style={
        {
          '--animated-gradient-text-from': colorFrom,
          '--animated-gradient-text-to': colorTo,
          '--animated-gradient-text-duration': `${8 / speed}s`,
          ...style,
        } as React.CSSProperties
      }
      className={cn(
        // Three text widths hold one from→to→from pass; the background repeats, so the flow never ends.
        'inline bg-size-[300%_100%] bg-clip-text text-transparent',
        'bg-linear-to-r from-(--animated-gradient-text-from) via-(--animated-gradient-text-to) to-(--animated-gradient-text-from)',
        !reduceMotion && 'animate-animated-gradient-text',
        'motion-reduce:animate-none',
        paused && '[animation-play-state:paused]',
        // Forced colours remove background images; the text then takes the system colour.
        'forced-colors:text-[color:CanvasText]',
        className,
      )}
    >
      {children}
    </span>
  )
}
