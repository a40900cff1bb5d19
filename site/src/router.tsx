import { QueryClient } from '@tanstack/react-query'
import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { bindAuthQueryClient } from './features/auth/auth-store'
import { RouteErrorFallback } from './features/layout/page-content'
import type { ServerApi } from './lib/server-api'
import { routeTree } from './routeTree.gen'

export type RouterOptions = { nonce?: string; serverApi?: ServerApi }

export function createQueryClient() {
  // §9 query cache defaults.
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: 3,
        refetchOnWindowFocus: true,
        refetchOnReconnect: false,
      },
    },
  })
}

export function createRouter({ nonce, serverApi }: RouterOptions = {}) {
  const queryClient = createQueryClient()
  // The first render in the browser is hydration: the page is already where the visitor has
  // scrolled it, and the browser restores the position of a reloaded page itself. Restoring there
  // would throw the visitor back to the top. Every later navigation restores or resets as usual.
  let hydrating = true
  const router = createTanStackRouter({
    routeTree,
    context: { queryClient, serverApi },
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
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  // Signing out empties this cache; only the browser has sessions (the server renders signed out).
  if (typeof window !== 'undefined') bindAuthQueryClient(queryClient)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
