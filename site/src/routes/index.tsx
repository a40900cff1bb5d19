import { createFileRoute } from '@tanstack/react-router'
import { LandingPage, preloadLandingSections } from '@/features/landing/landing-page'
import { loadSiteStats } from '@/features/landing/site-stats'
import { defaultTitle } from '@/lib/page-title'

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: defaultTitle }] }),
  // The sections below the hero render with the page on the server and on client-side navigations;
  // a hydrating page leaves them to load as they near the screen (the loader does not run then).
  // The figures come from /api/stats where there is an API to ask (see site-stats.ts).
  loader: async ({ context }) => {
    const [, stats] = await Promise.all([preloadLandingSections(), loadSiteStats(context.serverApi)])
    return { stats }
  },
  // The loader imports the landing page, so it goes in the page's own chunk, not the entry.
  codeSplitGroupings: [['loader', 'component']],
  component: LandingPage,
})
