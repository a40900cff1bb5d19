import { HashIcon, RssIcon } from 'lucide-react'
import * as React from 'react'
import { Button } from '../../button/button'
import { CodeComparison, type CodeComparisonLanguage } from '../../code-comparison/code-comparison'
import { cn } from '../../lib/utils'
import FooterColumns, { type FooterColumnsProps } from '../footer-columns/footer-columns'
import Navbar, { type NavbarProps } from '../navbar/navbar'
import NewsletterSignup, { type NewsletterSignupProps } from '../newsletter-signup/newsletter-signup'

/** A date as the page prints it (`label`) and as machines read it (`dateTime`, `YYYY-MM-DD`). */
export type ChangelogDate = { dateTime: string; label: string }

/** One line of a release's details, after a tag that says what kind of change it is. */
export type ChangelogChange = { kind: string; text: string }

/** A change to a public API, shown as code before and after. */
export type ChangelogApiChange = {
  /** What changed and what to do about it, above the code. */
  description: string
  before: string
  after: string
  language?: CodeComparisonLanguage
  filename?: string
  beforeLabel?: string
  afterLabel?: string
}

export type ChangelogRelease = {
  /** `2.4.0` (a leading `v` is fine too). */
  version: string
  /** The release's anchor; by default `v` and the version with dashes for dots: `v2-4-0`. */
  id?: string
  date: ChangelogDate
  title: string
  /** A sentence under the title; leave it out for none. */
  summary?: string
  highlights: string[]
  details: ChangelogChange[]
  apiChange?: ChangelogApiChange
}

export type ChangelogTemplateProps = Omit<React.ComponentProps<'div'>, 'title' | 'children'> & {
  title?: React.ReactNode
  description?: React.ReactNode
  /** A feed to follow, linked under the intro; `null` leaves it out. */
  feed?: { label: string; href: string } | null
  /** The releases; they are shown newest first, whatever their order here. */
  releases?: ChangelogRelease[]
  /** Names the list of releases for screen readers. */
  releasesLabel?: string
  /** The tag on the newest release; leave it empty for none. */
  latestLabel?: string
  highlightsLabel?: string
  detailsLabel?: string
  apiChangeLabel?: string
  /** Props of the navbar block at the top, over this page's defaults. */
  navbar?: NavbarProps
  /** Props of the newsletter sign-up block, over this page's defaults. */
  newsletter?: NewsletterSignupProps
  /** Props of the footer block, over this page's defaults. */
  footer?: FooterColumnsProps
}

const v3Before = `import { Tideline } from '@tideline/sdk'

const client = new Tideline({ token })

const run = await client.deploy('web-app', { // [!code --]
  branch: 'main', // [!code --]
  wait: true, // [!code --]
}) // [!code --]
console.log(run.url) // [!code --]
`

const v3After = `import { Tideline } from '@tideline/sdk'

const client = new Tideline({ token })

const deployment = await client.deployments.create({ // [!code ++]
  pipeline: 'web-app', // [!code ++]
  ref: 'refs/heads/main', // [!code ++]
}) // [!code ++]
await deployment.done() // [!code ++]
console.log(deployment.url) // [!code ++]
`

