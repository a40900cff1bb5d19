import type * as React from 'react'
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
 * An endless scrolling strip of content. The animation is pure CSS (`animate-marquee`), so it
 * renders on the server and starts before hydration. Copies after the first are hidden from
 * assistive technology, and with reduced motion the strip stands still and scrolls by hand.
 */
export function Marquee({
  className,
  reverse = false,
  pauseOnHover = false,
  vertical = false,
  repeat = 4,
  children,
  ...props
}: MarqueeProps) {
  const copies = Math.max(1, Math.floor(repeat))
  return (
    <div
      data-slot="marquee"
      {...props}
      className={cn(
        'group flex gap-(--gap) overflow-hidden p-2 [--duration:40s] [--gap:1rem] motion-reduce:overflow-auto',
        vertical ? 'flex-col' : 'flex-row',
        className,
      )}
    >
      {Array.from({ length: copies }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: copies are identical and never reorder
          key={i}
          aria-hidden={i > 0 || undefined}
          className={cn(
            'flex shrink-0 justify-around gap-(--gap) motion-reduce:animate-none',
            vertical ? 'animate-marquee-vertical flex-col' : 'animate-marquee flex-row',
            reverse && '[animation-direction:reverse]',
            pauseOnHover &&
              'group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]',
          )}
        >
          {children}
        </div>
      ))}
    </div>
  )
}
