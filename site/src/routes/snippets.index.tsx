import { createFileRoute } from '@tanstack/react-router'
import { SnippetListError } from '@/features/snippets/snippet-list-error'
import { SnippetListPage } from '@/features/snippets/snippet-list-page'
import { parseSnippetSearch } from '@/features/snippets/snippet-search'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/snippets/')({
  // Parsed here, so `useSearch()` and the loader see the list's values and the URL has one rule set.
  // The rules sit in the route tree, in every page's first download: with the template listing's,
  // about 0.9 kB gzip (a minified bundle of the two parse functions and the constants they use).
  validateSearch: parseSnippetSearch,
  // Only the list's own keys: the router keeps unknown ones in `search` beside them.
  loaderDeps: ({ search: { name, language, category, tag, sort, page } }) => ({
    name,
    language,
    category,
    tag,
    sort,
    page,
  }),
  // The queries come on demand: importing them here would put the API client and the query library
  // in every page's first download, about 11.5 kB gzip more (measured the same way).
  loader: async ({ deps, context }) =>
    (await import('@/features/snippets/snippet-queries')).loadSnippetList(
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
