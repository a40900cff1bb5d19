import { createFileRoute, Link } from '@tanstack/react-router'
import { Blocks } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/blocks/')({
  head: () => ({ meta: [{ title: pageTitle('Blocks') }] }),
  component: BlocksPage,
})

function BlocksPage() {
  return (
    <PlaceholderPage
      icon={Blocks}
      eyebrow="Blocks"
      title="Blocks"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/components">Browse components</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/pro">See Pro blocks</Link>
          </Button>
        </>
      }
    >
      Ready-made page sections — heroes, feature grids, pricing tables, testimonials and footers — composed from the
      component library. The catalogue is being assembled.
    </PlaceholderPage>
  )
}
