'use client'

import { AnimatePresence, motion } from 'motion/react'
import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

/** Whether the items of the surrounding list move in, or simply stand there (reduced motion). */
const AnimateItemsContext = React.createContext(true)

export type AnimatedListItemProps = {
  children: React.ReactNode
  className?: string
}

/**
 * One entry of an `AnimatedList`: it grows and fades in at the top, and slides down (a layout
 * animation, on transforms) as newer entries arrive above it.
 */
export function AnimatedListItem({ children, className }: AnimatedListItemProps) {
  const animate = React.useContext(AnimateItemsContext)
  const classes = cn('mx-auto w-full', className)
  if (!animate) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: items stay divs, as the animated ones are motion.divs
      <div data-slot="animated-list-item" role="listitem" className={classes}>
        {children}
      </div>
    )
  }
  return (
    <motion.div
      data-slot="animated-list-item"
      role="listitem"
      layout
      initial={{ opacity: 0, scale: 0.7, y: -16 }}
      animate={{ opacity: 1, scale: 1, y: 0 }}
      exit={{ opacity: 0, scale: 0.7 }}
      transition={{ type: 'spring', stiffness: 360, damping: 36 }}
      style={{ originY: 0 }}
      className={classes}
    >
      {children}
    </motion.div>
  )
}

export type AnimatedListProps = React.ComponentProps<'div'> & {
  children: React.ReactNode
  /** Milliseconds between one item appearing and the next. */
  delay?: number
}

/**
 * Reveals its children one at a time, newest on top, every `delay` milliseconds, and stops once
 * all are shown. The server renders the first child. The sequence waits while the list is off
 * screen or the tab is hidden, so nothing is missed; with reduced motion every child is shown at
 * once, in the order the finished animation would show them.
 */
export function AnimatedList({ children, className, delay = 1000, ref, ...props }: AnimatedListProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(rootRef, { enabled: !reduceMotion })
  const [shown, setShown] = React.useState(1)

  const items = React.Children.toArray(children).map((node, index) => ({
    // Children.toArray keys every element; bare strings and numbers keep their position.
    key: React.isValidElement(node) && node.key != null ? node.key : `#${index}`,
    node,
  }))
  const count = items.length
  const running = !reduceMotion && onScreen && shown < count

  React.useEffect(() => {
    if (!running) return
    // An interval, not a timeout per item: after a pause the next item comes a full delay later.
    const timer = setInterval(() => setShown((n) => n + 1), delay)
    return () => clearInterval(timer)
  }, [running, delay])

  const visible = (reduceMotion ? items : items.slice(0, shown)).reverse()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div, so the root keeps Magic UI's div props and ref type
    <div
      role="list"
      data-slot="animated-list"
      data-paused={!reduceMotion && !onScreen && shown < count ? '' : undefined}
      {...props}
      ref={setRef}
      className={cn('flex flex-col items-center gap-4', className)}
    >
      <AnimateItemsContext.Provider value={!reduceMotion}>
        <AnimatePresence initial={false}>
          {visible.map(({ key, node }) => (
            <AnimatedListItem key={key}>{node}</AnimatedListItem>
          ))}
        </AnimatePresence>
      </AnimateItemsContext.Provider>
    </div>
  )
}
