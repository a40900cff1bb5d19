import { createFileRoute } from '@tanstack/react-router'
import { DocPageView } from '@/features/docs/components/doc-page-view'
import { docHead, loadDocPage } from '@/features/docs/route-helpers'

export const Route = createFileRoute('/components/')({
  loader: () => loadDocPage(''),
  head: ({ loaderData }) => docHead(loaderData),
  component: IntroductionPage,
})

function IntroductionPage() {
  return <DocPageView path="" />
}
