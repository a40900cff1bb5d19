import { createFileRoute } from '@tanstack/react-router'
import { RequireSession } from '@/features/auth/require-session'
import { SubmitRoutePage } from '@/features/snippets/submit-route-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/snippets/submit')({
  staticData: { requiresSession: true },
  // `?edit={slug}` opens the author's snippet in the form.
  validateSearch: (raw: Record<string, unknown>): { edit?: string } =>
    typeof raw.edit === 'string' && raw.edit ? { edit: raw.edit } : {},
  head: () => ({ meta: [{ title: pageTitle('Submit a Snippet') }] }),
  component: SubmitRoute,
})

function SubmitRoute() {
  const { edit } = Route.useSearch()
  return (
    <RequireSession title={edit ? 'Edit Snippet' : 'Submit Your Snippet'}>
      {(user) => <SubmitRoutePage user={user} edit={edit} />}
    </RequireSession>
  )
}
