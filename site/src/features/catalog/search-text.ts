/** Trimmed, at most `max` characters; empty means no search (docs/product.md, Search). */
export function normaliseSearchText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  return String(value).trim().slice(0, max) || undefined
}

/**
 * A tag as the lists' `tag` filter takes it: dashed lowercase words of at most `max` characters
 * (the contracts' DASHED_WORDS, which the page cannot import without the schema library);
 * anything else is no tag.
 */
export function normaliseTag(value: unknown, max: number): string | undefined {
  const tag = typeof value === 'string' ? value.trim().toLowerCase() : ''
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tag) && tag.length <= max ? tag : undefined
}
