import { createFileRoute } from '@tanstack/react-router'
import { BlockFrame } from '@/features/blocks/block-frame'
import { loadBlockView } from '@/features/blocks/route-helpers'
import { foundPageMeta } from '@/lib/page-title'

/** `/blocks/view/{slug}`: the block alone, for the preview frame and "Open in a new tab". */
export const Route = createFileRoute('/blocks/view/$slug')({
  staticData: { layout: 'frame' },
  loader: ({ params }) => loadBlockView(params.slug),
  head: ({ loaderData }) => ({ meta: foundPageMeta(loaderData, ' preview') }),
  component: BlockFrameRoute,
})

function BlockFrameRoute() {
  const { slug } = Route.useParams()
  return <BlockFrame slug={slug} />
}
