import { createFileRoute, Link } from '@tanstack/react-router'
import { LayoutDashboard } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { pageTitle } from '@/lib/page-title'
import { titleFromSlug } from '@/lib/slug'

export const Route = createFileRoute('/workspace/$slug')({
  head: ({ params }) => ({ meta: [{ title: pageTitle(titleFromSlug(params.slug)) }] }),
  component: WorkspaceServicePage,
})

function WorkspaceServicePage() {
  const { slug } = Route.useParams()
  return (
    <PlaceholderPage
      icon={LayoutDashboard}
      eyebrow="My Workspace"
      title={titleFromSlug(slug) || slug}
      actions={
        <Button asChild size="lg" variant="outline">
          <Link to="/workspace">Back to workspace</Link>
        </Button>
      }
    >
      Storage, usage, performance and recent activity for this service appear here soon.
    </PlaceholderPage>
  )
}
