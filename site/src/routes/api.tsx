import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ApiReferencePage } from '@/features/api-reference/api-reference-page'
import { openApiQueryOptions } from '@/features/api-reference/api-reference-queries'
import { pageTitle } from '@/lib/page-title'

// The API reference (footer's "API"): the server's OpenAPI document, read through /api like any
// data page's, rendered in the site's layout. Only `/api` itself is a page; the server answers every
// path below it.
export const Route = createFileRoute('/api')({
  // The queries come on demand, so the route tree, and with it every page's first download, holds
  // neither the API client nor the document.
  loader: async ({ context }) =>
    (await import('@/features/api-reference/api-reference-queries')).loadApiReference(
      await context.queries.load(),
      context.serverApi,
    ),
  head: ({ loaderData }) => ({ meta: loaderData?.meta ?? [{ title: pageTitle('API reference') }] }),
  component: ApiReferenceRoutePage,
})

function ApiReferenceRoutePage() {
  const { data: document } = useSuspenseQuery(openApiQueryOptions())
  return <ApiReferencePage document={document} />
}
