'use client'

import { AnimatePresence, type HTMLMotionProps, motion, type Transition } from 'motion/react'
import * as React from 'react'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type AnimatedSubscribeButtonProps = Omit<HTMLMotionProps<'button'>, 'ref' | 'children'> & {
  /**
   * Whether the button shows its subscribed state. Given, the button follows it (controlled) and a
   * press only calls `onClick`; left out, each press toggles the state itself, starting unsubscribed.
   */
  subscribeStatus?: boolean
  /** Two elements, usually `<span>`s: the label while not subscribed, then the label once subscribed. */
  children: React.ReactNode
  className?: string
  ref?: React.Ref<HTMLButtonElement>
}

const leave: Transition = { duration: 0.12, ease: 'easeIn' }
const arrive: Transition = { type: 'spring', stiffness: 420, damping: 32 }

/**
 * A follow/subscribe button that swaps its label with a short animation when pressed: the first
 * label slides out to the side and the second drops in from above (and back the other way). It
 * stays one `<button>` throughout, so focus and `ref` are kept across the change. Uncontrolled it
 * toggles on every press; with `subscribeStatus` it shows what it is told, which suits a request
 * that has to succeed first. Each change after the first render is announced to screen readers
 * through a polite live region next to the button. With reduced motion the labels swap in place.
 */
export function AnimatedSubscribeButton({
  subscribeStatus,
  onClick,
  className,
  children,
  type = 'button',
  ref,
  ...props
}: AnimatedSubscribeButtonProps) {
  const reduceMotion = usePrefersReducedMotion()
  const isControlled = subscribeStatus !== undefined
  const [ownStatus, setOwnStatus] = React.useState(subscribeStatus ?? false)
  const subscribed = isControlled ? subscribeStatus : ownStatus

  // Only a change is announced, never the state the button first appears in.
  const [announced, setAnnounced] = React.useState({ subscribed, changed: false })
  if (announced.subscribed !== subscribed) setAnnounced({ subscribed, changed: true })

  const labels = React.Children.toArray(children)
  const initialLabel = labels[0]
  const changedLabel = labels[1] ?? labels[0]
  const label = subscribed ? changedLabel : initialLabel
  const state = subscribed ? 'subscribed' : 'unsubscribed'

  return (
    <>
      <motion.button
        data-slot="animated-subscribe-button"
        data-state={state}
        type={type}
        {...props}
        ref={ref}
        onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
          if (!isControlled) setOwnStatus((current) => !current)
          onClick?.(event)
        }}
        className={cn(
          'relative inline-flex h-10 w-fit cursor-pointer items-center justify-center overflow-hidden rounded-lg border-none px-6',
          'bg-primary font-semibold text-primary-foreground',
          'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400',
          'disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
      >
        {reduceMotion ? (
          <span
            key={state}
            data-slot="animated-subscribe-button-label"
            className="relative flex items-center justify-center"
          >
            {label}
          </span>
        ) : (
          <AnimatePresence mode="wait" initial={false}>
            <motion.span
              key={state}
              data-slot="animated-subscribe-button-label"
              className="relative flex items-center justify-center"
              initial={subscribed ? { y: '-120%', opacity: 0 } : { x: '-30%', opacity: 0 }}
              animate={{ x: 0, y: 0, opacity: 1, transition: arrive }}
              exit={
                subscribed ? { y: '120%', opacity: 0, transition: leave } : { x: '60%', opacity: 0, transition: leave }
              }
            >
              {label}
            </motion.span>
          </AnimatePresence>
        )}
      </motion.button>
      <span
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-slot="animated-subscribe-button-status"
        className="sr-only"
      >
        {announced.changed ? label : null}
      </span>
    </>
  )
}
