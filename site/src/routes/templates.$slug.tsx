import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/page/not-found-page'
import { TemplatePage } from '@/features/templates/template-page'
import { templateQueryOptions } from '@/features/templates/template-queries'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/templates/$slug')({
  // The queries come on demand, so the route tree, and with it every page's first download, holds
  // neither the API client nor the highlighter's loader (the client alone would add about 11.5 kB gzip).
  loader: async ({ params, context }) =>
    (await import('@/features/templates/template-queries')).loadTemplatePage(
      params.slug,
      await context.queries.load(),
      context.serverApi,
    ),
  // No loader data: the slug names no template and the not-found page shows.
  head: ({ loaderData }) => ({ meta: loaderData?.meta ?? [{ title: pageTitle('Page not found') }] }),
  component: TemplateRoutePage,
  notFoundComponent: NotFoundPage,
})

function TemplateRoutePage() {
  const { slug } = Route.useParams()
  const { firstFile, readme } = Route.useLoaderData()
  const { data: template } = useSuspenseQuery(templateQueryOptions(slug))
  if (!template) return <NotFoundPage />
  return <TemplatePage template={template} firstFile={firstFile} readme={readme} />
}
