import {
  ArrowUpRightIcon,
  CodeXmlIcon,
  FileTextIcon,
  type LucideIcon,
  MailIcon,
  MapPinIcon,
  PenLineIcon,
} from 'lucide-react'
import * as React from 'react'
import { BlurFade } from '../../blur-fade/blur-fade'
import { Button } from '../../button/button'
import { DotPattern } from '../../dot-pattern/dot-pattern'
import { cn } from '../../lib/utils'

export type PortfolioLink = {
  label: string
  href: string
  /** Shown before the label; the label stays the link's name. */
  icon?: LucideIcon
}

/** A date as the page prints it (`label`) and as machines read it (`dateTime`, e.g. `2023-03`). */
export type PortfolioDate = { dateTime: string; label: string }

export type PortfolioJob = {
  company: string
  role: string
  location?: string
  start: PortfolioDate
  /** Leave it out for the current job: the data's `presentLabel` is shown instead. */
  end?: PortfolioDate
  /** What was done there, one bullet each. */
  highlights: string[]
}

export type PortfolioSchool = {
  school: string
  degree: string
  start: PortfolioDate
  end?: PortfolioDate
  /** One line under the degree; leave it out for none. */
  note?: string
}

export type PortfolioProject = {
  title: string
  description: string
  /** Tools it is built with, shown as tags. */
  stack: string[]
  /** Source, live site…; each link's accessible name adds the project's title, so several "Source" links stay distinct. */
  links: PortfolioLink[]
}

export type PortfolioData = {
  name: string
  role: string
  location: string
  bio: string
  /** The letters in the avatar; taken from the name when left empty. */
  initials?: string
  links: PortfolioLink[]
  experienceTitle: string
  /** Shown as the end of the current job or course. */
  presentLabel: string
  experience: PortfolioJob[]
  educationTitle: string
  education: PortfolioSchool[]
  projectsTitle: string
  projectsDescription: string
  /** Names the list of a project's tags for screen readers. */
  stackLabel: string
  projects: PortfolioProject[]
  contactTitle: string
  contactText: string
  /** The address the contact button writes to. */
  email: string
  contactLabel: string
}

export type PortfolioTemplateProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The page's content; what is left out keeps the default's. */
  data?: Partial<PortfolioData>
}

export const defaultPortfolioData: PortfolioData = {
  name: 'Nadia Holm',
  role: 'Design engineer',
  location: 'Rotterdam, Netherlands',
  bio: 'I build interfaces that stay quick on a five-year-old phone and make sense to a screen reader. Eight years in, my favourite part is still the moment a tidy design meets messy real data and has to hold up.',
  links: [
    { label: 'GitHub', href: '#', icon: CodeXmlIcon },
    { label: 'Writing', href: '#', icon: PenLineIcon },
    { label: 'Résumé (PDF)', href: '#', icon: FileTextIcon },
  ],
  experienceTitle: 'Work experience',
  presentLabel: 'Present',
  experience: [
    {
      company: 'Harbourline',
      role: 'Senior design engineer',
      location: 'Rotterdam',
      start: { dateTime: '2023-03', label: 'Mar 2023' },
      highlights: [
        'Led the rebuild of the booking flow on server components, bringing the median time to interactive on mid-range Android phones from 4.1 s to 1.6 s.',
        'Started the component library six product teams now share, with visual regression tests on every pull request.',
        'Run a monthly accessibility review; the public site has passed two external WCAG 2.2 AA audits since.',
      ],
    },
    {
      company: 'Fieldnote',
      role: 'Frontend engineer',
      location: 'Remote',
      start: { dateTime: '2020-06', label: 'Jun 2020' },
      end: { dateTime: '2023-02', label: 'Feb 2023' },
      highlights: [
        'Shipped offline editing for the notes app: edits queue in IndexedDB and merge without conflicts when the connection returns.',
        'Moved the web app from a hand-tuned webpack setup to Vite, halving cold starts in development.',
        'Mentored three junior engineers through their first production releases.',
      ],
    },
    {
      company: 'Kettle & Crane',
      role: 'Web developer',
      location: 'Utrecht',
      start: { dateTime: '2017-09', label: 'Sep 2017' },
      end: { dateTime: '2020-05', label: 'May 2020' },
      highlights: [
        'Built more than twenty sites for museums and theatres, each with a content model their editors could run alone.',
        'Wrote the studio’s starter kit, which cut the setup of a new project from two days to an hour.',
      ],
    },
  ],
  educationTitle: 'Education',
  education: [
    {
      school: 'Rijnmond University of Applied Sciences',
      degree: 'BSc Communication and Multimedia Design',
      start: { dateTime: '2013-09', label: '2013' },
      end: { dateTime: '2017-07', label: '2017' },
      note: 'Thesis on colour contrast in charts for readers with low vision.',
    },
    {
      school: 'Noordzee Type School',
      degree: 'Summer course in typography for screens',
      start: { dateTime: '2016-07', label: 'Jul 2016' },
      end: { dateTime: '2016-08', label: 'Aug 2016' },
    },
  ],
  projectsTitle: 'Projects',
  projectsDescription: 'Things I build in the evenings, mostly to scratch my own itch. All of them are open source.',
  stackLabel: 'Built with',
  projects: [
    {
      title: 'Tidepool',
      description: 'A small form library that validates on the server and in the browser from one schema.',
      stack: ['TypeScript', 'React', 'Zod'],
      links: [
        { label: 'Source', href: '#', icon: CodeXmlIcon },
        { label: 'Docs', href: '#', icon: FileTextIcon },
      ],
    },
    {
      title: 'Contrast Kit',
      description: 'A command-line tool that checks every colour pair in a design-token file against WCAG and APCA.',
      stack: ['Node.js', 'CLI', 'Design tokens'],
      links: [{ label: 'Source', href: '#', icon: CodeXmlIcon }],
    },
    {
      title: 'Slow Radio',
      description: 'A player for ambient streams that works offline, installs as an app and weighs 38 kB.',
      stack: ['Preact', 'Service workers', 'Web Audio'],
      links: [
        { label: 'Live site', href: '#', icon: ArrowUpRightIcon },
        { label: 'Source', href: '#', icon: CodeXmlIcon },
      ],
    },
    {
      title: 'Margin Notes',
      description: 'A browser extension for reading groups to annotate articles together, end-to-end encrypted.',
      stack: ['TypeScript', 'WebExtensions', 'libsodium'],
      links: [
        { label: 'Install', href: '#', icon: ArrowUpRightIcon },
        { label: 'Source', href: '#', icon: CodeXmlIcon },
      ],
    },
  ],
  contactTitle: 'Get in touch',
  contactText:
    'I am open to senior and staff roles from September, and always happy to talk about design systems. Email is the quickest way to reach me; I answer within a couple of days.',
  email: 'nadia@example.com',
  contactLabel: 'Email me',
}

