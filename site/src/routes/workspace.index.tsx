import { createFileRoute } from '@tanstack/react-router'
import { WorkspaceGate } from '@/features/workspace/workspace-gate'
import { WorkspaceDashboard } from '@/features/workspace/workspace-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/workspace/')({
  // The form offers the sign-in providers the server is set up for; the server renders them in.
  loader: async ({ context }) =>
    (await import('@/features/auth/provider-queries')).loadAuthProviders(
      await context.queries.load(),
      context.serverApi,
    ),
  head: () => ({ meta: [{ title: pageTitle('My Workspace') }] }),
  component: WorkspacePage,
})

function WorkspacePage() {
  return <WorkspaceGate href="/workspace">{(user) => <WorkspaceDashboard user={user} />}</WorkspaceGate>
}
