import type * as React from 'react'
import { Button } from '../button/button'
import { cn } from '../lib/utils'

export type BentoGridProps = React.ComponentProps<'div'>

/**
 * A grid for feature cards: three columns and rows 22rem tall. Each card spans all three columns
 * unless its classes say otherwise, so a mosaic reads `col-span-3 lg:col-span-1` and stacks into
 * one column on small screens.
 */
export function BentoGrid({ className, ...props }: BentoGridProps) {
  return (
    <div
      data-slot="bento-grid"
      {...props}
      className={cn('grid w-full auto-rows-[22rem] grid-cols-3 gap-4', className)}
    />
  )
}

export type BentoCardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The card's heading. */
  name: string
  description: string
  /** An icon component (lucide, Radix, your own SVG) drawn above the heading, given `className` and `aria-hidden`. */
  Icon?: React.ElementType
  /** Where the call to action leads. */
  href: string
  /** The call to action's text. */
  cta?: string
  /** Anything drawn behind the text: an illustration, a gradient, a live mini demo. */
  background?: React.ReactNode
}

/**
 * A feature card whose text lifts on hover to reveal a call to action sliding up from below.
 * Keyboard focus reveals it the same way, and on touch screens, which cannot hover, the call to
 * action stays visible. The movement is pure CSS transforms and opacity, so it works before
 * hydration, costs the main thread nothing, and becomes an instant change under reduced motion.
 * Nothing moves until the card is hovered or focused, so there is nothing to pause off screen.
 */
export function BentoCard({
  name,
  description,
  Icon,
  href,
  cta = 'Learn more',
  background,
  className,
  ...props
}: BentoCardProps) {
  return (
    <div
      data-slot="bento-card"
      {...props}
      className={cn(
        'group relative col-span-3 flex flex-col justify-end overflow-hidden rounded-xl border',
        'border-neutral-200/80 bg-white shadow-[0_1px_2px_rgb(0_0_0/0.04),0_12px_24px_-12px_rgb(0_0_0/0.08)]',
        'dark:border-white/10 dark:bg-neutral-950 dark:shadow-[inset_0_1px_0_0_rgb(255_255_255/0.05),inset_0_-32px_64px_-32px_rgb(255_255_255/0.1)]',
        className,
      )}
    >
      {background ? (
        <div data-slot="bento-card-background" className="absolute inset-0">
          {background}
        </div>
      ) : null}
      <div
        data-slot="bento-card-content"
        className={cn(
          'pointer-events-none relative z-10 flex transform-gpu flex-col gap-1 p-6 transition-transform duration-300 ease-out motion-reduce:transition-none',
          // Lifted by default for touch screens; pointers that can hover lift it on hover and focus.
          '-translate-y-10 [@media(hover:hover)]:translate-y-0 group-focus-within:-translate-y-10 group-hover:-translate-y-10',
        )}
      >
        {Icon ? (
          <Icon
            aria-hidden
            className="mb-2 size-12 origin-left transform-gpu text-neutral-700 transition-transform duration-300 ease-out group-hover:scale-75 motion-reduce:transition-none dark:text-neutral-300"
          />
        ) : null}
        <h3 className="text-xl font-semibold tracking-tight text-neutral-800 dark:text-neutral-100">{name}</h3>
        <p className="max-w-lg text-sm text-neutral-500 dark:text-neutral-400">{description}</p>
      </div>
      <div
        data-slot="bento-card-cta"
        className={cn(
          'pointer-events-none absolute inset-x-0 bottom-0 z-10 flex transform-gpu items-center p-4 transition-[translate,opacity] duration-300 ease-out motion-reduce:transition-none',
          '[@media(hover:hover)]:translate-y-10 [@media(hover:hover)]:opacity-0',
          'group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:translate-y-0 group-hover:opacity-100',
        )}
      >
        <Button variant="ghost" size="sm" asChild className="pointer-events-auto">
          <a href={href}>
            {cta}
            <span className="sr-only">: {name}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
              className="size-4 rtl:rotate-180"
            >
              <path d="M3 8h10M9 4l4 4-4 4" />
            </svg>
          </a>
        </Button>
      </div>
      {/* A fixed tint faded in and out, so the hover changes opacity, not a colour to repaint. */}
      <div
        aria-hidden
        data-slot="bento-card-tint"
        className="pointer-events-none absolute inset-0 bg-black/[.02] opacity-0 transition-opacity duration-300 group-hover:opacity-100 motion-reduce:transition-none dark:bg-white/[.03]"
      />
    </div>
  )
}
