import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/page/not-found-page'
import { findWrittenPage } from '@/features/pages/catalogue'
import { loadWrittenPage } from '@/features/pages/route-helpers'
import { WrittenPageView } from '@/features/pages/written-page'
import { foundPageMeta } from '@/lib/page-title'

export const Route = createFileRoute('/page/$slug')({
  // The body is loaded here, so the server renders it whole and a client navigation shows it at once.
  loader: ({ params, context }) => loadWrittenPage(params.slug, context.queries),
  head: ({ loaderData }) => ({ meta: foundPageMeta(loaderData) }),
  component: WrittenPageRoute,
})

function WrittenPageRoute() {
  const { slug } = Route.useParams()
  const page = findWrittenPage(slug)
  return page ? <WrittenPageView page={page} /> : <NotFoundPage />
}
