'use client'

import * as React from 'react'
import { cn } from '../lib/utils'

export type MarqueeProps = React.ComponentProps<'div'> & {
  /** Scroll the other way (right to left becomes left to right, or bottom to top when vertical). */
  reverse?: boolean
  /** Pause while the pointer is over the marquee or focus is inside it. */
  pauseOnHover?: boolean
  /** Scroll vertically instead of horizontally. */
  vertical?: boolean
  /** How many copies of the children make up the loop; more copies fill wider screens. */
  repeat?: number
}

/**
 * Whether continuous motion should run: the element is on screen and the tab is visible. Starts
 * true, as on the server, so hydration matches and motion never waits for the first observation.
 */
function useOnScreen(ref: React.RefObject<Element | null>, enabled = true): boolean {
  const [inView, setInView] = React.useState(true)
  const [tabVisible, setTabVisible] = React.useState(true)
  React.useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1]
      if (latest) setInView(latest.isIntersecting)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, enabled])
  React.useEffect(() => {
    if (!enabled) return
    const read = () => setTabVisible(document.visibilityState !== 'hidden')
    read()
    document.addEventListener('visibilitychange', read)
    return () => document.removeEventListener('visibilitychange', read)
  }, [enabled])
  return inView && tabVisible
}

/** Points the caller's ref and the component's own at the same element. */
function useMergedRef<T>(own: React.RefObject<T | null>, forwarded: React.Ref<T> | undefined) {
  return React.useCallback(
    (node: T | null) => {
      own.current = node
      if (typeof forwarded === 'function') return forwarded(node)
      if (forwarded) forwarded.current = node
    },
    [own, forwarded],
  )
}

/**
 * An endless scrolling strip of content. The animation is pure CSS (`animate-marquee`, a transform
 * the compositor runs), so it renders on the server and starts before hydration. It pauses while
 * the strip is off screen or the tab is hidden. Copies after the first are hidden from assistive
 * technology, and with reduced motion the strip stands still and scrolls by hand.
 */
export function Marquee({
  className,
  reverse = false,
  pauseOnHover = false,
  vertical = false,
  repeat = 4,
  children,
  ref,
  ...props
}: MarqueeProps) {
  const copies = Math.max(1, Math.floor(repeat))
  const rootRef = React.useRef<HTMLDivElement>(null)
  const onScreen = useOnScreen(rootRef)
  const setRef = useMergedRef(rootRef, ref)
  return (
    <div
      data-slot="marquee"
      data-paused={onScreen ? undefined : ''}
      {...props}
      ref={setRef}
      className={cn(
        'group flex gap-(--gap) overflow-hidden p-2 [--duration:40s] [--gap:1rem] motion-reduce:overflow-auto',
        vertical ? 'flex-col' : 'flex-row',
        className,
      )}
    >
      {Array.from({ length: copies }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: copies are identical and never reorder
          key={i}
          aria-hidden={i > 0 || undefined}
          className={cn(
            'flex shrink-0 justify-around gap-(--gap) motion-reduce:animate-none',
            vertical ? 'animate-marquee-vertical flex-col' : 'animate-marquee flex-row',
            reverse && '[animation-direction:reverse]',
            pauseOnHover &&
              'group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]',
            !onScreen && '[animation-play-state:paused]',
          )}
        >
          {children}
        </div>
      ))}
    </div>
  )
}
