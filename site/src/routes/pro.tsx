import { createFileRoute, Link } from '@tanstack/react-router'
import { Crown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { PRODUCT_NAME } from '@/lib/config'
import { pageTitle } from '@/lib/page-title'
import { blocksAndTemplates } from '@/lib/registry-counts'

export const Route = createFileRoute('/pro')({
  head: () => ({ meta: [{ title: pageTitle('Pro') }] }),
  component: ProPage,
})

function ProPage() {
  return (
    <PlaceholderPage
      icon={Crown}
      eyebrow={`${PRODUCT_NAME} Pro`}
      title="Pro"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/components">Browse free components</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/templates">Explore templates</Link>
          </Button>
        </>
      }
    >
      {blocksAndTemplates} for landing pages — heroes, pricing tables, testimonials and more, ready to drop into your
      project. Plans and checkout open soon.
    </PlaceholderPage>
  )
}
