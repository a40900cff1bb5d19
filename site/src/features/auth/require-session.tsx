import type { User } from '@snipstack/contracts'
import { type StaticDataRouteOption, useNavigate, useRouterState } from '@tanstack/react-router'
import type * as React from 'react'
import { useEffect, useRef } from 'react'
import { SessionLoadingStatus } from '@/components/page/loading-status'
import { WithQueryClient } from '@/lib/query-client-slot'
import { useAuthStore } from '@/lib/session/auth-store'
import { useAuthHydrated } from '@/lib/session/use-auth-hydrated'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page is for signed-in users only (docs/product.md, Accounts and sign-in); signed-out
     * visitors are sent to sign in.
     */
    requiresSession?: boolean
  }
}

export function routeRequiresSession(matches: ReadonlyArray<{ staticData?: StaticDataRouteOption }>): boolean {
  return matches.some((match) => match.staticData?.requiresSession === true)
}

/** Where a signed-out visitor of `href` is sent: sign in, then come back. */
export function signInHref(href: string) {
  return { to: '/sign-in', search: { redirect_url: href } } as const
}

/**
 * Renders its children for a signed-in user. The session lives in localStorage, so the server
 * (and the first client render) show a neutral loading state; once the stored session is read, a
 * visitor without one goes to `/sign-in?redirect_url=<this page>`.
 */
export function RequireSession({
  title,
  children,
}: {
  /** The page's heading, named while the account loads so the page is never without one. */
  title: string
  children: (user: User) => React.ReactNode
}) {
  const hydrated = useAuthHydrated()
  const user = useAuthStore((state) => (state.isSignedIn ? state.user : null))
  const href = useRouterState({ select: (state) => state.location.href })
  const navigate = useNavigate()
  // The location changes as soon as the redirect starts, while this page is still mounted: a
  // second pass would wrap the sign-in URL in another redirect.
  const redirected = useRef(false)

  useEffect(() => {
    if (!hydrated || user || redirected.current) return
    redirected.current = true
    void navigate({ ...signInHref(href), replace: true })
  }, [hydrated, user, href, navigate])

  const loading = (
    <>
      <h1 className="sr-only">{title}</h1>
      <SessionLoadingStatus>Loading your account…</SessionLoadingStatus>
    </>
  )
  if (!hydrated || !user) return loading
  // Account pages read and write through queries; their loaders do not load the query library.
  return <WithQueryClient fallback={loading}>{children(user)}</WithQueryClient>
}
