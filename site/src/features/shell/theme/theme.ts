export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
export type ResolvedTheme = Exclude<Theme, 'system'>

export const DEFAULT_THEME: Theme = 'system'
export const THEME_STORAGE_KEY = 'snipstack-theme'
export const DARK_QUERY = '(prefers-color-scheme: dark)'

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light'
  return theme
}

/**
 * Source of the inline script that runs in <head> before the body is parsed, so the first
 * paint already has the right theme. It mirrors `resolveTheme` and `applyResolvedTheme`
 * without any imports because it runs before the app's JavaScript. It removes itself so the
 * hydrating client, which renders nothing in its place, finds the same DOM the server sent.
 */
export const themeScriptSource = `(function(){try{var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});var d=t==='dark'||(t!=='light'&&matchMedia(${JSON.stringify(DARK_QUERY)}).matches);document.documentElement.classList.toggle('dark',d)}catch(e){}var s=document.currentScript;if(s)s.remove()})()`

export function readStoredTheme(): Theme {
  if (typeof window === 'undefined') return DEFAULT_THEME
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY)
    return isTheme(stored) ? stored : DEFAULT_THEME
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames); the default still works.
    return DEFAULT_THEME
  }
}

export function writeStoredTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Without storage the choice lasts for this page only, which is the best we can do.
  }
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(DARK_QUERY).matches
}

/**
 * Sets the `dark` class on <html>. Transitions are suspended for one frame so that every
 * element switches colours at once instead of fading at different speeds.
 */
export function applyResolvedTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement
  if (root.classList.contains('dark') === (resolved === 'dark')) return
  const pause = document.createElement('style')
  pause.textContent = '*,*::before,*::after{transition:none!important}'
  document.head.appendChild(pause)
  root.classList.toggle('dark', resolved === 'dark')
  // Reading a computed style flushes the new colours while transitions are still off.
  window.getComputedStyle(document.body).getPropertyValue('color')
  window.setTimeout(() => pause.remove(), 1)
}
