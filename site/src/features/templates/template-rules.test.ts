import { describe, expect, it } from 'vitest'
import { priceBadges } from '@/features/catalog/price'
import { demoHref, priceOf } from './template-rules'

describe('template rules', () => {
  it('opens the demo of a template by id', () => {
    expect(demoHref('42')).toBe('/demo.php?id=42&type=template')
    expect(demoHref('a&b')).toBe('/demo.php?id=a%26b&type=template')
  })

  it('badges a priced template with its price and discount, a free one as FREE', () => {
    expect(priceBadges(priceOf({ price: 29, original_price: 49 }))).toEqual({ label: '$29', discount: '-41%' })
    expect(priceBadges(priceOf({ price: 0, original_price: null })).label).toBe('FREE')
  })
})
