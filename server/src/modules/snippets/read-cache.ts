import { type SnippetListFilters, snippetCategorySlugs } from '@snipstack/contracts'

// The cache itself is the catalogues' shared one (catalog/read-cache.ts); the snippets' own part
// is the canonical form of their list filters, which names the cached answers.

/**
 * The filters in one canonical form, so that requests that must get the same answer share an
 * entry: a category named by its slug or by its title, `sort=relevance` without a search (which
 * orders newest first, as `newest` does). The page is already 1 when absent and an empty
 * parameter already absent (the query contract). The service is called with this form too, so
 * the kept answer is exactly what each of those requests would have been given.
 */
export function normaliseListFilters(filters: SnippetListFilters): SnippetListFilters {
  const category = filters.category ?? (filters.categorySlug && snippetCategorySlugs[filters.categorySlug])
  const sort = filters.name
    ? (filters.sort ?? 'relevance')
    : !filters.sort || filters.sort === 'relevance'
      ? 'newest'
      : filters.sort
  return {
    page: filters.page,
    ...(filters.name ? { name: filters.name } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(category ? { category } : {}),
    ...(filters.tag ? { tag: filters.tag } : {}),
    sort,
  }
}

/** The cache key of a list page; takes normalised filters. */
export function listCacheKey(filters: SnippetListFilters): string {
  const { page, name = '', language = '', category = '', tag = '', sort = '' } = filters
  // JSON keeps a search text apart from the other fields whatever characters it holds.
  return `list:${JSON.stringify([page, name, language, category, tag, sort])}`
}

export const singleCacheKey = (slug: string) => `single:${slug}`

/** The Template Hub's counts: one answer for everyone, cleared with the lists by every write. */
export const FACETS_CACHE_KEY = 'facets'
