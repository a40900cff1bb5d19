import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { initAnalytics, track } from '@/lib/analytics'
import { createPageViewRecorder } from './page-views'

/**
 * Starts analytics in the browser and reports a page view for the first page and every
 * navigation. A document shown inside another page (a block's preview frame) is part of that
 * page's view, so it reports nothing and loads no analytics of its own: `enabled` is false.
 */
export function usePageViews(enabled = true) {
  const router = useRouter()
  useEffect(() => {
    if (!enabled) return
    initAnalytics()
    const record = createPageViewRecorder((page_path) => track('page_view', { page_path }))
    // The server-rendered page is already resolved when this runs, so no resolved event will announce it.
    record(router.state.location.pathname)
    return router.subscribe('onResolved', (event) => record(event.toLocation.pathname))
  }, [router, enabled])
}
