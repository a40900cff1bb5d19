import { describe, expect, it } from 'vitest'
import { redirectTarget, safeRedirect } from './redirect'

describe('safeRedirect', () => {
  it('keeps paths on this site with their query and hash', () => {
    expect(safeRedirect('/profile')).toBe('/profile')
    expect(safeRedirect('/templates?name=auth&page=2#top')).toBe('/templates?name=auth&page=2#top')
    expect(safeRedirect('/')).toBe('/')
  })

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirect('/snippets/../settings')).toBe('/settings')
    expect(safeRedirect('/../../profile')).toBe('/profile')
  })

  it('refuses other origins and schemes', () => {
    for (const value of [
      '//evil.com',
      '//evil.com/profile',
      '/\\evil.com',
      '/\t/evil.com',
      'https://evil.com/profile',
      'http://127.0.0.1/profile',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'profile',
      ' //evil.com',
      '',
      // Each of these normalises to `//evil.com`.
      '/.//evil.com',
      '/%2e//evil.com',
      '/a/..//evil.com',
      '/%2E%2E//evil.com',
      '/a/b/../..//evil.com/profile',
    ]) {
      expect(safeRedirect(value), value).toBeNull()
    }
  })

  it('refuses values that are not strings', () => {
    expect(safeRedirect(undefined)).toBeNull()
    expect(safeRedirect(null)).toBeNull()
    expect(safeRedirect(42)).toBeNull()
    expect(safeRedirect(['/profile'])).toBeNull()
  })

  it('does not send a signed-in user back to the sign-in or register screens', () => {
    expect(safeRedirect('/sign-in')).toBeNull()
    expect(safeRedirect('/sign-in/?redirect_url=%2Fprofile')).toBeNull()
    expect(safeRedirect('/register')).toBeNull()
  })
})

describe('redirectTarget', () => {
  it('falls back to the home page', () => {
    expect(redirectTarget('/settings')).toBe('/settings')
    expect(redirectTarget('https://evil.com')).toBe('/')
    expect(redirectTarget(undefined)).toBe('/')
  })
})
