import { createFileRoute } from '@tanstack/react-router'
import { SnippetListError } from '@/features/snippets/snippet-list-error'
import { SnippetListPage } from '@/features/snippets/snippet-list-page'
import type { SnippetSearchParams } from '@/features/snippets/snippet-search'
import { pageTitle } from '@/lib/page-title'

// The route keeps the query's values as text; the page and the loader, which load on demand, read
// them with parseSnippetSearch. Checking them here would put the catalogue's lists in every page's
// first download.
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined)
const pageNumber = (value: unknown) => (typeof value === 'number' ? value : text(value))

export const Route = createFileRoute('/snippets/')({
  validateSearch: (raw: Record<string, unknown>): SnippetSearchParams => ({
    name: text(raw.name),
    language: text(raw.language),
    category: text(raw.category),
    page: pageNumber(raw.page),
  }),
  loaderDeps: ({ search }) => search,
  // The loader's code comes on demand, so the route tree, and with it every page's first
  // download, holds neither the API client nor the highlighter's loader.
  loader: async ({ deps, context }) =>
    (await import('@/features/snippets/snippet-list-loader')).loadSnippetList(
      deps,
      context.queryClient,
      context.serverApi,
    ),
  head: () => ({
    meta: [
      { title: pageTitle('Code Snippets') },
      {
        name: 'description',
        content: 'Copy-ready code snippets in JavaScript, TypeScript, Python, CSS, YAML, SQL and Go.',
      },
    ],
  }),
  component: SnippetsRoutePage,
  errorComponent: SnippetListError,
})

function SnippetsRoutePage() {
  const { search, previews } = Route.useLoaderData()
  return <SnippetListPage search={search} previews={previews} />
}
