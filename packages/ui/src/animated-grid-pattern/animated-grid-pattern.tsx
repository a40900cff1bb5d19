'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { seededRandom } from '../lib/seeded-random'
import { cn } from '../lib/utils'

export type AnimatedGridPatternProps = Omit<
  React.ComponentProps<'svg'>,
  'width' | 'height' | 'x' | 'y' | 'strokeDasharray'
> & {
  /** Width of one grid cell, in px. */
  width?: number
  /** Height of one grid cell, in px. */
  height?: number
  /** Horizontal offset of the grid, in px. */
  x?: number
  /** Vertical offset of the grid, in px. */
  y?: number
  /** Dash pattern of the grid lines, as in SVG's `stroke-dasharray`; `0` draws solid lines. */
  strokeDasharray?: number | string
  /** How many squares light up at once. */
  numSquares?: number
  /** Opacity a square reaches at its brightest. */
  maxOpacity?: number
  /** Seconds a square takes to fade in, and again to fade out. */
  duration?: number
  /** Seconds a square stays at its brightest before it fades out. */
  repeatDelay?: number
}

/** Columns and rows the squares can land on, and the seed of this pattern's sequence of places. */
type Grid = { columns: number; rows: number; seed: number }

/**
 * Where square `index` lights up in its `cycle`-th round, and how bright it is when nothing moves: a
 * pure function of the pattern's seed, so a square's places never depend on render timing.
 */
export function squarePlace(seed: number, index: number, cycle: number, columns: number, rows: number) {
  const next = seededRandom(seed ^ Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(cycle + 1, 0x85ebca6b))
  return {
    column: Math.floor(next() * columns),
    row: Math.floor(next() * rows),
    shade: 0.35 + next() * 0.65,
  }
}

type SquareProps = {
  index: number
  grid: Grid
  width: number
  height: number
  maxOpacity: number
  duration: number
  repeatDelay: number
  running: boolean
}

/**
 * One square: fades in, holds, fades out, then moves to its next place and starts again. Only its
 * opacity is animated, by the browser (Web Animations); a move re-renders this square alone.
 */
function AnimatedSquare({ index, grid, width, height, maxOpacity, duration, repeatDelay, running }: SquareProps) {
  const ref = React.useRef<SVGRectElement>(null)
  const animation = React.useRef<Animation>(null)
  const runningRef = React.useRef(running)
  const [cycle, setCycle] = React.useState(0)
  const { column, row } = squarePlace(grid.seed, index, cycle, grid.columns, grid.rows)

  // biome-ignore lint/correctness/useExhaustiveDependencies: every cycle (a new place) starts a new fade
  React.useEffect(() => {
    const rect = ref.current
    if (!rect || typeof rect.animate !== 'function') return
    const fade = Math.max(duration, 0.01) * 1000
    const hold = Math.max(repeatDelay, 0) * 1000
    const total = fade * 2 + hold
    const current = rect.animate(
      [
        { opacity: 0, easing: 'ease-in-out' },
        { opacity: maxOpacity, offset: fade / total },
        { opacity: maxOpacity, offset: (fade + hold) / total, easing: 'ease-in-out' },
        { opacity: 0 },
      ],
      // Magic UI staggers the squares by a tenth of a second each, before every round.
      { duration: total, delay: index * 100 },
    )
    if (!runningRef.current) current.pause()
    current.onfinish = () => setCycle((value) => value + 1)
    animation.current = current
    return () => {
      current.onfinish = null
      current.cancel()
      animation.current = null
    }
  }, [cycle, index, maxOpacity, duration, repeatDelay])

  React.useEffect(() => {
    runningRef.current = running
    if (running) animation.current?.play()
    else animation.current?.pause()
  }, [running])

  return (
    <rect
      ref={ref}
      data-square=""
      width={width - 1}
      height={height - 1}
      x={column * width + 1}
      y={row * height + 1}
      fill="currentColor"
      strokeWidth={0}
      // Hidden between fades: the animation does not hold its first or last frame.
      style={{ opacity: 0 }}
    />
  )
}

/**
 * A grid of lines that fills its positioned parent, with squares that fade in and out and move to
 * new places. The lines are one SVG pattern; the squares are added once the grid has measured its
 * size (ResizeObserver), so the server renders only the lines and their places never have to match
 * between server and client. Squares animate opacity alone, pause off screen and in hidden tabs,
 * and stand still at varied strengths for visitors who prefer reduced motion. Decorative: hidden
 * from assistive technology and from the pointer.
 */
export function AnimatedGridPattern({
  width = 40,
  height = 40,
  x = -1,
  y = -1,
  strokeDasharray = 0,
  numSquares = 50,
  className,
  maxOpacity = 0.5,
  duration = 4,
  repeatDelay = 0.5,
  ref,
  ...props
}: AnimatedGridPatternProps) {
  const rootRef = React.useRef<SVGSVGElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(rootRef, { enabled: !reduceMotion })
  const running = onScreen && !reduceMotion
  const [grid, setGrid] = React.useState<Grid | null>(null)
  // Ids in url(#…) must not contain the punctuation useId may return.
  const id = `animated-grid-pattern-${React.useId().replace(/[^a-zA-Z0-9_-]/g, '')}`

  React.useEffect(() => {
    const svg = rootRef.current
    if (!svg) return
    // Each pattern on a page follows its own sequence of places; chosen here, never while rendering.
    const seed = Math.floor(Math.random() * 2 ** 31)
    const measure = (boxWidth: number, boxHeight: number) => {
      const columns = Math.max(0, Math.ceil(boxWidth / Math.max(width, 1)))
      const rows = Math.max(0, Math.ceil(boxHeight / Math.max(height, 1)))
      setGrid((current) =>
        current?.columns === columns && current.rows === rows
          ? current
          : { columns, rows, seed: current?.seed ?? seed },
      )
    }
    if (typeof ResizeObserver === 'undefined') {
      const box = svg.getBoundingClientRect()
      measure(box.width, box.height)
      return
    }
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect
      if (box) measure(box.width, box.height)
    })
    observer.observe(svg)
    return () => observer.disconnect()
  }, [width, height])

  const squares: React.ReactNode[] = []
  if (grid && grid.columns > 0 && grid.rows > 0) {
    for (let index = 0; index < Math.floor(numSquares); index++) {
      if (!reduceMotion) {
        squares.push(
          <AnimatedSquare
            key={index}
            index={index}
            grid={grid}
            width={width}
            height={height}
            maxOpacity={maxOpacity}
            duration={duration}
            repeatDelay={repeatDelay}
            running={running}
          />,
        )
        continue
      }
      const { column, row, shade } = squarePlace(grid.seed, index, 0, grid.columns, grid.rows)
      squares.push(
        <rect
          key={index}
          data-square=""
          width={width - 1}
          height={height - 1}
          x={column * width + 1}
          y={row * height + 1}
          fill="currentColor"
          strokeWidth={0}
          style={{ opacity: maxOpacity * shade }}
        />,
      )
    }
  }

  return (
    <svg
      aria-hidden="true"
      data-slot="animated-grid-pattern"
      data-state={reduceMotion ? 'still' : onScreen ? 'running' : 'paused'}
      {...props}
      ref={setRef}
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
      <rect width="100%" height="100%" fill={`url(#${id})`} />
      <svg x={x} y={y} className="overflow-visible" aria-hidden="true">
        {squares}
      </svg>
    </svg>
  )
}
