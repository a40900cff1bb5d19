'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type BoxRevealProps = React.ComponentProps<'div'> & {
  /** The content to reveal. */
  children?: React.ReactNode
  /** Width of the wrapper: `fit-content` hugs the content, `100%` fills the container. */
  width?: 'fit-content' | '100%' | (string & {})
  /** Colour of the box that covers the content and slides away. */
  boxColor?: string
  /** Length of the slide, in seconds; the content rises in over the same time, 0.25 s later. */
  duration?: number
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect

/**
 * Where the reveal is. `static` is the server's and hydration's (content plainly visible, no box);
 * `covered` waits for the view with the box over hidden content; `revealing` slides the box away;
 * `revealed` has dropped the box.
 */
type Phase = 'static' | 'covered' | 'revealing' | 'revealed'

/**
 * A coloured box that covers its content and slides off to the right the first time the content
 * scrolls into view, while the content rises and fades in behind it. Both moves are CSS transitions
 * of `translate` and `opacity`, so the browser's compositor runs them.
 *
 * The content is in the markup, and in the accessibility tree, from the server render on; it is only
 * hidden once the page is live and the element is still waiting to be seen. Visitors who prefer
 * reduced motion get the content at once and never see the box.
 */
export function BoxReveal({
  children,
  width = 'fit-content',
  boxColor = '#5046e6',
  duration = 0.5,
  className,
  style,
  ref,
  ...props
}: BoxRevealProps) {
  const elementRef = React.useRef<HTMLDivElement>(null)
  const setRef = useMergedRef(elementRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const [phase, setPhase] = React.useState<Phase>('static')
  const seen = useOnScreen(elementRef, { enabled: phase === 'covered', once: true, initial: false })

  // Covers the content before the first paint of a live page; reduced motion keeps the server's look.
  useIsomorphicLayoutEffect(() => {
    if (window.matchMedia?.(REDUCED_MOTION_QUERY).matches) return
    setPhase('covered')
  }, [])

  if (phase === 'covered' && seen) setPhase('revealing')
  // Once reduced motion has shown the content, it stays shown even if the setting is switched off.
  if (reduceMotion && phase !== 'static') setPhase('static')

  const state = reduceMotion ? 'static' : phase
  const covered = state === 'covered'

  return (
    <div
      data-slot="box-reveal"
      data-state={state}
      {...props}
      ref={setRef}
      className={cn('relative w-(--box-reveal-width) overflow-hidden', className)}
      style={
        {
          '--box-reveal-width': width,
          '--box-reveal-color': boxColor,
          '--box-reveal-duration': `${Math.max(0, duration)}s`,
          ...style,
        } as React.CSSProperties
      }
    >
      <div
        data-slot="box-reveal-content"
        className={cn(
          covered && 'translate-y-[75px] opacity-0',
          (state === 'revealing' || state === 'revealed') &&
            'transition-[opacity,translate] delay-250 duration-(--box-reveal-duration) ease-out',
        )}
      >
        {children}
      </div>
      {(covered || state === 'revealing') && (
        <div
          aria-hidden="true"
          data-slot="box-reveal-box"
          className={cn(
            'pointer-events-none absolute inset-x-0 inset-y-1 z-20 [background:var(--box-reveal-color)]',
            !covered && 'translate-x-full transition-[translate] duration-(--box-reveal-duration) ease-in',
          )}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) setPhase('revealed')
          }}
        />
      )}
    </div>
  )
}
