import { describe, expect, it } from 'vitest'
import { priceBadges } from '@/features/snippets/snippet-rules'
import { demoHref, formatCount, priceOf } from './template-rules'

describe('template rules', () => {
  it('shortens counts the same way everywhere', () => {
    expect(formatCount(950)).toBe('950')
    expect(formatCount(1234)).toBe('1.2K')
    expect(formatCount(1_500_000)).toBe('1.5M')
  })

  it('opens the demo of a template by id (spec §2)', () => {
    expect(demoHref('42')).toBe('/demo.php?id=42&type=template')
    expect(demoHref('a&b')).toBe('/demo.php?id=a%26b&type=template')
  })

  it('badges a priced template with its price and discount, a free one as FREE (spec §6, §9)', () => {
    expect(priceBadges(priceOf({ price: 29, original_price: 49 }))).toEqual({ label: '$29', discount: '-41%' })
    expect(priceBadges(priceOf({ price: 0, original_price: null })).label).toBe('FREE')
  })
})
