/**
 * Where a visitor who asked for `page` of a list with `totalPages` pages goes instead, or undefined
 * when the list has that page (docs/product.md, Catalogue lists): past the last page, to the last
 * one; a list with nothing in it has one page, the first, which shows that nothing matched.
 */
export function lastPageInstead(page: number, totalPages: number): number | undefined {
  const last = Math.max(1, totalPages)
  return page > last ? last : undefined
}
