'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

export type PulsatingButtonProps = React.ComponentProps<'button'> & {
  /** Colour of the pulse; without one the pulse takes the button's own background colour. */
  pulseColor?: string
  /** Time one pulse takes, as a CSS time. */
  duration?: string
  /** How far the pulse reaches beyond the button's edge, as a CSS length. */
  distance?: string
  /** `pulse` swells and settles back; `ripple` spreads out and fades away. */
  variant?: 'pulse' | 'ripple'
}

const watchedEvents = ['pointerenter', 'pointerleave', 'focus', 'blur', 'transitionend'] as const

/**
 * Keeps `--pulsating-button-bg` on the button equal to its computed background colour, so a pulse
 * without a colour of its own matches the button through hover, focus, class and theme changes.
 */
function useBackgroundColor(ref: React.RefObject<HTMLButtonElement | null>, enabled: boolean) {
  React.useEffect(() => {
    const button = ref.current
    if (!button || !enabled) return
    let frame = 0
    const read = () => {
      frame = 0
      button.style.setProperty('--pulsating-button-bg', getComputedStyle(button).backgroundColor)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read)
    }
    read()
    const observer = new MutationObserver(schedule)
    observer.observe(button, { attributes: true, attributeFilter: ['class', 'disabled'] })
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style', 'data-theme'] })
    for (const name of watchedEvents) button.addEventListener(name, schedule)
    return () => {
      if (frame) cancelAnimationFrame(frame)
      observer.disconnect()
      for (const name of watchedEvents) button.removeEventListener(name, schedule)
      button.style.removeProperty('--pulsating-button-bg')
    }
  }, [ref, enabled])
}

/**
 * A button with a glow that pulses out from its edge to draw the eye. The glow is a layer behind the
 * label whose shadow swells to `distance` and back (`pulse`) or spreads and fades (`ripple`) once per
 * `duration`, in `pulseColor` or, without one, the button's own background colour. The animation
 * pauses while the button is off screen or the tab is hidden and does not run at all for visitors
 * who prefer reduced motion. `type` defaults to `"button"`; pass `type="submit"` inside a form.
 */
export function PulsatingButton({
  className,
  children,
  style,
  pulseColor,
  duration = '1.5s',
  distance = '8px',
  variant = 'pulse',
  type = 'button',
  ref,
  ...props
}: PulsatingButtonProps) {
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  const setRef = useMergedRef(buttonRef, ref)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(buttonRef, { enabled: !reduceMotion })
  useBackgroundColor(buttonRef, pulseColor === undefined && !reduceMotion)
  return (
    <button
      data-slot="pulsating-button"
      data-variant={variant}
      data-paused={onScreen && !reduceMotion ? undefined : ''}
      type={type}
      {...props}
      ref={setRef}
      style={
        {
          '--pulsating-button-color': pulseColor,
          '--pulsating-button-duration': duration,
          '--pulsating-button-distance': distance,
          ...style,
        } as React.CSSProperties
      }
      className={cn(
        'relative isolate inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg px-4 py-2 text-center',
        'bg-primary text-primary-foreground',
        'outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400',
        'disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
    >
      <span className="relative z-10 inline-flex items-center gap-2">{children}</span>
      <span
        aria-hidden
        data-slot="pulsating-button-pulse"
        className={cn(
          'pointer-events-none absolute inset-0 rounded-[inherit] bg-inherit motion-reduce:animate-none',
          !reduceMotion &&
            (variant === 'ripple' ? 'animate-pulsating-button-ripple' : 'animate-pulsating-button-pulse'),
          !onScreen && '[animation-play-state:paused]',
        )}
      />
    </button>
  )
}
