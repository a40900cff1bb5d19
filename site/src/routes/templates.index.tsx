import { createFileRoute, Link } from '@tanstack/react-router'
import { LayoutTemplate } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/templates/')({
  head: () => ({ meta: [{ title: pageTitle('Templates') }] }),
  component: TemplatesPage,
})

function TemplatesPage() {
  return (
    <PlaceholderPage
      icon={LayoutTemplate}
      eyebrow="Templates"
      title="Templates"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/snippets">Explore snippets</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/components">Browse components</Link>
          </Button>
        </>
      }
    >
      Production-ready templates for Docker, Kubernetes, Helm and NGINX, plus full project starters — with search,
      filters and live previews. The catalogue opens soon.
    </PlaceholderPage>
  )
}
