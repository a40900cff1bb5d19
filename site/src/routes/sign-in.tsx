import { createFileRoute, Link } from '@tanstack/react-router'
import { AuthPlaceholder } from '@/features/layout/auth-placeholder'
import { pageTitle } from '@/features/layout/page-title'

export const Route = createFileRoute('/sign-in')({
  staticData: { layout: 'bare' },
  head: () => ({ meta: [{ title: pageTitle('Sign in') }] }),
  component: SignInPage,
})

function SignInPage() {
  return (
    <AuthPlaceholder
      title="Welcome back"
      subtitle="Sign in to your account to continue"
      footer={
        <>
          New to Snipstack?{' '}
          <Link to="/register" className="font-medium text-foreground underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    />
  )
}
