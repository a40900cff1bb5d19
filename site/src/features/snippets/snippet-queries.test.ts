import type { SnippetFacetsResponse, SnippetListResponse } from '@snipstack/contracts'
import { SNIPPET_PAGE_SIZE } from '@snipstack/contracts/snippet-constants'
import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { recordingServerApi as serverApi } from '@/lib/api/server-api-testing'
import { loadSnippetList, snippetFacetsQueryOptions, snippetListQueryOptions } from './snippet-queries'
import type { SnippetSearch } from './snippet-search'

const facets: SnippetFacetsResponse = {
  categories: [{ name: 'Hook', slug: 'hook', count: 2 }],
  languages: [{ name: 'Go', count: 2 }],
  tags: [{ name: 'retry', count: 1 }],
}

/**
 * A query client that already holds an empty page of a list with `totalPages` pages for `search`,
 * and the hub's counts unless told otherwise.
 */
function clientWith(search: SnippetSearch, totalPages: number, { withFacets = true } = {}) {
  const queryClient = new QueryClient()
  if (withFacets) queryClient.setQueryData(snippetFacetsQueryOptions().queryKey, facets)
  const answer: SnippetListResponse = {
    snippets: [],
    category: null,
    pagination: {
      page: search.page ?? 1,
      page_size: SNIPPET_PAGE_SIZE,
      total: totalPages * 9,
      total_pages: totalPages,
    },
  }
  queryClient.setQueryData(snippetListQueryOptions(search).queryKey, answer)
  return queryClient
}

/** Where the loader sends the visitor instead (its link props), or undefined when it shows the page. */
async function redirectOf(search: SnippetSearch, totalPages: number) {
  const outcome = await loadSnippetList(search, clientWith(search, totalPages)).catch((caught: unknown) => caught)
  if (!isRedirect(outcome)) return undefined
  const { to, search: query, replace } = outcome.options
  return { to, search: query, replace }
}

describe('loadSnippetList', () => {
  it('shows a page the list has', async () => {
    expect(await redirectOf({ language: 'Go', page: 3 }, 3)).toBeUndefined()
    expect(await redirectOf({}, 0)).toBeUndefined()
  })

  it('sends a page past the last to the last, with the same filters, in place of the history entry', async () => {
    expect(await redirectOf({ language: 'Go', category: 'Hook', page: 999 }, 48)).toEqual({
      to: '/snippets',
      search: { language: 'Go', category: 'Hook', page: 48 },
      replace: true,
    })
  })

  it('sends a page of a list with one page or none to its first page, which has no page in its address', async () => {
    expect(await redirectOf({ name: 'nothing', page: 2 }, 0)).toEqual({
      to: '/snippets',
      search: { name: 'nothing', page: undefined },
      replace: true,
    })
    expect((await redirectOf({ page: 5 }, 1))?.search).toEqual({ page: undefined })
  })
})

describe("the list loader's hub counts", () => {
  it('puts the counts into the cache with the page', async () => {
    const queryClient = clientWith({ tag: 'retry' }, 1, { withFacets: false })
    const server = serverApi(() => Response.json(facets))
    await loadSnippetList({ tag: 'retry' }, queryClient, server.api)
    expect(server.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/snippets/facets'])
    expect(queryClient.getQueryData(snippetFacetsQueryOptions().queryKey)).toEqual(facets)
  })

  it('shows the page without them when they cannot be had', async () => {
    const queryClient = clientWith({}, 1, { withFacets: false })
    const server = serverApi(() =>
      Response.json({ error: { message: 'Not found', code: 'NOT_FOUND' } }, { status: 404 }),
    )
    const loaded = await loadSnippetList({}, queryClient, server.api)
    expect(loaded.search).toEqual({})
    expect(queryClient.getQueryData(snippetFacetsQueryOptions().queryKey)).toBeUndefined()
  })
})
