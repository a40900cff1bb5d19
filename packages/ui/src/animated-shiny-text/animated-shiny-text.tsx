'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type AnimatedShinyTextProps = React.ComponentProps<'span'> & {
  /** Width of the glint, in pixels. */
  shimmerWidth?: number
}

/**
 * Muted text that a glint sweeps across now and then: over it and back within an 8-second loop,
 * resting in between. The glint is a narrow gradient band behind the glyphs, clipped to them and
 * showing through the semi-transparent text colour, so the text stays plain, selectable text. The
 * sweep animates the band's `background-position`, repainting only this text, and it is paused
 * while off screen or in a hidden tab. With reduced motion the band waits out of sight.
 */
export function AnimatedShinyText({
  children,
  className,
  shimmerWidth = 100,
  style,
  ref,
  ...props
}: AnimatedShinyTextProps) {
  const ownRef = React.useRef<HTMLSpanElement>(null)
  const setRef = useMergedRef(ownRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(ownRef, { enabled: !reduceMotion })
  const paused = !onScreen && !reduceMotion
  return (
    <span
      data-slot="animated-shiny-text"
      data-paused={paused ? '' : undefined}
      data-reduced-motion={reduceMotion ? '' : undefined}
      {...props}
      ref={setRef}
      style={{ '--animated-shiny-text-width': `${shimmerWidth}px`, ...style } as React.CSSProperties}
      className={cn(
        // 70% opaque so the glint shows through; dark enough that the resting text keeps 4.5:1 on
        // light greys (neutral-100) and dark ones (neutral-900).
        'mx-auto max-w-md text-neutral-800/70 dark:text-neutral-300/70',
        // One band, the glint's width, that rests just past the left edge until the sweep moves it.
        'bg-clip-text bg-no-repeat [background-size:var(--animated-shiny-text-width)_100%] [background-position:calc(-100%_-_var(--animated-shiny-text-width))_0]',
        'bg-linear-to-r from-transparent via-black/80 via-50% to-transparent dark:via-white/80',
        !reduceMotion && 'animate-animated-shiny-text',
        'motion-reduce:animate-none',
        paused && '[animation-play-state:paused]',
        className,
      )}
    >
      {children}
    </span>
  )
}
