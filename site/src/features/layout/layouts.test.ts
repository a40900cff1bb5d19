import { describe, expect, it } from 'vitest'
import { layoutFor } from './layouts'

describe('layoutFor', () => {
  it('defaults to the main layout', () => {
    expect(layoutFor([])).toBe('main')
    expect(layoutFor([{ staticData: {} }, {}])).toBe('main')
  })

  it('uses the layout a matched route asks for', () => {
    expect(layoutFor([{ staticData: {} }, { staticData: { layout: 'bare' } }])).toBe('bare')
  })

  it('lets the deepest route decide', () => {
    expect(layoutFor([{ staticData: { layout: 'bare' } }, { staticData: { layout: 'main' } }])).toBe('main')
  })
})
