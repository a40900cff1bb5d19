import { createFileRoute, Link } from '@tanstack/react-router'
import { Blocks } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { pageTitle } from '@/lib/page-title'
import { titleFromSlug } from '@/lib/slug'

export const Route = createFileRoute('/blocks/$slug')({
  head: ({ params }) => ({ meta: [{ title: pageTitle(titleFromSlug(params.slug)) }] }),
  component: BlockPage,
})

function BlockPage() {
  const { slug } = Route.useParams()
  return (
    <PlaceholderPage
      icon={Blocks}
      eyebrow="Block"
      title={titleFromSlug(slug) || slug}
      actions={
        <Button asChild size="lg" variant="outline">
          <Link to="/blocks">All blocks</Link>
        </Button>
      }
    >
      A live preview, the source and the install command for this block are on their way.
    </PlaceholderPage>
  )
}
