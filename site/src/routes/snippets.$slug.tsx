import { createFileRoute, Link } from '@tanstack/react-router'
import { CodeXml } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { pageTitle } from '@/lib/page-title'
import { titleFromSlug } from '@/lib/slug'

export const Route = createFileRoute('/snippets/$slug')({
  head: ({ params }) => ({ meta: [{ title: pageTitle(titleFromSlug(params.slug)) }] }),
  component: SnippetPage,
})

function SnippetPage() {
  const { slug } = Route.useParams()
  return (
    <PlaceholderPage
      icon={CodeXml}
      eyebrow="Snippet"
      title={titleFromSlug(slug) || slug}
      actions={
        <Button asChild size="lg" variant="outline">
          <Link to="/snippets">All snippets</Link>
        </Button>
      }
    >
      The full source, an explanation, and copy, download and share actions for this snippet appear here soon.
    </PlaceholderPage>
  )
}
