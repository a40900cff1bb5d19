import { createFileRoute, Link } from '@tanstack/react-router'
import { LayoutTemplate } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { pageTitle } from '@/lib/page-title'
import { titleFromSlug } from '@/lib/slug'

export const Route = createFileRoute('/templates/$slug')({
  head: ({ params }) => ({ meta: [{ title: pageTitle(titleFromSlug(params.slug)) }] }),
  component: TemplatePage,
})

function TemplatePage() {
  const { slug } = Route.useParams()
  return (
    <PlaceholderPage
      icon={LayoutTemplate}
      eyebrow="Template"
      title={titleFromSlug(slug) || slug}
      actions={
        <Button asChild size="lg" variant="outline">
          <Link to="/templates">All templates</Link>
        </Button>
      }
    >
      Screenshots, the stack, pricing and a live demo of this template appear here soon.
    </PlaceholderPage>
  )
}
