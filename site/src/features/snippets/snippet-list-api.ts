import type { SnippetListResponse } from '@snipstack/contracts'
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/features/auth/api-client'
import { retryUnlessClientError } from '@/features/auth/auth-api'
import { readContract } from '@/lib/contract-json'
import { type ServerApi, serverApiClient } from '@/lib/server-api'
import { listQuery, type SnippetSearch } from './snippet-search'

/**
 * One page of the snippet list (`GET /api/snippets/list`), parsed with the shared contract. The
 * key holds the normalised query, so the same list reached by two URLs is fetched once. While the
 * server renders, the call is answered in process.
 */
export const snippetListQueryOptions = (search: SnippetSearch, serverApi?: ServerApi) => {
  const query = listQuery(search)
  return queryOptions({
    queryKey: ['snippets', 'list', query],
    queryFn: async (): Promise<SnippetListResponse> => {
      const client = serverApi ? serverApiClient(serverApi) : api
      return readContract(client.get('snippets/list', { searchParams: query }), 'snippetListResponse')
    },
    retry: retryUnlessClientError,
  })
}
