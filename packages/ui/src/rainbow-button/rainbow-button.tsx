'use client'

import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { Slot } from '../button/slot'
import { useMergedRef, useOnScreen } from '../hooks/use-on-screen'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion'
import { cn } from '../lib/utils'

/** The five colours of the band, read from `--color-1` … `--color-5` like Magic UI's button. */
const rainbow = 'linear-gradient(90deg,var(--color-1),var(--color-5),var(--color-3),var(--color-4),var(--color-2))'

export const rainbowButtonVariants = cva(
  [
    'group relative isolate inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap',
    'rounded-sm text-sm font-medium transition-[opacity,translate] active:translate-y-px motion-reduce:transition-none',
    'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400',
    'aria-invalid:border-destructive',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        // A dark button (light in dark mode) whose 2px edge lets the band show through at the bottom.
        default: [
          'border-2 border-transparent text-primary-foreground [--rainbow-button-edge:2px]',
          '[--rainbow-button-fill:#121213] [--rainbow-button-ring:var(--rainbow-button-fill)] dark:[--rainbow-button-fill:#ffffff]',
        ],
        // A page-coloured button with a 1px input-coloured border that turns into the band at the bottom.
        outline: [
          'border border-transparent text-accent-foreground [--rainbow-button-edge:1px]',
          '[--rainbow-button-fill:#ffffff] [--rainbow-button-ring:var(--input)] dark:[--rainbow-button-fill:#0a0a0a]',
        ],
      },
      size: {
        default: 'h-9 px-4 py-2',
        sm: 'h-8 rounded-xl px-3 text-xs',
        lg: 'h-11 rounded-xl px-8',
        icon: 'size-9',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type RainbowButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof rainbowButtonVariants> & {
    /** Render the single child element (a link, say) as the button, keeping the rainbow layers. */
    asChild?: boolean
  }

/**
 * The moving band: a strip four times as wide as its box holding two lengths of the gradient, slid
 * left by one length per `--speed` (2s unless set) and wrapped round, so it moves by transform on
 * the compositor instead of repainting a background position.
 */
function Band({ paused, still }: { paused: boolean; still: boolean }) {
  return (
    <span
      data-slot="rainbow-button-band"
      className={cn(
        'absolute inset-y-0 left-0 w-[400%] bg-size-[50%_100%] bg-repeat-x',
        still ? undefined : 'animate-rainbow-button',
        'motion-reduce:animate-none',
        paused && '[animation-play-state:paused]',
      )}
      style={{ backgroundImage: rainbow }}
    />
  )
}

/**
 * A button with a rainbow band flowing along its lower edge and glowing beneath it, in Magic UI's
 * two variants and four sizes. `asChild` renders its single child (a link, say) as the button, with
 * the rainbow layers put inside it. The band only moves transforms, pauses while the button is off
 * screen or the tab is hidden, and stands still for visitors who prefer reduced motion. A rendered
 * `<button>` has `type="button"` unless told otherwise.
 */
export function RainbowButton({
  className,
  variant,
  size,
  asChild = false,
  type,
  children,
  ref,
  ...props
}: RainbowButtonProps) {
  const ownRef = React.useRef<HTMLButtonElement>(null)
  const reduceMotion = usePrefersReducedMotion()
  const onScreen = useOnScreen(ownRef, { enabled: !reduceMotion })
  const setRef = useMergedRef(ownRef, ref)
  const paused = !onScreen && !reduceMotion

  const layers = (
    <>
      {/* The glow: a blurred length of the band just below the button. */}
      <span
        aria-hidden
        data-slot="rainbow-button-glow"
        className="pointer-events-none absolute -bottom-[20%] left-1/2 -z-10 h-1/5 w-3/5 -translate-x-1/2 overflow-hidden blur-[0.75rem]"
      >
        <Band paused={paused} still={reduceMotion} />
      </span>
      {/* The edge: the band, under a fade of the ring colour that hides it towards the top, under the fill. */}
      <span
        aria-hidden
        data-slot="rainbow-button-edge"
        className="pointer-events-none absolute -inset-(--rainbow-button-edge) -z-10 overflow-hidden rounded-[inherit]"
      >
        <Band paused={paused} still={reduceMotion} />
        <span className="absolute inset-0 bg-[linear-gradient(var(--rainbow-button-ring)_50%,color-mix(in_oklab,var(--rainbow-button-ring)_60%,transparent)_80%,transparent)]" />
        <span className="absolute inset-(--rainbow-button-edge) rounded-[inherit] bg-(--rainbow-button-fill)" />
      </span>
    </>
  )

  const shared = {
    'data-slot': 'rainbow-button',
    'data-variant': variant ?? 'default',
    'data-size': size ?? 'default',
    'data-paused': paused ? '' : undefined,
    'data-reduced-motion': reduceMotion ? '' : undefined,
    className: cn(rainbowButtonVariants({ variant, size, className })),
  }

  if (asChild) {
    const child = React.Children.only(children)
    if (!React.isValidElement<{ children?: React.ReactNode }>(child)) return null
    return (
      <Slot {...shared} {...props} ref={setRef as React.Ref<HTMLElement>}>
        {React.cloneElement(child, undefined, layers, child.props.children)}
      </Slot>
    )
  }

  return (
    <button {...shared} type={type ?? 'button'} {...props} ref={setRef}>
      {layers}
      {children}
    </button>
  )
}
