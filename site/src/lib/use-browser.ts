import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/** False on the server and while hydrating, true afterwards: for things only the browser can render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

/** The page's origin once in the browser; '' on the server, which does not know its public host. */
export function useOrigin(): string {
  return useSyncExternalStore(
    subscribeNever,
    () => window.location.origin,
    () => '',
  )
}
