import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query'

/**
 * The query library itself. Only pages with data import this module (through their loaders, the
 * dehydrated queries of a server-rendered page, or `WithQueryClient`), so the landing, docs and
 * written pages never download it.
 */
export function createQueryClient() {
  // The query cache defaults of docs/product.md, Limits and timings.
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

/** Puts queries the server fetched into the browser's cache, as the page rendered them. */
export function hydrateQueries(client: QueryClient, queries: DehydratedState['queries']) {
  hydrate(client, { queries })
}
