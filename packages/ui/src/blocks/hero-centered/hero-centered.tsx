import { ArrowRightIcon } from 'lucide-react'
import * as React from 'react'
import { AnimatedGradientText } from '../../animated-gradient-text/animated-gradient-text'
import { Button } from '../../button/button'
import { GridPattern } from '../../grid-pattern/grid-pattern'
import { cn } from '../../lib/utils'

export type HeroCenteredAction = { label: string; href: string }

export type HeroCenteredProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The short line in the pill above the title; leave it empty for no pill. */
  announcement?: string
  /** Where the pill leads. */
  announcementHref?: string
  title?: React.ReactNode
  description?: React.ReactNode
  primaryAction?: HeroCenteredAction
  secondaryAction?: HeroCenteredAction
}

/**
 * A centred landing-page hero: an announcement pill with a moving gradient, the page's one `h1`, a
 * line of copy and two calls to action, over a grid that fades towards the edges. The grid is
 * decorative and still; the gradient stops for visitors who prefer reduced motion.
 */
export default function HeroCentered({
  announcement = 'Introducing Snipstack blocks',
  announcementHref = '#',
  title = 'Ship a landing page this afternoon',
  description = 'Sections built from animated, accessible components. Copy them into your app, change the words, and keep the code.',
  primaryAction = { label: 'Get started', href: '#' },
  secondaryAction = { label: 'Read the docs', href: '#' },
  className,
  ...props
}: HeroCenteredProps) {
  const titleId = React.useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn('relative isolate overflow-hidden bg-background px-6 py-24 sm:py-32', className)}
      {...props}
    >
      <GridPattern
        width={48}
        height={48}
        className="-z-10 stroke-border [mask-image:radial-gradient(ellipse_at_center,white,transparent_70%)]"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        {announcement ? (
          <a
            href={announcementHref}
            className="group mb-8 inline-flex items-center gap-2 rounded-full border bg-background/80 px-4 py-1.5 text-sm shadow-xs outline-none backdrop-blur focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <AnimatedGradientText>{announcement}</AnimatedGradientText>
            <ArrowRightIcon
              aria-hidden
              className="size-3.5 text-muted-foreground transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
            />
          </a>
        ) : null}
        <h1 id={titleId} className="text-balance font-semibold text-4xl text-foreground tracking-tight sm:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-pretty text-lg text-muted-foreground">{description}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={primaryAction.href}>
              {primaryAction.label}
              <ArrowRightIcon aria-hidden />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={secondaryAction.href}>{secondaryAction.label}</a>
          </Button>
        </div>
      </div>
    </section>
  )
}
