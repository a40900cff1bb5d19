import { useAuthStore } from '@/lib/session/auth-store'
import { toast } from '@/lib/toast'
import { createApiClient, SERVER_ERROR_MESSAGE, UNAUTHORIZED_MESSAGE } from './create-api-client'

/**
 * The app's API client, bound to the session store. `createApiClient` knows no store, so tests
 * give it a plain session; every feature's calls go through this one instance.
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
