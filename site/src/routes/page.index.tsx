import { createFileRoute } from '@tanstack/react-router'
import { PagesIndexView } from '@/features/pages/written-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/page/')({
  head: () => ({ meta: [{ title: pageTitle('Pages') }] }),
  component: PagesIndexView,
})
