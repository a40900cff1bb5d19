'use client'

import { AnimatePresence, type HTMLMotionProps, motion, useMotionValue } from 'motion/react'
import * as React from 'react'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type PointerProps = HTMLMotionProps<'div'>

/** Hides the system cursor on the area and everything in it, links and text fields included. */
const HIDE_CURSOR = ['cursor-none!', '**:cursor-none!']

/**
 * Replaces the mouse cursor with your own pointer while the mouse is over the element that
 * contains `<Pointer />`. Pass the pointer as children (any markup, or a `motion` element that
 * animates), or style the default arrow with `className`; other props go to the motion element that
 * carries it, so `initial`, `animate`, `exit` and `transition` change how it appears.
 *
 * Only a mouse or pen brings the custom pointer: touch has no cursor to replace, and the system
 * cursor comes back the moment the mouse leaves the area or the window. With reduced motion it does
 * nothing at all and the system cursor stays.
 */
export function Pointer({ className, style, children, ...props }: PointerProps) {
  const x = useMotionValue(0)
  const y = useMotionValue(0)
  const [active, setActive] = React.useState(false)
  const anchorRef = React.useRef<HTMLSpanElement>(null)
  const reduceMotion = usePrefersReducedMotion()

  React.useEffect(() => {
    const area = anchorRef.current?.parentElement
    if (!area || reduceMotion) return
    let added: string[] = []
    const show = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return
      x.set(event.clientX)
      y.set(event.clientY)
      if (added.length) return
      added = HIDE_CURSOR.filter((name) => !area.classList.contains(name))
      area.classList.add(...added)
      setActive(true)
    }
    const hide = () => {
      area.classList.remove(...added)
      added = []
      setActive(false)
    }
    const touched = (event: PointerEvent) => {
      if (event.pointerType === 'touch') hide()
    }
    area.addEventListener('pointerenter', show)
    area.addEventListener('pointermove', show)
    area.addEventListener('pointerleave', hide)
    area.addEventListener('pointerdown', touched)
    window.addEventListener('blur', hide)
    return () => {
      area.removeEventListener('pointerenter', show)
      area.removeEventListener('pointermove', show)
      area.removeEventListener('pointerleave', hide)
      area.removeEventListener('pointerdown', touched)
      window.removeEventListener('blur', hide)
      hide()
    }
  }, [x, y, reduceMotion])

  return (
    <>
      <span ref={anchorRef} hidden data-slot="pointer-anchor" />
      <AnimatePresence>
        {active && (
          <motion.div
            key="pointer"
            data-slot="pointer"
            aria-hidden
            initial={{ scale: 0, opacity: 0 }}
            animate={{ scale: 1, opacity: 1 }}
            exit={{ scale: 0, opacity: 0 }}
            {...props}
            className={cn('pointer-events-none fixed top-0 left-0 z-50 origin-top-left', children ? className : null)}
            style={{ ...style, x, y }}
          >
            {children ?? <Arrow className={className} />}
          </motion.div>
        )}
      </AnimatePresence>
    </>
  )
}

/** The default pointer: an arrow whose tip sits exactly on the mouse position. */
function Arrow({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
      className={cn('block text-zinc-900 stroke-white drop-shadow-sm dark:text-white dark:stroke-zinc-900', className)}
    >
      <path d="M1.5 1.5 20 9.2l-7.6 2.6-2.9 8.7z" />
    </svg>
  )
}
