import { createFileRoute, Link } from '@tanstack/react-router'
import { Rocket } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/shipfast/')({
  head: () => ({ meta: [{ title: pageTitle('Shipfast') }] }),
  component: ShipfastPage,
})

function ShipfastPage() {
  return (
    <PlaceholderPage
      icon={Rocket}
      eyebrow="Starter kits"
      title="Shipfast"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/templates">Browse templates</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">Back to home</Link>
          </Button>
        </>
      }
    >
      Shipfast starters bundle authentication, payments, email and a dashboard into one production-ready project. The
      first kits land here soon.
    </PlaceholderPage>
  )
}
