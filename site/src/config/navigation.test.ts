import { describe, expect, it } from 'vitest'
import { isNavItemActive, mainNav } from './navigation'

describe('mainNav', () => {
  it('lists the documented entries in order', () => {
    expect(mainNav.map((item) => item.href)).toEqual([
      '/snippets',
      '/components',
      '/blocks',
      '/templates',
      '/page/about-us',
      '/shipfast',
    ])
  })

  it('tracks the shipfast entry and no other', () => {
    expect(mainNav.filter((item) => item.event).map((item) => [item.href, item.event])).toEqual([
      ['/shipfast', 'shipfast_clicked'],
    ])
  })

  it('has unique hrefs and titles', () => {
    expect(new Set(mainNav.map((i) => i.href)).size).toBe(mainNav.length)
    expect(new Set(mainNav.map((i) => i.title)).size).toBe(mainNav.length)
  })
})

describe('isNavItemActive', () => {
  it('matches the page itself and pages below it', () => {
    expect(isNavItemActive('/snippets', '/snippets')).toBe(true)
    expect(isNavItemActive('/snippets/go-http-server', '/snippets')).toBe(true)
    expect(isNavItemActive('/components/templates/agent', '/components')).toBe(true)
  })

  it('does not match siblings that merely share a prefix', () => {
    expect(isNavItemActive('/snippets-archive', '/snippets')).toBe(false)
    expect(isNavItemActive('/page/about-us-old', '/page/about-us')).toBe(false)
    expect(isNavItemActive('/templates', '/snippets')).toBe(false)
  })

  it('treats a trailing slash on the href as the same entry', () => {
    expect(isNavItemActive('/blocks/hero', '/blocks/')).toBe(true)
  })

  it('only matches home on home', () => {
    expect(isNavItemActive('/', '/')).toBe(true)
    expect(isNavItemActive('/snippets', '/')).toBe(false)
  })
})
