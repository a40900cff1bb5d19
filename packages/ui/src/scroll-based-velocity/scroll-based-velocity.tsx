'use client'

import {
  cancelFrame,
  type FrameData,
  frame,
  type MotionValue,
  motion,
  useMotionValue,
  useScroll,
  useSpring,
  useTransform,
  useVelocity,
} from 'motion/react'
import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

/** A fast scroll multiplies the drift by up to one plus this. */
const MAX_BOOST = 5
/** Scroll speed, in px per second, that adds one to the multiplier. */
const SCROLL_SPEED_PER_BOOST = 200
/** Copies rendered before the row is measured; enough to fill most rows of short text. */
const INITIAL_COPIES = 3
const copyClass = 'flex shrink-0 items-center pe-[var(--scroll-velocity-gap,0.5em)]'

/** Brings `value` into [min, max), wrapping around from either end: wrap(0, 10, 12) is 2, wrap(0, 10, -1) is 9. */
export function wrap(min: number, max: number, value: number) {
  const length = max - min
  return ((((value - min) % length) + length) % length) + min
}

/**
 * How much faster than their base speed the rows drift, signed by the scroll direction: 0 at rest,
 * up to ±MAX_BOOST. Smoothed on a spring, so a flick of the wheel swells and fades instead of jolting.
 */
function useScrollBoost(container?: React.RefObject<HTMLElement | null>): MotionValue<number> {
  const { scrollY } = useScroll(container ? { container } : undefined)
  const velocity = useVelocity(scrollY)
  const smooth = useSpring(velocity, { damping: 50, stiffness: 400 })
  return useTransform(
    smooth,
    (speed) => Math.sign(speed) * Math.min(MAX_BOOST, Math.abs(speed) / SCROLL_SPEED_PER_BOOST),
  )
}

const ScrollBoostContext = React.createContext<MotionValue<number> | null>(null)

export type ScrollVelocityContainerProps = React.ComponentProps<'div'> & {
  /** Follow the scrolling of this element instead of the page. */
  container?: React.RefObject<HTMLElement | null>
}

/** Groups rows so they share one reading of the scroll speed. */
export function ScrollVelocityContainer({ className, container, children, ...props }: ScrollVelocityContainerProps) {
  const boost = useScrollBoost(container)
  return (
    <ScrollBoostContext.Provider value={boost}>
      <div data-slot="scroll-velocity-container" {...props} className={cn('relative w-full', className)}>
        {children}
      </div>
    </ScrollBoostContext.Provider>
  )
}

export type ScrollVelocityRowProps = React.ComponentProps<'div'> & {
  /** Drift speed at rest, in percent of one copy of the content per second. */
  baseVelocity?: number
  /** `1` drifts the row to the left, `-1` to the right; scrolling up turns both around. */
  direction?: 1 | -1
  /** Speed up and turn with the scroll; when false the row drifts at its base speed only. */
  scrollReactivity?: boolean
}

/**
 * One line of content repeated end to end that drifts sideways without end and speeds up while the
 * page scrolls. Inside a `ScrollVelocityContainer` it shares the container's reading of the scroll;
 * on its own it follows the page.
 */
export function ScrollVelocityRow(props: ScrollVelocityRowProps) {
  const shared = React.useContext(ScrollBoostContext)
  if (shared) return <Row {...props} boost={shared} />
  return <PageRow {...props} />
}

function PageRow(props: ScrollVelocityRowProps) {
  const boost = useScrollBoost()
  return <Row {...props} boost={boost} />
}

type RowProps = ScrollVelocityRowProps & {
  boost: MotionValue<number>
  /** What `baseVelocity` is a percentage of: one copy of the content, or the row's visible width. */
  speedOf?: 'copy' | 'row'
}

/**
 * The drift runs in motion's frame loop and writes a transform, never React state; it stops while
 * the row is off screen or the tab is hidden, and does not start under reduced motion. The row is
 * measured by a ResizeObserver only, so no frame reads layout. Copies after the first are hidden
 * from assistive technology and inert, so the content is read, and reached by Tab, once.
 */
