import {
  ArrowRightIcon,
  BellIcon,
  ChartBarIcon,
  CloudIcon,
  DatabaseIcon,
  GitBranchIcon,
  KeyRoundIcon,
  LayersIcon,
  MailIcon,
  MessageSquareIcon,
  ServerIcon,
  TerminalIcon,
  WebhookIcon,
} from 'lucide-react'
import * as React from 'react'
import { Button } from '../../button/button'
import { cn } from '../../lib/utils'
import { OrbitingCircles } from '../../orbiting-circles/orbiting-circles'

export type IntegrationsOrbitIntegration = {
  /** What it connects to, read by screen readers; leave it empty for a purely decorative icon. */
  name?: string
  icon: React.ReactNode
}

export type IntegrationsOrbitProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** A short line above the heading; leave it empty for none. */
  eyebrow?: React.ReactNode
  title?: React.ReactNode
  description?: React.ReactNode
  action?: { label: string; href: string }
  /** The icons on the small ring, closest to the centre. */
  innerRing?: IntegrationsOrbitIntegration[]
  /** The icons on the large ring. */
  outerRing?: IntegrationsOrbitIntegration[]
  /** The mark in the centre, your product's; decorative. */
  centre?: React.ReactNode
}

const defaultInnerRing: IntegrationsOrbitIntegration[] = [
  { name: 'Git', icon: <GitBranchIcon /> },
  { name: 'Terminal', icon: <TerminalIcon /> },
  { name: 'Webhooks', icon: <WebhookIcon /> },
]

const defaultOuterRing: IntegrationsOrbitIntegration[] = [
  { name: 'Databases', icon: <DatabaseIcon /> },
  { name: 'Cloud storage', icon: <CloudIcon /> },
  { name: 'Team chat', icon: <MessageSquareIcon /> },
  { name: 'Email', icon: <MailIcon /> },
  { name: 'Analytics', icon: <ChartBarIcon /> },
  { name: 'Secrets', icon: <KeyRoundIcon /> },
  { name: 'Alerts', icon: <BellIcon /> },
  { name: 'Servers', icon: <ServerIcon /> },
]

const defaultCentre = <LayersIcon />

function Chip({ name, icon, className }: IntegrationsOrbitIntegration & { className?: string }) {
  return (
    <div
      {...(name ? { role: 'img', 'aria-label': name, title: name } : { 'aria-hidden': true })}
      className={cn(
        'flex size-full items-center justify-center rounded-full border bg-card text-card-foreground shadow-sm [&_svg]:pointer-events-none [&_svg]:size-1/2',
        className,
      )}
    >
      <span aria-hidden className="contents">
        {icon}
      </span>
    </div>
  )
}

/**
 * The copy on one side (a heading, a paragraph and a link) and on the other the tools it connects
 * to, circling the product's mark on two rings that turn in opposite directions. Icons with a name
 * are images named for screen readers; unnamed ones and the centre mark are decorative. With reduced
 * motion the rings stand still.
 */
export default function IntegrationsOrbit({
  eyebrow = 'Integrations',
  title = 'Plugs into the stack you already run',
  description = 'Connect your repositories, databases, chat and alerting in a few clicks. Events flow both ways, so your team hears about a failed deploy where it already talks.',
  action = { label: 'Browse all integrations', href: '#' },
  innerRing = defaultInnerRing,
  outerRing = defaultOuterRing,
  centre = defaultCentre,
  className,
  ...props
}: IntegrationsOrbitProps) {
  const titleId = React.useId()
  return (
    <section aria-labelledby={titleId} className={cn('overflow-hidden px-6 py-20 sm:py-24', className)} {...props}>
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div className="max-w-xl">
          {eyebrow ? <p className="font-medium text-muted-foreground text-sm">{eyebrow}</p> : null}
          <h2
            id={titleId}
            className="mt-2 text-balance font-semibold text-3xl text-foreground tracking-tight sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">{description}</p>
          <Button asChild size="lg" variant="outline" className="mt-8">
            <a href={action.href}>
              {action.label}
              <ArrowRightIcon aria-hidden />
            </a>
          </Button>
        </div>
        <div className="relative mx-auto flex h-80 w-full max-w-80 items-center justify-center sm:h-96 sm:max-w-96">
          <div
            aria-hidden
            data-slot="orbit-centre"
            className="flex size-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-lg [&_svg]:size-8"
          >
            {centre}
          </div>
          <OrbitingCircles radius={72} iconSize={36} duration={24} reverse>
            {innerRing.map((integration, index) => (
              <Chip key={integration.name ?? index} {...integration} />
            ))}
          </OrbitingCircles>
          <OrbitingCircles radius={132} iconSize={44} duration={40}>
            {outerRing.map((integration, index) => (
              <Chip key={integration.name ?? index} {...integration} />
            ))}
          </OrbitingCircles>
        </div>
      </div>
    </section>
  )
}
