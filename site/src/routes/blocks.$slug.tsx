import { createFileRoute } from '@tanstack/react-router'
import { BlockPage } from '@/features/blocks/block-page'
import { loadBlockPage } from '@/features/blocks/route-helpers'
import { foundPageMeta } from '@/lib/page-title'

/** `/blocks/{slug}`; an unknown slug is the not-found page with HTTP 404, which the root renders. */
export const Route = createFileRoute('/blocks/$slug')({
  loader: ({ params }) => loadBlockPage(params.slug),
  head: ({ loaderData }) => ({ meta: foundPageMeta(loaderData, ' block') }),
  component: BlockRoute,
})

function BlockRoute() {
  const { slug } = Route.useParams()
  return <BlockPage slug={slug} />
}
