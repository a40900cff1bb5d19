'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type MarqueeProps = React.ComponentProps<'div'> & {
  /** Scroll the other way (right to left becomes left to right, or bottom to top when vertical). */
  reverse?: boolean
  /** Pause while the pointer is over the marquee or focus is inside it. */
  pauseOnHover?: boolean
  /** Scroll vertically instead of horizontally. */
  vertical?: boolean
  /** How many copies of the children make up the loop; more copies fill wider screens. */
  repeat?: number
}

/**
 * An endless scrolling strip of content. The animation is pure CSS (`animate-marquee`, a transform
 * the compositor runs), so it renders on the server and starts before hydration. It pauses while
 * the strip is off screen or the tab is hidden. Copies after the first are hidden from assistive
 * technology and inert, so their links are neither announced nor reached by Tab a second time. With
 * reduced motion the strip stands still and scrolls by hand: it then takes keyboard focus too, so
 * the arrow keys can scroll it.
 */
export function Marquee({
  className,
  reverse = false,
  pauseOnHover = false,
  vertical = false,
  repeat = 4,
  children,
  ref,
  ...props
}: MarqueeProps) {
  const copies = Math.max(1, Math.floor(repeat))
  const rootRef = React.useRef<HTMLDivElement>(null)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(rootRef, { enabled: !reduceMotion })
  const setRef = useMergedRef(rootRef, ref)
  return (
    <div
      data-slot="marquee"
      data-paused={onScreen ? undefined : ''}
      // A strip that scrolls by hand must be reachable without a pointer.
      tabIndex={reduceMotion ? 0 : undefined}
      {...props}
      ref={setRef}
      className={cn(
        'group flex gap-(--gap) overflow-hidden p-2 outline-none [--duration:40s] [--gap:1rem] focus-visible:ring-2 focus-visible:ring-ring motion-reduce:overflow-auto',
        vertical ? 'flex-col' : 'flex-row',
        className,
      )}
    >
      {Array.from({ length: copies }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: copies are identical and never reorder
          key={i}
          aria-hidden={i > 0 || undefined}
          // Copies hidden from assistive technology must not hold tab stops of their own either.
          inert={i > 0 || undefined}
          className={cn(
            'flex shrink-0 justify-around gap-(--gap) motion-reduce:animate-none',
            vertical ? 'animate-marquee-vertical flex-col' : 'animate-marquee flex-row',
            reverse && '[animation-direction:reverse]',
            pauseOnHover &&
              'group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]',
            !onScreen && '[animation-play-state:paused]',
          )}
        >
          {children}
        </div>
      ))}
    </div>
  )
}
