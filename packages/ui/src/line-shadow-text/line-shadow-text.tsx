'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type LineShadowTextProps = Omit<React.ComponentProps<'span'>, 'children' | 'ref'> & {
  /** The text. It is drawn a second time, hatched and offset, as its shadow. */
  children: string
  /** Colour of the shadow's hatching; `currentColor` follows the text colour. */
  shadowColor?: string
  /** The element (or component) to render, e.g. `'h1'`. */
  as?: React.ElementType
  ref?: React.Ref<HTMLElement>
}

/**
 * Text with a hatched shadow whose diagonal lines drift slowly. The shadow is the `::after`
 * pseudo-element repeating the text from `data-text`, so the characters are in the DOM once (one
 * copy to select, copy and index), and its generated content has empty alternative text, so screen
 * readers read the text once. The lines are a tiny striped tile clipped to the shadow's glyphs;
 * they drift by animating that tile's `background-position`, a small repaint of the shadow only,
 * paused while the text is off screen or the tab is hidden. With reduced motion the lines stand still.
 */
export function LineShadowText({
  children,
  shadowColor = 'black',
  as: Component = 'span',
  className,
  style,
  ref,
  ...props
}: LineShadowTextProps) {
  const ownRef = React.useRef<HTMLElement>(null)
  const setRef = useMergedRef(ownRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(ownRef, { enabled: !reduceMotion })
  const paused = !onScreen && !reduceMotion
  return (
    <Component
      data-slot="line-shadow-text"
      data-text={children}
      data-paused={paused ? '' : undefined}
      data-reduced-motion={reduceMotion ? '' : undefined}
      {...props}
      ref={setRef}
      style={{ '--line-shadow-text-color': shadowColor, ...style } as React.CSSProperties}
      className={cn(
        'relative z-0 inline-flex',
        // The shadow covers the text's own box with the same padding, so it wraps exactly as the text
        // does, then sits 0.04em down and right, behind it. "/ ''" gives it no text for screen readers.
        "after:pointer-events-none after:absolute after:inset-0 after:-z-10 after:translate-[0.04em] after:p-[inherit] after:content-[attr(data-text)_/_'']",
        // The fill is see-through but `color` is kept, so a shadowColor of currentColor is the text colour.
        'after:bg-clip-text after:[-webkit-text-fill-color:transparent] after:bg-size-[0.06em_0.06em]',
        'after:bg-[linear-gradient(45deg,transparent_44%,var(--line-shadow-text-color)_44%_56%,transparent_56%)]',
        !reduceMotion && 'after:animate-line-shadow-text',
        'motion-reduce:after:animate-none',
        paused && 'after:[animation-play-state:paused]',
        // Forced colours drop the hatching and would paint the shadow as a second, blurring copy.
        'forced-colors:after:hidden',
        className,
      )}
    >
      {children}
    </Component>
  )
}
