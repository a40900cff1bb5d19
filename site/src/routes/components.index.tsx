import { createFileRoute, Link } from '@tanstack/react-router'
import { Component } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { pageTitle } from '@/features/layout/page-title'
import { PlaceholderPage } from '@/features/layout/placeholder-page'

export const Route = createFileRoute('/components/')({
  head: () => ({ meta: [{ title: pageTitle('Components') }] }),
  component: ComponentsPage,
})

function ComponentsPage() {
  return (
    <PlaceholderPage
      icon={Component}
      eyebrow="Docs"
      title="Components"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/components/$slug" params={{ slug: 'installation' }}>
              Installation
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/blocks">Browse blocks</Link>
          </Button>
        </>
      }
    >
      Animated, accessible React components you install with{' '}
      <code className="font-mono text-base">npx snipstack add</code> — live previews, usage and props for each one are
      on their way.
    </PlaceholderPage>
  )
}
