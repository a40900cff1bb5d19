import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { pageTitle } from '@/lib/page-title'
import type { ServerApi } from '@/lib/server-api'
import { snippetQueryOptions } from './snippet-api'

/**
 * The snippet page's loader: the snippet into the query cache (dehydrated into the server's HTML)
 * its code's tokens and its Markdown body's tree. Imported on demand by the route, so the API client and the highlighter
 * stay out of other pages' first download, and the page's own download has neither the highlighter
 * nor the Markdown parser. Highlighting and parsing run on the server for the first page and
 * in the browser on a client navigation; tokens and tree travel with the loader data.
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
  const { parseMarkdown } = await import('./markdown-tree')
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
