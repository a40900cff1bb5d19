import { AccessibilityIcon, GaugeIcon, PaletteIcon, ServerIcon, ShieldCheckIcon, TerminalIcon } from 'lucide-react'
import * as React from 'react'
import { cn } from '../../lib/utils'
import { MagicCard } from '../../magic-card/magic-card'

export type FeaturesGridFeature = {
  /** An icon component (lucide or your own SVG); it is drawn decoratively, given `className` and `aria-hidden`. */
  icon: React.ElementType
  title: string
  description: string
}

export type FeaturesGridProps = React.ComponentProps<'section'> & {
  /** A short line above the heading; leave it empty for none. */
  eyebrow?: string
  title?: React.ReactNode
  description?: React.ReactNode
  features?: FeaturesGridFeature[]
}

/**
 * A features section: a heading, an intro and a grid of cards, one, two or three columns wide as
 * the screen grows. Each card holds an icon, a title (`h3`) and a line of text, and its border and
 * surface light up under the mouse; touch and reduced motion get the cards at rest.
 */
export default function FeaturesGrid({
  eyebrow = 'Why Snipstack',
  title = 'Everything a landing page needs, nothing it does not',
  description = 'Each piece is a single file you own. Install what you use, leave out the rest, and keep your bundle lean.',
  features = [
    {
      icon: TerminalIcon,
      title: 'One command to install',
      description: 'The CLI copies the source, adds the keyframes it needs and installs its packages in one go.',
    },
    {
      icon: PaletteIcon,
      title: 'Styled by your tokens',
      description: 'Components read your theme variables, so light and dark mode follow your brand without overrides.',
    },
    {
      icon: AccessibilityIcon,
      title: 'Accessible by default',
      description: 'Real landmarks, labelled controls and keyboard support, checked against WCAG AA in both themes.',
    },
    {
      icon: GaugeIcon,
      title: 'Fast on every device',
      description: 'Animations run on transforms and pause off screen, keeping the main thread free for your app.',
    },
    {
      icon: ServerIcon,
      title: 'Ready for the server',
      description: 'Everything renders on the server and hydrates cleanly, with no layout shift once scripts load.',
    },
    {
      icon: ShieldCheckIcon,
      title: 'Yours to change',
      description: 'No runtime package to upgrade and no lock-in: the code lives in your repository from day one.',
    },
  ],
  className,
  ...props
}: FeaturesGridProps) {
  const titleId = React.useId()
  return (
    <section aria-labelledby={titleId} className={cn('bg-background px-6 py-20 sm:py-28', className)} {...props}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow ? <p className="font-medium text-muted-foreground text-sm">{eyebrow}</p> : null}
          <h2
            id={titleId}
            className="mt-2 text-balance font-semibold text-3xl text-foreground tracking-tight sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mt-4 text-pretty text-lg text-muted-foreground">{description}</p>
        </div>
        <ul className="mt-14 grid gap-4 sm:mt-16 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title: featureTitle, description: text }) => (
            <li key={featureTitle} className="flex">
              <MagicCard className="w-full rounded-xl">
                <div className="flex h-full flex-col p-6">
                  <span
                    aria-hidden
                    className="flex size-10 items-center justify-center rounded-lg border bg-muted text-foreground"
                  >
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <h3 className="mt-5 font-semibold text-base text-card-foreground">{featureTitle}</h3>
                  <p className="mt-2 text-muted-foreground text-sm leading-relaxed">{text}</p>
                </div>
              </MagicCard>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
