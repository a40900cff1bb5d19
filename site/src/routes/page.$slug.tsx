import { createFileRoute, Link } from '@tanstack/react-router'
import { FileText } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { PRODUCT_NAME } from '@/lib/config'
import { pageTitle } from '@/lib/page-title'
import { titleFromSlug } from '@/lib/slug'

export const Route = createFileRoute('/page/$slug')({
  head: ({ params }) => ({ meta: [{ title: pageTitle(titleFromSlug(params.slug)) }] }),
  component: ContentPage,
})

function ContentPage() {
  const { slug } = Route.useParams()
  return (
    <PlaceholderPage
      icon={FileText}
      eyebrow={PRODUCT_NAME}
      title={titleFromSlug(slug) || slug}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/snippets">Explore snippets</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/page">All pages</Link>
          </Button>
        </>
      }
    >
      This page is being written. Meanwhile, explore the snippets or browse the other pages.
    </PlaceholderPage>
  )
}
