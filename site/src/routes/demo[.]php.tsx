import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/features/layout/not-found-page'
import { DemoPage } from '@/features/templates/demo-page'
import { templateQueryOptions } from '@/features/templates/template-api'
import { pageTitle } from '@/lib/page-title'

/** `/demo.php?id={id}&type=template`: a template's live demo (spec §2); the file name escapes the dot. */
export const Route = createFileRoute('/demo.php')({
  // Read by the loader, which takes any value: a query it cannot use is the not-found page.
  validateSearch: (raw: Record<string, unknown>) => raw as { id?: unknown; type?: unknown },
  loaderDeps: ({ search }) => ({ id: search.id, type: search.type }),
  // The loader's code comes on demand, as the template page's does.
  loader: async ({ deps, context }) =>
    (await import('@/features/templates/demo-loader')).loadDemoPage(
      deps,
      await context.queries.load(),
      context.serverApi,
    ),
  head: ({ loaderData }) => ({ meta: loaderData?.meta ?? [{ title: pageTitle('Page not found') }] }),
  component: DemoRoutePage,
  notFoundComponent: NotFoundPage,
})

function DemoRoutePage() {
  const { slug, firstFile, readme } = Route.useLoaderData()
  const { data: template } = useSuspenseQuery(templateQueryOptions(slug))
  if (!template) return <NotFoundPage />
  return <DemoPage template={template} firstFile={firstFile} readme={readme} />
}