export const defaultChangelogReleases: ChangelogRelease[] = [
  {
    version: '3.0.0',
    date: { dateTime: '2026-04-14', label: 'April 14, 2026' },
    title: 'A resource-based API and SDK',
    summary:
      'Version 3 of the REST API and the TypeScript SDK is organised around resources. Version 2 keeps working until October 31, 2026.',
    highlights: [
      'Deployments, pipelines and runners each have their own client, with the same create, get, list and cancel methods.',
      'Every list endpoint pages with cursors, so long histories load just as fast as short ones.',
      'Errors carry a stable code and a link to the page of the docs that explains them.',
    ],
    details: [
      {
        kind: 'Added',
        text: 'deployments.create() returns a handle you can wait on with done() or stream logs from with logs().',
      },
      {
        kind: 'Changed',
        text: 'client.deploy() is now deployments.create(), and its branch option is ref, which also takes tags and commit SHAs.',
      },
      { kind: 'Removed', text: 'The wait option. Await deployment.done() instead.' },
      {
        kind: 'Fixed',
        text: 'A retried request no longer starts a second deployment: every create call sends an idempotency key.',
      },
    ],
    apiChange: {
      description:
        'client.deploy() becomes deployments.create(). Pass a full Git ref, then wait on the deployment itself instead of passing wait: true.',
      before: v3Before,
      after: v3After,
      language: 'ts',
      filename: 'deploy.ts',
      beforeLabel: 'v2',
      afterLabel: 'v3',
    },
  },
  {
    version: '2.9.0',
    date: { dateTime: '2026-03-18', label: 'March 18, 2026' },
    title: 'Preview environments for every pull request',
    summary:
      'Open a pull request and Tideline deploys it to its own URL, then tears it down once the branch is merged.',
    highlights: [
      'The preview URL is posted on the pull request and updated on every push.',
      'Previews sleep after 30 minutes without traffic and wake up on the next request.',
    ],
    details: [
      { kind: 'Added', text: 'A Previews tab in pipeline settings to choose which branches get an environment.' },
      { kind: 'Added', text: 'Environment variables per preview, copied from staging unless you set your own.' },
      { kind: 'Improved', text: 'The deployments list groups previews under their pull request.' },
      { kind: 'Fixed', text: 'Preview builds from forks no longer receive the repository’s secrets.' },
    ],
  },
  {
    version: '2.8.2',
    date: { dateTime: '2026-02-27', label: 'February 27, 2026' },
    title: 'Faster cache restores',
    summary: 'A patch release that makes warm builds noticeably quicker.',
    highlights: ['Build caches restore in parallel chunks, about three times faster for caches over 1 GB.'],
    details: [
      { kind: 'Improved', text: 'Cache keys include the lockfile’s hash by default.' },
      { kind: 'Fixed', text: 'A cache saved by a cancelled job could be restored half-written.' },
      { kind: 'Fixed', text: 'The log viewer showed times in UTC even when a time zone was set.' },
    ],
  },
  {
    version: '2.8.0',
    date: { dateTime: '2026-02-05', label: 'February 5, 2026' },
    title: 'Self-hosted runners on ARM',
    summary: 'Run jobs on your own ARM64 machines, from a rack of single-board computers to cloud instances.',
    highlights: [
      'One runner binary for Linux on ARM64 and for macOS on Apple silicon.',
      'Runners register with a one-time token and keep themselves up to date.',
    ],
    details: [
      { kind: 'Added', text: 'runs-on: [self-hosted, arm64] in a pipeline picks an ARM runner.' },
      { kind: 'Improved', text: 'The runners page shows each runner’s architecture, version and last job.' },
      { kind: 'Fixed', text: 'Runners behind a proxy lost their connection after an hour.' },
    ],
  },
  {
    version: '2.7.0',
    date: { dateTime: '2026-01-13', label: 'January 13, 2026' },
    title: 'Pipeline insights',
    summary: 'See where your build minutes go, and which tests waste them.',
    highlights: [
      'A new Insights tab charts duration, queue time and failure rate for each job over the last 90 days.',
      'A test is flagged as flaky when it both fails and passes on the same commit.',
    ],
    details: [
      { kind: 'Added', text: 'Every chart exports to CSV.' },
      { kind: 'Improved', text: 'The pipeline graph draws pipelines of more than 200 jobs without stalling.' },
      { kind: 'Fixed', text: 'Queue time included the time a job waited for manual approval.' },
    ],
  },
  {
    version: '2.6.1',
    date: { dateTime: '2025-12-09', label: 'December 9, 2025' },
    title: 'Fixes for scheduled pipelines',
    highlights: ['Scheduled pipelines follow daylight saving time in the time zone you picked.'],
    details: [
      { kind: 'Fixed', text: 'A schedule set for 02:30 could run twice on the night the clocks go back.' },
      { kind: 'Fixed', text: 'Editing a schedule no longer resets its branch to the default branch.' },
    ],
  },
]

