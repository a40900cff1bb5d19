'use client'

import * as React from 'react'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

/** A point inside the lens's area, in pixels from its top-left corner. */
export type Position = {
  x: number
  y: number
}

export type LensProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** What the lens magnifies: an image, a video, any markup. */
  children: React.ReactNode
  /** How much the lens magnifies; values below 1 count as 1. */
  zoomFactor?: number
  /** Diameter of the lens in pixels. */
  lensSize?: number
  /** Where a static lens sits (with `isStatic`). */
  position?: Position
  /** Where the lens rests while the pointer is elsewhere; without it the lens shows only on hover. */
  defaultPosition?: Position
  /** Keep the lens at `position` instead of following the pointer. */
  isStatic?: boolean
  /** Seconds the lens takes to appear or disappear. */
  duration?: number
  /** Colour of the lens's mask; only its opacity matters, so a translucent colour gives a translucent lens. */
  lensColor?: string
  /** Accessible name of the zoomable region. */
  ariaLabel?: string
}

/** Pixels an arrow key moves the lens, and with Shift held. */
const STEP = 10
const BIG_STEP = 40

const ORIGIN: Position = { x: 0, y: 0 }

/**
 * A magnifying glass over its children that follows the pointer. The magnified copy is a second
 * rendering of the children, hidden from assistive technology and inert, moved and scaled with
 * transforms under a fixed circular mask, so following the pointer costs no layout, paint of the
 * mask or React render.
 *
 * The region takes keyboard focus: the lens then appears, the arrow keys move it (Shift for bigger
 * steps) and Escape puts it away. A tap toggles it on touch screens, where there is no hover. With
 * reduced motion it appears and disappears without animating.
 */
