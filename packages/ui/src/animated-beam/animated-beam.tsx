'use client'

import * as React from 'react'
import { useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

type Point = { x: number; y: number }

type BeamGeometry = {
  width: number
  height: number
  start: Point
  control: Point
  end: Point
  d: string
}

export type AnimatedBeamProps = React.ComponentProps<'svg'> & {
  /** The positioned element (`relative`) that holds both ends; the beam is drawn in its box. */
  containerRef: React.RefObject<HTMLElement | null>
  /** The element the beam starts at (its centre plus the start offsets). */
  fromRef: React.RefObject<HTMLElement | null>
  /** The element the beam ends at (its centre plus the end offsets). */
  toRef: React.RefObject<HTMLElement | null>
  /** Lifts the curve's control point this many pixels above the start; negative values bend it down. */
  curvature?: number
  /** Sweep the light from right to left instead of left to right. */
  reverse?: boolean
  /** Seconds the light takes to sweep across the container once. */
  duration?: number
  /** Seconds before the first sweep. */
  delay?: number
  /** Sweeps after the first one; `Infinity` repeats for ever. */
  repeat?: number
  /** Seconds between one sweep and the next. */
  repeatDelay?: number
  pathColor?: string
  pathWidth?: number
  pathOpacity?: number
  /** Colour of the light's leading edge. */
  gradientStartColor?: string
  /** Colour the light fades through towards its tail. */
  gradientStopColor?: string
  startXOffset?: number
  startYOffset?: number
  endXOffset?: number
  endYOffset?: number
}

function centreOf(rect: DOMRect, container: DOMRect, dx: number, dy: number): Point {
  return {
    x: rect.left - container.left + rect.width / 2 + dx,
    y: rect.top - container.top + rect.height / 2 + dy,
  }
}

const round = (n: number) => Math.round(n * 100) / 100

/**
 * The quadratic curve's control point: halfway across, `curvature` pixels above the start. Tied to
 * the start's height rather than the line's normal, so beams into a hub from different heights bend
 * the way Magic UI's do.
 */
export function beamControl(start: Point, end: Point, curvature: number): Point {
  return { x: (start.x + end.x) / 2, y: start.y - curvature }
}

/** The beam as an SVG path: a quadratic curve from start to end through `beamControl`. */
export function beamPath(start: Point, end: Point, curvature: number): string {
  const control = beamControl(start, end, curvature)
  const r = round
  return `M ${r(start.x)},${r(start.y)} Q ${r(control.x)},${r(control.y)} ${r(end.x)},${r(end.y)}`
}

/** Magic UI's beam timing: an expo-out ease, fast off the mark and gliding to the end. */
const EASE_OUT_EXPO = 'cubic-bezier(0.16, 1, 0.3, 1)'
/** The lit band is a tenth of the container wide. */
const BAND = 0.1

/**
 * A gradient of light that sweeps along a curved path between two elements. The path is measured
 * after mount and again whenever the container or either end changes size, so it renders nothing
 * on the server and needs no layout at render time. The light is a band a tenth of the container
 * wide that sweeps across the whole container, left to right (right to left with `reverse`), and
 * shows only where it crosses the path; so beams in one diagram light up in the order they sit
 * across it. It moves by a transform alone, which the compositor runs, and pauses while the
 * container is off screen or the tab is hidden. With reduced motion the light stands still and the
 * whole path shows the gradient instead.
 */
export function AnimatedBeam({
  containerRef,
  fromRef,
  toRef,
  curvature = 0,
  reverse = false,
  duration = 5,
  delay = 0,
  repeat = Number.POSITIVE_INFINITY,
  repeatDelay = 0,
  pathColor = 'gray',
  pathWidth = 2,
  pathOpacity = 0.2,
  gradientStartColor = '#ffaa40',
  gradientStopColor = '#9c40ff',
  startXOffset = 0,
  startYOffset = 0,
  endXOffset = 0,
  endYOffset = 0,
  className,
  ...props
}: AnimatedBeamProps) {
  // React ids contain characters that need escaping inside url(#…).
  const id = `beam-${React.useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const gradientId = `${id}-gradient`
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(containerRef, { enabled: !reduceMotion })
  const [geometry, setGeometry] = React.useState<BeamGeometry | null>(null)

  React.useEffect(() => {
    const container = containerRef.current
    const from = fromRef.current
    const to = toRef.current
    if (!container || !from || !to) return

    const measure = () => {
      const box = container.getBoundingClientRect()
      const start = centreOf(from.getBoundingClientRect(), box, startXOffset, startYOffset)
      const end = centreOf(to.getBoundingClientRect(), box, endXOffset, endYOffset)
      const next = {
        width: box.width,
        height: box.height,
        start,
        control: beamControl(start, end, curvature),
        end,
        d: beamPath(start, end, curvature),
      }
      setGeometry((current) =>
        current && current.d === next.d && current.width === next.width && current.height === next.height
          ? current
          : next,
      )
    }

    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    for (const element of [container, from, to]) observer.observe(element)
    return () => observer.disconnect()
  }, [containerRef, fromRef, toRef, curvature, startXOffset, startYOffset, endXOffset, endYOffset])

  // The still light of reduced motion runs the way the moving one would: tail colour to head colour.
  const ends = geometry ? [round(geometry.start.x), round(geometry.end.x)].sort((a, b) => a - b) : [0, 0]
  const [tailX, headX] = reverse ? [ends[1], ends[0]] : [ends[0], ends[1]]
  return (
    <svg
      data-slot="animated-beam"
      aria-hidden="true"
      fill="none"
      width={geometry?.width ?? 0}
      height={geometry?.height ?? 0}
      viewBox={geometry ? `0 0 ${geometry.width} ${geometry.height}` : undefined}
      {...props}
      className={cn('pointer-events-none absolute top-0 left-0 overflow-visible', className)}
    >
      {geometry ? (
        <>
          <path
            d={geometry.d}
            stroke={pathColor}
            strokeWidth={pathWidth}
            strokeOpacity={pathOpacity}
            strokeLinecap="round"
          />
          {reduceMotion ? (
            <>
              <defs>
                <linearGradient
                  id={gradientId}
                  data-motion="static"
                  gradientUnits="userSpaceOnUse"
                  x1={tailX}
                  y1={0}
                  x2={headX}
                  y2={0}
                >
                  <stop stopColor={gradientStopColor} />
                  <stop offset="1" stopColor={gradientStartColor} />
                </linearGradient>
              </defs>
              <path
                data-slot="animated-beam-light"
                d={geometry.d}
                stroke={`url(#${gradientId})`}
                strokeWidth={pathWidth}
                strokeOpacity={0.6}
                strokeLinecap="round"
              />
            </>
          ) : (
            <SweepingLight
              id={id}
              geometry={geometry}
              reverse={reverse}
              pathWidth={pathWidth}
              startColor={gradientStartColor}
              stopColor={gradientStopColor}
              duration={duration}
              delay={delay}
              repeat={repeat}
              repeatDelay={repeatDelay}
              running={onScreen}
            />
          )}
        </>
      ) : null}
    </svg>
  )
}

