import { MoonIcon, SunIcon } from 'lucide-react'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { DARK_QUERY, THEME_STORAGE_KEY } from './theme'
import { currentResolvedTheme, useThemeStore } from './theme-store'

/**
 * Keeps the page in step with the OS setting (for 'system') and with other tabs. It also
 * re-applies the stored theme once mounted, in case anything reset the class on <html> after
 * the pre-paint script ran (a client re-render of the document after a hydration error does).
 */
function useThemeSync() {
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

/** Switches between dark and light; the icon follows the `dark` class so it is right on first paint. */
export function ThemeToggle({ className }: { className?: string }) {
  useThemeSync()
  const setTheme = useThemeStore((s) => s.setTheme)
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Toggle theme"
      data-slot="theme-toggle"
      onClick={() => setTheme(currentResolvedTheme() === 'dark' ? 'light' : 'dark')}
    >
      <SunIcon className="size-[1.125rem] dark:hidden" aria-hidden />
      <MoonIcon className="hidden size-[1.125rem] dark:block" aria-hidden />
    </Button>
  )
}
