import type { QueryClient } from '@tanstack/react-query'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { retryUnlessClientError } from '@/lib/api/retry'
import { type ServerApi, serverApiClient } from '@/lib/api/server-api'

/**
 * The sign-in providers the server is set up for (`GET /api/auth/providers`). The forms offer only
 * these; while the server renders a form the call is answered in process, so the buttons are in
 * the page's HTML from the start and the form never shifts when they arrive.
 */
export const authProvidersQueryOptions = (serverApi?: ServerApi) =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: async () => {
      const client = serverApi ? serverApiClient(serverApi) : api
      return (await readContract(client.get('auth/providers'), 'authProvidersResponse')).providers
    },
    // Set when the server starts: one answer serves the whole visit.
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessClientError,
  })

/**
 * For the loaders of pages that show a sign-in or register form. A failure leaves the form
 * without provider buttons rather than failing the page: email sign-in still works.
 */
export const loadAuthProviders = (queryClient: QueryClient, serverApi?: ServerApi) =>
  queryClient.prefetchQuery(authProvidersQueryOptions(serverApi))
