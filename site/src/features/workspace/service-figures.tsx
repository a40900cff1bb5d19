import type { MeasuredWorkspaceService, WorkspaceRatings, WorkspaceService } from '@snipstack/contracts'
import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'
import { Badge } from '@/components/ui/badge'

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** '5 hours ago', 'yesterday', 'now': the largest whole unit. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = Date.parse(iso) - now
  for (const [unit, ms] of units) {
    if (Math.abs(elapsed) >= ms) return relative.format(Math.round(elapsed / ms), unit)
  }
  return relative.format(0, 'minute')
}

/** '2.15 GB' from megabytes, '512 MB', '0.4 MB'. */
export function formatMegabytes(mb: number): string {
  if (mb >= 1024) return `${Number((mb / 1024).toFixed(2))} GB`
  return `${Number(mb.toFixed(mb < 10 ? 2 : 0))} MB`
}

const counted = new Intl.NumberFormat('en-US')

/**
 * The ratings figure: '4.3 of 5' and how many ratings it averages, or 'No ratings yet' rather
 * than a zero average that was never given.
 */
export function ratingsFigure(ratings: WorkspaceRatings): { value: string; detail?: string } {
  if (ratings.average === null || ratings.count === 0) return { value: 'No ratings yet' }
  return {
    value: `${ratings.average.toFixed(1)} of 5`,
    detail: `from ${counted.format(ratings.count)} ${ratings.count === 1 ? 'rating' : 'ratings'}`,
  }
}

/** What a preview's card says of it, beside its mark. */
export const PREVIEW_NOTE = 'Not yet available on this instance.'

/** The mark of a preview service, beside its name and over where its figures would be. */
export function PreviewBadge() {
  return (
    <Badge variant="new" title="This service is not yet available on this instance">
      Preview
    </Badge>
  )
}

type FiguresProps = { service: WorkspaceService; className?: string; ref?: React.Ref<HTMLElement> }

/**
 * A service's figures (docs/product.md, Workspace): storage against its limit, items, performance,
 * any further figures, the ratings where the account's items are rated, and recent activity. A
 * preview has none, and says so rather than showing zeros that would read as measured.
 */
export function ServiceFigures({ service, className, ref }: FiguresProps) {
  const headingId = `figures-${service.id}`
  return (
    <section ref={ref} aria-labelledby={headingId} className={cn('rounded-xl border bg-card p-6 shadow-sm', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-semibold text-lg">
          {service.name} usage
        </h2>
        {service.preview ? <PreviewBadge /> : <Badge variant="outline">Your account</Badge>}
      </div>
      {service.preview ? (
        <p data-slot="workspace-preview" className="mt-4 text-muted-foreground text-sm">
          {service.name} is a preview: it is not yet available on this instance, so there is no storage, usage or
          activity to show.
        </p>
      ) : (
        <MeasuredFigures service={service} />
      )}
    </section>
  )
}

function MeasuredFigures({ service }: { service: MeasuredWorkspaceService }) {
  const { analytics } = service
  const ratings = analytics.ratings ? ratingsFigure(analytics.ratings) : null
  return (
    <>
      <dl className="mt-6 grid gap-6 sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground text-sm">Storage</dt>
          <dd className="mt-1 font-semibold text-xl tabular-nums">
            {formatMegabytes(analytics.storage.used_mb)}{' '}
            <span className="font-normal text-muted-foreground text-sm">
              of {formatMegabytes(analytics.storage.limit_mb)}
            </span>
          </dd>
          <dd className="mt-3">
            <div
              role="progressbar"
              aria-label={`${service.name} storage used`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={analytics.usage_percent}
              aria-valuetext={`${analytics.usage_percent}% used`}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${analytics.usage_percent}%` }} />
            </div>
            <span className="mt-1 block text-muted-foreground text-xs">{analytics.usage_percent}% used</span>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">{analytics.items.label}</dt>
          <dd className="mt-1 font-semibold text-xl tabular-nums">{analytics.items.value}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">{analytics.performance.label}</dt>
          <dd className="mt-1 font-semibold text-xl tabular-nums">{analytics.performance.value}</dd>
        </div>
        {analytics.figures.map((figure) => (
          <div key={figure.label} data-slot="workspace-figure">
            <dt className="text-muted-foreground text-sm">{figure.label}</dt>
            <dd className="mt-1 font-semibold text-xl tabular-nums">{figure.value}</dd>
          </div>
        ))}
        {ratings ? (
          <div data-slot="workspace-ratings">
            <dt className="text-muted-foreground text-sm">Rating</dt>
            <dd className="mt-1 font-semibold text-xl tabular-nums">{ratings.value}</dd>
            {ratings.detail ? <dd className="mt-1 text-muted-foreground text-xs">{ratings.detail}</dd> : null}
          </div>
        ) : null}
      </dl>
      <h3 className="mt-8 font-medium text-sm">Recent activity</h3>
      {analytics.activity.length ? (
        <ul className="mt-3 divide-y rounded-lg border">
          {analytics.activity.map((entry) => (
            <li
              key={`${entry.at}-${entry.title}`}
              className="flex items-baseline justify-between gap-4 px-4 py-2.5 text-sm"
            >
              <span>{entry.title}</span>
              <time dateTime={entry.at} className="shrink-0 text-muted-foreground text-xs">
                {timeAgo(entry.at)}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted-foreground text-sm">Nothing yet.</p>
      )}
    </>
  )
}
