import { act } from '@testing-library/react'
import type * as React from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { vi } from 'vitest'

/** Renders on the "server", hydrates in the page and returns every error React reported doing so. */
export async function hydrationErrors(node: React.ReactNode): Promise<unknown[]> {
  const container = document.createElement('div')
  container.innerHTML = renderToString(node)
  document.body.append(container)
  const errors: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
  const root = await act(async () =>
    hydrateRoot(container, node, { onRecoverableError: (error) => errors.push(error) }),
  )
  consoleError.mockRestore()
  act(() => root.unmount())
  container.remove()
  return errors
}

type Preference = 'reduce' | 'dark'
const preferences: Record<Preference, boolean> = { reduce: false, dark: false }
const listeners = new Set<() => void>()

/**
 * Replaces `window.matchMedia` with media query lists that answer from the preferences set here
 * and notify their listeners on change — motion and the items read `prefers-reduced-motion` once
 * and then listen, so a test flips the preference through `setMediaPreference`.
 */
export function installMediaQueries() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          if (query.includes('prefers-reduced-motion')) return preferences.reduce
          if (query.includes('prefers-color-scheme: dark')) return preferences.dark
          return false
        },
        onchange: null,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        addListener: (listener: () => void) => listeners.add(listener),
        removeListener: (listener: () => void) => listeners.delete(listener),
        dispatchEvent: () => true,
      }) as unknown as MediaQueryList,
  )
}

export function setMediaPreference(preference: Preference, value: boolean) {
  preferences[preference] = value
  for (const listener of listeners) listener()
}

/** Back to no preferences and no listeners, for afterEach. */
export function resetMediaPreferences() {
  preferences.reduce = false
  preferences.dark = false
  listeners.clear()
}
