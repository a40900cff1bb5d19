'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type FlickeringGridProps = React.ComponentProps<'div'> & {
  /** Side of each square, in CSS pixels. */
  squareSize?: number
  /** Space between squares, in CSS pixels. */
  gridGap?: number
  /** How often a square takes a new opacity: the chance per second for each square. */
  flickerChance?: number
  /** Colour of the squares: any CSS colour the canvas understands. */
  color?: string
  /** Fixed width of the canvas in CSS pixels; without it the canvas fills the container. */
  width?: number
  /** Fixed height of the canvas in CSS pixels; without it the canvas fills the container. */
  height?: number
  className?: string
  /** Highest opacity a square reaches (0–1). */
  maxOpacity?: number
}

/**
 * Squares change at most this many times a second. A flicker reads as a flicker at this rate, and
 * the page keeps most frames free for everything else.
 */
export const FLICKERING_GRID_FPS = 24
const TICK_MS = 1000 / FLICKERING_GRID_FPS
/** A frame that comes late after a stall (a busy page, a debugger) counts as at most this many seconds. */
const MAX_TICK_SECONDS = 0.25

type Geometry = {
  width: number
  height: number
  ratio: number
  squareSize: number
  gridGap: number
  maxOpacity: number
}

const sameGeometry = (a: Geometry, b: Geometry) =>
  a.width === b.width &&
  a.height === b.height &&
  a.ratio === b.ratio &&
  a.squareSize === b.squareSize &&
  a.gridGap === b.gridGap &&
  a.maxOpacity === b.maxOpacity

/**
 * The grid outside React: one opacity per square in a typed array, and where the squares sit in
 * device pixels. It survives pauses, so a grid coming back on screen shows the squares it had.
 */
class Grid {
  geometry: Geometry | null = null
  cols = 0
  rows = 0
  /** Left or top edge of every column or row in device pixels, rounded so squares never blur. */
  xs = new Int32Array(0)
  ys = new Int32Array(0)
  side = 0
  opacities = new Float32Array(0)

  /** Sizes the backing store and lays out new squares, unless nothing changed; answers whether anything did. */
  layout(canvas: HTMLCanvasElement, geometry: Geometry) {
    if (this.geometry && sameGeometry(this.geometry, geometry)) return false
    this.geometry = geometry
    const { width, height, ratio, squareSize, gridGap, maxOpacity } = geometry
    canvas.width = Math.max(1, Math.round(width * ratio))
    canvas.height = Math.max(1, Math.round(height * ratio))
    const step = Math.max(squareSize + gridGap, 0.5)
    this.cols = width > 0 ? Math.ceil(width / step) : 0
    this.rows = height > 0 ? Math.ceil(height / step) : 0
    this.xs = Int32Array.from({ length: this.cols }, (_, col) => Math.round(col * step * ratio))
    this.ys = Int32Array.from({ length: this.rows }, (_, row) => Math.round(row * step * ratio))
    this.side = Math.max(1, Math.round(squareSize * ratio))
    this.opacities = new Float32Array(this.cols * this.rows)
    for (let index = 0; index < this.opacities.length; index++) this.opacities[index] = Math.random() * maxOpacity
    return true
  }

  drawAll(context: CanvasRenderingContext2D, canvas: HTMLCanvasElement, color: string) {
    context.clearRect(0, 0, canvas.width, canvas.height)
    context.fillStyle = color
    for (let index = 0; index < this.opacities.length; index++) this.#paint(context, index)
    context.globalAlpha = 1
  }

  /**
   * Gives `seconds × flickerChance` of the squares a new opacity, on average, and repaints only
   * those: the work per tick follows how many squares change, not how many there are.
   */
  flicker(context: CanvasRenderingContext2D, seconds: number, flickerChance: number, color: string) {
    const count = this.opacities.length
    const maxOpacity = this.geometry?.maxOpacity ?? 0
    const expected = count * Math.min(1, Math.max(0, flickerChance * seconds))
    const changes = Math.floor(expected) + (Math.random() < expected % 1 ? 1 : 0)
    if (changes === 0) return
    context.fillStyle = color
    for (let change = 0; change < changes; change++) {
      const index = Math.floor(Math.random() * count)
      this.opacities[index] = Math.random() * maxOpacity
      this.#paint(context, index, true)
    }
    context.globalAlpha = 1
  }

