import { describe, expect, it } from 'vitest'
import { isAppRoute } from './links'

describe('isAppRoute', () => {
  it('accepts app paths', () => {
    expect(isAppRoute('/')).toBe(true)
    expect(isAppRoute('/snippets')).toBe(true)
    expect(isAppRoute('/page/about?x=1#top')).toBe(true)
    expect(isAppRoute('/apidocs')).toBe(true)
    expect(isAppRoute('/robots')).toBe(true)
  })

  it('rejects paths the server answers itself', () => {
    expect(isAppRoute('/api')).toBe(false)
    expect(isAppRoute('/api/')).toBe(false)
    expect(isAppRoute('/api/auth/provider/github')).toBe(false)
    expect(isAppRoute('/api?format=json')).toBe(false)
    expect(isAppRoute('/r/marquee.json')).toBe(false)
  })

  it('rejects absolute and protocol-relative URLs', () => {
    expect(isAppRoute('https://example.com/snippets')).toBe(false)
    expect(isAppRoute('//example.com')).toBe(false)
    expect(isAppRoute('mailto:hello@example.com')).toBe(false)
  })
})
