import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/features/layout/not-found-page'
import { snippetQueryOptions } from '@/features/snippets/snippet-api'
import { SnippetPage } from '@/features/snippets/snippet-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/snippets/$slug')({
  // The loader's code comes on demand, so the route tree, and with it every page's first download,
  // holds neither the API client nor the highlighter's loader.
  loader: async ({ params, context }) =>
    (await import('@/features/snippets/snippet-loader')).loadSnippetPage(
      params.slug,
      await context.queries.load(),
      context.serverApi,
    ),
  // No loader data: the slug names no snippet and the not-found page shows.
  head: ({ loaderData }) => ({ meta: loaderData?.meta ?? [{ title: pageTitle('Page not found') }] }),
  component: SnippetRoutePage,
  notFoundComponent: NotFoundPage,
})

function SnippetRoutePage() {
  const { slug } = Route.useParams()
  const { highlighted, body } = Route.useLoaderData()
  const { data: snippet } = useSuspenseQuery(snippetQueryOptions(slug))
  if (!snippet) return <NotFoundPage />
  return <SnippetPage snippet={snippet} highlighted={highlighted} body={body} />
}
