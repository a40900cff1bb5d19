import { createFileRoute } from '@tanstack/react-router'
import { loadSiteStats } from '@/features/landing/site-stats'
import { ProPage } from '@/features/pro/pro-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/pro')({
  head: () => ({ meta: [{ title: pageTitle('Pro') }] }),
  // What Pro holds is counted by /api/stats (paid items, templates and snippets).
  loader: async ({ context }) => ({ stats: await loadSiteStats(context.serverApi) }),
  component: function Pro() {
    return <ProPage loaded={Route.useLoaderData().stats} />
  },
})
