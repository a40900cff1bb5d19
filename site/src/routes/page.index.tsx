import { createFileRoute, Link } from '@tanstack/react-router'
import { FileText } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { pageTitle } from '@/lib/page-title'
import { titleFromSlug } from '@/lib/slug'

export const Route = createFileRoute('/page/')({
  head: () => ({ meta: [{ title: pageTitle('Pages') }] }),
  component: PagesIndex,
})

const pages = ['about-us', 'blog', 'contributors', 'discord', 'contact', 'terms-of-service', 'privacy-policy']

function PagesIndex() {
  return (
    <PlaceholderPage
      icon={FileText}
      eyebrow={'Company & community'}
      title="Pages"
      actions={
        <nav aria-label="Pages" className="flex flex-wrap justify-center gap-3">
          {pages.map((slug) => (
            <Button key={slug} asChild variant="outline">
              <Link to="/page/$slug" params={{ slug }}>
                {titleFromSlug(slug)}
              </Link>
            </Button>
          ))}
        </nav>
      }
    >
      Who we are, how to reach us, the community and the fine print — all in one place.
    </PlaceholderPage>
  )
}
