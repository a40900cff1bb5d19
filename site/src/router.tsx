import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { RouteErrorFallback } from './features/layout/page-content'
import type { ServerApi } from './lib/api/server-api'
import { type QueryClientSlot, QueryClientSlotProvider } from './lib/query-client-slot'
import { routeTree } from './routeTree.gen'

export type RouterOptions = {
  nonce?: string
  serverApi?: ServerApi
  /** The query client: the server's request's, or the browser's made on first use. */
  queries: QueryClientSlot
}

export function createRouter({ nonce, serverApi, queries }: RouterOptions) {
  // The first render in the browser is hydration: the page is already where the visitor has
  // scrolled it, and the browser restores the position of a reloaded page itself. Restoring there
  // would throw the visitor back to the top. Every later navigation restores or resets as usual.
  let hydrating = true
  return createTanStackRouter({
    routeTree,
    context: { queries, serverApi },
    scrollRestoration: () => {
      if (!hydrating) return true
      hydrating = false
      return false
    },
    defaultPreload: 'intent',
    // Loader data lives in the query cache; the router never holds a stale copy.
    defaultPreloadStaleTime: 0,
    // Loader and render errors of any route land in the page-content fallback, on the server too.
    defaultErrorComponent: RouteErrorFallback,
    ssr: nonce ? { nonce } : undefined,
    InnerWrap: QueryClientSlotProvider,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
