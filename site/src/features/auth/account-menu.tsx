import { lazy, Suspense } from 'react'
import { SignInButton } from '@/components/sign-in-button'
import { useSessionUser } from '@/lib/session/use-auth-hydrated'

// The menu's primitives (Radix menu, floating positioning) are only needed once someone is signed
// in, so they stay out of every page's first download.
const SignedInMenu = lazy(() => import('./signed-in-menu'))

/**
 * The header's account area (docs/product.md, Header and navigation). The server cannot see the
 * session, so it renders the signed-out 'Sign In'; the signed-in controls appear once the stored
 * session has been read.
 */
export function AccountMenu() {
  const user = useSessionUser()
  if (!user) return <SignInButton />
  return (
    <Suspense fallback={<span aria-hidden="true" className="block size-8 rounded-full bg-muted" />}>
      <SignedInMenu user={user} />
    </Suspense>
  )
}
