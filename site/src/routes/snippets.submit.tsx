import { createFileRoute, Link } from '@tanstack/react-router'
import { Send } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/snippets/submit')({
  head: () => ({ meta: [{ title: pageTitle('Submit a Snippet') }] }),
  component: SubmitSnippetPage,
})

function SubmitSnippetPage() {
  return (
    <PlaceholderPage
      icon={Send}
      eyebrow="Community"
      title="Submit a Snippet"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/snippets">Browse snippets</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/page/$slug" params={{ slug: 'contributors' }}>
              Meet the contributors
            </Link>
          </Button>
        </>
      }
    >
      Share the code you keep reaching for: paste it, pick a language and category, and add a short description.
      Submissions open soon.
    </PlaceholderPage>
  )
}
