'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { splitGraphemes } from '../lib/graphemes'
import { cn } from '../lib/utils'

export type GlyphMatrixProps = React.ComponentProps<'canvas'> & {
  /** Characters the cells pick from at random. */
  glyphs?: string
  /** Side of each cell in CSS pixels; the glyphs are 2px smaller. */
  cellSize?: number
  /** Share of the cells that take a new glyph and opacity on each tick (0–1). */
  mutationRate?: number
  /** Time between ticks, in milliseconds. */
  interval?: number
  className?: string
  /** How much the glyphs fade towards the bottom: 0 not at all, 1 to nothing at the last row. */
  fadeBottom?: number
  /** Colour of the glyphs: any CSS colour, or `currentColor` to follow the canvas's text colour. */
  color?: string
}

/** The canvas never draws at more than this many device pixels per CSS pixel: sharper is not visible. */
export const GLYPH_MATRIX_MAX_RATIO = 2
/** At most this many cells change per tick, whatever the size and rate, so a tick stays cheap. */
export const GLYPH_MATRIX_MAX_CHANGES = 2000
/** Cells smaller than this would hold glyphs too small to read and multiply the work. */
const MIN_CELL = 6
const FALLBACK_COLOR = '#6B7280'
const FONT_FAMILY = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace'

const isCurrentColor = (color: string) => color.trim().toLowerCase() === 'currentcolor'

type Geometry = { width: number; height: number; ratio: number; cellSize: number; glyphs: string }

const sameGeometry = (a: Geometry, b: Geometry) =>
  a.width === b.width &&
  a.height === b.height &&
  a.ratio === b.ratio &&
  a.cellSize === b.cellSize &&
  a.glyphs === b.glyphs

/**
 * The matrix outside React: one glyph (an index into the glyph list) and one opacity per cell, in
 * typed arrays. It survives pauses, so a matrix coming back on screen shows the glyphs it had.
 */
class Matrix {
  geometry: Geometry | null = null
  cols = 0
  rows = 0
  glyphList: string[] = []
  glyphs = new Uint16Array(0)
  alphas = new Float32Array(0)

  /** Sizes the backing store and scatters new glyphs, unless nothing changed; answers whether anything did. */
  layout(canvas: HTMLCanvasElement, geometry: Geometry) {
    if (this.geometry && sameGeometry(this.geometry, geometry)) return false
    this.geometry = geometry
    const { width, height, ratio, cellSize } = geometry
    canvas.width = Math.max(1, Math.round(width * ratio))
    canvas.height = Math.max(1, Math.round(height * ratio))
    this.glyphList = splitGraphemes(geometry.glyphs)
    this.cols = width > 0 ? Math.ceil(width / cellSize) : 0
    this.rows = height > 0 ? Math.ceil(height / cellSize) : 0
    const count = this.glyphList.length > 0 ? this.cols * this.rows : 0
    this.glyphs = new Uint16Array(count)
    this.alphas = new Float32Array(count)
    // New cells start quieter than the ones that change later, so the matrix livens up as it runs.
    for (let index = 0; index < count; index++) this.#renew(index, 0.35)
    return true
  }

  /** Paints every cell; setting the backing store's size clears it, so each layout is followed by this. */
  drawAll(context: CanvasRenderingContext2D, color: string, fadeBottom: number) {
    const geometry = this.geometry
    if (!geometry) return
    context.setTransform(geometry.ratio, 0, 0, geometry.ratio, 0, 0)
    context.clearRect(0, 0, geometry.width, geometry.height)
    this.#prepare(context, color)
    for (let index = 0; index < this.glyphs.length; index++) this.#paint(context, index, fadeBottom)
    context.globalAlpha = 1
  }

  /**
   * Gives `mutationRate` of the cells a new glyph and opacity, on average, and repaints only those:
   * the work per tick follows how many cells change, not how many there are.
   */
  mutate(context: CanvasRenderingContext2D, mutationRate: number, color: string, fadeBottom: number) {
    const count = this.glyphs.length
    const size = this.geometry?.cellSize ?? 0
    const expected = count * Math.min(1, Math.max(0, mutationRate))
    const changes = Math.min(GLYPH_MATRIX_MAX_CHANGES, Math.floor(expected) + (Math.random() < expected % 1 ? 1 : 0))
    if (changes === 0) return
    this.#prepare(context, color)
    for (let change = 0; change < changes; change++) {
      const index = Math.floor(Math.random() * count)
      this.#renew(index, 0.45)
      // Glyphs are drawn inside their cell, so clearing the cell removes the old one entirely.
      context.clearRect((index % this.cols) * size, Math.floor(index / this.cols) * size, size, size)
      this.#paint(context, index, fadeBottom)
    }
    context.globalAlpha = 1
  }

