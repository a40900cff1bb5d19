'use client'

import { type MotionProps, motion, useScroll, useSpring } from 'motion/react'
import type * as React from 'react'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type ScrollProgressProps = Omit<React.ComponentProps<'div'>, keyof MotionProps> & {
  /**
   * Show how far this element is scrolled instead of the page, e.g. a scrolling panel. Position the
   * bar yourself then (`className="absolute"` in a relative wrapper, or `sticky`).
   */
  container?: React.RefObject<HTMLElement | null>
}

/**
 * A thin bar across the top of the page that fills as the page is read. It grows by `scaleX`, a
 * transform, so scrolling costs no layout or paint, and it eases after the scroll position on a
 * spring. With reduced motion it tracks the scroll position exactly, without the spring.
 *
 * The bar is decorative, so it is hidden from assistive technology: the scroll position is already
 * known to their users. Pass `aria-hidden={false}` with `role="progressbar"` and a label if yours
 * means more.
 */
export function ScrollProgress({ className, container, ...props }: ScrollProgressProps) {
  const { scrollYProgress } = useScroll(container ? { container } : undefined)
  const eased = useSpring(scrollYProgress, { stiffness: 260, damping: 40, restDelta: 0.001 })
  const reduceMotion = usePrefersReducedMotion()
  return (
    <motion.div
      data-slot="scroll-progress"
      aria-hidden
      {...props}
      className={cn(
        'fixed inset-x-0 top-0 z-50 h-px origin-left bg-gradient-to-r from-violet-400 via-pink-400 to-amber-300',
        className,
      )}
      style={{ scaleX: reduceMotion ? scrollYProgress : eased }}
    />
  )
}
