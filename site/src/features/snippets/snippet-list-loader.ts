import type { SnippetLanguage } from '@snipstack/contracts'
import type { QueryClient } from '@tanstack/react-query'
import { pageTitle } from '@/lib/page-title'
import type { ServerApi } from '@/lib/server-api'
import type { HighlightedCode } from './highlighted-code'
import { snippetListQueryOptions } from './snippet-list-api'
import { cardPreview } from './snippet-rules'
import { parseSnippetSearch, type SnippetSearchParams } from './snippet-search'

/** Highlighted card previews by snippet id; a card without one shows its lines uncoloured. */
export type PreviewTokens = Record<string, HighlightedCode>

/**
 * The list page's loader: the query string read with the page's rules, the page of snippets into the query cache (dehydrated into the server's
 * HTML) and each card's first lines as tokens. Imported on demand by the route, so the API client
 * and the highlighter stay out of other pages' first download.
 */
export async function loadSnippetList(params: SnippetSearchParams, queryClient: QueryClient, serverApi?: ServerApi) {
  const search = parseSnippetSearch(params)
  const list = await queryClient.ensureQueryData(snippetListQueryOptions(search, serverApi))
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
