'use client'

import { motion, useReducedMotion } from 'motion/react'
import * as React from 'react'
import { cn } from '../lib/utils'

type Point = { x: number; y: number }

type BeamGeometry = {
  width: number
  height: number
  start: Point
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
  /** How far the middle of the path bows away from a straight line, in pixels; positive bows up (or left). */
  curvature?: number
  /** Send the light from the end towards the start. */
  reverse?: boolean
  /** Seconds the light takes to travel the path once. */
  duration?: number
  /** Seconds before the first run. */
  delay?: number
  pathColor?: string
  pathWidth?: number
  pathOpacity?: number
  gradientStartColor?: string
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

/**
 * The quadratic curve between two points whose control point sits `curvature` pixels off the
 * midpoint, at right angles to the line. The normal is chosen so that positive values bow the path
 * up (or left, for a vertical line) whichever way the beam runs.
 */
export function beamPath(start: Point, end: Point, curvature: number): string {
  const dx = end.x - start.x
  const dy = end.y - start.y
  const length = Math.hypot(dx, dy) || 1
  let nx = dy / length
  let ny = -dx / length
  if (ny > 0 || (ny === 0 && nx > 0)) {
    nx = -nx
    ny = -ny
  }
  const cx = (start.x + end.x) / 2 + nx * curvature
  const cy = (start.y + end.y) / 2 + ny * curvature
  const r = (n: number) => Math.round(n * 100) / 100
  return `M ${r(start.x)},${r(start.y)} Q ${r(cx)},${r(cy)} ${r(end.x)},${r(end.y)}`
}

/**
 * A gradient of light that travels along a curved path between two elements. The path is measured
 * after mount and again whenever the container or either end changes size, so it renders nothing
 * on the server and needs no layout at render time. With reduced motion the light stands still and
 * the whole path shows the gradient instead.
 */
export function AnimatedBeam({
  containerRef,
  fromRef,
  toRef,
  curvature = 0,
  reverse = false,
  duration = 5,
  delay = 0,
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
  const gradientId = `beam-${React.useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const reduceMotion = useReducedMotion()
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
      const next = { width: box.width, height: box.height, start, end, d: beamPath(start, end, curvature) }
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
          <path
            data-slot="animated-beam-light"
            d={geometry.d}
            stroke={`url(#${gradientId})`}
            strokeWidth={pathWidth}
            strokeOpacity={reduceMotion ? 0.6 : 1}
            strokeLinecap="round"
          />
          <defs>
            {reduceMotion ? (
              <linearGradient
                id={gradientId}
                data-motion="static"
                gradientUnits="userSpaceOnUse"
                x1={reverse ? geometry.end.x : geometry.start.x}
                y1={reverse ? geometry.end.y : geometry.start.y}
                x2={reverse ? geometry.start.x : geometry.end.x}
                y2={reverse ? geometry.start.y : geometry.end.y}
              >
                <stop stopColor={gradientStartColor} />
                <stop offset="1" stopColor={gradientStopColor} />
              </linearGradient>
            ) : (
              <TravellingGradient
                // A new path or timing restarts the run from its beginning rather than jumping mid-way.
                key={`${geometry.d}|${reverse}|${duration}|${delay}`}
                id={gradientId}
                from={reverse ? geometry.end : geometry.start}
                to={reverse ? geometry.start : geometry.end}
                duration={duration}
                delay={delay}
                startColor={gradientStartColor}
                stopColor={gradientStopColor}
              />
            )}
          </defs>
        </>
      ) : null}
    </svg>
  )
}

/**
 * A band of colour, a third of the beam's length, that moves along the line from one end to the
 * other. Outside the band the gradient pads with transparent stops, so only the band is lit. It
 * starts fully before the first end and finishes fully past the second, so it enters and leaves
 * smoothly.
 */
function TravellingGradient({
  id,
  from,
  to,
  duration,
  delay,
  startColor,
  stopColor,
}: {
  id: string
  from: Point
  to: Point
  duration: number
  delay: number
  startColor: string
  stopColor: string
}) {
  const bandX = (to.x - from.x) / 3
  const bandY = (to.y - from.y) / 3
  const x1: [number, number] = [from.x - bandX, to.x]
  const y1: [number, number] = [from.y - bandY, to.y]
  const x2: [number, number] = [from.x, to.x + bandX]
  const y2: [number, number] = [from.y, to.y + bandY]
  return (
    <motion.linearGradient
      id={id}
      data-motion="travelling"
      gradientUnits="userSpaceOnUse"
      initial={{ x1: x1[0], y1: y1[0], x2: x2[0], y2: y2[0] }}
      animate={{ x1, y1, x2, y2 }}
      transition={{ duration, delay, ease: [0.45, 0, 0.25, 1], repeat: Number.POSITIVE_INFINITY, repeatDelay: 0 }}
    >
      <stop stopColor={startColor} stopOpacity="0" />
      <stop offset="0.3" stopColor={startColor} />
      <stop offset="0.7" stopColor={stopColor} />
      <stop offset="1" stopColor={stopColor} stopOpacity="0" />
    </motion.linearGradient>
  )
}
