'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { seededRandom } from '../lib/seeded-random'
import { cn } from '../lib/utils'

export type WarpBackgroundProps = React.ComponentProps<'div'> & {
  /** The content shown in the middle of the tunnel. */
  children?: React.ReactNode
  /** Distance from the viewer to the box, in px: smaller values make a deeper, steeper tunnel. */
  perspective?: number
  /** Beams on each of the four walls. */
  beamsPerSide?: number
  /** Width of a beam and of a grid cell, in percent of the wall's width. */
  beamSize?: number
  /** Longest wait before a beam first sets off, in seconds. */
  beamDelayMax?: number
  /** Shortest wait before a beam first sets off, in seconds. */
  beamDelayMin?: number
  /** Seconds a beam takes to travel the length of its wall. */
  beamDuration?: number
  /** Colour of the grid lines on the walls. */
  gridColor?: string
}

export type WarpBeam = {
  /** Where the beam runs along the wall, in percent of its width. */
  left: number
  /** Hue of the beam's colour, 0–359. */
  hue: number
  /** Length of the beam in multiples of its width. */
  length: number
  /** Seconds before the beam first sets off. */
  delay: number
  /** Where the beam rests, as a share of the wall's depth, when nothing moves. */
  rest: number
}

const round = (value: number) => Math.round(value * 1000) / 1000

/**
 * The beams of one wall (`side` 0–3): spread evenly over the wall's grid cells as in Magic UI, with
 * colours, lengths and delays from a generator seeded by the wall, so the markup is the same on the
 * server and in the browser.
 */
export function warpBeams(
  {
    beamsPerSide = 3,
    beamSize = 5,
    beamDelayMax = 3,
    beamDelayMin = 0,
  }: Pick<WarpBackgroundProps, 'beamsPerSide' | 'beamSize' | 'beamDelayMax' | 'beamDelayMin'>,
  side: number,
): WarpBeam[] {
  const count = Math.max(0, Math.floor(beamsPerSide))
  if (!(beamSize > 0) || count === 0) return []
  const cells = Math.floor(100 / beamSize)
  const next = seededRandom(side + 1)
  return Array.from({ length: count }, (_, index) => ({
    left: round(Math.floor((index * cells) / count) * beamSize),
    hue: Math.floor(next() * 360),
    length: Math.floor(next() * 10) + 1,
    delay: round(Math.max(0, beamDelayMin + next() * (beamDelayMax - beamDelayMin))),
    rest: round(0.1 + next() * 0.6),
  }))
}

/**
 * Where each wall lies: the ceiling and the floor hinge on the top and bottom edges, the side walls
 * on the left and right ones, and all four fold back 90° into the screen. Each is as deep as the box
 * is wide or tall, whichever is more (`100cqmax` of the container around them).
 */
const walls = [
  'top-0 left-0 w-full origin-top [transform:rotateX(-90deg)]',
  'top-full left-0 w-full origin-top [transform:rotateX(-90deg)]',
  'top-0 left-0 w-[100cqh] origin-top-left [transform:rotate(90deg)_rotateX(-90deg)]',
  'top-0 right-0 w-[100cqh] origin-top-right [transform:rotate(-90deg)_rotateX(-90deg)]',
]

/** Grid lines one beam apart, drawn so each beam runs exactly between two of them. */
const wallGrid: React.CSSProperties = {
  backgroundImage:
    'linear-gradient(var(--warp-background-grid-color) 0 1px, transparent 1px), linear-gradient(90deg, var(--warp-background-grid-color) 0 1px, transparent 1px)',
  backgroundSize: 'var(--warp-background-beam-size) var(--warp-background-beam-size)',
  backgroundPosition: '50% -0.5px, 50% 50%',
}

/**
 * A box seen from the inside: four gridded walls recede towards a vanishing point behind the
 * content, and coloured beams rush along them towards the viewer. The beams are CSS transform
 * animations, which the compositor runs; they pause while off screen or in a hidden tab, and rest
 * where they are for visitors who prefer reduced motion. The tunnel is decorative (hidden from
 * assistive technology, never in the pointer's way); `children`, other props and `ref` are the card's.
 */
export function WarpBackground({
  children,
  perspective = 100,
  className,
  beamsPerSide = 3,
  beamSize = 5,
  beamDelayMax = 3,
  beamDelayMin = 0,
  beamDuration = 3,
  gridColor = 'var(--border)',
  ref,
  ...props
}: WarpBackgroundProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  // Nothing moves under reduced motion, so there is nothing to pause and nothing to watch.
  const onScreen = useOnScreen(rootRef, { enabled: !reduceMotion })
  const sides = React.useMemo(
    () => walls.map((_, side) => warpBeams({ beamsPerSide, beamSize, beamDelayMax, beamDelayMin }, side)),
    [beamsPerSide, beamSize, beamDelayMax, beamDelayMin],
  )
  const state = reduceMotion ? 'still' : onScreen ? 'running' : 'paused'
  return (
    <div
      ref={setRef}
      data-slot="warp-background"
      data-state={state}
      className={cn('relative rounded border p-20', className)}
      {...props}
    >
      <div
        aria-hidden="true"
        data-slot="warp-background-tunnel"
        style={
          {
            '--warp-background-perspective': `${perspective}px`,
            '--warp-background-grid-color': gridColor,
            '--warp-background-beam-size': `${beamSize}%`,
          } as React.CSSProperties
        }
        className="pointer-events-none absolute inset-0 overflow-hidden rounded-[inherit] [container-type:size] [clip-path:inset(0)] perspective-(--warp-background-perspective)"
      >
        {sides.map((beams, side) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the four walls are fixed and never reorder
            key={side}
            data-warp-wall=""
            style={wallGrid}
            className={cn('absolute h-[100cqmax] transform-3d', walls[side])}
          >
            {beams.map((beam, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a wall's beams are fixed by the props and never reorder
                key={index}
                data-warp-beam=""
                style={{
                  left: `${beam.left}%`,
                  aspectRatio: `1 / ${beam.length}`,
                  backgroundImage: `linear-gradient(hsl(${beam.hue} 80% 60%), transparent)`,
                  animationDelay: `${beam.delay}s`,
                  animationDuration: `${beamDuration}s`,
                  // The resting place, shown when the animation is off; the animation overrides it.
                  transform: `translate(-50%, calc(${beam.rest} * 100cqmax))`,
                }}
                className={cn(
                  'absolute top-0 w-(--warp-background-beam-size)',
                  !reduceMotion && 'animate-warp-background-beam motion-reduce:animate-none',
                  !onScreen && '[animation-play-state:paused]',
                )}
              />
            ))}
          </div>
        ))}
      </div>
      <div className="relative">{children}</div>
    </div>
  )
}
