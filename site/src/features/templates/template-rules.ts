/** The catalogue's display rules, as pure functions the cards, the detail and demo pages share. */

/** The demo button opens `/demo.php?id={id}&type=template` in a new tab (docs/product.md, Templates). */
export const demoHref = (id: string) => `/demo.php?id=${encodeURIComponent(id)}&type=template`

/**
 * What the price badges read (docs/product.md, Catalogue lists): a price above 0 shows as `$price`
 * with its discount; a free template is FREE. Templates have no PRO plan of their own, only prices.
 */
export const priceOf = (template: { price: number; original_price: number | null }) => ({
  plan: 'free' as const,
  price: template.price > 0 ? template.price : null,
  original_price: template.original_price,
})