export function Lens({
  children,
  zoomFactor = 1.3,
  lensSize = 170,
  position = ORIGIN,
  defaultPosition,
  isStatic = false,
  duration = 0.1,
  lensColor = 'black',
  ariaLabel = 'Zoom Area',
  className,
  style,
  onPointerEnter,
  onPointerMove,
  onPointerLeave,
  onPointerUp,
  onKeyDown,
  onFocus,
  onBlur,
  ...props
}: LensProps) {
  const zoom = Math.max(1, zoomFactor)
  const radius = Math.max(0, lensSize) / 2
  const reduceMotion = usePrefersReducedMotion()
  const [active, setActive] = React.useState(false)
  const glassRef = React.useRef<HTMLDivElement>(null)
  const copyRef = React.useRef<HTMLDivElement>(null)

  const resting = isStatic ? position : (defaultPosition ?? position)
  const point = React.useRef<Position>(resting)
  const shown = isStatic || defaultPosition !== undefined || active

  const place = React.useCallback(
    ({ x, y }: Position) => {
      point.current = { x, y }
      if (glassRef.current) glassRef.current.style.translate = `${x}px ${y}px`
      if (copyRef.current) copyRef.current.style.transform = copyTransform(x, y, zoom)
    },
    [zoom],
  )

  const restX = resting.x
  const restY = resting.y
  const hasDefault = defaultPosition !== undefined
  // Rendered styles carry the resting spot (so a static lens is right before hydration); the pointer
  // moves the lens by writing styles directly, and this puts it back whenever that spot applies.
  React.useLayoutEffect(() => {
    if (isStatic || (!active && hasDefault)) place({ x: restX, y: restY })
    else place(point.current)
  }, [place, isStatic, active, hasDefault, restX, restY])

  const pointAt = (event: React.PointerEvent<HTMLElement>): Position => {
    const bounds = event.currentTarget.getBoundingClientRect()
    return { x: event.clientX - bounds.left, y: event.clientY - bounds.top }
  }
  const hide = () => {
    setActive(false)
    if (hasDefault) place({ x: restX, y: restY })
  }

  return (
    <section
      data-slot="lens"
      aria-label={ariaLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys move the lens, so the region takes focus
      tabIndex={0}
      {...props}
      className={cn(
        'relative z-20 overflow-hidden rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 dark:focus-visible:ring-sky-400 dark:focus-visible:ring-offset-zinc-950',
        className,
      )}
      style={style}
      onPointerEnter={(event) => {
        onPointerEnter?.(event)
        if (isStatic || event.pointerType === 'touch') return
        place(pointAt(event))
        setActive(true)
      }}
      onPointerMove={(event) => {
        onPointerMove?.(event)
        if (isStatic || event.pointerType === 'touch') return
        place(pointAt(event))
        setActive(true)
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event)
        // A lifted finger "leaves" too; a tapped lens stays until the next tap.
        if (isStatic || event.pointerType === 'touch') return
        hide()
      }}
      onPointerUp={(event) => {
        onPointerUp?.(event)
        if (isStatic || event.pointerType !== 'touch') return
        if (active) hide()
        else {
          place(pointAt(event))
          setActive(true)
        }
      }}
      onFocus={(event) => {
        onFocus?.(event)
        if (isStatic || event.target !== event.currentTarget || !focusVisible(event.currentTarget)) return
        if (!active && !hasDefault) place(center(event.currentTarget))
        setActive(true)
      }}
      onBlur={(event) => {
        onBlur?.(event)
        if (!isStatic && event.target === event.currentTarget) hide()
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        if (isStatic || event.defaultPrevented || event.target !== event.currentTarget) return
        if (event.key === 'Escape') {
          if (active) hide()
          return
        }
        const step = event.shiftKey ? BIG_STEP : STEP
        const delta: Record<string, Position> = {
          ArrowLeft: { x: -step, y: 0 },
          ArrowRight: { x: step, y: 0 },
          ArrowUp: { x: 0, y: -step },
          ArrowDown: { x: 0, y: step },
        }
        const move = delta[event.key]
        if (!move) return
        event.preventDefault()
        const area = event.currentTarget.getBoundingClientRect()
        const from = active || hasDefault ? point.current : center(event.currentTarget)
        place({
          x: clamp(from.x + move.x, 0, area.width),
          y: clamp(from.y + move.y, 0, area.height),
        })
        setActive(true)
      }}
    >
      {children}
      <div
        ref={glassRef}
        data-slot="lens-glass"
        data-state={shown ? 'open' : 'closed'}
        aria-hidden
        inert
        className="pointer-events-none absolute z-50"
        style={{
          // The glass is larger than the area by the radius on every side, so its circular mask, drawn
          // once around the glass's own centre point, never has to move or repaint.
          left: -radius,
          top: -radius,
          width: `calc(100% + ${2 * radius}px)`,
          height: `calc(100% + ${2 * radius}px)`,
          translate: `${resting.x}px ${resting.y}px`,
          transformOrigin: `${radius}px ${radius}px`,
          maskImage: lensMask(radius, lensColor),
          WebkitMaskImage: lensMask(radius, lensColor),
          opacity: shown ? 1 : 0,
          scale: shown || reduceMotion ? '1' : '0.6',
          transition: reduceMotion ? 'none' : `opacity ${duration}s ease-out, scale ${duration}s ease-out`,
        }}
      >
        <div
          ref={copyRef}
          className="absolute origin-top-left"
          style={{
            inset: radius,
            transform: copyTransform(resting.x, resting.y, zoom),
          }}
        >
          {children}
        </div>
      </div>
    </section>
  )
}

/** Scales the copy about the lens's point and moves that point under the glass's centre. */
function copyTransform(x: number, y: number, zoom: number) {
  return `translate(${-zoom * x}px, ${-zoom * y}px) scale(${zoom})`
}

function lensMask(radius: number, color: string) {
  return `radial-gradient(circle ${radius}px at ${radius}px ${radius}px, ${color} 100%, transparent 100%)`
}

function center(element: HTMLElement): Position {
  const bounds = element.getBoundingClientRect()
  return { x: bounds.width / 2, y: bounds.height / 2 }
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value))
}

/** Keyboard focus, not the focus a click gives: only the keyboard needs the lens on focus. */
function focusVisible(element: HTMLElement) {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}