function Row({
  boost,
  speedOf = 'copy',
  baseVelocity = 5,
  direction = 1,
  scrollReactivity = true,
  className,
  children,
  ref,
  ...props
}: RowProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const copyRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(rootRef, { enabled: !reduceMotion })
  const running = onScreen && !reduceMotion
  const [copies, setCopies] = React.useState(INITIAL_COPIES)
  const size = React.useRef({ copy: 0, row: 0 })
  const x = useMotionValue(0)
  // Distance travelled within one copy; the transform is its negative, so travel reads leftwards.
  const travelled = React.useRef(0)
  const sign = direction < 0 ? -1 : 1
  // The way the row drifts now: its own direction, turned around once the reader scrolls up.
  const heading = React.useRef<number>(sign)

  React.useEffect(() => {
    heading.current = sign
  }, [sign])

  React.useEffect(() => {
    const root = rootRef.current
    const copy = copyRef.current
    if (!root || !copy) return
    const measure = (entries: readonly ResizeObserverEntry[] = []) => {
      // The observer's own box size is fractional, where offsetWidth rounds: a loop a fraction of a
      // pixel long or short would jump by that fraction on every turn.
      const copyBox = entries.find((entry) => entry.target === copy)?.borderBoxSize?.[0]
      size.current = {
        copy: copyBox ? copyBox.inlineSize : size.current.copy || copy.offsetWidth,
        row: root.clientWidth,
      }
      const { copy: copyWidth, row } = size.current
      if (copyWidth <= 0) return
      setCopies(Math.max(2, Math.ceil(row / copyWidth) + 1))
      travelled.current = wrap(0, copyWidth, travelled.current)
      x.set(-travelled.current)
    }
    if (typeof ResizeObserver === 'undefined') {
      measure()
      return
    }
    // The first report arrives straight after layout, so measuring never forces one.
    const observer = new ResizeObserver((entries) => measure(entries))
    observer.observe(root)
    observer.observe(copy)
    return () => observer.disconnect()
  }, [x])

  React.useEffect(() => {
    if (!running) return
    const step = ({ delta }: FrameData) => {
      const { copy, row } = size.current
      if (copy <= 0) return
      const scroll = scrollReactivity ? boost.get() : 0
      const extra = Math.min(MAX_BOOST, Math.abs(scroll))
      if (extra > 0.1) heading.current = sign * Math.sign(scroll)
      const perSecond = ((speedOf === 'row' ? row : copy) * baseVelocity) / 100
      const moved = travelled.current + (heading.current * perSecond * (1 + extra) * delta) / 1000
      travelled.current = wrap(0, copy, moved)
      x.set(-travelled.current)
    }
    frame.update(step, true)
    return () => cancelFrame(step)
  }, [running, boost, scrollReactivity, sign, baseVelocity, speedOf, x])

  return (
    <div
      data-slot="scroll-velocity-row"
      data-state={reduceMotion ? 'still' : running ? 'running' : 'paused'}
      {...props}
      ref={setRef}
      // Clipped rather than hidden: a focused link in the row cannot scroll it sideways.
      className={cn('w-full overflow-clip whitespace-nowrap', className)}
    >
      <motion.div className={cn('relative flex w-max items-center', running && 'will-change-transform')} style={{ x }}>
        <div ref={copyRef} className={copyClass}>
          {children}
        </div>
        {/*
         * The repeats hang off the end of the first copy, out of flow, so the row's own size is that
         * of its content whatever the count: a row in a shrink-to-fit box cannot grow with them.
         * They are hidden from assistive technology, and inert so their links are no tab stops.
         */}
        <div aria-hidden inert className="absolute inset-y-0 left-full flex items-center">
          {Array.from({ length: copies - 1 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: copies are identical and never reorder
            <div key={i} className={copyClass}>
              {children}
            </div>
          ))}
        </div>
      </motion.div>
    </div>
  )
}

export type VelocityScrollProps = React.ComponentProps<'div'> & {
  /** Drift speed at rest, in percent of the row's width per second; rows alternate direction. */
  defaultVelocity?: number
  /** How many rows of the content to show. */
  numRows?: number
  /** Follow the scrolling of this element instead of the page. */
  container?: React.RefObject<HTMLElement | null>
}

/**
 * The earlier, single-component form: `numRows` rows of the same content drifting in alternate
 * directions, the first to the right. Rows after the first repeat it, so they are hidden from
 * assistive technology.
 */
export function VelocityScroll({
  defaultVelocity = 5,
  numRows = 2,
  container,
  className,
  children,
  ...props
}: VelocityScrollProps) {
  const boost = useScrollBoost(container)
  const rows = Math.max(1, Math.floor(numRows))
  return (
    <div
      data-slot="velocity-scroll"
      {...props}
      className={cn('relative w-full text-4xl font-bold tracking-[-0.02em] md:text-7xl md:leading-20', className)}
    >
      {Array.from({ length: rows }, (_, i) => (
        <Row
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are identical and never reorder
          key={i}
          boost={boost}
          speedOf="row"
          baseVelocity={defaultVelocity}
          direction={i % 2 === 0 ? -1 : 1}
          aria-hidden={i > 0 || undefined}
          inert={i > 0 || undefined}
        >
          {children}
        </Row>
      ))}
    </div>
  )
}
