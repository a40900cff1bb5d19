'use client'

import * as React from 'react'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type RippleButtonProps = React.ComponentProps<'button'> & {
  /** Colour of the ripples, any CSS colour. */
  rippleColor?: string
  /** How long one ripple takes to spread and fade, as a CSS time (`600ms`, `0.6s`). */
  duration?: string
}

type Ripple = { key: number; x: number; y: number; size: number }

/** A CSS time in milliseconds; `600ms`, `0.6s` and a bare `600` all mean 600. */
function toMilliseconds(time: string): number {
  const value = Number.parseFloat(time)
  if (!Number.isFinite(value) || value < 0) return 0
  return /\ds\s*$/i.test(time) && !/ms\s*$/i.test(time) ? value * 1000 : value
}

/**
 * A button that sends a ripple out from where it was pressed. A pointer press starts the ripple
 * under the pointer; a keyboard press (Enter or Space, which a browser turns into a click without a
 * position) starts it from the centre. Each ripple is a circle scaled and faded by one CSS
 * animation on the compositor and is removed once its `duration` is over. Visitors who prefer
 * reduced motion get no ripples, only the click. `type` defaults to `"button"`, so it never submits
 * a form by accident; pass `type="submit"` for one that should.
 */
export function RippleButton({
  className,
  children,
  rippleColor = '#ffffff',
  duration = '600ms',
  type = 'button',
  onClick,
  ...props
}: RippleButtonProps) {
  const reduceMotion = usePrefersReducedMotion()
  const [ripples, setRipples] = React.useState<Ripple[]>([])
  const nextKey = React.useRef(0)
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>())

  React.useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending) clearTimeout(timer)
      pending.clear()
    }
  }, [])

  function addRipple(event: React.MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    // A click with no pointer behind it (keyboard, assistive technology) reports detail 0.
    const fromPointer = event.detail > 0
    const x = fromPointer ? event.clientX - box.left : box.width / 2
    const y = fromPointer ? event.clientY - box.top : box.height / 2
    // Scaled to twice its size the circle reaches the farthest corner from any starting point.
    const size = Math.hypot(box.width, box.height)
    const key = nextKey.current++
    setRipples((current) => [...current, { key, x, y, size }])
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      setRipples((current) => current.filter((ripple) => ripple.key !== key))
    }, toMilliseconds(duration))
    timers.current.add(timer)
  }

  return (
    <button
      data-slot="ripple-button"
      type={type}
      {...props}
      onClick={(event) => {
        if (!reduceMotion) addRipple(event)
        onClick?.(event)
      }}
      className={cn(
        'relative isolate inline-flex cursor-pointer items-center justify-center gap-2 overflow-hidden rounded-lg border-2 px-4 py-2 text-center',
        'bg-background text-primary transition-colors motion-reduce:transition-none',
        'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400',
        'disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
    >
      <span className="relative z-10 inline-flex items-center gap-2">{children}</span>
      <span aria-hidden className="pointer-events-none absolute inset-0">
        {ripples.map((ripple) => (
          <span
            key={ripple.key}
            data-slot="ripple-button-ripple"
            className="absolute -translate-1/2 animate-ripple-button rounded-full"
            style={
              {
                left: ripple.x,
                top: ripple.y,
                width: ripple.size,
                height: ripple.size,
                backgroundColor: rippleColor,
                '--ripple-button-duration': duration,
              } as React.CSSProperties
            }
          />
        ))}
      </span>
    </button>
  )
}
