import { useEffect, useSyncExternalStore } from 'react'
import { AUTH_STORAGE_KEY, useAuthStore } from './auth-store'

let started = false

/**
 * Reads the stored session once, and follows it from then on: signing in or out in another tab
 * reaches this one through the `storage` event.
 */
export function startAuthSync(): void {
  if (started || typeof window === 'undefined') return
  started = true
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return
    const wasSignedIn = useAuthStore.getState().isSignedIn
    void Promise.resolve(useAuthStore.persist.rehydrate()).then(() => {
      // Another tab ended the session: what this tab fetched under it goes too.
      if (wasSignedIn && !useAuthStore.getState().isSignedIn) useAuthStore.getState().signOut()
    })
  })
  if (!useAuthStore.persist.hasHydrated()) void useAuthStore.persist.rehydrate()
}

const subscribe = (onChange: () => void) => useAuthStore.persist.onFinishHydration(onChange)
const getSnapshot = () => useAuthStore.persist.hasHydrated()
const getServerSnapshot = () => false

/**
 * Whether the stored session has been read. False on the server and during hydration, so
 * anything that depends on the session renders its signed-out form first and switches after.
 */
export function useAuthHydrated(): boolean {
  useEffect(startAuthSync, [])
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}

/** The signed-in user once the session is known, else null (also on the server and while hydrating). */
export function useSessionUser() {
  const hydrated = useAuthHydrated()
  const user = useAuthStore((state) => (state.isSignedIn ? state.user : null))
  return hydrated ? user : null
}
