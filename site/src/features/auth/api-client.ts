import { toast } from '@/features/toasts/toast'
import { createApiClient, SERVER_ERROR_MESSAGE, UNAUTHORIZED_MESSAGE } from '@/lib/api'
import { useAuthStore } from './auth-store'

/**
 * The app's API client, bound to the auth store. It lives with the store rather than in lib/, so
 * the generic client knows nothing of features; every feature's calls go through this one.
 */
export const api = createApiClient({
  session: {
    tokens: () => useAuthStore.getState().tokens,
    signIn: (user, tokens) => useAuthStore.getState().signIn(user, tokens),
    replaceAccessToken: (accessToken) => useAuthStore.getState().replaceAccessToken(accessToken),
    signOut: () => useAuthStore.getState().signOut(),
  },
  onUnauthorized: () => {
    // One toast however many requests failed together.
    toast.error(UNAUTHORIZED_MESSAGE, { id: 'unauthorized' })
  },
  onServerError: () => console.error(SERVER_ERROR_MESSAGE),
})
