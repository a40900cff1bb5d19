'use client'

import { MotionConfig, MotionConfigContext, motion } from 'motion/react'
import * as React from 'react'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

/** Every prop of `motion.button`: a button's props, motion's animation props and `ref`. */
export type ShinyButtonProps = React.ComponentProps<typeof motion.button> & {
  children?: React.ReactNode
  className?: string
}

// Where the sweep is, along the label's -75° gradient line: from past one end to past the other.
const x = 'var(--shiny-button-x, 100%)'

let sweepRegistered = false

/**
 * Registers `--shiny-button-x` as a percentage so the browser interpolates it (unregistered, the
 * keyframes would jump from one end to the other). From script rather than an `@property` rule in
 * the item's CSS: shadcn's CLI cannot tell such a rule is already in a stylesheet and adds it again
 * on every install.
 */
function registerSweep() {
  if (sweepRegistered || typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function') return
  sweepRegistered = true
  try {
    CSS.registerProperty({ name: '--shiny-button-x', syntax: '<percentage>', inherits: true, initialValue: '100%' })
  } catch {
    // Registered already, by another copy of this module or by the page's own stylesheet.
  }
}
const labelMask = `linear-gradient(-75deg, #000 calc(${x} + 20%), transparent calc(${x} + 30%), #000 calc(${x} + 100%))`
const ringFill = `linear-gradient(-75deg, color-mix(in oklab, var(--primary) 10%, transparent) calc(${x} + 20%), color-mix(in oklab, var(--primary) 50%, transparent) calc(${x} + 25%), color-mix(in oklab, var(--primary) 10%, transparent) calc(${x} + 100%))`
const ringMask = 'linear-gradient(#000, #000) content-box exclude, linear-gradient(#000, #000)'

/**
 * A button whose label is swept by a soft shadow every few seconds while a light runs along its
 * 1px edge. The button springs in from 80% scale when it mounts and dips to 95% while pressed, as
 * motion props you can override (`initial`, `animate`, `whileTap`, `transition`, and any other).
 * The sweep is a CSS animation of the `--shiny-button-x` property (registered on mount) with the timing of Magic UI's
 * spring (a 3.7s glide, then a 1s rest), so no script runs per frame; it pauses while the button is
 * off screen or the tab is hidden. With reduced motion there is no entrance, press dip or sweep.
 * `type` defaults to `"button"`; pass `type="submit"` for one that submits its form.
 */
export function ShinyButton({ children, className, type = 'button', ref, ...props }: ShinyButtonProps) {
  const ownRef = React.useRef<HTMLButtonElement>(null)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(ownRef, { enabled: !reduceMotion })
  const setRef = useMergedRef(ownRef, ref)
  // "user": motion itself skips the transform animations for visitors who prefer reduced motion,
  // also while hydrating, before the hook knows the preference; an app's "always" is kept.
  const appReducedMotion = React.useContext(MotionConfigContext).reducedMotion
  React.useEffect(registerSweep, [])
  return (
    <MotionConfig reducedMotion={appReducedMotion === 'always' ? 'always' : 'user'}>
      <motion.button
        data-slot="shiny-button"
        data-paused={onScreen || reduceMotion ? undefined : ''}
        data-reduced-motion={reduceMotion ? '' : undefined}
        type={type}
        initial={reduceMotion ? false : { scale: 0.8 }}
        animate={{ scale: 1 }}
        whileTap={reduceMotion ? undefined : { scale: 0.95 }}
        transition={{ scale: { type: 'spring', stiffness: 200, damping: 5, mass: 0.5 } }}
        {...props}
        ref={setRef}
        className={cn(
          'relative cursor-pointer rounded-lg border px-6 py-2 font-medium backdrop-blur-xl',
          'transition-shadow duration-300 ease-in-out hover:shadow motion-reduce:transition-none',
          'dark:bg-[radial-gradient(circle_at_50%_0%,color-mix(in_oklab,var(--primary)_10%,transparent)_0%,transparent_60%)]',
          'dark:hover:shadow-[0_0_20px_color-mix(in_oklab,var(--primary)_10%,transparent)]',
          'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400',
          'disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50',
          !reduceMotion && 'animate-shiny-button',
          'motion-reduce:animate-none',
          !onScreen && !reduceMotion && '[animation-play-state:paused]',
          className,
        )}
      >
        <span
          data-slot="shiny-button-label"
          className="relative block size-full text-sm tracking-wide text-[rgb(0_0_0/65%)] uppercase dark:font-light dark:text-[rgb(255_255_255/90%)]"
          style={{ maskImage: labelMask, WebkitMaskImage: labelMask }}
        >
          {children}
        </span>
        <span
          aria-hidden
          data-slot="shiny-button-ring"
          className="pointer-events-none absolute inset-0 z-10 block rounded-[inherit] p-px"
          style={{ mask: ringMask, WebkitMask: ringMask, backgroundImage: ringFill }}
        />
      </motion.button>
    </MotionConfig>
  )
}
