import type { SiteStatsResponse } from '@snipstack/contracts'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { browserStats } from './site-stats'

const landing = getRouteApi('/')

/** The figures, or none yet; `failed` once the browser could not get them. */
export type SiteStatsState = { stats: SiteStatsResponse | undefined; failed: boolean }

/**
 * The landing page's figures: those its loader had, else the browser's, fetched after the part has
 * hydrated. The first render always shows what the server rendered, so hydration matches; parts
 * that hydrate late (the sections below the hero) find the request already answered.
 */
export function useSiteStats(): SiteStatsState {
  return useLoadedSiteStats(landing.useLoaderData({ select: (data) => data.stats }))
}

/** The same for any page whose loader read the figures (loadSiteStats): `loaded`, else the browser's. */
export function useLoadedSiteStats(loaded: SiteStatsResponse | null): SiteStatsState {
  const [state, setState] = useState<SiteStatsState>({ stats: undefined, failed: false })
  useEffect(() => {
    if (loaded) return
    let live = true
    browserStats.get().then(
      (stats) => live && setState({ stats, failed: false }),
      () => live && setState({ stats: undefined, failed: true }),
    )
    return () => {
      live = false
    }
  }, [loaded])
  return loaded ? { stats: loaded, failed: false } : state
}
