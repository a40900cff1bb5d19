'use client'

import * as React from 'react'
import { useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type Grid = {
  rows: number
  cols: number
}

export type PredefinedGridKey = '6x4' | '8x8' | '8x3' | '4x6' | '3x8'

const DEFAULT_GRIDS: Record<string, Grid> = {
  '6x4': { rows: 4, cols: 6 },
  '8x8': { rows: 8, cols: 8 },
  '8x3': { rows: 3, cols: 8 },
  '4x6': { rows: 6, cols: 4 },
  '3x8': { rows: 8, cols: 3 },
} satisfies Record<PredefinedGridKey, Grid>
const FALLBACK_GRID: Grid = { rows: 4, cols: 6 }

export type PixelImageProps = {
  /** The image: any URL, a data: URL or an imported asset's URL. */
  src: string
  /** One of the predefined grids, columns × rows; any other string falls back to `6x4`. */
  grid?: PredefinedGridKey | (string & {})
  /** Your own grid (1 to 16 rows and columns); replaces `grid` when valid. */
  customGrid?: Grid
  /** Start in grayscale and fade into colour after `colorRevealDelay`. */
  grayscaleAnimation?: boolean
  /** How long each piece takes to fade in (and the colour to come back), in ms. */
  pixelFadeInDuration?: number
  /** Longest wait before a piece starts fading in, in ms; each piece waits a different part of it. */
  maxAnimationDelay?: number
  /** Wait before the colour comes back, in ms. */
  colorRevealDelay?: number
  /** Text alternative for the image. Without it the image is treated as decorative. */
  alt?: string
  /** Classes for the frame; it is `size-72 md:size-96` with rounded corners unless you change it. */
  className?: string
}

const MIN_GRID = 1
const MAX_GRID = 16
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect

function validGrid(grid: Grid | undefined): grid is Grid {
  if (!grid) return false
  const inRange = (n: number) => Number.isInteger(n) && n >= MIN_GRID && n <= MAX_GRID
  return inRange(grid.rows) && inRange(grid.cols)
}

/** A fraction as a CSS percentage, rounded so the server and the browser print the same. */
function percent(fraction: number) {
  return `${Math.round(fraction * 100_000) / 1000}%`
}

/**
 * A fraction in [0, 1) for each piece, scattered but the same on the server and in the browser, so
 * the delays hydrate without a mismatch (a random number per render would not).
 */
function scatter(index: number) {
  let t = (index + 1) * 0x9e3779b9
  t = Math.imul(t ^ (t >>> 16), 0x21f0aaad)
  t = Math.imul(t ^ (t >>> 15), 0x735a2d97)
  return ((t ^ (t >>> 15)) >>> 0) / 4294967296
}

/**
 * Shows an image as a grid of pieces that fade in one by one, in a scattered order, optionally
 * starting in grayscale and easing into colour. Each piece is the whole image clipped to its cell,
 * so the pieces line up exactly whatever the grid.
 *
 * The reveal is two CSS animations (`pixel-image-fade` per piece, `pixel-image-color` for the
 * colour), so it runs off the main thread. It is applied only once the page is live and plays only
 * while the image is on screen and the tab visible, so it starts when the visitor can see it. The
 * server renders the finished image, readable without JavaScript; reduced motion keeps it that way.
 */
export function PixelImage({
  src,
  grid = '6x4',
  grayscaleAnimation = true,
  pixelFadeInDuration = 1000,
  maxAnimationDelay = 1200,
  colorRevealDelay = 1300,
  customGrid,
  alt,
  className,
}: PixelImageProps) {
  const frameRef = React.useRef<HTMLDivElement>(null)
  const reduceMotion = usePrefersReducedMotion()
  const [live, setLive] = React.useState(false)
  const animating = live && !reduceMotion
  const onScreen = useOnScreen(frameRef, { enabled: animating, initial: false })
  const paused = animating && !onScreen

  // Before the first paint of a live page, switch to the animated pieces; they hold their first
  // frame (transparent, grayscale) until the image is on screen.
  useIsomorphicLayoutEffect(() => {
    if (!window.matchMedia?.(REDUCED_MOTION_QUERY).matches) setLive(true)
  }, [])

  // Once reduced motion has shown the finished image, it stays finished if the setting is switched off.
  if (reduceMotion && live) setLive(false)

  const { rows, cols } = validGrid(customGrid)
    ? customGrid
    : (Object.hasOwn(DEFAULT_GRIDS, grid) && DEFAULT_GRIDS[grid]) || FALLBACK_GRID
  const pieces = React.useMemo(
    () =>
      Array.from({ length: rows * cols }, (_, index) => {
        const row = Math.floor(index / cols)
        const col = index % cols
        const top = percent(row / rows)
        const left = percent(col / cols)
        const bottom = percent(1 - (row + 1) / rows)
        const right = percent(1 - (col + 1) / cols)
        return {
          key: `${row}-${col}`,
          clipPath: `inset(${top} ${right} ${bottom} ${left})`,
          delay: Math.round(scatter(index) * Math.max(0, maxAnimationDelay)),
        }
      }),
    [rows, cols, maxAnimationDelay],
  )

  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true }
  return (
    <div
      ref={frameRef}
      data-slot="pixel-image"
      data-state={animating ? (paused ? 'paused' : 'playing') : 'static'}
      {...label}
      className={cn('relative size-72 select-none overflow-hidden rounded-[2.5rem] md:size-96', className)}
      style={
        {
          '--pixel-image-duration': `${pixelFadeInDuration}ms`,
          '--pixel-image-color-delay': `${colorRevealDelay}ms`,
        } as React.CSSProperties
      }
    >
      <div
        data-slot="pixel-image-pieces"
        className={cn(
          'absolute inset-0',
          animating && grayscaleAnimation && 'animate-pixel-image-color',
          paused && '[animation-play-state:paused]',
        )}
      >
        {pieces.map((piece) => (
          <div
            key={piece.key}
            data-slot="pixel-image-piece"
            className={cn(
              'absolute inset-0',
              animating && 'animate-pixel-image-fade',
              paused && '[animation-play-state:paused]',
            )}
            style={{ clipPath: piece.clipPath, '--pixel-image-delay': `${piece.delay}ms` } as React.CSSProperties}
          >
            <img src={src} alt="" draggable={false} decoding="async" className="size-full object-cover" />
          </div>
        ))}
      </div>
    </div>
  )
}
