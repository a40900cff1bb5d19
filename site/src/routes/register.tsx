import { createFileRoute, Link } from '@tanstack/react-router'
import { AuthPlaceholder } from '@/features/layout/auth-placeholder'
import { pageTitle } from '@/features/layout/page-title'

export const Route = createFileRoute('/register')({
  staticData: { layout: 'bare' },
  head: () => ({ meta: [{ title: pageTitle('Create your account') }] }),
  component: RegisterPage,
})

function RegisterPage() {
  return (
    <AuthPlaceholder
      title="Create your account"
      subtitle="Sign up to get started with your dashboard"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-medium text-foreground underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    />
  )
}
