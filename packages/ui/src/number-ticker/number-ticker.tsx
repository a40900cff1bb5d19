'use client'

import { useInView, useMotionValue, useReducedMotion, useSpring } from 'motion/react'
import * as React from 'react'
import { cn } from '../lib/utils'

export type NumberTickerProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The number to count to (or, with `direction="down"`, to count down from). */
  value: number
  /** The other end of the count. */
  startValue?: number
  /** `up` counts from `startValue` to `value`; `down` counts from `value` back to `startValue`. */
  direction?: 'up' | 'down'
  /** Seconds to wait after the number scrolls into view. */
  delay?: number
  /** Digits after the decimal point, kept fixed while counting so the width does not jitter. */
  decimalPlaces?: number
  /** BCP 47 locale for grouping and decimal separators. Fixed by default so server and client agree. */
  locale?: string
  /** Extra `Intl.NumberFormat` options, e.g. `{ style: 'currency', currency: 'EUR' }`. */
  formatOptions?: Intl.NumberFormatOptions
}

/**
 * False while the tab is hidden. A count that starts then would be over before anyone looks, so it
 * waits; starts true, as on the server.
 */
function useTabVisible(): boolean {
  const [visible, setVisible] = React.useState(true)
  React.useEffect(() => {
    const read = () => setVisible(document.visibilityState !== 'hidden')
    read()
    document.addEventListener('visibilitychange', read)
    return () => document.removeEventListener('visibilitychange', read)
  }, [])
  return visible
}

/**
 * A number that springs from one value to another when it scrolls into view. The server renders the
 * starting number for sighted visitors and the final number, visually hidden, for screen readers,
 * so assistive technology never announces the intermediate values. Frames are written straight to
 * the DOM instead of through React state. A count waits for a visible tab as well as for the view.
 */
export function NumberTicker({
  value,
  startValue = 0,
  direction = 'up',
  delay = 0,
  decimalPlaces = 0,
  locale = 'en-US',
  formatOptions,
  className,
  ...props
}: NumberTickerProps) {
  const from = direction === 'down' ? value : startValue
  const to = direction === 'down' ? startValue : value
  const ref = React.useRef<HTMLSpanElement>(null)
  const reduceMotion = useReducedMotion()
  const inView = useInView(ref, { once: true, margin: '0px 0px -10% 0px' })
  const tabVisible = useTabVisible()
  const motionValue = useMotionValue(from)
  // Heavily overdamped, as Magic UI's ticker: a quick rush that slows into a long, gentle settle
  // and never overshoots the final number. Motion stops a spring half a unit from its target; with
  // decimals it stops within half of the last digit shown, so the final snap is never visible.
  const precision = 10 ** -decimalPlaces
  const spring = useSpring(motionValue, {
    damping: 60,
    stiffness: 100,
    restDelta: Math.min(0.5, precision / 2),
    restSpeed: Math.min(2, precision * 2),
  })

  // The options by content: an inline object is new on every render and must not rewrite the number.
  const optionsKey = JSON.stringify(formatOptions ?? null)
  const format = React.useMemo(() => {
    const formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimalPlaces,
      maximumFractionDigits: decimalPlaces,
      ...(JSON.parse(optionsKey) as Intl.NumberFormatOptions | null),
    })
    // Rounding first turns -0.2 into 0 rather than a "-0" flashing past on the way to zero.
    return (n: number) => formatter.format(Number(n.toFixed(decimalPlaces)) || 0)
  }, [locale, decimalPlaces, optionsKey])

  React.useEffect(() => {
    const write = (latest: number) => {
      if (ref.current) ref.current.textContent = format(latest)
    }
    write(spring.get())
    return spring.on('change', write)
  }, [spring, format])

  React.useEffect(() => {
    if (reduceMotion) {
      motionValue.jump(to)
      spring.jump(to)
      return
    }
    if (!inView || !tabVisible) return
    const timer = setTimeout(() => motionValue.set(to), delay * 1000)
    return () => clearTimeout(timer)
  }, [reduceMotion, inView, tabVisible, to, delay, motionValue, spring])

  return (
    <span
      data-slot="number-ticker"
      {...props}
      className={cn('relative inline-block tracking-wider text-black tabular-nums dark:text-white', className)}
    >
      {/* With reduced motion CSS swaps in the final number before hydration, without a flash. */}
      <span ref={ref} aria-hidden className="motion-reduce:hidden">
        {format(from)}
      </span>
      <span className="sr-only motion-reduce:not-sr-only">{format(to)}</span>
    </span>
  )
}
