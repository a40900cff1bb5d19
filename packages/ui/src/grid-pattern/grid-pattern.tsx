import * as React from 'react'
import { cn } from '../lib/utils'

export type GridPatternProps = Omit<React.ComponentProps<'svg'>, 'width' | 'height' | 'x' | 'y' | 'strokeDasharray'> & {
  /** Width of one grid cell, in px. */
  width?: number
  /** Height of one grid cell, in px. */
  height?: number
  /** Horizontal offset of the grid, in px. */
  x?: number
  /** Vertical offset of the grid, in px. */
  y?: number
  /** Cells to fill, as `[column, row]` pairs counted from the top left. */
  squares?: Array<[x: number, y: number]>
  /** Dash pattern of the grid lines, as in SVG's `stroke-dasharray`; `0` draws solid lines. */
  strokeDasharray?: string | number
}

/**
 * A grid of lines that fills its positioned parent, with optional filled cells. The lines are one SVG
 * pattern, so any size costs the same and nothing runs after the first paint. Lines take the stroke
 * colour and filled cells the fill colour (`stroke-*` / `fill-*` classes, grey by default); mask
 * classes fade the edges. The pattern id comes from `useId`, so several grids coexist on a page and
 * match between server and client. Decorative: hidden from assistive technology and from the pointer.
 */
export function GridPattern({
  width = 40,
  height = 40,
  x = -1,
  y = -1,
  strokeDasharray = '0',
  squares,
  className,
  ...props
}: GridPatternProps) {
  // Ids in url(#…) must not contain the punctuation useId may return.
  const id = `grid-pattern-${React.useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (
    <svg
      aria-hidden="true"
      data-slot="grid-pattern"
      {...props}
      className={cn(
        'pointer-events-none absolute inset-0 h-full w-full fill-gray-400/30 stroke-gray-400/30',
        className,
      )}
    >
      <defs>
        <pattern id={id} width={width} height={height} x={x} y={y} patternUnits="userSpaceOnUse">
          {/* The left and top edge of a cell, half a pixel in so the 1px line lands on whole pixels. */}
          <path d={`M${width} .5H.5V${height}`} fill="none" strokeDasharray={strokeDasharray} />
        </pattern>
      </defs>
      <rect width="100%" height="100%" strokeWidth={0} fill={`url(#${id})`} />
      {squares && squares.length > 0 && (
        <svg x={x} y={y} className="overflow-visible" aria-hidden="true">
          {squares.map(([column, row], index) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell may be listed twice, and the list is fixed by the props
              key={index}
              data-square=""
              strokeWidth={0}
              width={width - 1}
              height={height - 1}
              x={column * width + 1}
              y={row * height + 1}
            />
          ))}
        </svg>
      )}
    </svg>
  )
}