const defaultNavbar: NavbarProps = {
  brand: 'Tideline',
  links: [
    { label: 'Product', href: '#' },
    { label: 'Docs', href: '#' },
    { label: 'Pricing', href: '#' },
    { label: 'Changelog', href: '#', current: true },
  ],
  signIn: { label: 'Sign in', href: '#' },
  cta: { label: 'Start free', href: '#' },
}

const defaultNewsletter: NewsletterSignupProps = {
  title: 'Get release notes by email',
  description:
    'One short email when a release ships: what changed, what to check before you upgrade, and nothing else.',
  note: 'Two emails a month at most. Unsubscribe with one click.',
}

const defaultFooter: FooterColumnsProps = {
  brand: { label: 'Tideline', href: '/' },
  description: 'Pipelines, previews and runners for teams that ship every day.',
}

/** `2.4.0` → `v2-4-0`: a fragment that needs no escaping. */
export function releaseAnchor(release: Pick<ChangelogRelease, 'id' | 'version'>) {
  if (release.id) return release.id
  const bare = release.version.replace(/^v/i, '').toLowerCase()
  return `v${bare.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`
}

/** Newest first by date; releases of the same day keep their order. */
function newestFirst(releases: ChangelogRelease[]) {
  return [...releases].sort((a, b) =>
    a.date.dateTime < b.date.dateTime ? 1 : a.date.dateTime > b.date.dateTime ? -1 : 0,
  )
}

const focusRing = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50'

/**
 * A product changelog page: the navbar block, an `h1` with an intro and a feed link, then the
 * releases newest first as a timeline. Each release is an `article` with its own anchor, which its
 * `h2` links to so it can be shared; beside it sit the version and the date, and under it the
 * highlights, the details and, for a breaking change, the code before and after. The newsletter
 * sign-up and footer blocks close the page. Nothing in it moves.
 */
