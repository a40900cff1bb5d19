'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type AuroraTextProps = React.ComponentProps<'span'> & {
  /** The colours the light drifts through, in order; the first closes the loop. */
  colors?: string[]
  /** Speed multiplier: 2 drifts twice as fast, 0.5 half as fast. */
  speed?: number
}

const defaultColors = ['#FF0080', '#7928CA', '#0070F3', '#38bdf8']

/**
 * Text filled with a slowly drifting, many-coloured gradient, like an aurora. The text itself is
 * painted with the gradient (clipped to its glyphs), so it stays one real, selectable string for
 * every reader. One cycle takes 10 seconds divided by `speed`; the drift animates the gradient's
 * `background-position`, repainting only this text, and it is paused while off screen or in a hidden
 * tab. With reduced motion the gradient stands still.
 */
export function AuroraText({
  children,
  className,
  colors = defaultColors,
  speed = 1,
  style,
  ref,
  ...props
}: AuroraTextProps) {
  const ownRef = React.useRef<HTMLSpanElement>(null)
  const setRef = useMergedRef(ownRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(ownRef, { enabled: !reduceMotion })
  const paused = !onScreen && !reduceMotion
  // An empty list would leave no gradient, and the see-through text invisible.
  const stops = colors.length > 0 ? colors : defaultColors
  return (
    <span
      data-slot="aurora-text"
      data-paused={paused ? '' : undefined}
      data-reduced-motion={reduceMotion ? '' : undefined}
      {...props}
      ref={setRef}
      style={
        {
          '--aurora-text-duration': `${10 / speed}s`,
          backgroundImage: `linear-gradient(135deg, ${[...stops, stops[0]].join(', ')})`,
          ...style,
        } as React.CSSProperties
      }
      className={cn(
        // Only the fill is see-through: a text colour from className cannot hide the gradient.
        'relative inline-block bg-size-[200%_auto] bg-clip-text [-webkit-text-fill-color:transparent]',
        !reduceMotion && 'animate-aurora-text',
        'motion-reduce:animate-none',
        paused && '[animation-play-state:paused]',
        // Forced colours remove background images; the text then takes the system colour.
        'forced-colors:[-webkit-text-fill-color:CanvasText]',
        className,
      )}
    >
      {children}
    </span>
  )
}