type SweepingLightProps = {
  id: string
  geometry: BeamGeometry
  reverse: boolean
  pathWidth: number
  startColor: string
  stopColor: string
  duration: number
  delay: number
  repeat: number
  repeatDelay: number
  running: boolean
}

/**
 * Where the band starts and ends its sweep, as transforms of a band drawn at x = 0. It enters with
 * its trailing edge on the container's near side and leaves fully past the far side.
 */
function sweepFrames(width: number, reverse: boolean): [string, string] {
  const band = width * BAND
  const at = (x: number) => `translateX(${round(x)}px)`
  return reverse ? [at(width - band), at(-band)] : [at(0), at(width)]
}

/**
 * One Web Animation per sweep cycle: the move eases out over `duration`, then the band waits past
 * the far side for `repeatDelay` before the next cycle; `delay` only comes before the first.
 */
function sweepTiming(
  duration: number,
  delay: number,
  repeat: number,
  repeatDelay: number,
): { offset: number; timing: KeyframeAnimationOptions } | null {
  const move = Math.max(duration, 0) * 1000
  const hold = Math.max(repeatDelay, 0) * 1000
  const cycle = move + hold
  if (!(cycle > 0) || !Number.isFinite(cycle)) return null
  return {
    offset: move / cycle,
    timing: {
      duration: cycle,
      delay: Math.max(delay, 0) * 1000,
      iterations: Number.isNaN(repeat) ? 1 : Math.max(repeat, 0) + 1,
    },
  }
}

