import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/page/not-found-page'
import { DocPageView } from '@/features/docs/components/doc-page-view'
import { docHead, loadDocPage } from '@/features/docs/route-helpers'

export const Route = createFileRoute('/components/$slug')({
  loader: ({ params }) => loadDocPage(params.slug),
  head: ({ loaderData }) => docHead(loaderData),
  component: DocRoutePage,
  notFoundComponent: NotFoundPage,
})

function DocRoutePage() {
  const { slug } = Route.useParams()
  return <DocPageView path={slug} />
}
