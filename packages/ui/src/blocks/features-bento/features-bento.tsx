import {
  BellIcon,
  BlocksIcon,
  BoxIcon,
  CloudIcon,
  CreditCardIcon,
  DatabaseIcon,
  FileCodeIcon,
  GitBranchIcon,
  GitForkIcon,
  MailIcon,
  MessageSquareIcon,
  PlugIcon,
  RocketIcon,
  StarIcon,
  SunMoonIcon,
  WebhookIcon,
} from 'lucide-react'
import * as React from 'react'
import { AnimatedList } from '../../animated-list/animated-list'
import { BentoCard, BentoGrid } from '../../bento-grid/bento-grid'
import { DotPattern } from '../../dot-pattern/dot-pattern'
import { cn } from '../../lib/utils'
import { Marquee } from '../../marquee/marquee'
import { OrbitingCircles } from '../../orbiting-circles/orbiting-circles'

/** The animated scenes a card can have behind its text. */
export type FeaturesBentoBackground = 'files' | 'notifications' | 'integrations' | 'themes'

export type FeaturesBentoCard = {
  name: string
  description: string
  /** Where the card's call to action leads. */
  href: string
  /** The call to action's text. */
  cta?: string
  /** An icon component drawn above the card's heading. */
  Icon?: React.ElementType
  /** Which scene plays behind the text; it is decoration, hidden from assistive technology. */
  background?: FeaturesBentoBackground
  /** The card's width from `lg` up, e.g. `lg:col-span-2` (of three); below `lg` cards span the row. */
  className?: string
}

export type FeaturesBentoFile = { name: string; line: string }
export type FeaturesBentoNotification = { icon: React.ElementType; title: string; time: string }

export type FeaturesBentoProps = React.ComponentProps<'section'> & {
  /** A short line above the heading; leave it empty for none. */
  eyebrow?: string
  title?: React.ReactNode
  description?: React.ReactNode
  cards?: FeaturesBentoCard[]
  /** The files that scroll past in the `files` scene. */
  files?: FeaturesBentoFile[]
  /** The notifications that arrive one by one in the `notifications` scene. */
  notifications?: FeaturesBentoNotification[]
  /** Icons circling the centre in the `integrations` scene, inner ring first. */
  integrations?: React.ElementType[]
}

/** Keeps a scene in the top of its card and fades it out before the card's text begins. */
const sceneClass =
  'absolute inset-x-0 top-0 h-[55%] overflow-hidden [mask-image:linear-gradient(to_bottom,#000_60%,transparent)]'

/** A scene: decoration only, so hidden from assistive technology and out of the tab order. */
function Scene({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div aria-hidden inert className={cn(sceneClass, className)}>
      {children}
    </div>
  )
}

function FilesScene({ files }: { files: FeaturesBentoFile[] }) {
  const chip = (file: FeaturesBentoFile) => (
    <figure key={file.name} className="w-44 rounded-lg border bg-card px-3 py-2 shadow-xs">
      <figcaption className="truncate font-medium text-card-foreground text-xs">{file.name}</figcaption>
      <code className="mt-1 block truncate font-mono text-[11px] text-muted-foreground">{file.line}</code>
    </figure>
  )
  const half = Math.ceil(files.length / 2)
  const rows = [files.slice(0, half), files.slice(half)].filter((row) => row.length > 0)
  return (
    <Scene className="flex flex-col pt-3">
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two fixed rows, never reordered
        <Marquee key={index} reverse={index === 1} className={index === 1 ? '[--duration:38s]' : '[--duration:32s]'}>
          {row.map(chip)}
        </Marquee>
      ))}
    </Scene>
  )
}

function NotificationsScene({ notifications }: { notifications: FeaturesBentoNotification[] }) {
  return (
    <Scene className="px-6 pt-6">
      <AnimatedList delay={1800} className="mx-auto max-w-md gap-2">
        {notifications.map(({ icon: Icon, title, time }) => (
          <div
            key={`${title}-${time}`}
            className="flex w-full items-center gap-3 rounded-xl border bg-card px-3 py-2.5 shadow-xs"
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon className="size-4" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium text-card-foreground text-sm">{title}</span>
              <span className="text-muted-foreground text-xs">{time}</span>
            </span>
          </div>
        ))}
      </AnimatedList>
    </Scene>
  )
}

function IntegrationsScene({ icons }: { icons: React.ElementType[] }) {
  const inner = icons.slice(0, 4)
  const outer = icons.slice(4)
  const orbiter = 'rounded-full border bg-card text-card-foreground shadow-xs'
  return (
    <Scene className="flex items-center justify-center">
      <span className="relative z-10 flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-md">
        <BlocksIcon className="size-5" />
      </span>
      <OrbitingCircles radius={50} iconSize={34} duration={24} className={orbiter}>
        {inner.map((Icon, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same icon may orbit twice; the ring never reorders
          <Icon key={index} className="size-4" />
        ))}
      </OrbitingCircles>
      {outer.length ? (
        <OrbitingCircles radius={86} iconSize={30} duration={36} reverse className={orbiter}>
          {outer.map((Icon, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same icon may orbit twice; the ring never reorders
            <Icon key={index} className="size-3.5" />
          ))}
        </OrbitingCircles>
      ) : null}
    </Scene>
  )
}