/**
 * The light is a band filled with the gradient, seen only through a mask shaped like the path. The
 * band slides across the container while the mask stays put, so a single transform animation draws
 * the whole effect and the compositor can run it without the main thread. Between sweeps and before
 * the first, the band waits fully past the far side, where it lights nothing.
 */
function SweepingLight({
  id,
  geometry,
  reverse,
  pathWidth,
  startColor,
  stopColor,
  duration,
  delay,
  repeat,
  repeatDelay,
  running,
}: SweepingLightProps) {
  const bandRef = React.useRef<SVGRectElement>(null)
  const animation = React.useRef<Animation | null>(null)
  const runningNow = React.useRef(running)
  const [from, to] = sweepFrames(geometry.width, reverse)

  // Declared before the sweep, so a sweep started or replaced by the effect below starts paused
  // when the beam is not running.
  React.useEffect(() => {
    runningNow.current = running
    if (running) animation.current?.play()
    else animation.current?.pause()
  }, [running])

  React.useEffect(() => {
    const band = bandRef.current
    const sweep = sweepTiming(duration, delay, repeat, repeatDelay)
    if (!band || !sweep || typeof band.animate !== 'function') return
    const keyframes: Keyframe[] = [
      { transform: from, offset: 0, easing: EASE_OUT_EXPO },
      { transform: to, offset: sweep.offset },
    ]
    if (sweep.offset < 1) keyframes.push({ transform: to, offset: 1 })
    const started = band.animate(keyframes, sweep.timing)
    if (!runningNow.current) started.pause()
    animation.current = started
    return () => {
      started.cancel()
      animation.current = null
    }
  }, [from, to, duration, delay, repeat, repeatDelay])

  const { start, control, end } = geometry
  const margin = pathWidth + 1
  const top = round(Math.min(start.y, control.y, end.y) - margin)
  const bottom = round(Math.max(start.y, control.y, end.y) + margin)
  const left = round(Math.min(start.x, control.x, end.x) - margin)
  const right = round(Math.max(start.x, control.x, end.x) + margin)
  const bandId = `${id}-band`
  const maskId = `${id}-path`
  return (
    <>
      <defs>
        {/* The head leads in the direction of travel, in the start colour, and the tail fades out. */}
        <linearGradient id={bandId} x1={reverse ? 0 : 1} y1={0} x2={reverse ? 1 : 0} y2={0}>
          <stop stopColor={startColor} />
          <stop offset="0.325" stopColor={stopColor} />
          <stop offset="1" stopColor={stopColor} stopOpacity="0" />
        </linearGradient>
        <mask id={maskId} maskUnits="userSpaceOnUse" x={left} y={top} width={right - left} height={bottom - top}>
          <path d={geometry.d} fill="none" stroke="#fff" strokeWidth={pathWidth} strokeLinecap="round" />
        </mask>
      </defs>
      <g mask={`url(#${maskId})`}>
        <rect
          ref={bandRef}
          data-slot="animated-beam-light"
          data-motion="sweeping"
          data-state={running ? 'running' : 'paused'}
          x={0}
          y={top}
          width={round(geometry.width * BAND)}
          height={bottom - top}
          fill={`url(#${bandId})`}
          style={{ transform: to }}
        />
      </g>
    </>
  )
}
