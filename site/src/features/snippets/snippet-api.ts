import type { SnippetDetail } from '@snipstack/contracts'
import { queryOptions } from '@tanstack/react-query'
import { isHTTPError } from 'ky'
import { api } from '@/features/auth/api-client'
import { retryUnlessClientError } from '@/features/auth/auth-api'
import { readContract } from '@/lib/contract-json'
import { type ServerApi, serverApiClient } from '@/lib/server-api'

/**
 * One snippet with its Markdown body (`GET /api/snippets/single`), or null when there is no such
 * snippet, so the page can answer with the not-found page instead of an error. While the server
 * renders, the call is answered in process (`serverApi`); in the browser it goes through the app's client.
 */
export const snippetQueryOptions = (slug: string, serverApi?: ServerApi) =>
  queryOptions({
    queryKey: ['snippets', 'single', slug],
    queryFn: async (): Promise<SnippetDetail | null> => {
      const client = serverApi ? serverApiClient(serverApi) : api
      try {
        const { snippet } = await readContract(
          client.get('snippets/single', { searchParams: { slug } }),
          'snippetSingleResponse',
        )
        return snippet
      } catch (error) {
        // Both a slug no snippet has and one the API refuses as malformed (400, 422) name no page.
        if (isHTTPError(error) && [400, 404, 422].includes(error.response.status)) return null
        throw error
      }
    },
    retry: retryUnlessClientError,
  })