  #renew(index: number, range: number) {
    this.glyphs[index] = Math.floor(Math.random() * this.glyphList.length)
    this.alphas[index] = 0.05 + Math.random() * range
  }

  #prepare(context: CanvasRenderingContext2D, color: string) {
    const size = this.geometry?.cellSize ?? 0
    context.font = `${size - 2}px ${FONT_FAMILY}`
    context.textAlign = 'center'
    context.textBaseline = 'top'
    // A colour the canvas cannot parse leaves the previous fill in place: make that the default grey.
    context.fillStyle = FALLBACK_COLOR
    context.fillStyle = color
  }

  #paint(context: CanvasRenderingContext2D, index: number, fadeBottom: number) {
    const size = this.geometry?.cellSize ?? 0
    const col = index % this.cols
    const row = Math.floor(index / this.cols)
    const fade = fadeBottom > 0 ? Math.max(0, 1 - (row / this.rows) * fadeBottom) : 1
    context.globalAlpha = (this.alphas[index] as number) * fade
    context.fillText(this.glyphList[this.glyphs[index] as number] ?? '', col * size + size / 2, row * size + 1)
  }
}

/**
 * A canvas grid of small glyphs in which a few cells change glyph and opacity on every tick, fading
 * towards the bottom. Only the cells that change are repainted; nothing is drawn until the canvas is
 * on screen, the loop stops off screen and in hidden tabs, and with reduced motion one still grid is
 * drawn instead. `color="currentColor"` follows the canvas's text colour, so `text-*` and `dark:`
 * classes colour it and a theme switch recolours it. Decorative: hidden from assistive technology
 * and never in the pointer's way.
 */
export function GlyphMatrix({
  glyphs = '01·•+*/\\<>=',
  cellSize = 14,
  mutationRate = 0.04,
  interval = 90,
  className,
  fadeBottom = 0.6,
  color = FALLBACK_COLOR,
  ref,
  ...props
}: GlyphMatrixProps) {
  const canvasRef = React.useRef<HTMLCanvasElement>(null)
  const mergedRef = useMergedRef(canvasRef, ref)
  const matrixRef = React.useRef<Matrix>(null)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(canvasRef, { initial: false })

  // Read by the running loop, so a new pace applies without starting over.
  const live = React.useRef({ mutationRate, interval })
  React.useEffect(() => {
    live.current = { mutationRate, interval }
  })

  React.useEffect(() => {
    const canvas = canvasRef.current
    if (!onScreen || !canvas) return
    const context = canvas.getContext('2d')
    if (!context) return
    if (!matrixRef.current) matrixRef.current = new Matrix()
    const matrix = matrixRef.current
    const size = Math.max(MIN_CELL, cellSize)
    const fade = Math.max(0, fadeBottom)
    const follow = isCurrentColor(color)
    let paint = color
    const resolve = () => (follow ? getComputedStyle(canvas).color || FALLBACK_COLOR : color)

    const layout = () =>
      matrix.layout(canvas, {
        width: canvas.clientWidth,
        height: canvas.clientHeight,
        ratio: Math.min(window.devicePixelRatio || 1, GLYPH_MATRIX_MAX_RATIO),
        cellSize: size,
        glyphs,
      })
    const drawAll = () => {
      paint = resolve()
      matrix.drawAll(context, paint, fade)
    }
    const resize = () => {
      if (layout()) drawAll()
    }
    layout()
    drawAll()
    const resizeObserver = new ResizeObserver(resize)
    resizeObserver.observe(canvas)

    // A theme switch changes the text colour without resizing anything; it shows in <html>'s
    // attributes or in the colour scheme, and only then is the colour read again.
    const recolor = () => {
      if (resolve() !== paint) drawAll()
    }
    const themeObserver = follow ? new MutationObserver(recolor) : null
    themeObserver?.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'style', 'data-theme'],
    })
    const scheme = follow ? window.matchMedia?.('(prefers-color-scheme: dark)') : undefined
    scheme?.addEventListener('change', recolor)
    const stopWatching = () => {
      resizeObserver.disconnect()
      themeObserver?.disconnect()
      scheme?.removeEventListener('change', recolor)
    }
    if (reduceMotion) return stopWatching

    let frame = 0
    let last = 0
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick)
      // A pixel ratio change (zoom, another screen) leaves the canvas's size alone, so it is checked here.
      if (Math.min(window.devicePixelRatio || 1, GLYPH_MATRIX_MAX_RATIO) !== matrix.geometry?.ratio) resize()
      if (!last) last = now
      if (now - last < Math.max(0, live.current.interval)) return
      last = now
      matrix.mutate(context, live.current.mutationRate, paint, fade)
    }
    frame = requestAnimationFrame(tick)
    return () => {
      cancelAnimationFrame(frame)
      stopWatching()
    }
  }, [onScreen, reduceMotion, cellSize, glyphs, fadeBottom, color])

  const state = !onScreen ? 'paused' : reduceMotion ? 'still' : 'running'
  return (
    <canvas
      ref={mergedRef}
      aria-hidden
      data-slot="glyph-matrix"
      data-state={state}
      className={cn('pointer-events-none block size-full', className)}
      {...props}
    />
  )
}
