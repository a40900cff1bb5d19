import { createFileRoute, Link } from '@tanstack/react-router'
import { Rocket } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/shipfast/$slug')({
  head: ({ params }) => ({ meta: [{ title: pageTitle(`Single Shipfast ${params.slug}`) }] }),
  component: ShipfastStarterPage,
})

function ShipfastStarterPage() {
  const { slug } = Route.useParams()
  return (
    <PlaceholderPage
      icon={Rocket}
      eyebrow="Shipfast"
      title={`Single Shipfast ${slug}`}
      actions={
        <Button asChild size="lg" variant="outline">
          <Link to="/shipfast">All Shipfast starters</Link>
        </Button>
      }
    >
      The stack, the features and a setup guide for this starter appear here once it is published.
    </PlaceholderPage>
  )
}
