import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { usePrefetchStore } from './prefetch-store'

type Prefetchable = { href: string; preload?: boolean; external?: boolean; disabled?: boolean }

/**
 * Event handlers that prefetch an entry's page, route code and loader data, the first time
 * the pointer rests on it (or it gets keyboard focus). Entries not flagged `preload` get none.
 */
export function useHoverPrefetch(item: Prefetchable) {
  const router = useRouter()
  const prefetchPage = usePrefetchStore((s) => s.prefetchPage)
  const enabled = Boolean(item.preload && !item.external && !item.disabled)
  const prefetch = useCallback(() => {
    void prefetchPage(item.href, async (to) => {
      const matches = await router.preloadRoute({ to })
      // The router logs and swallows a failing loader; surface it so the store records it.
      const failed = matches?.find((match) => match.status === 'error')
      if (failed) throw failed.error
    })
  }, [prefetchPage, router, item.href])
  return enabled ? { onMouseEnter: prefetch, onFocus: prefetch } : {}
}
