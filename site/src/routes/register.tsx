import { createFileRoute } from '@tanstack/react-router'
import { AuthScreen } from '@/features/auth/auth-screen'
import { RegisterForm, type RegisterSearch } from '@/features/auth/register-form'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/register')({
  staticData: { layout: 'bare' },
  validateSearch: (search: Record<string, unknown>): RegisterSearch =>
    typeof search.redirect_url === 'string' && search.redirect_url ? { redirect_url: search.redirect_url } : {},
  // The form offers the sign-in providers the server is set up for; the server renders them in.
  loader: async ({ context }) =>
    (await import('@/features/auth/provider-queries')).loadAuthProviders(
      await context.queries.load(),
      context.serverApi,
    ),
  head: () => ({ meta: [{ title: pageTitle('Create your account') }] }),
  component: RegisterPage,
})

function RegisterPage() {
  const search = Route.useSearch()
  return (
    <AuthScreen title="Create your account" subtitle="Sign up to get started with your dashboard">
      <RegisterForm search={search} />
    </AuthScreen>
  )
}
