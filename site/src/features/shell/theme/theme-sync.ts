import { useEffect } from 'react'
import { DARK_QUERY, THEME_STORAGE_KEY } from './theme'
import { useThemeStore } from './theme-store'

/**
 * Keeps the page in step with the OS setting (for 'system') and with other tabs. Every page calls it
 * from the root, pages without the header (sign-in, register) included. It also
 * re-applies the stored theme once mounted, in case anything reset the class on <html> after
 * the pre-paint script ran (a client re-render of the document after a hydration error does).
 */
export function useThemeSync() {
  useEffect(() => {
    useThemeStore.getState().syncFromStorage()
    const media = window.matchMedia(DARK_QUERY)
    const onSystemChange = () => {
      if (useThemeStore.getState().theme === 'system') useThemeStore.getState().syncFromStorage()
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) useThemeStore.getState().syncFromStorage()
    }
    media.addEventListener('change', onSystemChange)
    window.addEventListener('storage', onStorage)
    return () => {
      media.removeEventListener('change', onSystemChange)
      window.removeEventListener('storage', onStorage)
    }
  }, [])
}
