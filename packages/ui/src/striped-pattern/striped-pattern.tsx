import * as React from 'react'
import { cn } from '../lib/utils'

export type StripedPatternDirection = 'left' | 'right'

export type StripedPatternProps = Omit<React.ComponentProps<'svg'>, 'width' | 'height' | 'x' | 'y'> & {
  /** Width of one pattern tile, in px: the horizontal distance between stripes. */
  width?: number
  /** Height of one pattern tile, in px: the vertical distance between stripes. */
  height?: number
  /** Horizontal offset of the pattern, in px. */
  x?: number
  /** Vertical offset of the pattern, in px. */
  y?: number
  /** `left` draws stripes rising to the right (`/`), `right` stripes falling to the right (`\`). */
  direction?: StripedPatternDirection
}

/**
 * The path of one tile: its corner-to-corner diagonal and the diagonals of the tiles left and right
 * of it. Those two only graze the tile's corners, but without them a stroke wider than a hairline
 * would show notches where the tiles meet.
 */
export function stripePath(width: number, height: number, direction: StripedPatternDirection): string {
  return [-1, 0, 1]
    .map((shift) => {
      const start = shift * width
      const end = start + width
      return direction === 'left' ? `M${start} ${height}L${end} 0` : `M${start} 0L${end} ${height}`
    })
    .join('')
}

/**
 * Diagonal stripes that fill their positioned parent. The stripes are one SVG pattern, so any size
 * costs the same and nothing runs after the first paint. They take the text colour (`text-*`
 * classes; `stroke-*` classes work too) and a half-pixel line; `stroke-[…]` changes the width and
 * `[stroke-dasharray:…]` dashes them. Like Magic UI's, the layer sits above its siblings (`z-10`) and
 * lets the pointer through. Decorative: hidden from assistive technology.
 */
export function StripedPattern({
  width = 40,
  height = 40,
  x = -1,
  y = -1,
  direction = 'left',
  className,
  ...props
}: StripedPatternProps) {
  // Ids in url(#…) must not contain the punctuation useId may return.
  const id = `striped-pattern-${React.useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <svg
      aria-hidden="true"
      data-slot="striped-pattern"
      data-direction={direction}
      {...props}
      className={cn('pointer-events-none absolute inset-0 z-10 h-full w-full stroke-current stroke-[0.5]', className)}
    >
      <defs>
        <pattern id={id} width={width} height={height} x={x} y={y} patternUnits="userSpaceOnUse">
          {/* No stroke attributes here: the lines inherit the root's colour, width and dashes. */}
          <path d={stripePath(width, height, direction)} />
        </pattern>
      </defs>
      <rect width="100%" height="100%" stroke="none" fill={`url(#${id})`} />
    </svg>
  )
}
