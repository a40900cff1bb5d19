import { ArrowRightIcon } from 'lucide-react'
import * as React from 'react'
import { cn } from '../../lib/utils'
import { RainbowButton } from '../../rainbow-button/rainbow-button'
import { RetroGrid } from '../../retro-grid/retro-grid'

export type CtaRetroAction = { label: string; href: string }

export type CtaRetroProps = React.ComponentProps<'section'> & {
  title?: React.ReactNode
  description?: React.ReactNode
  /** The rainbow button. */
  primaryAction?: CtaRetroAction
  /** The text link beside it; leave it out for none. */
  secondaryAction?: CtaRetroAction | null
}

/**
 * A closing call to action: a panel with a heading, a line of copy, a rainbow button and a text
 * link, over a perspective grid that rolls towards the viewer. The grid and the rainbow stand still
 * for visitors who prefer reduced motion, and pause while the panel is off screen.
 */
export default function CtaRetro({
  title = 'Your next release could ship tonight',
  description = 'Connect a repository and get preview deployments, test reports and one-click rollbacks on every pull request. Free for your first three projects.',
  primaryAction = { label: 'Start building free', href: '#' },
  secondaryAction = { label: 'Book a demo', href: '#' },
  className,
  ...props
}: CtaRetroProps) {
  const titleId = React.useId()
  return (
    <section aria-labelledby={titleId} className={cn('px-4 py-16 sm:px-6 sm:py-24', className)} {...props}>
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl border border-border bg-background px-6 py-20 text-center shadow-sm sm:px-12 sm:py-28">
        <RetroGrid className="-z-10" />
        {/* Keeps the copy clear of the busiest lines, fading the grid out towards the top. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 -z-10 bg-gradient-to-b from-background via-background/70 to-transparent"
        />
        <div className="mx-auto flex max-w-2xl flex-col items-center">
          <h2 id={titleId} className="text-balance font-semibold text-3xl text-foreground tracking-tight sm:text-5xl">
            {title}
          </h2>
          <p className="mt-6 max-w-xl text-pretty text-base text-muted-foreground sm:text-lg">{description}</p>
          <div className="mt-10 flex flex-col items-center gap-6 sm:flex-row">
            <RainbowButton asChild size="lg">
              <a href={primaryAction.href}>
                {primaryAction.label}
                <ArrowRightIcon aria-hidden />
              </a>
            </RainbowButton>
            {secondaryAction ? (
              <a
                href={secondaryAction.href}
                className="group inline-flex items-center gap-1 rounded-sm font-medium text-foreground text-sm underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-foreground focus-visible:outline-offset-2"
              >
                {secondaryAction.label}
                <ArrowRightIcon
                  aria-hidden
                  className="size-3.5 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                />
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}
