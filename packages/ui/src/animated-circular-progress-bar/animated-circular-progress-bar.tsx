import type * as React from 'react'
import { cn } from '../lib/utils'

export type AnimatedCircularProgressBarProps = React.ComponentProps<'div'> & {
  /** The value of a full gauge. */
  max?: number
  /** The value of an empty gauge. */
  min?: number
  /** The current value, between `min` and `max`. */
  value?: number
  /** Colour of the filled arc (any CSS colour); the text colour when omitted. */
  gaugePrimaryColor?: string
  /** Colour of the unfilled arc (any CSS colour); a faint tint when omitted. */
  gaugeSecondaryColor?: string
}

/** The space left between the two arcs, in percent of the circle; it also makes room for round caps. */
const GAP = 6

/** How much of the gauge `value` fills, in whole percent from 0 to 100. */
export function gaugePercent(value: number, min: number, max: number) {
  if (!(max > min) || !Number.isFinite(value)) return 0
  return Math.round(Math.min(1, Math.max(0, (value - min) / (max - min))) * 100)
}

const arc =
  'transition-[stroke-dasharray,stroke-dashoffset,opacity] duration-1000 ease-out motion-reduce:transition-none'

/** Both arcs are one circle measured in percent (`pathLength`), starting at twelve o'clock. */
const ring = {
  cx: 50,
  cy: 50,
  r: 45,
  pathLength: 100,
  strokeWidth: 10,
  strokeLinecap: 'round',
  transform: 'rotate(-90 50 50)',
} as const

/**
 * A circular gauge: a filled arc from the top, clockwise, with the rest of the circle in a second
 * colour and a small gap between the two. A change of value glides over a second as a CSS transition
 * of the arcs' dashes (instantly with reduced motion), so it needs no JavaScript after rendering and
 * renders the same on the server. It is a `progressbar` for assistive technology, named “Progress”
 * unless you label it; the percentage in the middle, or your children in its place, is visual only.
 */
export function AnimatedCircularProgressBar({
  max = 100,
  min = 0,
  value = 0,
  gaugePrimaryColor,
  gaugeSecondaryColor,
  className,
  children,
  'aria-label': ariaLabel,
  ...props
}: AnimatedCircularProgressBarProps) {
  const percent = gaugePercent(value, min, max)
  const rest = 100 - percent - 2 * GAP
  const labelled = ariaLabel !== undefined || props['aria-labelledby'] !== undefined
  return (
    <div
      data-slot="animated-circular-progress-bar"
      role="progressbar"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={max > min ? Math.min(max, Math.max(min, value)) : min}
      aria-valuetext={`${percent}%`}
      aria-label={labelled ? ariaLabel : 'Progress'}
      {...props}
      className={cn('relative size-40 text-2xl font-semibold', className)}
    >
      <svg aria-hidden focusable="false" viewBox="0 0 100 100" fill="none" className="size-full">
        <circle
          data-slot="animated-circular-progress-bar-track"
          {...ring}
          strokeDasharray={`${Math.max(rest, 0)} 100`}
          strokeDashoffset={-(percent + GAP)}
          className={cn(arc, !gaugeSecondaryColor && 'stroke-black/10 dark:stroke-white/15', rest <= 0 && 'opacity-0')}
          style={gaugeSecondaryColor ? { stroke: gaugeSecondaryColor } : undefined}
        />
        <circle
          data-slot="animated-circular-progress-bar-gauge"
          {...ring}
          strokeDasharray={`${percent} 100`}
          className={cn(arc, !gaugePrimaryColor && 'stroke-current', percent === 0 && 'opacity-0')}
          style={gaugePrimaryColor ? { stroke: gaugePrimaryColor } : undefined}
        />
      </svg>
      <span aria-hidden className="absolute inset-0 m-auto size-fit tabular-nums">
        {children ?? percent}
      </span>
    </div>
  )
}
