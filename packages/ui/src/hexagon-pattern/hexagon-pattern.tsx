import * as React from 'react'
import { cn } from '../lib/utils'

export type HexagonPatternDirection = 'horizontal' | 'vertical'

export type HexagonPatternProps = Omit<React.ComponentProps<'svg'>, 'x' | 'y' | 'strokeDasharray'> & {
  /** Distance from a hexagon's centre to its corners, in px. */
  radius?: number
  /** Space between neighbouring hexagons, edge to edge, in px. */
  gap?: number
  /** Horizontal offset of the pattern, in px. */
  x?: number
  /** Vertical offset of the pattern, in px. */
  y?: number
  /** `horizontal`: flat-topped hexagons in columns; `vertical`: pointy-topped hexagons in rows. */
  direction?: HexagonPatternDirection
  /** Hexagons to fill, as `[column, row]` pairs counted from the top left. */
  hexagons?: Array<[col: number, row: number]>
  /** Dash pattern of the outlines, as in SVG's `stroke-dasharray`; `0` draws solid lines. */
  strokeDasharray?: string | number
}

type Point = [x: number, y: number]

/**
 * Where the hexagons of a honeycomb sit. Flat-topped hexagons stand in columns 1.5 radii apart, every
 * other column half a row lower; pointy-topped ones in rows, every other row half a column further
 * right. The gap is added along the line between two neighbours' centres, so every pair of facing
 * edges ends up `gap` apart, including the slanted ones. The pattern tile is two columns (or rows)
 * of one hexagon each, the smallest piece that repeats.
 */
export function honeycomb(radius: number, gap: number, direction: HexagonPatternDirection) {
  // Across the flats a hexagon is √3 radii wide; neighbours in the staggered direction sit 1.5 radii
  // apart, and the gap counts √3/2 there because that direction meets the shared edge at 30°.
  const across = Math.sqrt(3) * radius + gap
  const staggered = 1.5 * radius + (Math.sqrt(3) / 2) * gap
  const horizontal = direction === 'horizontal'
  const colStep = horizontal ? staggered : across
  const rowStep = horizontal ? across : staggered
  const center = (col: number, row: number): Point => {
    const odd = (horizontal ? col : row) % 2 !== 0
    return [
      col * colStep + colStep / 2 + (!horizontal && odd ? colStep / 2 : 0),
      row * rowStep + rowStep / 2 + (horizontal && odd ? rowStep / 2 : 0),
    ]
  }
  return {
    tileWidth: horizontal ? 2 * colStep : colStep,
    tileHeight: horizontal ? rowStep : 2 * rowStep,
    center,
  }
}

/** The six corners of a hexagon, clockwise from the right one (flat-topped) or the lower right (pointy). */
export function hexagonCorners([cx, cy]: Point, radius: number, direction: HexagonPatternDirection): Point[] {
  const start = direction === 'horizontal' ? 0 : Math.PI / 6
  return Array.from({ length: 6 }, (_, corner) => {
    const angle = start + (corner * Math.PI) / 3
    return [round(cx + radius * Math.cos(angle)), round(cy + radius * Math.sin(angle))]
  })
}

/** Three decimals: exact enough for any screen, and equal corners of neighbours compare equal. */
const round = (value: number) => Math.round(value * 1000) / 1000 + 0

const points = (corners: Point[]) => corners.map(([px, py]) => `${px},${py}`).join(' ')

/**
 * Every outline edge that shows in one tile, once. Two neighbours share an edge when there is no
 * gap; drawing it once keeps shared edges as light as the rest and dashes in step. Hexagons of the
 * tiles around count too, so lines on the tile's border are drawn on both sides of it.
 */
export function tileEdges(radius: number, gap: number, direction: HexagonPatternDirection): string {
  const { tileWidth, tileHeight, center } = honeycomb(radius, gap, direction)
  // A line on the border paints half its width into the tile.
  const margin = 1
  const touches = (a: Point, b: Point) =>
    Math.max(a[0], b[0]) >= -margin &&
    Math.min(a[0], b[0]) <= tileWidth + margin &&
    Math.max(a[1], b[1]) >= -margin &&
    Math.min(a[1], b[1]) <= tileHeight + margin
  const seen = new Set<string>()
  let path = ''
  for (let col = -1; col <= 2; col++) {
    for (let row = -1; row <= 2; row++) {
      const corners = hexagonCorners(center(col, row), radius, direction)
      corners.forEach((from, index) => {
        const to = corners[(index + 1) % 6] as Point
        if (!touches(from, to)) return
        const [a, b] = from[0] < to[0] || (from[0] === to[0] && from[1] < to[1]) ? [from, to] : [to, from]
        const key = `${a}:${b}`
        if (seen.has(key)) return
        seen.add(key)
        path += `M${a[0]} ${a[1]}L${b[0]} ${b[1]}`
      })
    }
  }
  return path
}

/**
 * A honeycomb of hexagon outlines that fills its positioned parent, with hexagons you can fill. The
 * outlines are one SVG pattern, so any size costs the same and nothing runs after the first paint.
 * Outlines take the stroke colour and filled hexagons the fill colour (`stroke-*` / `fill-*`
 * classes, grey by default); mask classes fade the edges. The pattern id comes from `useId`, so
 * several patterns coexist on a page and match between server and client. Decorative: hidden from
 * assistive technology and from the pointer.
 */
export function HexagonPattern({
  radius = 40,
  gap = 0,
  x = -1,
  y = -1,
  direction = 'horizontal',
  hexagons,
  strokeDasharray = '0',
  className,
  ...props
}: HexagonPatternProps) {
  // Ids in url(#…) must not contain the punctuation useId may return.
  const id = `hexagon-pattern-${React.useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  // A hexagon needs some size and a gap cannot be negative, or the tile would collapse.
  const size = Math.max(radius, 1)
  const spacing = Math.max(gap, 0)
  const { tileWidth, tileHeight, center } = honeycomb(size, spacing, direction)
  return (
    <svg
      aria-hidden="true"
      data-slot="hexagon-pattern"
      data-direction={direction}
      {...props}
      className={cn(
        'pointer-events-none absolute inset-0 h-full w-full fill-gray-400/30 stroke-gray-400/30',
        className,
      )}
    >
      <defs>
        <pattern id={id} width={round(tileWidth)} height={round(tileHeight)} x={x} y={y} patternUnits="userSpaceOnUse">
          <path d={tileEdges(size, spacing, direction)} fill="none" strokeDasharray={strokeDasharray} />
        </pattern>
      </defs>
      <rect width="100%" height="100%" strokeWidth={0} fill={`url(#${id})`} />
      {hexagons && hexagons.length > 0 && (
        <svg x={x} y={y} className="overflow-visible" aria-hidden="true">
          {hexagons.map(([col, row], index) => (
            <polygon
              // biome-ignore lint/suspicious/noArrayIndexKey: a hexagon may be listed twice, and the list is fixed by the props
              key={index}
              data-hexagon=""
              strokeWidth={0}
              // A pixel smaller than the outline, so the fill sits inside the lines like a grid's squares.
              points={points(hexagonCorners(center(col, row), Math.max(size - 1, 0), direction))}
            />
          ))}
        </svg>
      )}
    </svg>
  )
}
