'use client'

import { CheckIcon } from 'lucide-react'
import * as React from 'react'
import { BorderBeam } from '../../border-beam/border-beam'
import { Button } from '../../button/button'
import { cn } from '../../lib/utils'

export type PricingBilling = 'monthly' | 'yearly'

export type PricingTier = {
  name: string
  description: string
  /** The price of one month when billed monthly; yearly billing takes `yearlyDiscount` off it. */
  monthlyPrice: number
  features: string[]
  cta: { label: string; href: string }
  /** The recommended tier: lit by a travelling beam and marked with the "Most popular" badge. */
  popular?: boolean
}

export type PricingTiersLabels = {
  /** The accessible name of the billing switch. */
  billing: string
  monthly: string
  yearly: string
  /** Beside the yearly option; by default "Save {yearlyDiscount}%". */
  saving: string
  /** After each price. */
  perMonth: string
  /** Under the price while billed monthly. */
  billedMonthly: string
  /** Under the price while billed yearly; `{total}` stands for the year's total. */
  billedYearly: string
  /** Under a price of 0. */
  free: string
  popular: string
}

export type PricingTiersProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  title?: React.ReactNode
  description?: React.ReactNode
  tiers?: PricingTier[]
  /** Percent taken off every monthly price when billed yearly. */
  yearlyDiscount?: number
  /** ISO 4217 code the prices are in. */
  currency?: string
  /** BCP 47 locale the prices are formatted for; fixed by default so server and browser agree. */
  locale?: string
  /** The billing period selected at first. */
  defaultBilling?: PricingBilling
  labels?: Partial<PricingTiersLabels>
}

const defaultTiers: PricingTier[] = [
  {
    name: 'Hobby',
    description: 'For side projects and trying things out on your own.',
    monthlyPrice: 0,
    features: ['1 project', 'Preview deploys for every branch', 'Community support', '7 days of build logs'],
    cta: { label: 'Start for free', href: '#' },
  },
  {
    name: 'Team',
    description: 'For small teams shipping to production every day.',
    monthlyPrice: 25,
    features: [
      'Unlimited projects',
      'Up to 10 seats',
      'Instant rollbacks',
      'Role-based access control',
      '90 days of build logs',
    ],
    cta: { label: 'Start a 14-day trial', href: '#' },
    popular: true,
  },
  {
    name: 'Scale',
    description: 'For organisations with many teams and stricter needs.',
    monthlyPrice: 80,
    features: [
      'Everything in Team',
      'Unlimited seats',
      'Single sign-on and audit log',
      '99.99% uptime agreement',
      'Priority support within 4 hours',
    ],
    cta: { label: 'Talk to sales', href: '#' },
  },
]

const defaultLabels: Omit<PricingTiersLabels, 'saving'> = {
  billing: 'Billing period',
  monthly: 'Monthly',
  yearly: 'Yearly',
  perMonth: 'per month',
  billedMonthly: 'Billed monthly',
  billedYearly: '{total} billed yearly',
  free: 'Free forever',
  popular: 'Most popular',
}

const periods: PricingBilling[] = ['monthly', 'yearly']

/** To the cent, so 25 × 0.8 is 20 and not 20.000000000000004. */
const cents = (amount: number) => Math.round(amount * 100) / 100

/**
 * Three pricing tiers under a heading, with a monthly/yearly switch: a radio group of two options
 * that the arrow keys move between, the yearly one showing the saving. Each tier has its price per
 * month for the chosen billing, a description, its features and a call to action; the recommended
 * tier carries a "Most popular" badge and a beam of light running round its border.
 */
