'use client'

import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { cn } from '../lib/utils'

export type ShimmerButtonProps = React.ComponentProps<'button'> & {
  /** Colour of the light that travels around the edge. */
  shimmerColor?: string
  /** Thickness of the lit edge, as a CSS length. */
  shimmerSize?: string
  /** Corner radius, as a CSS length. */
  borderRadius?: string
  /** Time the light takes along one long edge, as a CSS time; a full lap takes twice as long. */
  shimmerDuration?: string
  /** Fill of the button, any CSS background. */
  background?: string
}

/**
 * A button with a beam of light running along its edge. The beam is a conic gradient that spins
 * while its centre eases from one end of the button to the other and back: `animate-shimmer-slide`
 * takes `shimmerDuration` for each way and `animate-spin-around` one full turn for the round trip,
 * so the light runs along the top, swings round the far end, runs back along the bottom and swings
 * round the near end. Everything is CSS transforms the compositor runs: it animates from the server
 * render on, pauses while the button is off screen or the tab is hidden, and stops for visitors who
 * prefer reduced motion. Its `type` is a plain `<button>`'s `submit`, so code written for other
 * shimmer buttons keeps submitting its forms; pass `type="button"` for a button that must not.
 */
export function ShimmerButton({
  className,
  style,
  shimmerColor = '#ffffff',
  shimmerSize = '0.05em',
  borderRadius = '100px',
  shimmerDuration = '3s',
  background = 'rgba(0, 0, 0, 1)',
  type = 'submit',
  children,
  ref,
  ...props
}: ShimmerButtonProps) {
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  const onScreen = useOnScreen(buttonRef)
  const setRef = useMergedRef(buttonRef, ref)
  const playState = onScreen ? undefined : '[animation-play-state:paused]'
  return (
    <button
      data-slot="shimmer-button"
      data-paused={onScreen ? undefined : ''}
      type={type}
      {...props}
      ref={setRef}
      style={
        {
          '--shimmer-color': shimmerColor,
          '--shimmer-size': shimmerSize,
          '--shimmer-radius': borderRadius,
          '--shimmer-duration': shimmerDuration,
          '--shimmer-bg': background,
          ...style,
        } as React.CSSProperties
      }
      className={cn(
        'group relative isolate inline-flex cursor-pointer items-center justify-center gap-2 overflow-hidden whitespace-nowrap',
        'rounded-(--shimmer-radius) border border-white/10 px-6 py-3 text-white [background:var(--shimmer-bg)]',
        'transform-gpu transition-[translate,scale] duration-300 ease-in-out active:translate-y-px motion-reduce:transition-none',
        'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
    >
      {/* The beam: a square as tall as the button, sliding along it, holding a spinning quarter-turn wedge of light. */}
      <span aria-hidden className="absolute inset-0 -z-30 blur-[2px] [container-type:size] motion-reduce:hidden">
        <span className={cn('absolute inset-y-0 left-0 aspect-square h-full animate-shimmer-slide', playState)}>
          <span
            className={cn(
              // At rest the wedge points back along the button, lighting the end the slide starts from.
              'absolute -inset-full animate-spin-around [background:conic-gradient(from_225deg,transparent_0deg,var(--shimmer-color)_90deg,transparent_90deg)]',
              playState,
            )}
          />
        </span>
      </span>
      {/* The fill, inset by the shimmer size so only a thin edge of the beam shows. */}
      <span
        aria-hidden
        className="absolute inset-(--shimmer-size) -z-20 rounded-(--shimmer-radius) [background:var(--shimmer-bg)]"
      />
      {/* A soft inner glow that brightens on hover and sinks when pressed. */}
      <span
        aria-hidden
        className={cn(
          'absolute inset-0 -z-10 rounded-(--shimmer-radius) shadow-[inset_0_-8px_10px_rgb(255_255_255/0.12)]',
          'transition-shadow duration-300 group-hover:shadow-[inset_0_-6px_10px_rgb(255_255_255/0.25)] group-active:shadow-[inset_0_-10px_10px_rgb(255_255_255/0.25)] motion-reduce:transition-none',
        )}
      />
      {children}
    </button>
  )
}
