'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type MorphingTextProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The words or phrases to morph between, in order; the last one morphs back into the first. */
  texts: string[]
  /** Seconds one text takes to melt into the next. */
  morphTime?: number
  /** Seconds each text rests, fully formed, before the next morph. */
  cooldownTime?: number
}

/** The morph's furthest blur, in px: enough to dissolve a glyph before the threshold cuts it away. */
const MAX_BLUR = 100
const round = (value: number) => Math.round(value * 100) / 100

/**
 * How a layer looks at `presence` (0 gone, 1 fully formed). Opacity is a filter function rather than
 * the `opacity` property because the threshold filter on the layers' parent snaps every pixel to fully
 * drawn or not drawn: the fade only decides where that cut falls, so no half-transparent text ever
 * reaches the screen.
 */
function layerFilter(presence: number) {
  if (presence >= 1) return 'none'
  if (presence <= 0) return 'opacity(0)'
  const blur = Math.min(8 / presence - 8, MAX_BLUR)
  return `blur(${round(blur)}px) opacity(${round(presence ** 0.4 * 100)}%)`
}

/**
 * Where the cycle is after `elapsed` ms: each step rests on text `step` for `cooldown` ms, then morphs
 * into the next over `morph` ms (`fraction` 0 → 1).
 */
function position(elapsed: number, morph: number, cooldown: number) {
  const cycle = morph + cooldown
  const step = Math.floor(elapsed / cycle)
  const within = elapsed - step * cycle
  return { step, fraction: within <= cooldown ? 0 : Math.min((within - cooldown) / morph, 1) }
}

/**
 * Words that melt into one another: two stacked copies cross-fade while they blur, and an SVG
 * threshold filter on both turns the blur into a liquid, gooey morph. The box has a fixed height and
 * the copies are positioned inside it, so nothing around it moves while the words change.
 *
 * Screen readers read every text once, from a visually hidden copy; the animated copies are hidden
 * from them. Frames are written straight to the DOM (no React render per frame), and they stop while
 * the text is off screen or its tab hidden. With reduced motion the first text stands still.
 */
export function MorphingText({
  texts,
  className,
  morphTime = 1.5,
  cooldownTime = 0.5,
  ref,
  ...props
}: MorphingTextProps) {
  const rootRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(rootRef, ref)
  const currentRef = React.useRef<HTMLSpanElement>(null)
  const nextRef = React.useRef<HTMLSpanElement>(null)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(rootRef, { enabled: !reduceMotion })
  // Page time the morph has run, in ms; kept across pauses, so it carries on where it stopped.
  const elapsedRef = React.useRef(0)
  const drawRef = React.useRef<((elapsed: number) => void) | null>(null)
  // The filter is referenced by id, which must be unique on the page and valid in a CSS url().
  const filterId = `morphing-text-${React.useId().replace(/[^\w-]/g, '')}`

  // The texts by content: an inline array is new on every render and must not restart the morph.
  const textsKey = JSON.stringify(texts)
  const list = React.useMemo(() => JSON.parse(textsKey) as string[], [textsKey])
  const animated = list.length > 1 && !reduceMotion
  const running = animated && onScreen
  const morph = Math.max(morphTime, 0.01) * 1000
  const cooldown = Math.max(cooldownTime, 0) * 1000

  // One drawing function per list and timing; it only touches the DOM when a value really changes.
  React.useEffect(() => {
    const current = currentRef.current
    const next = nextRef.current
    if (!current || !next) return
    let drawnStep = -1
    let drawnCurrent = ''
    let drawnNext = ''
    const draw = (elapsed: number) => {
      const { step, fraction } = position(elapsed, morph, cooldown)
      if (step !== drawnStep) {
        drawnStep = step
        current.textContent = list[step % list.length] ?? ''
        next.textContent = list[(step + 1) % list.length] ?? ''
      }
      const currentFilter = layerFilter(1 - fraction)
      const nextFilter = layerFilter(fraction)
      if (currentFilter !== drawnCurrent) current.style.filter = currentFilter
      if (nextFilter !== drawnNext) next.style.filter = nextFilter
      drawnCurrent = currentFilter
      drawnNext = nextFilter
    }
    drawRef.current = draw
    // A new list or timing starts over from its first text.
    elapsedRef.current = 0
    draw(0)
    return () => {
      drawRef.current = null
    }
  }, [list, morph, cooldown])

  // Reduced motion switched on mid-morph: back to the first text, fully formed.
  React.useEffect(() => {
    if (!reduceMotion) return
    elapsedRef.current = 0
    drawRef.current?.(0)
  }, [reduceMotion])

  React.useEffect(() => {
    if (!running) return
    let last: number | undefined
    let frame = 0
    const tick = (now: number) => {
      // A long gap (a stalled page) resumes smoothly instead of skipping a whole morph.
      if (last !== undefined) elapsedRef.current += Math.min(Math.max(now - last, 0), 100)
      last = now
      drawRef.current?.(elapsedRef.current)
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [running])

  return (
    <div
      data-slot="morphing-text"
      data-state={!animated ? 'still' : running ? 'running' : 'paused'}
      {...props}
      ref={setRef}
      className={cn(
        'relative mx-auto h-16 w-full max-w-3xl text-center font-sans text-[40pt] leading-none font-bold md:h-24 lg:text-[6rem]',
        className,
      )}
    >
      <span className="sr-only">{list.join(', ')}</span>
      <div aria-hidden className="absolute inset-0" style={{ filter: `url(#${filterId}) blur(0.6px)` }}>
        <span
          ref={currentRef}
          data-slot="morphing-text-current"
          className="absolute inset-x-0 top-0 m-auto block w-full"
        >
          {list[0]}
        </span>
        <span
          ref={nextRef}
          data-slot="morphing-text-next"
          className="absolute inset-x-0 top-0 m-auto block w-full"
          style={{ filter: 'opacity(0)' }}
        >
          {list.length > 1 ? list[1] : ''}
        </span>
      </div>
      <svg aria-hidden focusable="false" className="pointer-events-none absolute size-0">
        <defs>
          {/* Alpha × 255 − 140: each pixel ends fully drawn or not at all, which turns blur into goo. */}
          <filter id={filterId}>
            <feColorMatrix in="SourceGraphic" type="matrix" values="1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 255 -140" />
          </filter>
        </defs>
      </svg>
    </div>
  )
}
