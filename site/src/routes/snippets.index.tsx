import { createFileRoute, Link } from '@tanstack/react-router'
import { CodeXml } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/snippets/')({
  head: () => ({ meta: [{ title: pageTitle('Code Snippets') }] }),
  component: SnippetsPage,
})

function SnippetsPage() {
  return (
    <PlaceholderPage
      icon={CodeXml}
      eyebrow="Snippets"
      title="Code Snippets"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/snippets/submit">Submit Your Snippet</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/templates">Browse templates</Link>
          </Button>
        </>
      }
    >
      Copy-ready snippets in Go, JavaScript, Python, PHP and more, filterable by language and category. The library
      opens soon.
    </PlaceholderPage>
  )
}
