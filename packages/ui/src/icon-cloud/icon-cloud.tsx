'use client'

import * as React from 'react'
import { useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type IconCloudProps = React.ComponentProps<'div'> & {
  /** Icons to place on the sphere: SVG elements, icon components or any small element. */
  icons?: React.ReactNode[]
  /** Image URLs to place on the sphere, after the icons; each is cropped to a circle. */
  images?: string[]
}

type Point = { x: number; y: number; z: number }

/** Numbered markers shown when neither icons nor images are given. */
const PLACEHOLDERS = 20
/** Turn of the sphere on its own, in radians per second. */
const SPIN = 0.35
/** Exponential decay of a fling, per second. */
const FRICTION = 3
/** Radius of the sphere as a share of the cloud's width. */
const RADIUS = 0.36
/** How far the arrow keys turn the sphere, in radians. */
const KEY_STEP = 0.2
/** Tilt is kept short of the poles, so a horizontal drag always turns the sphere the same way. */
const MAX_TILT = 1.2

/** `count` points spread evenly over a unit sphere (a Fibonacci lattice). */
export function spherePoints(count: number): Point[] {
  const golden = Math.PI * (3 - Math.sqrt(5))
  return Array.from({ length: count }, (_, i) => {
    const y = 1 - ((i + 0.5) / count) * 2
    const ring = Math.sqrt(1 - y * y)
    return { x: Math.cos(golden * i) * ring, y, z: Math.sin(golden * i) * ring }
  })
}

/**
 * Icons and images spread over a sphere that turns slowly in 3D. Each icon is a real element moved
 * by `transform` and `opacity` only: nearer icons are larger and brighter, so it needs no canvas and
 * your icons keep their CSS colours (dark mode included). The sphere can be turned by dragging, with
 * a little glide on release, or with the arrow keys when focused. It stops turning while off screen
 * or in a hidden tab, and with reduced motion it stands still and only turns when moved by hand. For
 * assistive technology it is one image, named by `aria-label`.
 */
export function IconCloud({
  icons,
  images,
  className,
  'aria-label': ariaLabel = 'Interactive 3D icon cloud',
  onKeyDown,
  ...props
}: IconCloudProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const itemsRef = React.useRef<Array<HTMLElement | null>>([])
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(rootRef)
  const [ready, setReady] = React.useState(false)

  const iconCount = icons?.length ?? 0
  const total = iconCount + (images?.length ?? 0)
  const count = total || PLACEHOLDERS
  const points = React.useMemo(() => spherePoints(count), [count])

  // The frame loop lives outside React and reads the latest settings and pointer state from here.
  const live = React.useRef({
    points,
    rotX: -0.3,
    rotY: 0,
    velX: 0,
    velY: 0,
    spin: false,
    dragging: false,
    pointerX: 0,
    pointerY: 0,
    lastMove: 0,
    reduceMotion: false,
    frame: 0,
    last: 0,
    schedule: () => {},
  })

  React.useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const state = live.current

    const draw = () => {
      const radius = root.offsetWidth * RADIUS
      const [cosX, sinX] = [Math.cos(state.rotX), Math.sin(state.rotX)]
      const [cosY, sinY] = [Math.cos(state.rotY), Math.sin(state.rotY)]
      state.points.forEach((point, i) => {
        const item = itemsRef.current[i]
        if (!item) return
        const x = point.x * cosY + point.z * sinY
        const z1 = point.z * cosY - point.x * sinY
        const y = point.y * cosX - z1 * sinX
        const z = point.y * sinX + z1 * cosX
        // 0 at the back of the sphere, 1 at the front.
        const near = (z + 1) / 2
        item.style.transform = `translate3d(${(x * radius).toFixed(2)}px, ${(y * radius).toFixed(2)}px, 0) scale(${(0.55 + 0.45 * near).toFixed(3)})`
        item.style.opacity = (0.2 + 0.8 * near).toFixed(3)
        item.style.zIndex = String(Math.round(near * 100))
      })
    }

    const tick = (now: number) => {
      state.frame = 0
      // A long gap (the tab was in the background) moves the sphere by one short step, not the gap.
      const seconds = state.last ? Math.min(now - state.last, 100) / 1000 : 0
      state.last = now
      if (!state.dragging) {
        if (state.velX !== 0 || state.velY !== 0) {
          state.rotY += state.velY * seconds
          state.rotX = clampTilt(state.rotX + state.velX * seconds)
          const decay = Math.exp(-FRICTION * seconds)
          state.velX *= decay
          state.velY *= decay
          if (Math.hypot(state.velX, state.velY) < 0.01) state.velX = state.velY = 0
        }
        if (state.spin) state.rotY += SPIN * seconds
      }
      draw()
      if (state.spin || state.velX !== 0 || state.velY !== 0) state.frame = requestAnimationFrame(tick)
      else state.last = 0
    }

    state.schedule = () => {
      if (!state.frame) state.frame = requestAnimationFrame(tick)
    }
    draw()
    setReady(true)
    state.schedule()

    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => state.schedule())
    resize?.observe(root)
    return () => {
      cancelAnimationFrame(state.frame)
      state.frame = 0
      state.last = 0
      state.schedule = () => {}
      resize?.disconnect()
    }
  }, [])

  React.useEffect(() => {
    const state = live.current
    state.reduceMotion = reduceMotion
    state.spin = onScreen && !reduceMotion
    // Nothing glides on where nobody can see it, or for visitors who asked for stillness.
    if (!onScreen || reduceMotion) state.velX = state.velY = 0
    state.schedule()
  }, [onScreen, reduceMotion])

  React.useEffect(() => {
    live.current.points = points
    live.current.schedule()
  }, [points])

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    const state = live.current
    state.dragging = true
    state.velX = state.velY = 0
    state.pointerX = event.clientX
    state.pointerY = event.clientY
    state.lastMove = event.timeStamp
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const state = live.current
    if (!state.dragging) return
    // Dragging across the whole cloud turns the sphere by half a turn.
    const perPixel = Math.PI / Math.max(event.currentTarget.offsetWidth, 1)
    const turnY = (event.clientX - state.pointerX) * perPixel
    const turnX = -(event.clientY - state.pointerY) * perPixel
    const elapsed = Math.max(event.timeStamp - state.lastMove, 1) / 1000
    state.rotY += turnY
    state.rotX = clampTilt(state.rotX + turnX)
    // Smoothed, so one jittery sample at release does not decide the fling.
    state.velY = state.velY * 0.6 + (turnY / elapsed) * 0.4
    state.velX = state.velX * 0.6 + (turnX / elapsed) * 0.4
    state.pointerX = event.clientX
    state.pointerY = event.clientY
    state.lastMove = event.timeStamp
    state.schedule()
  }
  const onPointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    const state = live.current
    if (!state.dragging) return
    state.dragging = false
    // A pause before letting go means the visitor stopped the sphere on purpose.
    if (state.reduceMotion || event.timeStamp - state.lastMove > 80) state.velX = state.velY = 0
    event.currentTarget.releasePointerCapture?.(event.pointerId)
    state.schedule()
  }
  const onKey = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    const turn = keyTurns[event.key]
    if (event.defaultPrevented || !turn) return
    event.preventDefault()
    const state = live.current
    state.rotY += turn[0] * KEY_STEP
    state.rotX = clampTilt(state.rotX + turn[1] * KEY_STEP)
    state.schedule()
  }

  return (
    <div
      ref={rootRef}
      data-slot="icon-cloud"
      data-ready={ready || undefined}
      data-paused={onScreen && !reduceMotion ? undefined : ''}
      role="img"
      aria-label={ariaLabel}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys turn the sphere, so it must take focus
      tabIndex={0}
      onKeyDown={onKey}
      {...props}
      className={cn(
        'relative aspect-square w-full max-w-[400px] select-none rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <div
        aria-hidden
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        className={cn(
          'absolute inset-0 cursor-grab touch-pan-y opacity-0 transition-opacity duration-500 active:cursor-grabbing motion-reduce:transition-none',
          ready && 'opacity-100',
        )}
      >
        {Array.from({ length: count }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: each slot is a fixed point of the sphere
            key={i}
            ref={(node) => {
              itemsRef.current[i] = node
            }}
            data-slot="icon-cloud-item"
            className="absolute top-[45%] left-[45%] flex size-[10%] items-center justify-center will-change-transform [&>svg]:size-full"
          >
            {total === 0 ? (
              <svg aria-hidden="true" viewBox="0 0 40 40" className="size-full">
                <circle cx="20" cy="20" r="20" className="fill-indigo-600" />
                <text
                  x="20"
                  y="20"
                  dy="0.35em"
                  textAnchor="middle"
                  className="fill-white font-sans text-base font-semibold"
                >
                  {i + 1}
                </text>
              </svg>
            ) : i < iconCount ? (
              icons?.[i]
            ) : (
              <img
                src={images?.[i - iconCount]}
                alt=""
                draggable={false}
                className="size-full rounded-full object-cover"
              />
            )}
          </span>
        ))}
      </div>
    </div>
  )
}

/** Arrow keys as turns of the sphere: [around its vertical axis, around its horizontal axis]. */
const keyTurns: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
}

function clampTilt(angle: number) {
  return Math.min(MAX_TILT, Math.max(-MAX_TILT, angle))
}
