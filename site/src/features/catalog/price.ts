import { discountPercent } from '@snipstack/contracts/snippet-constants'

/*
 * The price badges of both catalogues: snippets and templates carry the same price fields (a
 * template's plan follows from its price, see priceOf in template-rules.ts).
 */

export type PriceBadges = {
  /** '$12', 'PRO' or 'FREE' (docs/product.md, Snippets). */
  label: string
  /** '-25%' when the item has a price and a higher original price. */
  discount?: string
}

/** A price shows as a $ amount; plan pro as PRO; otherwise FREE; a discount beside a price (docs/product.md, Snippets). */
export function priceBadges(item: {
  plan: 'free' | 'pro'
  price?: number | null
  original_price?: number | null
}): PriceBadges {
  const price = item.price ?? 0
  if (price > 0) {
    const percent = discountPercent(item.original_price ?? 0, price)
    return { label: `$${formatAmount(price)}`, ...(percent > 0 ? { discount: `-${percent}%` } : {}) }
  }
  return { label: item.plan === 'pro' ? 'PRO' : 'FREE' }
}

const formatAmount = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2))
