import * as React from 'react'
import { cn } from '../../lib/utils'
import { NumberTicker } from '../../number-ticker/number-ticker'

export type StatsTickerStat = {
  /** The figure the count ends on. */
  value: number
  /** Digits after the decimal point, e.g. 2 for 99.98. */
  decimalPlaces?: number
  /** Text before the figure, such as "$". */
  prefix?: string
  /** Text after the figure, such as "k+" or "%". */
  suffix?: string
  /** What the figure counts. */
  label: string
}

export type StatsTickerProps = React.ComponentProps<'section'> & {
  title?: React.ReactNode
  description?: React.ReactNode
  /** Up to four figures read best; more wrap onto further rows. */
  stats?: StatsTickerStat[]
}

const defaultStats: StatsTickerStat[] = [
  { value: 12, suffix: 'k+', label: 'Developers deploying every week' },
  { value: 99.98, decimalPlaces: 2, suffix: '%', label: 'Uptime over the last twelve months' },
  { value: 48, suffix: '%', label: 'Faster builds after the first week' },
  { value: 250, suffix: '+', label: 'Integrations ready to connect' },
]

/**
 * A heading, a line of copy and a row of figures that count up from zero when they scroll into view,
 * each above what it counts. Screen readers read each figure's final value, once; with reduced
 * motion the final values show from the first paint.
 */
export default function StatsTicker({
  title = 'Built to carry real workloads',
  description = 'The numbers behind the platform, updated every quarter from our production dashboards.',
  stats = defaultStats,
  className,
  ...props
}: StatsTickerProps) {
  const titleId = React.useId()
  return (
    <section aria-labelledby={titleId} className={cn('px-6 py-20 sm:py-24', className)} {...props}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={titleId} className="text-balance font-semibold text-3xl text-foreground tracking-tight sm:text-4xl">
            {title}
          </h2>
          {description ? <p className="mt-4 text-pretty text-lg text-muted-foreground">{description}</p> : null}
        </div>
        <dl className="mt-12 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((stat, index) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse gap-2 rounded-xl border bg-card p-6 text-center text-card-foreground"
            >
              <dt className="text-pretty text-muted-foreground text-sm">{stat.label}</dt>
              <dd className="font-semibold text-4xl tracking-tight sm:text-5xl">
                {stat.prefix ? <span>{stat.prefix}</span> : null}
                <NumberTicker
                  value={stat.value}
                  decimalPlaces={stat.decimalPlaces ?? 0}
                  delay={index * 0.15}
                  className="text-card-foreground tracking-tight dark:text-card-foreground"
                />
                {stat.suffix ? <span>{stat.suffix}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
