import { useCallback, useSyncExternalStore } from 'react'

/**
 * True while `query` matches. `serverValue` is used during server rendering
 * and hydration, where there is no window to ask.
 */
export function useMediaQuery(query, serverValue = false) {
  const subscribe = useCallback(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )

  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)')
export const usePrefersDark = () => useMediaQuery('(prefers-color-scheme: dark)')
export const useIsDesktop = () => useMediaQuery('(min-width: 1280px)')

export function AdaptiveNav({ links }) {
  const isDesktop = useIsDesktop()
  return isDesktop ? (
    <nav aria-label="Main">
      {links.map((link) => (
        <a key={link.href} href={link.href}>
          {link.title}
        </a>
      ))}
    </nav>
  ) : (
    <button type="button" aria-label="Open menu">
      Menu
    </button>
  )
}
