'use client'

import { motion, useSpring } from 'motion/react'
import * as React from 'react'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type SpringConfig = {
  /** How quickly the motion settles. */
  damping: number
  /** How strongly the cursor is pulled towards the mouse. */
  stiffness: number
  /** The cursor's weight: more mass, more lag. */
  mass: number
  /** Distance below which the spring counts as at rest. */
  restDelta: number
}

export type SmoothCursorProps = {
  /** What to draw as the cursor, centred on the mouse position. Defaults to an arrow. */
  cursor?: React.ReactNode
  /** The spring the cursor follows the mouse with; missing fields keep their defaults. */
  springConfig?: Partial<SpringConfig>
  /**
   * Replace the cursor only over this element instead of the whole page, which suits a demo or a
   * single section.
   */
  container?: React.RefObject<HTMLElement | null>
  /** Extra classes for the element that carries the cursor. */
  className?: string
}

const DEFAULT_SPRING: SpringConfig = { damping: 45, stiffness: 400, mass: 1, restDelta: 0.001 }

/** Devices with a mouse (or trackpad) somewhere; a phone or tablet alone has nothing to replace. */
const FINE_POINTER = '(any-hover: hover) and (any-pointer: fine)'

/** Hides the system cursor on the scope and everything in it, links and text fields included. */
const HIDE_CURSOR = ['cursor-none!', '**:cursor-none!']

function subscribeFinePointer(onChange: () => void) {
  const media = window.matchMedia?.(FINE_POINTER)
  media?.addEventListener('change', onChange)
  return () => media?.removeEventListener('change', onChange)
}

function useFinePointer() {
  return React.useSyncExternalStore(
    subscribeFinePointer,
    () => window.matchMedia?.(FINE_POINTER).matches ?? false,
    () => false,
  )
}

/**
 * A cursor that follows the mouse on a spring, turning to face the way it moves and squeezing a
 * little at speed. Unlike Magic UI's, which hides the system cursor on the whole document from the
 * moment it mounts, this one hides it only while a mouse is actually moving over the page (or over
 * `container`), and gives it back on any key press, when the mouse leaves, when the window loses
 * focus and on unmount, so keyboard users always keep theirs. On touch-only devices and with reduced
 * motion it renders nothing and touches nothing.
 */
export function SmoothCursor({ cursor, springConfig, container, className }: SmoothCursorProps) {
  const spring = { ...DEFAULT_SPRING, ...springConfig }
  const reduceMotion = usePrefersReducedMotion()
  const finePointer = useFinePointer()
  const enabled = finePointer && !reduceMotion
  const [visible, setVisible] = React.useState(false)

  const x = useSpring(0, spring)
  const y = useSpring(0, spring)
  const rotate = useSpring(0, { ...spring, stiffness: 280, damping: 50 })
  const scale = useSpring(1, { ...spring, stiffness: 450, damping: 30 })

  React.useEffect(() => {
    if (!enabled) return
    const scope = container ? container.current : document.documentElement
    if (!scope) return
    let added: string[] = []
    let last: { x: number; y: number; time: number } | undefined
    let heading = 0
    let turned = 0
    let release: ReturnType<typeof setTimeout> | undefined

    const hide = () => {
      scope.classList.remove(...added)
      added = []
      last = undefined
      clearTimeout(release)
      scale.jump(1)
      setVisible(false)
    }
    const move = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return hide()
      if (event.pointerType !== 'mouse') return
      if (!added.length) {
        // Appear where the mouse is rather than flying in from the last place it was seen.
        x.jump(event.clientX)
        y.jump(event.clientY)
        added = HIDE_CURSOR.filter((name) => !scope.classList.contains(name))
        scope.classList.add(...added)
        setVisible(true)
      }
      x.set(event.clientX)
      y.set(event.clientY)
      const previous = last
      last = { x: event.clientX, y: event.clientY, time: event.timeStamp }
      if (!previous || event.timeStamp <= previous.time) return
      const elapsed = event.timeStamp - previous.time
      const vx = (event.clientX - previous.x) / elapsed
      const vy = (event.clientY - previous.y) / elapsed
      if (Math.hypot(vx, vy) < 0.1) return
      // The arrow points up at rest, so facing the direction of travel is its angle plus a quarter turn.
      const angle = (Math.atan2(vy, vx) * 180) / Math.PI + 90
      // Turn the short way round, accumulating, so crossing ±180° never spins the cursor backwards.
      turned += ((angle - heading + 540) % 360) - 180
      heading = angle
      rotate.set(turned)
      scale.set(0.95)
      clearTimeout(release)
      release = setTimeout(() => scale.set(1), 150)
    }
    const touch = (event: PointerEvent) => {
      if (event.pointerType === 'touch') hide()
    }

    const moves: EventTarget = container ? scope : window
    moves.addEventListener('pointermove', move as EventListener, { passive: true })
    scope.addEventListener('pointerleave', hide)
    window.addEventListener('pointerdown', touch)
    window.addEventListener('keydown', hide, true)
    window.addEventListener('blur', hide)
    return () => {
      moves.removeEventListener('pointermove', move as EventListener)
      scope.removeEventListener('pointerleave', hide)
      window.removeEventListener('pointerdown', touch)
      window.removeEventListener('keydown', hide, true)
      window.removeEventListener('blur', hide)
      hide()
    }
  }, [enabled, container, x, y, rotate, scale])

  if (!enabled) return null

  return (
    <motion.div
      data-slot="smooth-cursor"
      data-state={visible ? 'visible' : 'hidden'}
      aria-hidden
      className={cn('pointer-events-none fixed top-0 left-0 z-[100] origin-top-left will-change-transform', className)}
      style={{ x, y, rotate, scale }}
    >
      <div
        className={cn(
          '-translate-x-1/2 -translate-y-1/2 transition-opacity duration-150',
          visible ? 'opacity-100' : 'opacity-0',
        )}
      >
        {cursor ?? <Arrow />}
      </div>
    </motion.div>
  )
}

/** The default cursor: an arrow pointing the way the mouse goes. */
function Arrow() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      width={24}
      height={24}
      className="block drop-shadow-[0_1px_2px_rgb(0_0_0/0.35)]"
      fill="#0a0a0a"
      stroke="#ffffff"
      strokeWidth={1.75}
      strokeLinejoin="round"
    >
      <path d="M12 2.5 20 21l-8-3.8L4 21z" />
    </svg>
  )
}
