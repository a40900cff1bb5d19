import type { SnippetDetail, SnippetFacetsResponse, SnippetLanguage, SnippetListResponse } from '@snipstack/contracts'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { isHTTPError } from 'ky'
import type { HighlightedCode } from '@/components/code/highlighted-code'
import { lastPageInstead } from '@/features/catalog/page-bounds'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { retryUnlessClientError } from '@/lib/api/retry'
import { type ServerApi, serverApiClient } from '@/lib/api/server-api'
import { pageTitle } from '@/lib/page-title'
import { cardPreview } from './snippet-rules'
import { listQuery, type SnippetSearch } from './snippet-search'

/*
 * The snippets' queries and the loaders of the two pages that read them (the list and a snippet's
 * page). The routes import this module on demand, so the API client and the query library stay out
 * of every other page's first download.
 */

/**
 * The cache keys of every page of the list and of one snippet; a rating's new average is written
 * into both (ratings/rating-write.ts).
 */
export const snippetListKey = ['snippets', 'list'] as const
export const snippetKey = (slug: string) => ['snippets', 'single', slug] as const

/**
 * One page of the snippet list (`GET /api/snippets/list`), parsed with the shared contract. The
 * key holds the normalised query, so the same list reached by two URLs is fetched once. While the
 * server renders, the call is answered in process.
 */
export const snippetListQueryOptions = (search: SnippetSearch, serverApi?: ServerApi) => {
  const query = listQuery(search)
  return queryOptions({
    queryKey: [...snippetListKey, query],
    queryFn: async (): Promise<SnippetListResponse> => {
      const client = serverApi ? serverApiClient(serverApi) : api
      return readContract(client.get('snippets/list', { searchParams: query }), 'snippetListResponse')
    },
    retry: retryUnlessClientError,
  })
}

/**
 * The Template Hub's lists with their counts (`GET /api/snippets/facets`). Under the `snippets` key,
 * so a member's submission, which refreshes the catalogue's queries (submit-api.ts), refreshes them
 * too.
 */
export const snippetFacetsQueryOptions = (serverApi?: ServerApi) =>
  queryOptions({
    queryKey: ['snippets', 'facets'],
    queryFn: async (): Promise<SnippetFacetsResponse> => {
      const client = serverApi ? serverApiClient(serverApi) : api
      return readContract(client.get('snippets/facets'), 'snippetFacetsResponse')
    },
    retry: retryUnlessClientError,
  })

/**
 * One snippet with its Markdown body (`GET /api/snippets/single`), or null when there is no such
 * snippet, so the page can answer with the not-found page instead of an error. While the server
 * renders, the call is answered in process (`serverApi`); in the browser it goes through the app's client.
 */
export const snippetQueryOptions = (slug: string, serverApi?: ServerApi) =>
  queryOptions({
    queryKey: snippetKey(slug),
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

/** Highlighted card previews by snippet id; a card without one shows its lines uncoloured. */
export type PreviewTokens = Record<string, HighlightedCode>

/**
 * The list page's loader: the page of snippets and the Template Hub's counts into the query cache
 * (dehydrated into the server's HTML) and each card's first lines as tokens. `search` is the
 * route's, already parsed. A page past the last leads to the last page, with the same filters
 * (docs/product.md, Catalogue lists).
 */
export async function loadSnippetList(search: SnippetSearch, queryClient: QueryClient, serverApi?: ServerApi) {
  const [list] = await Promise.all([
    queryClient.ensureQueryData(snippetListQueryOptions(search, serverApi)),
    // The hub's counts are not worth failing the page for: it shows without them.
    queryClient.ensureQueryData(snippetFacetsQueryOptions(serverApi)).catch(() => undefined),
  ])
  const last = lastPageInstead(search.page ?? 1, list.pagination.total_pages)
  // Replacing the history entry, so Back does not return to an address that only sends on.
  if (last) throw redirect({ to: '/snippets', search: { ...search, page: last > 1 ? last : undefined }, replace: true })
  return { search, previews: await highlightPreviews(list.snippets), meta: listMeta(list.category) }
}

async function highlightPreviews(snippets: { id: string; code: string; language: SnippetLanguage }[]) {
  const previews: PreviewTokens = {}
  if (!snippets.length) return previews
  try {
    const { highlightSnippet } = await import('./code-highlighter')
    for (const snippet of snippets) {
      previews[snippet.id] = await highlightSnippet(cardPreview(snippet.code), snippet.language)
    }
  } catch (error) {
    // The cards still show their code, uncoloured.
    console.error('Could not highlight the snippet previews', error)
  }
  return previews
}

/** The list's `<title>` and description; a category filter names itself in the title. */
function listMeta(category: string | null) {
  return [
    { title: pageTitle(category ? `Code Snippets - ${category}` : 'Code Snippets') },
    {
      name: 'description',
      content: 'Copy-ready code snippets in JavaScript, TypeScript, Python, CSS, YAML, SQL and Go.',
    },
  ]
}

/**
 * The snippet page's loader: the snippet into the query cache (dehydrated into the server's HTML),
 * its code's tokens and its Markdown body's tree. The page's own download has neither the
 * highlighter nor the Markdown parser: highlighting and parsing run on the server for the first
 * page and in the browser on a client navigation, and tokens and tree travel with the loader data.
 */
export async function loadSnippetPage(slug: string, queryClient: QueryClient, serverApi?: ServerApi) {
  const snippet = await queryClient.ensureQueryData(snippetQueryOptions(slug, serverApi))
  if (!snippet) throw notFound()
  const { highlightSnippet } = await import('./code-highlighter')
  const highlighted = await highlightSnippet(snippet.code, snippet.language).catch((error: unknown) => {
    // The code still shows, uncoloured.
    console.error('Could not highlight the snippet', error)
    return undefined
  })
  const { parseMarkdown } = await import('@/components/markdown/markdown-tree')
  return { meta: snippetMeta(snippet), highlighted, body: parseMarkdown(snippet.mdx) }
}

/** The page's `<title>`, description and Open Graph tags; built here so the route tree stays small. */
export function snippetMeta(snippet: { title: string; description: string }) {
  const title = pageTitle(snippet.title)
  return [
    { title },
    { name: 'description', content: snippet.description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: snippet.description },
  ]
}
