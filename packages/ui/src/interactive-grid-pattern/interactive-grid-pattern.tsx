'use client'

import * as React from 'react'
import { cn } from '../lib/utils'

export type InteractiveGridPatternProps = Omit<React.ComponentProps<'svg'>, 'width' | 'height'> & {
  /** Width of one square, in px. */
  width?: number
  /** Height of one square, in px. */
  height?: number
  /** How many squares there are: `[across, down]`. */
  squares?: [number, number]
  /** Classes for every square, e.g. `hover:fill-blue-500`. */
  squaresClassName?: string
}

/**
 * Which square the pointer is over, kept outside React state: a change wakes only the square that
 * lost the pointer and the one that got it, so a move never re-renders the whole grid.
 */
type HoverStore = {
  subscribe: (index: number, listener: () => void) => () => void
  isHovered: (index: number) => boolean
  set: (index: number | null) => void
}

function createHoverStore(): HoverStore {
  let hovered: number | null = null
  const listeners = new Map<number, () => void>()
  return {
    subscribe(index, listener) {
      listeners.set(index, listener)
      return () => {
        if (listeners.get(index) === listener) listeners.delete(index)
      }
    },
    isHovered: (index) => hovered === index,
    set(index) {
      if (index === hovered) return
      const previous = hovered
      hovered = index
      if (previous !== null) listeners.get(previous)?.()
      if (index !== null) listeners.get(index)?.()
    },
  }
}

type SquareProps = {
  store: HoverStore
  index: number
  x: number
  y: number
  width: number
  height: number
  className?: string
}

function Square({ store, index, x, y, width, height, className }: SquareProps) {
  const subscribe = React.useCallback((listener: () => void) => store.subscribe(index, listener), [store, index])
  const hovered = React.useSyncExternalStore(
    subscribe,
    () => store.isHovered(index),
    () => false,
  )
  return (
    <rect
      data-index={index}
      data-hovered={hovered ? '' : undefined}
      x={x}
      y={y}
      width={width}
      height={height}
      className={cn(
        // Lights up quickly and fades out slowly, leaving a short trail behind the pointer.
        'stroke-gray-400/30 transition-colors duration-100 ease-in-out [&:not(:hover)]:duration-1000',
        hovered ? 'fill-gray-300/30' : 'fill-transparent',
        className,
      )}
    />
  )
}

/** The square a pointer event happened on, from the index its element carries. */
function squareOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null
  const index = target.getAttribute('data-index')
  return index === null ? null : Number(index)
}

/**
 * A grid of squares that light up under the pointer. It takes the pointer (that is its point) but
 * never the keyboard focus, and is hidden from assistive technology unless it is given a `role`.
 * One listener on the SVG finds the square under the pointer; only the square that lit up and the
 * one that went dark re-render.
 */
export function InteractiveGridPattern({
  width = 40,
  height = 40,
  squares = [24, 24],
  className,
  squaresClassName,
  onPointerOver,
  onPointerLeave,
  ...props
}: InteractiveGridPatternProps) {
  const [store] = React.useState(createHoverStore)
  const [across, down] = squares
  const columns = Math.max(0, Math.floor(across))
  const rows = Math.max(0, Math.floor(down))

  const grid = React.useMemo(
    () =>
      Array.from({ length: columns * rows }, (_, index) => (
        <Square
          // biome-ignore lint/suspicious/noArrayIndexKey: a square is its place in the grid
          key={index}
          store={store}
          index={index}
          x={(index % columns) * width}
          y={Math.floor(index / columns) * height}
          width={width}
          height={height}
          className={squaresClassName}
        />
      )),
    [store, columns, rows, width, height, squaresClassName],
  )

  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decoration unless the caller gives it a role and a label to describe it
    <svg
      aria-hidden={props.role ? undefined : 'true'}
      data-slot="interactive-grid-pattern"
      width={width * columns}
      height={height * rows}
      {...props}
      className={cn('absolute inset-0 h-full w-full border border-gray-400/30', className)}
      onPointerOver={(event) => {
        onPointerOver?.(event)
        store.set(squareOf(event.target))
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event)
        store.set(null)
      }}
    >
      {grid}
    </svg>
  )
}