/** Up to two capitals from the name: "Nadia Holm" → "NH". */
function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return picked.map((word) => word?.charAt(0).toUpperCase() ?? '').join('')
}

const focusRing = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50'

function Period({ start, end, presentLabel }: { start: PortfolioDate; end?: PortfolioDate; presentLabel: string }) {
  return (
    <p className="text-muted-foreground text-sm tabular-nums">
      <time dateTime={start.dateTime}>{start.label}</time> –{' '}
      {end ? <time dateTime={end.dateTime}>{end.label}</time> : presentLabel}
    </p>
  )
}

/** A section of the page's column: an `h2` that names it, then its content. */
function Section({
  title,
  titleId,
  children,
  className,
}: {
  title: string
  titleId: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={titleId} className={cn('px-4 py-12 sm:px-6 sm:py-16', className)}>
      <div className="mx-auto max-w-3xl">
        <BlurFade inView>
          <h2 id={titleId} className="font-semibold text-2xl text-foreground tracking-tight">
            {title}
          </h2>
        </BlurFade>
        {children}
      </div>
    </section>
  )
}

/**
 * A one-page developer portfolio: an introduction with the page's one `h1`, an initials avatar and
 * links; a timeline of work experience; education; project cards over a faint dot pattern; and a
 * contact section with a mailto button. All of its words come from `data`, merged over a complete
 * default. Content fades in as it scrolls into view, and is plainly there without JavaScript or for
 * visitors who prefer reduced motion.
 */
