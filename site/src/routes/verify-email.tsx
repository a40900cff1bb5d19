import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage, type VerifyEmailSearch } from '@/features/auth/verify-email-page'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): VerifyEmailSearch =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  head: () => ({ meta: [{ title: pageTitle('Verify your email') }, { name: 'referrer', content: 'no-referrer' }] }),
  component: VerifyEmailRoute,
})

function VerifyEmailRoute() {
  return <VerifyEmailPage search={Route.useSearch()} />
}
