import { describe, expect, it } from 'vitest'
import { isTheme, resolveTheme, THEME_STORAGE_KEY, themeScriptSource } from './theme'

describe('isTheme', () => {
  it('accepts the three choices only', () => {
    expect(['light', 'dark', 'system'].every(isTheme)).toBe(true)
    expect(isTheme('sepia')).toBe(false)
    expect(isTheme(null)).toBe(false)
  })
})

describe('resolveTheme', () => {
  it('follows the system only for the system choice', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })
})

/** Runs the pre-paint script against a stand-in document and reports what it did. */
function runScript(stored: string | null, systemDark: boolean, storageThrows = false) {
  const classes = new Set<string>()
  let removed = false
  const env = {
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('denied')
        return key === THEME_STORAGE_KEY ? stored : null
      },
    },
    matchMedia: (query: string) => ({ matches: query.includes('dark') && systemDark }),
    document: {
      documentElement: {
        classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      },
      currentScript: {
        remove: () => {
          removed = true
        },
      },
    },
  }
  new Function('localStorage', 'matchMedia', 'document', themeScriptSource)(
    env.localStorage,
    env.matchMedia,
    env.document,
  )
  return { dark: classes.has('dark'), removed }
}

describe('themeScriptSource', () => {
  it('applies the stored choice', () => {
    expect(runScript('dark', false).dark).toBe(true)
    expect(runScript('light', true).dark).toBe(false)
  })

  it('follows the system when nothing or garbage is stored', () => {
    expect(runScript(null, true).dark).toBe(true)
    expect(runScript(null, false).dark).toBe(false)
    expect(runScript('system', true).dark).toBe(true)
    expect(runScript('bogus', true).dark).toBe(true)
  })

  it('survives blocked storage and always removes itself', () => {
    expect(runScript(null, true, true)).toEqual({ dark: false, removed: true })
    expect(runScript('dark', false).removed).toBe(true)
  })
})