export default function ChangelogTemplate({
  title = 'Changelog',
  description = 'Everything new in Tideline, newest first: features, fixes and the occasional breaking change, with what to do about it.',
  feed = { label: 'Subscribe via RSS', href: '#' },
  releases = defaultChangelogReleases,
  releasesLabel = 'Releases',
  latestLabel = 'Latest',
  highlightsLabel = 'Highlights',
  detailsLabel = 'All changes',
  apiChangeLabel = 'API change',
  navbar,
  newsletter,
  footer,
  className,
  ...props
}: ChangelogTemplateProps) {
  const id = React.useId()
  const titleId = `${id}-title`
  const ordered = newestFirst(releases)

  return (
    <div className={cn('bg-background text-foreground', className)} {...props}>
      <Navbar {...defaultNavbar} {...navbar} />

      <section aria-labelledby={titleId} className="px-4 pt-16 pb-8 sm:px-6 sm:pt-24">
        <div className="mx-auto max-w-5xl">
          <div className="max-w-2xl">
            <h1 id={titleId} className="text-balance font-semibold text-4xl text-foreground tracking-tight sm:text-5xl">
              {title}
            </h1>
            <p className="mt-4 text-pretty text-lg text-muted-foreground">{description}</p>
            {feed ? (
              <Button asChild variant="outline" size="sm" className="mt-6">
                <a href={feed.href}>
                  <RssIcon aria-hidden />
                  {feed.label}
                </a>
              </Button>
            ) : null}
          </div>

          <ol aria-label={releasesLabel} className="mt-16 sm:mt-20">
            {ordered.map((release, index) => {
              const anchor = releaseAnchor(release)
              const headingId = `${id}-${anchor}`
              const version = `v${release.version.replace(/^v/i, '')}`
              const last = index === ordered.length - 1
              return (
                <li key={anchor}>
                  <article
                    id={anchor}
                    aria-labelledby={headingId}
                    className="grid scroll-mt-24 grid-cols-1 gap-4 lg:grid-cols-[9rem_minmax(0,1fr)] lg:gap-10"
                  >
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 lg:sticky lg:top-24 lg:flex-col lg:items-start lg:self-start lg:pt-1">
                      <span className="rounded-full border border-border bg-muted px-2.5 py-0.5 font-medium font-mono text-foreground text-xs">
                        {version}
                      </span>
                      <time dateTime={release.date.dateTime} className="text-muted-foreground text-sm tabular-nums">
                        {release.date.label}
                      </time>
                      {index === 0 && latestLabel ? (
                        <span className="rounded-full bg-primary px-2.5 py-0.5 font-medium text-primary-foreground text-xs">
                          {latestLabel}
                        </span>
                      ) : null}
                    </div>

                    <div
                      className={cn(
                        'relative min-w-0 lg:border-border lg:border-l lg:pl-10',
                        last ? 'pb-4' : 'pb-14 sm:pb-16',
                      )}
                    >
                      <span
                        aria-hidden
                        className="absolute top-2.5 -left-[5px] hidden size-2.5 rounded-full bg-primary ring-4 ring-background lg:block"
                      />
                      <h2 id={headingId} className="font-semibold text-2xl text-foreground tracking-tight">
                        <a
                          href={`#${anchor}`}
                          className={cn('group inline-flex items-baseline gap-2 rounded-sm hover:underline', focusRing)}
                        >
                          <span className="text-balance">{release.title}</span>
                          <HashIcon
                            aria-hidden
                            className="size-5 shrink-0 self-center text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none"
                          />
                        </a>
                      </h2>
                      {release.summary ? (
                        <p className="mt-3 text-pretty text-muted-foreground">{release.summary}</p>
                      ) : null}

                      {release.highlights.length ? (
                        <>
                          <h3 className="mt-8 font-semibold text-foreground text-sm">{highlightsLabel}</h3>
                          <ul className="mt-3 list-disc space-y-2 pl-5 text-foreground marker:text-muted-foreground">
                            {release.highlights.map((highlight) => (
                              <li key={highlight} className="text-pretty pl-1">
                                {highlight}
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : null}

                      {release.details.length ? (
                        <>
                          <h3 className="mt-8 font-semibold text-foreground text-sm">{detailsLabel}</h3>
                          <ul className="mt-3 space-y-3 text-sm">
                            {release.details.map((change) => (
                              <li key={`${change.kind}-${change.text}`} className="flex items-start gap-3">
                                <span className="mt-px min-w-20 shrink-0 rounded-md border border-border px-2 py-0.5 text-center font-medium text-foreground text-xs">
                                  {change.kind}
                                </span>
                                <span className="min-w-0 text-pretty text-muted-foreground">{change.text}</span>
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : null}

                      {release.apiChange ? (
                        <>
                          <h3 className="mt-8 font-semibold text-foreground text-sm">{apiChangeLabel}</h3>
                          <p className="mt-3 text-pretty text-muted-foreground text-sm">
                            {release.apiChange.description}
                          </p>
                          <CodeComparison
                            className="mt-4"
                            language={release.apiChange.language ?? 'ts'}
                            // The default themes' red and green text is too faint on the removed and
                            // added lines' tint; these keep every token at 4.5:1.
                            lightTheme="github-light-default"
                            darkTheme="github-dark-default"
                            filename={release.apiChange.filename}
                            beforeCode={release.apiChange.before}
                            afterCode={release.apiChange.after}
                            beforeLabel={release.apiChange.beforeLabel}
                            afterLabel={release.apiChange.afterLabel}
                          />
                        </>
                      ) : null}
                    </div>
                  </article>
                </li>
              )
            })}
          </ol>
        </div>
      </section>

      <NewsletterSignup {...defaultNewsletter} {...newsletter} />
      <FooterColumns {...defaultFooter} {...footer} />
    </div>
  )
}
