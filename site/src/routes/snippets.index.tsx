import { createFileRoute } from '@tanstack/react-router'
import { SnippetListError } from '@/features/snippets/snippet-list-error'
import { SnippetListPage } from '@/features/snippets/snippet-list-page'
import type { SnippetSearchParams } from '@/features/snippets/snippet-search'
import { pageTitle } from '@/lib/page-title'

// The loader and the page read the query with parseSnippetSearch, which takes any value and drops
// what the list does not know; checking it here too would put the catalogue's lists in every
// page's first download.
export const Route = createFileRoute('/snippets/')({
  validateSearch: (raw: Record<string, unknown>) => raw as SnippetSearchParams,
  loaderDeps: ({ search }) => search,
  // The loader's code comes on demand, so the route tree, and with it every page's first
  // download, holds neither the API client nor the highlighter's loader.
  loader: async ({ deps, context }) =>
    (await import('@/features/snippets/snippet-list-loader')).loadSnippetList(
      deps,
      await context.queries.load(),
      context.serverApi,
    ),
  // The description comes with the loader's code, to keep it out of every page's first download.
  head: ({ loaderData }) => ({ meta: loaderData?.meta ?? [{ title: pageTitle('Code Snippets') }] }),
  component: SnippetsRoutePage,
  errorComponent: SnippetListError,
})

function SnippetsRoutePage() {
  const { search, previews } = Route.useLoaderData()
  return <SnippetListPage search={search} previews={previews} />
}
