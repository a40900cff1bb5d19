import { describe, expect, it } from 'vitest'
import { catalogueSearchUrl } from './catalogues'

describe('catalogueSearchUrl', () => {
  it("finds an instance's search beside the /r it serves its registry at, the text as a parameter", () => {
    expect(catalogueSearchUrl('https://snipstack.dev/r', 'logo wall')).toBe(
      'https://snipstack.dev/api/search?q=logo+wall',
    )
    expect(catalogueSearchUrl('http://127.0.0.1:4000/r/', 'a&b=c')).toBe('http://127.0.0.1:4000/api/search?q=a%26b%3Dc')
    // An instance served under a path of its own.
    expect(catalogueSearchUrl('https://example.com/tools/r', 'x')).toBe('https://example.com/tools/api/search?q=x')
  })

  it('has none for a registry laid out otherwise, a folder or no URL at all', () => {
    for (const base of ['https://example.com/registry', 'https://example.com/copy/r/items', 'file:///tmp/r', './r', ''])
      expect(catalogueSearchUrl(base, 'x'), base).toBeUndefined()
  })
})
