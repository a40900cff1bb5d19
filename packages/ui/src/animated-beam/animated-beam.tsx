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
 * on the server and needs no layout at render time. The light moves by transforms alone, which the
 * compositor runs, and it pauses while the container is off screen or the tab is hidden. With
 * reduced motion the light stands still and the whole path shows the gradient instead.
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

  const from = geometry && (reverse ? geometry.end : geometry.start)
  const to = geometry && (reverse ? geometry.start : geometry.end)
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
      {geometry && from && to ? (
        <>
          <path
            d={geometry.d}
            stroke={pathColor}
            strokeWidth={pathWidth}
            strokeOpacity={pathOpacity}
            strokeLinecap="round"
          />
          <defs>
            <linearGradient
              id={gradientId}
              data-motion={reduceMotion ? 'static' : undefined}
              gradientUnits="userSpaceOnUse"
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
            >
              <stop stopColor={gradientStartColor} />
              <stop offset="1" stopColor={gradientStopColor} />
            </linearGradient>
          </defs>
          {reduceMotion ? (
            <path
              data-slot="animated-beam-light"
              d={geometry.d}
              stroke={`url(#${gradientId})`}
              strokeWidth={pathWidth}
              strokeOpacity={0.6}
              strokeLinecap="round"
            />
          ) : (
            <TravellingLight
              id={id}
              d={geometry.d}
              stroke={`url(#${gradientId})`}
              from={from}
              to={to}
              curvature={curvature}
              pathWidth={pathWidth}
              duration={duration}
              delay={delay}
              running={onScreen}
            />
          )}
        </>
      ) : null}
    </svg>
  )
}

type TravellingLightProps = {
  id: string
  d: string
  stroke: string
  from: Point
  to: Point
  curvature: number
  pathWidth: number
  duration: number
  delay: number
  running: boolean
}

/** The moving parts of the light: where the window starts and ends, in the path's coordinates. */
function travellingFrames(from: Point, to: Point, curvature: number, pathWidth: number) {
  const length = Math.max(Math.hypot(to.x - from.x, to.y - from.y), 1)
  const angle = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI
  const band = length / 3
  // Wide enough for the bow of the curve (half the curvature at its middle) and the stroke.
  const half = Math.abs(curvature) / 2 + pathWidth + 2
  const r = (n: number) => Math.round(n * 100) / 100
  const onPath = `translate(${r(from.x)}px, ${r(from.y)}px) rotate(${r(angle)}deg)`
  const backToPath = `rotate(${r(-angle)}deg) translate(${r(-from.x)}px, ${r(-from.y)}px)`
  return {
    band: r(band),
    height: r(half * 2),
    window: [`${onPath} translate(${r(-band)}px, ${r(-half)}px)`, `${onPath} translate(${r(length)}px, ${r(-half)}px)`],
    content: [
      `translate(${r(band)}px, ${r(half)}px) ${backToPath}`,
      `translate(${r(-length)}px, ${r(half)}px) ${backToPath}`,
    ],
  }
}

/**
 * The light is the path itself, drawn in the gradient, seen through a window a third of the beam
 * long that slides along the line from one end to the other, its edges faded by a mask. The window
 * moves one way while the path inside it moves back by the same amount, so the path stays put and
 * only the lit stretch travels. Both are transform animations on the same clock, which the
 * compositor runs without the main thread; the window starts fully before the first end and
 * finishes fully past the second, so the light enters and leaves smoothly.
 */
function TravellingLight({
  id,
  d,
  stroke,
  from,
  to,
  curvature,
  pathWidth,
  duration,
  delay,
  running,
}: TravellingLightProps) {
  const windowRef = React.useRef<SVGGElement>(null)
  const contentRef = React.useRef<SVGGElement>(null)
  const animations = React.useRef<Animation[]>([])
  const runningNow = React.useRef(running)
  runningNow.current = running
  const frames = travellingFrames(from, to, curvature, pathWidth)
  const framesKey = JSON.stringify(frames)

  // biome-ignore lint/correctness/useExhaustiveDependencies: framesKey is the content of frames
  React.useEffect(() => {
    const windowElement = windowRef.current
    const content = contentRef.current
    if (!windowElement || !content || typeof windowElement.animate !== 'function') return
    const timing: KeyframeAnimationOptions = {
      duration: duration * 1000,
      delay: delay * 1000,
      iterations: Number.POSITIVE_INFINITY,
      easing: 'cubic-bezier(0.45, 0, 0.25, 1)',
      fill: 'backwards',
    }
    const started = [
      windowElement.animate(
        frames.window.map((transform) => ({ transform })),
        timing,
      ),
      content.animate(
        frames.content.map((transform) => ({ transform })),
        timing,
      ),
    ]
    if (!runningNow.current) for (const animation of started) animation.pause()
    animations.current = started
    return () => {
      for (const animation of started) animation.cancel()
      animations.current = []
    }
  }, [framesKey, duration, delay])

  React.useEffect(() => {
    const [windowAnimation, contentAnimation] = animations.current
    if (!windowAnimation || !contentAnimation) return
    if (running) {
      windowAnimation.play()
      contentAnimation.play()
      // Both parts must stay on one clock, or the path would drift inside its window.
      contentAnimation.currentTime = windowAnimation.currentTime
    } else {
      windowAnimation.pause()
      contentAnimation.pause()
    }
  }, [running])

  const maskId = `${id}-window`
  const edgeId = `${id}-edges`
  return (
    <>
      <defs>
        <linearGradient id={edgeId}>
          <stop stopColor="#fff" stopOpacity="0" />
          <stop offset="0.3" stopColor="#fff" />
          <stop offset="0.7" stopColor="#fff" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
        <mask id={maskId} maskUnits="userSpaceOnUse" x="0" y="0" width={frames.band} height={frames.height}>
          <rect width={frames.band} height={frames.height} fill={`url(#${edgeId})`} />
        </mask>
      </defs>
      <g
        ref={windowRef}
        data-slot="animated-beam-window"
        data-motion="travelling"
        data-state={running ? 'running' : 'paused'}
        style={{ transform: frames.window[0] }}
      >
        <g mask={`url(#${maskId})`}>
          <g ref={contentRef} style={{ transform: frames.content[0] }}>
            <path data-slot="animated-beam-light" d={d} stroke={stroke} strokeWidth={pathWidth} strokeLinecap="round" />
          </g>
        </g>
      </g>
    </>
  )
}