export default function PricingTiers({
  title = 'Simple pricing that grows with you',
  description = 'Start free, upgrade when your team does. Every plan includes unlimited deploys and previews.',
  tiers = defaultTiers,
  yearlyDiscount = 20,
  currency = 'USD',
  locale = 'en-US',
  defaultBilling = 'monthly',
  labels: labelsProp,
  className,
  ...props
}: PricingTiersProps) {
  const titleId = React.useId()
  const [billing, setBilling] = React.useState<PricingBilling>(defaultBilling)
  const options = React.useRef<Array<HTMLButtonElement | null>>([])
  const labels: PricingTiersLabels = { ...defaultLabels, saving: `Save ${yearlyDiscount}%`, ...labelsProp }

  const format = React.useMemo(() => {
    const whole = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 })
    const exact = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 })
    return (amount: number) => (Number.isInteger(amount) ? whole : exact).format(amount)
  }, [locale, currency])

  // The radio pattern: one tab stop, on the checked option; the arrow keys check the next or previous.
  const onOptionKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: periods.length - 1,
    }
    const target = keys[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = (target + periods.length) % periods.length
    setBilling(periods[next] ?? 'monthly')
    options.current[next]?.focus()
  }

  return (
    <section aria-labelledby={titleId} className={cn('px-6 py-20 sm:py-24', className)} {...props}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={titleId} className="text-balance font-semibold text-3xl text-foreground tracking-tight sm:text-4xl">
            {title}
          </h2>
          {description ? <p className="mt-4 text-pretty text-lg text-muted-foreground">{description}</p> : null}
        </div>

        <div className="mt-10 flex justify-center">
          <div
            role="radiogroup"
            aria-label={labels.billing}
            className="inline-flex items-center gap-1 rounded-full border bg-background p-1"
          >
            {periods.map((period, index) => {
              const checked = billing === period
              return (
                // biome-ignore lint/a11y/useSemanticElements: a button with the radio role, as in Radix's radio group, draws one half of a segmented control; onOptionKeyDown gives it the radio keys
                <button
                  key={period}
                  ref={(node) => {
                    options.current[index] = node
                  }}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  tabIndex={checked ? 0 : -1}
                  onClick={() => setBilling(period)}
                  onKeyDown={(event) => onOptionKeyDown(event, index)}
                  className={cn(
                    'inline-flex cursor-pointer items-center gap-2 rounded-full px-4 py-1.5 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 motion-reduce:transition-none',
                    checked
                      ? 'bg-primary text-primary-foreground'
                      : 'text-foreground hover:bg-accent hover:text-accent-foreground',
                  )}
                >
                  {period === 'monthly' ? labels.monthly : labels.yearly}
                  {period === 'yearly' && labels.saving ? (
                    <span className="rounded-full bg-secondary px-2 py-0.5 font-medium text-secondary-foreground text-xs">
                      {labels.saving}
                    </span>
                  ) : null}
                </button>
              )
            })}
          </div>
        </div>

        <ul className="mx-auto mt-10 grid max-w-md gap-6 lg:max-w-none lg:grid-cols-3">
          {tiers.map((tier) => {
            const perMonth =
              billing === 'yearly' ? cents((tier.monthlyPrice * (100 - yearlyDiscount)) / 100) : tier.monthlyPrice
            const note =
              tier.monthlyPrice === 0
                ? labels.free
                : billing === 'yearly'
                  ? labels.billedYearly.replace('{total}', format(cents(perMonth * 12)))
                  : labels.billedMonthly
            return (
              <li
                key={tier.name}
                data-popular={tier.popular ? '' : undefined}
                className={cn(
                  'relative flex flex-col overflow-hidden rounded-2xl border bg-card p-6 text-card-foreground shadow-xs sm:p-8',
                  tier.popular && 'border-primary/30 shadow-lg',
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-lg">{tier.name}</h3>
                  {tier.popular ? (
                    <span className="rounded-full bg-primary px-2.5 py-0.5 font-medium text-primary-foreground text-xs">
                      {labels.popular}
                    </span>
                  ) : null}
                </div>
                <p className="mt-2 text-pretty text-muted-foreground text-sm">{tier.description}</p>
                <p className="mt-6 flex flex-wrap items-baseline gap-x-1.5">
                  <span data-slot="price" className="font-semibold text-4xl tracking-tight">
                    {format(perMonth)}
                  </span>
                  <span className="text-muted-foreground text-sm">{labels.perMonth}</span>
                </p>
                <p className="mt-1 text-muted-foreground text-xs">{note}</p>
                <Button asChild variant={tier.popular ? 'default' : 'outline'} className="mt-6 w-full">
                  <a href={tier.cta.href}>{tier.cta.label}</a>
                </Button>
                <ul className="mt-8 flex flex-col gap-3 text-sm">
                  {tier.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-foreground" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                {tier.popular ? (
                  <BorderBeam size={120} duration={8} borderWidth={2} className="from-primary via-primary/40" />
                ) : null}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
