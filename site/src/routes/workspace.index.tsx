import { createFileRoute, Link } from '@tanstack/react-router'
import { LayoutDashboard } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PlaceholderPage } from '@/features/layout/placeholder-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/workspace/')({
  head: () => ({ meta: [{ title: pageTitle('My Workspace') }] }),
  component: WorkspacePage,
})

function WorkspacePage() {
  return (
    <PlaceholderPage
      icon={LayoutDashboard}
      eyebrow="Workspace"
      title="My Workspace"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/sign-in">Sign In</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/register">Create an account</Link>
          </Button>
        </>
      }
    >
      One dashboard for the services you use — snippets, templates, hosting, databases, websites and studio — with usage
      and activity at a glance. It opens here soon.
    </PlaceholderPage>
  )
}
