/** The catalogue's display rules, as pure functions the cards, the detail and demo pages share. */

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** 950, 1.2K, 34K, 1.5M: short enough for a card, the same on server and browser. */
export const formatCount = (n: number) => compact.format(n)

/** Spec §2: the demo button opens `/demo.php?id={id}&type=template` (in a new tab). */
export const demoHref = (id: string) => `/demo.php?id=${encodeURIComponent(id)}&type=template`

/**
 * What the price badges read (spec §6): a price above 0 shows as `$price` with its discount; a free
 * template is FREE. Templates have no PRO plan of their own, only prices.
 */
export const priceOf = (template: { price: number; original_price: number | null }) => ({
  plan: 'free' as const,
  price: template.price > 0 ? template.price : null,
  original_price: template.original_price,
})
