import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/page/not-found-page'
import { DocPageView } from '@/features/docs/components/doc-page-view'
import { docHead, loadDocPage } from '@/features/docs/route-helpers'

// Pages one level down: installation guides (installation/vite) and templates (templates/agent).
export const Route = createFileRoute('/components/$category/$slug')({
  loader: ({ params }) => loadDocPage(`${params.category}/${params.slug}`),
  head: ({ loaderData }) => docHead(loaderData),
  component: NestedDocPage,
  notFoundComponent: NotFoundPage,
})

function NestedDocPage() {
  const { category, slug } = Route.useParams()
  return <DocPageView path={`${category}/${slug}`} />
}
