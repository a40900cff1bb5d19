import { create } from 'zustand'
import {
  applyResolvedTheme,
  readStoredTheme,
  resolveTheme,
  systemPrefersDark,
  type Theme,
  writeStoredTheme,
} from './theme'

type ThemeState = {
  /** The user's choice; 'system' follows the operating system setting. */
  theme: Theme
  setTheme: (theme: Theme) => void
  /** Re-reads the stored choice, e.g. after another tab changed it. */
  syncFromStorage: () => void
}

/**
 * Client-only state: the server always starts at the default, and nothing the server renders
 * depends on it (the toggle's icon follows the `dark` class through CSS instead).
 */
export const useThemeStore = create<ThemeState>()((set) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    writeStoredTheme(theme)
    applyResolvedTheme(resolveTheme(theme, systemPrefersDark()))
    set({ theme })
  },
  syncFromStorage: () => {
    const theme = readStoredTheme()
    applyResolvedTheme(resolveTheme(theme, systemPrefersDark()))
    set({ theme })
  },
}))

/** The theme currently on screen, read from the document so it is right even before hydration. */
export function currentResolvedTheme(): 'light' | 'dark' {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}
