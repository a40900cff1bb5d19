import type { SiteStatsResponse } from '@snipstack/contracts'
import type { ServerApi } from '@/lib/api/server-api'

/*
 * The landing page's figures (`GET /api/stats`). The page is rendered once by the build, where
 * there is no API to ask, so its HTML holds none of them: the browser asks once the page is up.
 * Where a server renders the page per request, or the browser reaches it by a client-side
 * navigation, the route's loader fetches them first. The request and its client (and the
 * contract that checks the answer) load on first use, not with the page.
 *
 * The browser keeps them in the small source below rather than in the query cache: the landing
 * page never loads the query library (lib/query-client.ts; first-paint.e2e.ts checks it), and
 * loadOnce (lib/load-once.ts) keeps an answer for good, where these go stale like a query's.
 */

/** How long the browser reuses figures it fetched: the query cache's freshness (lib/query-client.ts). */
const SITE_STATS_FRESH_MS = 5 * 60_000

type StatsSource = {
  /** Figures fetched within the fresh time, if any, so that a page can show them at once. */
  held(): SiteStatsResponse | undefined
  /**
   * Fresh figures: the held ones, or one request shared by every caller while it runs. A failed
   * request is not kept: the next call asks again.
   */
  get(): Promise<SiteStatsResponse>
}

export function createStatsSource(
  fetchStats: () => Promise<SiteStatsResponse>,
  { freshMs = SITE_STATS_FRESH_MS, now = Date.now }: { freshMs?: number; now?: () => number } = {},
): StatsSource {
  let kept: { stats: SiteStatsResponse; at: number } | undefined
  let pending: Promise<SiteStatsResponse> | undefined
  const held = () => (kept && now() - kept.at < freshMs ? kept.stats : undefined)
  return {
    held,
    get() {
      const fresh = held()
      if (fresh) return Promise.resolve(fresh)
      pending ??= fetchStats().then(
        (stats) => {
          kept = { stats, at: now() }
          pending = undefined
          return stats
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
  }
}

const fetchSiteStats = async (serverApi?: ServerApi) => (await import('./site-stats-api')).fetchSiteStats(serverApi)

/** The browser's figures, shared by every part of the page that shows them. */
export const browserStats = createStatsSource(() =>
  fetchSiteStats().catch((error: unknown) => {
    console.error('The site figures could not be loaded', error)
    throw error
  }),
)

/**
 * The landing route's figures: null when there are none to render with yet. In the browser those
 * fetched lately, else none, with the request started so that the page's parts find it under way.
 * On the server they are fetched in process, except in the build, which has no API (the page then
 * ships without them and the browser asks); a failure there leaves them to the browser as well.
 */
export async function loadSiteStats(serverApi: ServerApi | undefined): Promise<SiteStatsResponse | null> {
  if (typeof window !== 'undefined') {
    const held = browserStats.held()
    // Its failure is reported where the page waits on it (useSiteStats).
    if (!held) browserStats.get().catch(() => {})
    return held ?? null
  }
  if (!serverApi) return null
  try {
    return await fetchSiteStats(serverApi)
  } catch (error) {
    console.error('The site figures could not be loaded; the browser will ask for them', error)
    return null
  }
}
