'use client'

import { cva, type VariantProps } from 'class-variance-authority'
import { type HTMLMotionProps, type MotionValue, motion, useMotionValue, useSpring, useTransform } from 'motion/react'
import * as React from 'react'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { omit } from '../lib/omit'
import { cn } from '../lib/utils'

const DEFAULT_SIZE = 40
const DEFAULT_MAGNIFICATION = 60
const DEFAULT_DISTANCE = 140

/** The dock's look; `direction` lines the icons up along the top, middle or bottom edge as they grow. */
export const dockVariants = cva(
  'mx-auto mt-8 flex h-[58px] w-max items-center justify-center gap-2 rounded-2xl border border-zinc-950/10 bg-white/70 p-2 backdrop-blur-md dark:border-white/15 dark:bg-zinc-900/60',
  {
    variants: {
      direction: { top: 'items-start', middle: 'items-center', bottom: 'items-end' },
    },
    defaultVariants: { direction: 'middle' },
  },
)

type DockSettings = {
  mouseX: MotionValue<number>
  size: number
  magnification: number
  distance: number
  disableMagnification: boolean
}

const DockContext = React.createContext<DockSettings | null>(null)

export type DockProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof dockVariants> & {
    children?: React.ReactNode
    /** Resting size of each icon in pixels. */
    iconSize?: number
    /** Size in pixels of the icon right under the pointer. */
    iconMagnification?: number
    /** How far from the pointer, in pixels, icons still grow. */
    iconDistance?: number
    /** Which edge the icons keep to as they grow. */
    direction?: 'top' | 'middle' | 'bottom'
    /** Keep every icon at its resting size. */
    disableMagnification?: boolean
  }

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Keys that, inside a text field, edit the text rather than move between the dock's items. */
function editsText(target: EventTarget) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/**
 * A row of icons that swell as the pointer passes over them, like the macOS dock. It is a toolbar:
 * the buttons and links you put in its icons stay in the tab order, and the arrow keys, Home and End
 * also move between them. Only a mouse or pen magnifies: touch, reduced motion and
 * `disableMagnification` leave a plain row of icons at their resting size.
 */
export function Dock({
  className,
  children,
  iconSize = DEFAULT_SIZE,
  iconMagnification = DEFAULT_MAGNIFICATION,
  iconDistance = DEFAULT_DISTANCE,
  direction = 'middle',
  disableMagnification = false,
  onPointerMove,
  onPointerLeave,
  onKeyDown,
  ...props
}: DockProps) {
  const mouseX = useMotionValue(Number.POSITIVE_INFINITY)
  const settings = React.useMemo<DockSettings>(
    () => ({
      mouseX,
      size: iconSize,
      magnification: iconMagnification,
      distance: iconDistance,
      disableMagnification,
    }),
    [mouseX, iconSize, iconMagnification, iconDistance, disableMagnification],
  )

  return (
    <DockContext.Provider value={settings}>
      <div
        data-slot="dock"
        role="toolbar"
        {...props}
        className={cn(dockVariants({ direction }), className)}
        onPointerMove={(event) => {
          onPointerMove?.(event)
          // A finger has no hover: a tap would leave one icon swollen until the next touch.
          if (event.pointerType !== 'touch') mouseX.set(event.clientX)
        }}
        onPointerLeave={(event) => {
          onPointerLeave?.(event)
          mouseX.set(Number.POSITIVE_INFINITY)
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          if (event.defaultPrevented || editsText(event.target)) return
          const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
          const current = items.indexOf(event.target as HTMLElement)
          if (current === -1) return
          const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
          const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
          const back = rtl ? 'ArrowRight' : 'ArrowLeft'
          const next =
            event.key === forward || event.key === 'ArrowDown'
              ? (current + 1) % items.length
              : event.key === back || event.key === 'ArrowUp'
                ? (current - 1 + items.length) % items.length
                : event.key === 'Home'
                  ? 0
                  : event.key === 'End'
                    ? items.length - 1
                    : undefined
          if (next === undefined) return
          event.preventDefault()
          items[next]?.focus()
        }}
      >
        {children}
      </div>
    </DockContext.Provider>
  )
}

export type DockIconProps = Omit<HTMLMotionProps<'div'>, 'children'> & {
  /** Resting size in pixels; inside a `Dock` it defaults to the dock's `iconSize`. */
  size?: number
  /** Size in pixels right under the pointer; defaults to the dock's `iconMagnification`. */
  magnification?: number
  /** Keep this icon at its resting size. */
  disableMagnification?: boolean
  /** How far from the pointer it still grows; defaults to the dock's `iconDistance`. */
  distance?: number
  /** The pointer's horizontal position (client pixels); a `Dock` provides it. */
  mouseX?: MotionValue<number>
  className?: string
  children?: React.ReactNode
  /** Accepted so code written for Magic UI's DockIcon compiles; it is not used. */
  props?: React.PropsWithChildren
}

/**
 * One icon of a `Dock`: a round slot that grows while the pointer is near its centre. Put a button
 * or link inside it (with an accessible name); the slot itself is not focusable. Its size is a
 * spring driven by the pointer, written straight to the element without re-rendering React.
 */
export function DockIcon({
  size,
  magnification,
  disableMagnification,
  distance,
  mouseX,
  className,
  children,
  style,
  ...rest
}: DockIconProps) {
  // Magic UI's `props` slot is accepted and dropped: it is no attribute of the element.
  const props = omit(rest, ['props'])
  const dock = React.useContext(DockContext)
  const ref = React.useRef<HTMLDivElement>(null)
  const idle = useMotionValue(Number.POSITIVE_INFINITY)
  const restSize = size ?? dock?.size ?? DEFAULT_SIZE
  const peakSize = magnification ?? dock?.magnification ?? DEFAULT_MAGNIFICATION
  const reach = Math.max(1, distance ?? dock?.distance ?? DEFAULT_DISTANCE)
  // Growing and shrinking is motion the visitor asked not to see; the row then simply stands still.
  const still = usePrefersReducedMotion() || (disableMagnification ?? dock?.disableMagnification ?? false)

  const pointer = mouseX ?? dock?.mouseX ?? idle
  const target = useTransform(pointer, (x: number) => {
    const element = ref.current
    // Only measure while the pointer is over the dock, so a resting dock costs no layout reads.
    if (still || !element || !Number.isFinite(x)) return restSize
    const bounds = element.getBoundingClientRect()
    const away = Math.abs(x - (bounds.left + bounds.width / 2))
    return away >= reach ? restSize : restSize + (peakSize - restSize) * (1 - away / reach)
  })
  const side = useSpring(target, { mass: 0.1, stiffness: 160, damping: 13 })
  // A new resting size, or an icon that stops magnifying (reduced motion switched on), takes effect
  // at once: only the pointer's sweep is animated.
  React.useLayoutEffect(() => {
    if (still || !Number.isFinite(pointer.get())) side.jump(restSize)
  }, [side, pointer, still, restSize])

  return (
    <motion.div
      ref={ref}
      data-slot="dock-icon"
      {...props}
      style={{ ...style, width: side, height: side, padding: Math.max(6, restSize * 0.2) }}
      className={cn(
        'flex aspect-square shrink-0 items-center justify-center rounded-full',
        still && 'transition-shadow hover:ring-4 hover:ring-zinc-950/10 dark:hover:ring-white/20',
        className,
      )}
    >
      {children}
    </motion.div>
  )
}
