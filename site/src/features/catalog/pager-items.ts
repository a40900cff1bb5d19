/** A page number, or a gap between two runs of them. */
export type PagerItem = number | 'gap'

/** The template pager shows at most the first five page numbers (docs/product.md, Templates). */
export const TEMPLATE_PAGER_NUMBERS = 5

/**
 * The template pager's numbers (docs/product.md, Templates): the first `count` pages, however far
 * the current page is; Previous and Next reach the rest. Nothing for one page or none.
 */
export function firstPagesItems(totalPages: number, count = TEMPLATE_PAGER_NUMBERS): PagerItem[] {
  if (totalPages <= 1) return []
  return Array.from({ length: Math.min(totalPages, count) }, (_, index) => index + 1)
}