  #paint(context: CanvasRenderingContext2D, index: number, clear = false) {
    // Squares are stored column by column, as Magic UI lays them out.
    const x = this.xs[Math.floor(index / this.rows)] as number
    const y = this.ys[index % this.rows] as number
    if (clear) context.clearRect(x, y, this.side, this.side)
    context.globalAlpha = this.opacities[index] as number
    context.fillRect(x, y, this.side, this.side)
  }
}

/**
 * A canvas grid of small squares that flicker between random opacities. Only the squares that
 * change are repainted, a few dozen times a second at most; nothing runs until the grid is on
 * screen, the loop stops off screen and in hidden tabs, and with reduced motion one still grid is
 * drawn instead. Decorative: hidden from assistive technology and never in the pointer's way.
 */
export function FlickeringGrid({
  squareSize = 4,
  gridGap = 6,
  flickerChance = 0.3,
  color = 'rgb(0, 0, 0)',
  width,
  height,
  className,
  maxOpacity = 0.3,
  ref,
  ...props
}: FlickeringGridProps) {
  const containerRef = React.useRef<HTMLDivElement>(null)
  const canvasRef = React.useRef<HTMLCanvasElement>(null)
  const mergedRef = useMergedRef(containerRef, ref)
  const gridRef = React.useRef<Grid>(null)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(containerRef, { initial: false })

  // Read by the running loop, so a new chance applies without starting over.
  const liveChance = React.useRef(flickerChance)
  React.useEffect(() => {
    liveChance.current = flickerChance
  })

  React.useEffect(() => {
    const container = containerRef.current
    const canvas = canvasRef.current
    if (!onScreen || !container || !canvas) return
    const context = canvas.getContext('2d')
    if (!context) return
    if (!gridRef.current) gridRef.current = new Grid()
    const grid = gridRef.current

    const layout = () =>
      grid.layout(canvas, {
        // Like Magic UI's, a width or height of 0 means "fill the container" too.
        width: width || container.clientWidth,
        height: height || container.clientHeight,
        ratio: window.devicePixelRatio || 1,
        squareSize,
        gridGap,
        maxOpacity,
      })
    // Setting the backing store's size clears it, so a new layout is always followed by a full draw.
    const resize = () => {
      if (layout()) grid.drawAll(context, canvas, color)
    }
    layout()
    grid.drawAll(context, canvas, color)
    const observer = new ResizeObserver(resize)
    observer.observe(container)
    if (reduceMotion) return () => observer.disconnect()

    let frame = 0
    let last = 0
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick)
      // A pixel ratio change (zoom, another screen) leaves the container's size alone, so it is checked here.
      if (window.devicePixelRatio !== grid.geometry?.ratio) resize()
      if (!last) last = now
      const elapsed = now - last
      if (elapsed < TICK_MS) return
      last = now
      grid.flicker(context, Math.min(elapsed / 1000, MAX_TICK_SECONDS), liveChance.current, color)
    }
    frame = requestAnimationFrame(tick)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
    }
  }, [onScreen, reduceMotion, squareSize, gridGap, maxOpacity, width, height, color])

  const state = !onScreen ? 'paused' : reduceMotion ? 'still' : 'running'
  return (
    <div
      ref={mergedRef}
      aria-hidden="true"
      data-slot="flickering-grid"
      data-state={state}
      className={cn('pointer-events-none size-full', className)}
      {...props}
    >
      <canvas
        ref={canvasRef}
        aria-hidden
        className="block size-full"
        // A fixed size is in the server's markup, so the canvas never changes size when it starts.
        style={{ width: width || undefined, height: height || undefined }}
      />
    </div>
  )
}
