'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type ShineBorderProps = React.ComponentProps<'div'> & {
  /** Thickness of the border, in pixels. */
  borderWidth?: number
  /** Seconds for the shine to sweep across the border and back. */
  duration?: number
  /** Colour of the shine, or several colours blended in order. */
  shineColor?: string | string[]
}

const colorList = (shineColor: string | string[]) => (Array.isArray(shineColor) ? shineColor : [shineColor])

/** The shine colours across the ring; a gradient needs two stops, so one colour is given twice. */
const staticGradient = (colors: string[]) =>
  `linear-gradient(135deg, ${(colors.length === 1 ? [colors[0], colors[0]] : colors).join(', ')})`

/**
 * A shine sweeping along the border of its positioned parent. Put it inside an element with
 * `position: relative`; it fills it and takes its rounded corners. The shine is a radial gradient on a
 * layer three times the size of the border, moved diagonally by a CSS transform animation and masked
 * so only the border ring shows, so the compositor runs it. It pauses while off screen or while the
 * tab is hidden; for visitors who prefer reduced motion it is a still border in the shine colours.
 * Decorative: hidden from assistive technology and never in the pointer's way. Other props and `ref`
 * go to the ring.
 */
export function ShineBorder({
  borderWidth = 1,
  duration = 14,
  shineColor = '#000000',
  className,
  style,
  ref,
  ...props
}: ShineBorderProps) {
  const ringRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(ringRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(ringRef, { enabled: !reduceMotion })
  const colors = colorList(shineColor)
  return (
    <div
      aria-hidden="true"
      data-slot="shine-border"
      data-paused={onScreen ? undefined : ''}
      data-reduced-motion={reduceMotion ? '' : undefined}
      {...props}
      ref={setRef}
      style={
        {
          '--shine-border-width': `${borderWidth}px`,
          '--shine-border-duration': `${duration}s`,
          // Under reduced motion the whole ring is painted, in the shine colours, and nothing moves.
          backgroundImage: reduceMotion ? staticGradient(colors) : undefined,
          ...style,
        } as React.CSSProperties
      }
      className={cn(
        'pointer-events-none absolute inset-0 size-full overflow-hidden rounded-[inherit] p-(--shine-border-width)',
        // The same opaque layer over the content box and over the border box cancels out inside: only the ring shows.
        '[mask-image:linear-gradient(#000,#000),linear-gradient(#000,#000)] [mask-clip:content-box,border-box] [mask-composite:exclude]',
        className,
      )}
    >
      {reduceMotion ? null : (
        <div
          data-slot="shine-border-light"
          className={cn(
            'absolute top-0 left-0 size-[300%] animate-shine-border will-change-transform motion-reduce:animate-none',
            !onScreen && '[animation-play-state:paused]',
          )}
          style={{
            backgroundImage: `radial-gradient(transparent, transparent, ${colors.join(', ')}, transparent, transparent)`,
          }}
        />
      )}
    </div>
  )
}
