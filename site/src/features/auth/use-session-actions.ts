import type { OAuthProvider, Tokens, User } from '@snipstack/contracts'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { track } from '@/lib/analytics'
import { useAuthStore } from '@/lib/session/auth-store'
import { redirectTarget } from './redirect'
import { routeRequiresSession } from './require-session'

export type LoginMethod = 'email' | OAuthProvider

/** Stores the new session and takes the user where they were going, replacing the sign-in entry. */
export function useCompleteSignIn() {
  const router = useRouter()
  return useCallback(
    (user: User, tokens: Tokens, method: LoginMethod | null) => {
      const store = useAuthStore.getState()
      const target = redirectTarget(store.redirectUrl)
      store.signIn(user, tokens)
      store.setRedirectUrl('')
      if (method) track('login_with_version', { method })
      return router.navigate({ href: target, replace: true })
    },
    [router],
  )
}

/**
 * Sign Out (docs/product.md, Accounts and sign-in): the sign-out call, then the local cleanup. The
 * local session ends even when the call fails: the user asked to be signed out of this browser. A
 * page that needs a session is left for the home page first, so it does not turn into a sign-in
 * prompt.
 */
export function useSignOut() {
  const router = useRouter()
  return useCallback(
    async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
      // Loaded on use: the header offers Sign Out on every page, and the HTTP client and schemas
      // need not come with it.
      const { authApi } = await import('./auth-api')
      try {
        if (everywhere) await authApi.signOutAll()
        else await authApi.signOut()
      } catch (error) {
        if (everywhere) throw error
      }
      if (routeRequiresSession(router.state.matches)) await router.navigate({ to: '/', replace: true })
      useAuthStore.getState().signOut()
    },
    [router],
  )
}
