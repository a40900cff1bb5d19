import { describe, expect, it } from 'vitest'
import { priceBadges } from './price'

describe('priceBadges', () => {
  it('shows a price with its discount, else PRO or FREE', () => {
    expect(priceBadges({ plan: 'pro', price: 19, original_price: 29 })).toEqual({ label: '$19', discount: '-34%' })
    expect(priceBadges({ plan: 'pro', price: 9.5 })).toEqual({ label: '$9.50' })
    expect(priceBadges({ plan: 'pro', price: null })).toEqual({ label: 'PRO' })
    expect(priceBadges({ plan: 'free' })).toEqual({ label: 'FREE' })
    // No discount without an original amount, or when it is not higher.
    expect(priceBadges({ plan: 'pro', price: 19, original_price: 19 })).toEqual({ label: '$19' })
  })
})
