import { describe, expect, it } from 'vitest'
import { defaultTitle, pageTitle } from './page-title'

describe('pageTitle', () => {
  it('suffixes the product name', () => {
    expect(pageTitle('Pro')).toBe('Pro · Snipstack')
  })

  it('falls back to the default title when there is no page name', () => {
    expect(pageTitle()).toBe(defaultTitle)
    expect(pageTitle('   ')).toBe(defaultTitle)
    expect(defaultTitle).toContain('Snipstack')
  })
})
