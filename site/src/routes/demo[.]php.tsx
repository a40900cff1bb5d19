import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/page/not-found-page'
import { DemoPage } from '@/features/templates/demo-page'
import { templateQueryOptions } from '@/features/templates/template-queries'
import { parseDemoSearch } from '@/features/templates/template-search'
import { pageTitle } from '@/lib/page-title'

/**
 * `/demo.php?id={id}&type=template`: a template's live demo (docs/product.md, Templates); the file
 * name escapes the dot.
 */
export const Route = createFileRoute('/demo.php')({
  // Parsed here, as the listings' queries are; a query the loader cannot use is the not-found page.
  validateSearch: parseDemoSearch,
  loaderDeps: ({ search }) => ({ id: search.id, type: search.type }),
  // The queries come on demand, as the template page's do (the API client alone is about 11.5 kB gzip).
  loader: async ({ deps, context }) =>
    (await import('@/features/templates/template-queries')).loadDemoPage(
      deps,
      await context.queries.load(),
      context.serverApi,
    ),
  head: ({ loaderData }) => ({ meta: loaderData?.meta ?? [{ title: pageTitle('Page not found') }] }),
  component: DemoRoutePage,
  notFoundComponent: NotFoundPage,
})

function DemoRoutePage() {
  const { slug, firstFile, readme, demo } = Route.useLoaderData()
  const { data: template } = useSuspenseQuery(templateQueryOptions(slug))
  if (!template) return <NotFoundPage />
  return <DemoPage template={template} firstFile={firstFile} readme={readme} demo={demo} />
}
