'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { seededRandom } from '../lib/seeded-random'
import { cn } from '../lib/utils'

export type DotPatternProps = React.ComponentProps<'div'> & {
  /** Horizontal distance between dots, in px. */
  width?: number
  /** Vertical distance between dots, in px. */
  height?: number
  /** Offset of the whole grid, in px. */
  x?: number
  y?: number
  /** Position of the dot inside its cell, in px. */
  cx?: number
  cy?: number
  /** Dot radius, in px. */
  cr?: number
  /** Let scattered dots light up and fade, like stars. */
  glow?: boolean
}

/**
 * Each glow layer repeats a tile of `cells`×`cells` grid cells holding a few lit dots, and fades in
 * and out on its own clock. Tiles of different sizes and out-of-step clocks make the twinkle look
 * random, while everything stays deterministic: the server and the client draw the same dots.
 */
const glowLayers = [
  { cells: 7, duration: 4.2, delay: 0 },
  { cells: 9, duration: 5.6, delay: -1.3 },
  { cells: 11, duration: 3.4, delay: -2.1 },
  { cells: 13, duration: 6.4, delay: -3.7 },
]

/**
 * Grid cells lit in one layer's tile: three distinct cells picked by the layer's seed, away from the
 * tile's border so a halo is never cut off where the pattern tile ends.
 */
export function glowCells(cells: number, seed: number): Array<[number, number]> {
  const next = seededRandom(seed)
  const picked = new Map<number, [number, number]>()
  while (picked.size < 3) {
    const col = 1 + Math.floor(next() * (cells - 2))
    const row = 1 + Math.floor(next() * (cells - 2))
    picked.set(row * cells + col, [col, row])
  }
  return [...picked.values()]
}

/**
 * A grid of dots that fills its positioned parent. The dots are an SVG pattern, so any size costs the
 * same. They are filled with `currentColor`, so `text-*` classes colour them (`fill-*` classes work
 * too, replacing `fill-current`), and mask classes fade the edges. Pattern ids come from
 * `useId`, so several patterns coexist on a page and match between server and client. The glow
 * twinkles with opacity alone and pauses while the pattern is off screen or the tab is hidden.
 */
export function DotPattern({
  className,
  width = 16,
  height = 16,
  x = 0,
  y = 0,
  cx = 1,
  cy = 1,
  cr = 1,
  glow = false,
  ref,
  ...props
}: DotPatternProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  // A pattern without glow never moves, so it does not watch the viewport at all.
  const onScreen = useOnScreen(rootRef, { enabled: glow })
  const setRef = useMergedRef(rootRef, ref)
  const twinkling = !glow || onScreen
  // Ids in url(#…) must not contain the punctuation useId may return.
  const id = `dot-pattern-${React.useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  // A lit dot's halo reaches a good way towards its neighbours, whatever the dot size.
  const halo = Math.max(cr * 3, Math.min(width, height) * 0.4)
  return (
    <div
      data-slot="dot-pattern"
      data-paused={twinkling ? undefined : ''}
      aria-hidden
      {...props}
      ref={setRef}
      className={cn('pointer-events-none absolute inset-0 overflow-hidden fill-current text-neutral-400/80', className)}
    >
      <svg className="absolute inset-0 size-full" aria-hidden>
        <defs>
          <pattern id={id} width={width} height={height} x={x} y={y} patternUnits="userSpaceOnUse">
            <circle cx={cx} cy={cy} r={cr} />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${id})`} />
      </svg>
      {glow &&
        glowLayers.map((layer, index) => {
          const layerId = `${id}-glow-${index}`
          return (
            // Separate SVGs fade with compositor-only opacity animations instead of repainting one SVG.
            <svg
              key={layerId}
              data-glow-layer=""
              aria-hidden
              className={cn(
                'absolute inset-0 size-full animate-dot-twinkle opacity-0 motion-reduce:hidden',
                !twinkling && '[animation-play-state:paused]',
              )}
              style={{ animationDuration: `${layer.duration}s`, animationDelay: `${layer.delay}s` }}
            >
              <defs>
                <pattern
                  id={layerId}
                  width={width * layer.cells}
                  height={height * layer.cells}
                  x={x}
                  y={y}
                  patternUnits="userSpaceOnUse"
                >
                  {glowCells(layer.cells, index + 1).map(([col, row]) => (
                    // The halo is stacked translucent circles rather than a gradient, so it takes the
                    // dots' inherited fill colour.
                    <g key={`${col}-${row}`} transform={`translate(${col * width + cx} ${row * height + cy})`}>
                      <circle r={halo} fillOpacity={0.12} />
                      <circle r={(halo + cr) / 2} fillOpacity={0.28} />
                      <circle r={cr * 2} />
                    </g>
                  ))}
                </pattern>
              </defs>
              <rect width="100%" height="100%" fill={`url(#${layerId})`} />
            </svg>
          )
        })}
    </div>
  )
}
