import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/page/not-found-page'
import { SnippetPage } from '@/features/snippets/snippet-page'
import { snippetQueryOptions } from '@/features/snippets/snippet-queries'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/snippets/$slug')({
  // The queries come on demand, so the route tree, and with it every page's first download, holds
  // neither the API client nor the highlighter's loader (the client alone would add about 11.5 kB gzip).
  loader: async ({ params, context }) =>
    (await import('@/features/snippets/snippet-queries')).loadSnippetPage(
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
