import type { SiteStatsResponse } from '@snipstack/contracts'
import { PAID_PREVIEW_LINES } from '@snipstack/contracts/pro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Check, Crown, Info } from 'lucide-react'
import { Container } from '@/components/page/container'
import { Button } from '@/components/ui/button'
import { useLoadedSiteStats } from '@/features/landing/use-site-stats'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { PRODUCT_NAME } from '@/lib/config'
import { formatCount } from '@/lib/format-count'
import { WithQueryClient } from '@/lib/query-client-slot'
import { useSessionUser } from '@/lib/session/use-auth-hydrated'

/** Whether the signed-in account has Pro; undefined while unknown. */
function useHasPro(): boolean | undefined {
  const user = useSessionUser()
  const { data } = useQuery({
    queryKey: ['pro', 'access', user?.id ?? ''],
    queryFn: async () => readContract(api.get('pro/access'), 'proAccessResponse'),
    enabled: Boolean(user),
    staleTime: 30_000,
    retry: false,
  })
  return data?.pro
}

/** What Pro holds, counted from the data; a figure that is not known yet shows as a dash. */
function contents(stats: SiteStatsResponse | undefined) {
  return [
    {
      label: 'Pro blocks, templates and components',
      count: stats?.registry?.paid,
      to: '/blocks',
      more: 'Browse blocks',
    },
    { label: 'Paid templates', count: stats?.pro.templates, to: '/templates', more: 'Browse templates' },
    { label: 'Pro snippets', count: stats?.pro.snippets, to: '/snippets', more: 'Browse snippets' },
  ] as const
}

const included = [
  'The whole code of every Pro snippet: read, copy and download it',
  'Every file of every paid template, and its zip',
  `Without Pro, each shows its description, its file tree and its first ${PAID_PREVIEW_LINES} lines`,
]

/**
 * The Pro page (docs/product.md, Pro): what Pro holds, counted from the catalogue and the registry,
 * what it opens, and how to get it. This instance takes no payments, so the page says so plainly
 * instead of offering a checkout that does not exist.
 */
export function ProPage({ loaded }: { loaded: SiteStatsResponse | null }) {
  const { stats, failed } = useLoadedSiteStats(loaded)
  const user = useSessionUser()
  return (
    <section aria-labelledby="page-title" data-slot="pro-page" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="bg-grid -z-10 absolute inset-0" />
      <Container className="py-16 sm:py-24">
        <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl border bg-card shadow-sm">
            <Crown className="size-6 text-violet-600 dark:text-violet-400" aria-hidden="true" />
          </div>
          <p className="mt-6 font-medium text-muted-foreground text-sm uppercase tracking-widest">{PRODUCT_NAME} Pro</p>
          <h1 id="page-title" className="mt-3 text-balance font-bold text-4xl tracking-tight sm:text-5xl">
            Pro
          </h1>
          <p className="mt-5 text-pretty text-lg text-muted-foreground leading-relaxed">
            The paid part of the catalogue: blocks and page templates for landing pages, production-ready infrastructure
            templates and snippets, whole, with copy and download.
          </p>
        </div>

        <h2 className="sr-only">What Pro contains</h2>
        <ul className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-3" data-slot="pro-contents">
          {contents(stats).map((entry) => (
            <li key={entry.label} className="flex flex-col rounded-xl border bg-card p-5">
              <span className="font-bold text-3xl tabular-nums" data-slot="pro-count">
                {entry.count === undefined ? (failed ? '–' : '…') : formatCount(entry.count)}
              </span>
              <span className="mt-1 text-muted-foreground text-sm">{entry.label}</span>
              <Link to={entry.to} className="mt-4 font-medium text-primary text-sm hover:underline">
                {entry.more}
              </Link>
            </li>
          ))}
        </ul>

        <div className="mx-auto mt-12 max-w-xl rounded-xl border bg-card p-6 shadow-sm" data-slot="pro-plan">
          <h2 className="font-semibold text-xl">{PRODUCT_NAME} Pro</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {included.map((line) => (
              <li key={line} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                {line}
              </li>
            ))}
          </ul>
          {/* Only an account can have Pro, so only a signed-in visitor's page loads the query library to ask. */}
          {user ? (
            <WithQueryClient fallback={<PurchasesOff />}>
              <AccountPlan />
            </WithQueryClient>
          ) : (
            <PurchasesOff />
          )}
        </div>
      </Container>
    </section>
  )
}

/** What the plan offers an account: that it has Pro already, or why it cannot be bought here. */
function AccountPlan() {
  return useHasPro() ? (
    <p className="mt-6 flex gap-2 font-medium text-sm" data-slot="pro-owned">
      <Crown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-violet-600 dark:text-violet-400" />
      Your account has Pro: every Pro snippet, template and block opens for you, whole.
    </p>
  ) : (
    <PurchasesOff />
  )
}

/** The buy button of an instance that takes no payments: disabled, and saying why. */
function PurchasesOff() {
  return (
    <>
      <Button className="mt-6 w-full" size="lg" variant="premium" disabled aria-describedby="purchases-off">
        <Crown aria-hidden="true" />
        Get Pro
      </Button>
      <p id="purchases-off" className="mt-3 flex gap-2 text-muted-foreground text-sm" data-slot="purchases-off">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Purchases are not enabled on this instance. Its operator can give an account Pro from the command line (see
          the README, What Pro unlocks).
        </span>
      </p>
    </>
  )
}
