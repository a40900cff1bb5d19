import { isWorkspaceServiceId } from '@snipstack/contracts/workspace-constants'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/page/not-found-page'
import { ServicePage } from '@/features/workspace/service-page'
import { WorkspaceGate } from '@/features/workspace/workspace-gate'
import { pageTitle } from '@/lib/page-title'
import { titleFromSlug } from '@/lib/slug'

export const Route = createFileRoute('/workspace/$slug')({
  // The six services are known to every build: any other name is a missing page (HTTP 404).
  beforeLoad: ({ params }) => {
    if (!isWorkspaceServiceId(params.slug)) throw notFound()
  },
  // Signed out, the page is the sign-in form, with the providers the server is set up for.
  loader: async ({ context }) =>
    (await import('@/features/auth/provider-queries')).loadAuthProviders(
      await context.queries.load(),
      context.serverApi,
    ),
  head: ({ params }) => ({
    meta: [{ title: pageTitle(isWorkspaceServiceId(params.slug) ? titleFromSlug(params.slug) : 'Page not found') }],
  }),
  component: WorkspaceServiceRoute,
})

function WorkspaceServiceRoute() {
  const { slug } = Route.useParams()
  if (!isWorkspaceServiceId(slug)) return <NotFoundPage />
  return <WorkspaceGate href={`/workspace/${slug}`}>{(user) => <ServicePage user={user} id={slug} />}</WorkspaceGate>
}