export default function PortfolioTemplate({ data, className, ...props }: PortfolioTemplateProps) {
  const content: PortfolioData = { ...defaultPortfolioData, ...data }
  const id = React.useId()
  const ids = {
    intro: `${id}-intro`,
    experience: `${id}-experience`,
    education: `${id}-education`,
    projects: `${id}-projects`,
    contact: `${id}-contact`,
  }
  const initials = content.initials || initialsOf(content.name)

  return (
    <div className={cn('bg-background text-foreground', className)} {...props}>
      <section aria-labelledby={ids.intro} className="px-4 pt-16 pb-8 sm:px-6 sm:pt-24 sm:pb-12">
        <div className="mx-auto max-w-3xl">
          <BlurFade className="flex flex-col gap-6 sm:flex-row sm:items-center">
            <div
              aria-hidden
              className="flex size-20 shrink-0 select-none items-center justify-center rounded-full bg-primary font-semibold text-2xl text-primary-foreground tracking-tight shadow-sm ring-4 ring-border sm:size-24 sm:text-3xl"
            >
              {initials}
            </div>
            <div className="min-w-0">
              <h1
                id={ids.intro}
                className="text-balance font-semibold text-4xl text-foreground tracking-tight sm:text-5xl"
              >
                {content.name}
              </h1>
              <p className="mt-2 text-lg text-muted-foreground">
                {content.role}
                {content.location ? (
                  <span className="mt-1 flex items-center gap-1.5 text-base sm:mt-0 sm:ml-3 sm:inline-flex">
                    <MapPinIcon aria-hidden className="size-4 shrink-0" />
                    {content.location}
                  </span>
                ) : null}
              </p>
            </div>
          </BlurFade>
          <BlurFade delay={0.1}>
            <p className="mt-8 max-w-2xl text-pretty text-foreground text-lg leading-relaxed">{content.bio}</p>
          </BlurFade>
          {content.links.length ? (
            <BlurFade delay={0.2}>
              <ul className="mt-8 flex flex-wrap gap-2">
                {content.links.map(({ label, href, icon: Icon }) => (
                  <li key={`${label}-${href}`}>
                    <Button asChild variant="outline" size="sm">
                      <a href={href}>
                        {Icon ? <Icon aria-hidden /> : null}
                        {label}
                      </a>
                    </Button>
                  </li>
                ))}
              </ul>
            </BlurFade>
          ) : null}
        </div>
      </section>

      <Section title={content.experienceTitle} titleId={ids.experience}>
        <ol className="mt-8 ml-2 space-y-10 border-border border-l">
          {content.experience.map((job) => (
            <li key={`${job.company}-${job.start.dateTime}`} className="relative pl-6 sm:pl-8">
              <span
                aria-hidden
                className="absolute top-1.5 -left-[5px] size-2.5 rounded-full bg-primary ring-4 ring-background"
              />
              <BlurFade inView>
                <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                  <h3 className="font-semibold text-foreground text-lg">{job.company}</h3>
                  <Period start={job.start} end={job.end} presentLabel={content.presentLabel} />
                </div>
                <p className="mt-1 text-muted-foreground">
                  {job.role}
                  {job.location ? ` · ${job.location}` : null}
                </p>
                {job.highlights.length ? (
                  <ul className="mt-4 list-disc space-y-2 pl-5 text-foreground marker:text-muted-foreground">
                    {job.highlights.map((highlight) => (
                      <li key={highlight} className="text-pretty pl-1">
                        {highlight}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </BlurFade>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={content.educationTitle} titleId={ids.education}>
        <ul className="mt-8 space-y-4">
          {content.education.map((school) => (
            <li key={`${school.school}-${school.degree}`}>
              <BlurFade inView className="rounded-xl border border-border bg-card p-5 text-card-foreground sm:p-6">
                <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                  <h3 className="font-semibold text-card-foreground">{school.school}</h3>
                  <Period start={school.start} end={school.end} presentLabel={content.presentLabel} />
                </div>
                <p className="mt-1 text-card-foreground">{school.degree}</p>
                {school.note ? <p className="mt-2 text-muted-foreground text-sm">{school.note}</p> : null}
              </BlurFade>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby={ids.projects} className="relative isolate overflow-hidden px-4 py-16 sm:px-6 sm:py-24">
        <DotPattern
          width={20}
          height={20}
          className="-z-10 text-border [mask-image:radial-gradient(ellipse_at_center,white,transparent_75%)]"
        />
        <div className="mx-auto max-w-5xl">
          <BlurFade inView className="mx-auto max-w-3xl">
            <h2 id={ids.projects} className="font-semibold text-2xl text-foreground tracking-tight">
              {content.projectsTitle}
            </h2>
            <p className="mt-2 text-pretty text-muted-foreground">{content.projectsDescription}</p>
          </BlurFade>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6">
            {content.projects.map((project, index) => (
              <li key={project.title} className="min-w-0">
                <BlurFade inView delay={(index % 2) * 0.08} className="h-full">
                  <article className="flex h-full flex-col rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
                    <h3 className="font-semibold text-card-foreground text-lg">{project.title}</h3>
                    <p className="mt-2 flex-1 text-pretty text-muted-foreground">{project.description}</p>
                    {project.stack.length ? (
                      <ul aria-label={content.stackLabel} className="mt-4 flex flex-wrap gap-1.5">
                        {project.stack.map((tool) => (
                          <li
                            key={tool}
                            className="rounded-md border border-border bg-muted px-2 py-0.5 font-medium text-foreground text-xs"
                          >
                            {tool}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {project.links.length ? (
                      <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-border border-t pt-4">
                        {project.links.map(({ label, href, icon: Icon }) => (
                          <li key={`${label}-${href}`}>
                            <a
                              href={href}
                              aria-label={`${label}: ${project.title}`}
                              className={cn(
                                'inline-flex items-center gap-1.5 rounded-sm font-medium text-card-foreground text-sm underline-offset-4 hover:underline',
                                focusRing,
                              )}
                            >
                              {Icon ? <Icon aria-hidden className="size-4 shrink-0" /> : null}
                              {label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </article>
                </BlurFade>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section title={content.contactTitle} titleId={ids.contact} className="pb-20 sm:pb-28">
        <BlurFade inView>
          <p className="mt-4 max-w-2xl text-pretty text-muted-foreground">{content.contactText}</p>
          <div className="mt-8 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            <Button asChild size="lg">
              <a href={`mailto:${content.email}`}>
                <MailIcon aria-hidden />
                {content.contactLabel}
              </a>
            </Button>
            <p className="break-all font-mono text-muted-foreground text-sm">{content.email}</p>
          </div>
        </BlurFade>
      </Section>
    </div>
  )
}
