import { ArrowRightIcon } from 'lucide-react'
import * as React from 'react'
import { Button } from '../../button/button'
import { Globe, type GlobeProps } from '../../globe/globe'
import { cn } from '../../lib/utils'

export type CtaGlobeAction = { label: string; href: string }

export type CtaGlobeProps = React.ComponentProps<'section'> & {
  /** The small line above the heading; leave it empty for none. */
  eyebrow?: string
  title?: React.ReactNode
  description?: React.ReactNode
  primaryAction?: CtaGlobeAction
  /** The outlined action; leave it out for none. */
  secondaryAction?: CtaGlobeAction | null
  /** Passed to the globe: markers, arcs, colours, rotation speed. */
  globeProps?: Omit<GlobeProps, 'className' | 'ref'>
}

/**
 * A call to action with copy and two actions on one side and a spinning dot globe on the other
 * (below on phones). The globe is decorative and hidden from assistive technology; it sits in a
 * square box of its own, so nothing moves while its canvas fades in after the first frame. It
 * stops spinning for visitors who prefer reduced motion and pauses while off screen.
 */
export default function CtaGlobe({
  eyebrow = 'Global edge network',
  title = 'Run your code a few milliseconds from every user',
  description = 'Deploy once and your functions start in 38 regions across six continents. Requests are routed to the nearest healthy region, with no load balancers to configure.',
  primaryAction = { label: 'Deploy your first function', href: '#' },
  secondaryAction = { label: 'See the region map', href: '#' },
  globeProps,
  className,
  ...props
}: CtaGlobeProps) {
  const titleId = React.useId()
  return (
    <section aria-labelledby={titleId} className={cn('px-4 py-16 sm:px-6 sm:py-24', className)} {...props}>
      <div className="mx-auto grid max-w-6xl items-center gap-4 overflow-hidden rounded-3xl border border-border bg-card text-card-foreground shadow-sm lg:grid-cols-2 lg:gap-8">
        <div className="px-6 pt-12 sm:px-12 sm:pt-16 lg:py-20 lg:pr-0">
          {eyebrow ? <p className="font-medium text-muted-foreground text-sm">{eyebrow}</p> : null}
          <h2
            id={titleId}
            className="mt-3 text-balance font-semibold text-3xl text-card-foreground tracking-tight sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-5 max-w-xl text-pretty text-base text-muted-foreground sm:text-lg">{description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href={primaryAction.href}>
                {primaryAction.label}
                <ArrowRightIcon aria-hidden />
              </a>
            </Button>
            {secondaryAction ? (
              <Button asChild size="lg" variant="outline">
                <a href={secondaryAction.href}>{secondaryAction.label}</a>
              </Button>
            ) : null}
          </div>
        </div>
        {/* A square box that holds its size before the canvas draws; the lower part of the globe
            runs off the panel's bottom edge. */}
        <div aria-hidden data-slot="cta-globe-art" className="relative -mb-[20%] px-6 sm:px-12 lg:mb-0 lg:px-0">
          <div className="relative mx-auto aspect-square w-full max-w-[28rem] lg:max-w-none lg:translate-x-[8%]">
            <Globe {...globeProps} className="absolute inset-0 size-full max-w-none" />
          </div>
        </div>
      </div>
    </section>
  )
}
