import { createFileRoute, Link } from '@tanstack/react-router'
import { Component } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { pageTitle } from '@/features/layout/page-title'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { titleFromSlug } from '@/features/layout/slug'

export const Route = createFileRoute('/components/$slug')({
  head: ({ params }) => ({ meta: [{ title: pageTitle(titleFromSlug(params.slug)) }] }),
  component: ComponentDocPage,
})

function ComponentDocPage() {
  const { slug } = Route.useParams()
  return (
    <PlaceholderPage
      icon={Component}
      eyebrow="Components"
      title={titleFromSlug(slug) || slug}
      actions={
        <Button asChild size="lg" variant="outline">
          <Link to="/components">All components</Link>
        </Button>
      }
    >
      A live preview, usage notes, the props table and the install command for this page are on their way.
    </PlaceholderPage>
  )
}
