import { createFileRoute } from '@tanstack/react-router'
import { AuthScreen } from '@/features/auth/auth-screen'
import { SignInForm, type SignInSearch } from '@/features/auth/sign-in-form'
import { pageTitle } from '@/lib/page-title'

/** Query values arrive parsed (`?code=123` is a number); anything else that is not a string is dropped. */
const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined

export const Route = createFileRoute('/sign-in')({
  staticData: { layout: 'bare' },
  validateSearch: (search: Record<string, unknown>): SignInSearch => {
    const parsed: SignInSearch = {}
    const redirectUrl = text(search.redirect_url)
    const code = text(search.code)
    const error = text(search.error)
    if (redirectUrl) parsed.redirect_url = redirectUrl
    if (code) parsed.code = code
    if (error) parsed.error = error
    return parsed
  },
  // The form offers the sign-in providers the server is set up for; the server renders them in.
  loader: async ({ context }) =>
    (await import('@/features/auth/provider-queries')).loadAuthProviders(
      await context.queries.load(),
      context.serverApi,
    ),
  head: () => ({ meta: [{ title: pageTitle('Sign in') }] }),
  component: SignInPage,
})

function SignInPage() {
  const search = Route.useSearch()
  return (
    <AuthScreen title="Welcome back" subtitle="Sign in to your account to continue">
      <SignInForm search={search} />
    </AuthScreen>
  )
}
