'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type RetroGridProps = React.ComponentProps<'div'> & {
  /** Classes for the grid's container. */
  className?: string
  /** Tilt of the grid's plane away from the viewer, in degrees (1–89). */
  angle?: number
  /** Side of a grid cell, in px. */
  cellSize?: number
  /** Opacity of the whole grid, between 0 and 1. */
  opacity?: number
  /** Colour of the lines in light mode. */
  lightLineColor?: string
  /** Colour of the lines in dark mode (under a `.dark` ancestor). */
  darkLineColor?: string
}

/** Pixels the grid travels towards the viewer each second, measured on its own plane. */
export const RETRO_GRID_SPEED = 80

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** The plane's vanishing line: the camera is 200px in front of the centre, so it lies 200px / tan(angle) above it. */
const horizon = 'calc(50% - 200px / tan(var(--retro-grid-angle)))'

/**
 * The fade, drawn in screen space outside the tilted plane: clear at the horizon, where the lines
 * crowd together, full a little below it, and clear again at the bottom edge.
 */
const horizonFade: React.CSSProperties = {
  maskImage: `linear-gradient(to bottom, transparent ${horizon}, #000 calc(${horizon} + 15%), transparent 100%)`,
}

/** One-pixel lines every cell, across and along the plane, in the colour of the current theme. */
const lines: React.CSSProperties = {
  backgroundImage:
    'linear-gradient(to right, var(--retro-grid-line) 1px, transparent 0), linear-gradient(to bottom, var(--retro-grid-line) 1px, transparent 0)',
  backgroundSize: 'var(--retro-grid-cell-size) var(--retro-grid-cell-size)',
}

/**
 * A perspective grid that scrolls towards the viewer, like the floor of an 80s synthwave poster. It
 * fills its positioned parent. The plane is tilted with a 3D transform and slides by exactly one cell
 * per iteration of a CSS transform animation, so the loop is seamless and the compositor runs it. It
 * fades out at the horizon and towards the bottom edge, pauses while off screen or in a hidden tab,
 * and stands still for visitors who prefer reduced motion. Decorative: hidden from assistive
 * technology and never in the pointer's way.
 */
export function RetroGrid({
  className,
  angle = 65,
  cellSize = 60,
  opacity = 0.5,
  lightLineColor = 'gray',
  darkLineColor = 'gray',
  style,
  ref,
  ...props
}: RetroGridProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  // A still grid has nothing to pause, so it watches nothing.
  const onScreen = useOnScreen(rootRef, { enabled: !reduceMotion })
  const tilt = clamp(Number.isFinite(angle) ? angle : 65, 1, 89)
  const cell = Math.max(Number.isFinite(cellSize) ? cellSize : 60, 1)
  const state = reduceMotion ? 'still' : onScreen ? 'running' : 'paused'
  return (
    <div
      ref={setRef}
      aria-hidden="true"
      data-slot="retro-grid"
      data-state={state}
      className={cn('pointer-events-none absolute inset-0 size-full overflow-hidden', className)}
      style={
        {
          ...style,
          // As in Magic UI, the opacity prop wins over an opacity in `style`.
          opacity,
          '--retro-grid-angle': `${tilt}deg`,
          '--retro-grid-cell-size': `${cell}px`,
          '--retro-grid-duration': `${Math.round((cell / RETRO_GRID_SPEED) * 1000) / 1000}s`,
          '--retro-grid-light-line': lightLineColor,
          '--retro-grid-dark-line': darkLineColor,
        } as React.CSSProperties
      }
      {...props}
    >
      <div className="absolute inset-0 [perspective:200px]" style={horizonFade}>
        <div className="absolute inset-0 [transform:rotateX(var(--retro-grid-angle))]">
          <div
            data-slot="retro-grid-plane"
            style={lines}
            className={cn(
              // Far above the container the plane reaches towards the horizon; below it, past the viewer.
              'absolute top-[-300%] right-[-250%] bottom-[calc(-100%_-_200px)] left-[-250%]',
              '[--retro-grid-line:var(--retro-grid-light-line)] dark:[--retro-grid-line:var(--retro-grid-dark-line)]',
              !reduceMotion && 'animate-retro-grid motion-reduce:animate-none',
              !onScreen && '[animation-play-state:paused]',
            )}
          />
        </div>
      </div>
    </div>
  )
}