function ThemesScene() {
  const swatches = ['bg-primary', 'bg-secondary', 'bg-accent', 'bg-muted']
  const panel = (extra: string) => (
    <div
      className={cn(
        'flex w-40 flex-col gap-2 rounded-xl border bg-background p-3 shadow-sm transition-transform duration-300 ease-out motion-reduce:transition-none',
        extra,
      )}
    >
      <span className="h-2 w-16 rounded-full bg-foreground/80" />
      <span className="h-2 w-24 rounded-full bg-muted-foreground/50" />
      <span className="mt-1 flex gap-1.5">
        {swatches.map((swatch) => (
          <span key={swatch} className={cn('size-5 rounded-md border', swatch)} />
        ))}
      </span>
    </div>
  )
  return (
    <Scene className="flex items-center justify-center">
      <DotPattern
        glow
        width={18}
        height={18}
        className="text-muted-foreground/40 [mask-image:radial-gradient(circle_at_center,white,transparent_75%)]"
      />
      <div className="relative flex items-center">
        {panel('-rotate-6 group-hover:-rotate-3')}
        {/* The same panel in the dark theme: `.dark` switches the tokens for what is inside it. */}
        <div className="dark -ml-16 mt-10">{panel('rotate-3 group-hover:rotate-6')}</div>
      </div>
    </Scene>
  )
}

/**
 * A bento features section: a heading, an intro and a mosaic of feature cards whose tops hold small
 * animated scenes: files scrolling past, notifications arriving, integrations in orbit, a theme
 * over twinkling dots. The scenes are decoration, hidden from assistive technology; each pauses off
 * screen and stands still for visitors who prefer reduced motion. Cards stack below `lg`.
 */
export default function FeaturesBento({
  eyebrow = 'Built for teams',
  title = 'A workflow that keeps up with you',
  description = 'From the first install to the hundredth tweak, Snipstack keeps components in sync with your code, your stack and your brand.',
  cards = [
    {
      name: 'Every file, one command away',
      description: 'Components land in your repository as plain source you can read, diff and review.',
      href: '#',
      cta: 'Browse components',
      Icon: FileCodeIcon,
      background: 'files',
      className: 'lg:col-span-1',
    },
    {
      name: 'Know when something changes',
      description: 'Get told when a component you installed gets a fix, with a diff ready to apply.',
      href: '#',
      cta: 'See update alerts',
      Icon: BellIcon,
      background: 'notifications',
      className: 'lg:col-span-2',
    },
    {
      name: 'Fits the stack you have',
      description: 'Works with Next.js, Vite, Remix and Astro, with your router, forms and data layer.',
      href: '#',
      cta: 'View integrations',
      Icon: PlugIcon,
      background: 'integrations',
      className: 'lg:col-span-2',
    },
    {
      name: 'Follows your theme',
      description: 'Light, dark or your own palette: every piece reads your tokens.',
      href: '#',
      cta: 'Explore theming',
      Icon: SunMoonIcon,
      background: 'themes',
      className: 'lg:col-span-1',
    },
  ],
  files = [
    { name: 'marquee.tsx', line: 'export function Marquee({ reverse, ...props }) {' },
    { name: 'use-on-screen.ts', line: 'const observer = new IntersectionObserver(update)' },
    { name: 'globals.css', line: '@keyframes marquee { to { translate: -100% } }' },
    { name: 'hero.tsx', line: '<h1 className="text-5xl">Launch day</h1>' },
    { name: 'pricing.tsx', line: 'const plans = await getPlans({ currency })' },
    { name: 'button.tsx', line: "variant: { default: 'bg-primary' }," },
    { name: 'components.json', line: '"aliases": { "ui": "@/components/ui" }' },
    { name: 'utils.ts', line: 'export const cn = (...inputs) => twMerge(clsx(inputs))' },
  ],
  notifications = [
    { icon: RocketIcon, title: 'marquee 2.1 is out', time: 'Just now' },
    { icon: GitForkIcon, title: 'Dana updated pricing-table', time: '4 min ago' },
    { icon: StarIcon, title: 'Your team starred hero-split', time: '12 min ago' },
    { icon: MessageSquareIcon, title: 'New comment on navbar', time: '1 h ago' },
  ],
  integrations = [
    GitBranchIcon,
    DatabaseIcon,
    CloudIcon,
    WebhookIcon,
    BoxIcon,
    MailIcon,
    CreditCardIcon,
    MessageSquareIcon,
  ],
  className,
  ...props
}: FeaturesBentoProps) {
  const titleId = React.useId()
  const scene = (background: FeaturesBentoBackground | undefined) => {
    switch (background) {
      case 'files':
        return <FilesScene files={files} />
      case 'notifications':
        return <NotificationsScene notifications={notifications} />
      case 'integrations':
        return <IntegrationsScene icons={integrations} />
      case 'themes':
        return <ThemesScene />
      default:
        return undefined
    }
  }
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
        <BentoGrid className="mt-14 sm:mt-16">
          {cards.map((card) => (
            <BentoCard
              key={card.name}
              name={card.name}
              description={card.description}
              href={card.href}
              cta={card.cta}
              Icon={card.Icon}
              background={scene(card.background)}
              className={card.className}
            />
          ))}
        </BentoGrid>
      </div>
    </section>
  )
}
