import type { User } from '@snipstack/contracts'
import type * as React from 'react'
import { SessionLoadingStatus } from '@/components/page/loading-status'
import { SignInForm } from '@/features/auth/sign-in-form'
import { useAuthStore } from '@/lib/session/auth-store'
import { useAuthHydrated } from '@/lib/session/use-auth-hydrated'

/**
 * The workspace's pages for a signed-in user; a signed-out visitor gets the sign-in form in their
 * place (docs/product.md, Workspace and Accounts and sign-in), and comes back to the same page once
 * signed in. The session is read in the browser, so the server renders the loading state.
 */
export function WorkspaceGate({ href, children }: { href: string; children: (user: User) => React.ReactNode }) {
  const hydrated = useAuthHydrated()
  const user = useAuthStore((state) => (state.isSignedIn ? state.user : null))
  if (!hydrated) return <SessionLoadingStatus>Loading your workspace…</SessionLoadingStatus>
  if (user) return children(user)
  // A screen tall too, as the loading state it replaces: the footer stays below the fold.
  return (
    <section
      aria-labelledby="workspace-sign-in"
      className="mx-auto flex min-h-svh w-full max-w-sm flex-col justify-center px-4 py-12 sm:py-16"
    >
      <h1 id="workspace-sign-in" className="font-bold text-2xl tracking-tight">
        Welcome back
      </h1>
      <p className="mt-2 text-muted-foreground text-sm">Sign in to your account to continue</p>
      <div className="mt-8">
        <SignInForm search={{ redirect_url: href }} />
      </div>
    </section>
  )
}
