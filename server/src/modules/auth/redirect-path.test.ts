import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect-path'

describe('post-sign-in redirects', () => {
  it.each([
    ['/workspace', '/workspace'],
    ['/snippets?q=go#top', '/snippets?q=go#top'],
    ['/a/../b', '/b'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each([
    undefined,
    '',
    'workspace',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/ok\nSet-Cookie: x',
    `/${'a'.repeat(3000)}`,
    // Each of these normalises to `//evil.example`.
    '/.//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '/a/b/../..//evil.example/x',
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined()
  })
})
