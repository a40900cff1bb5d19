import type { SnippetFacetsResponse } from '@snipstack/contracts'
import {
  SNIPPET_PAGE_MAX,
  SNIPPET_SEARCH_MAX,
  SNIPPET_TAG_FILTER_MAX,
  type SnippetCategory,
  type SnippetLanguage,
  type SnippetSort,
  snippetCategories,
  snippetLanguages,
  snippetSorts,
} from '@snipstack/contracts/snippet-constants'
import { normaliseSearchText, normaliseTag } from '@/features/catalog/search-text'

/**
 * The list page's query string (`?name=&language=&category=&tag=&sort=&page=`), as
 * parseSnippetSearch reads it. `tag` and `sort` come from the Template Hub's entries and quick
 * actions.
 */
export type SnippetSearch = {
  name?: string
  language?: SnippetLanguage
  category?: SnippetCategory
  tag?: string
  sort?: SnippetSort
  page?: number
}

const pick = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' ? values.find((known) => known.toLowerCase() === value.toLowerCase()) : undefined

/**
 * The route's `validateSearch`: it runs on every navigation, so it is plain code with no schema
 * library. A value the list does not know (an unknown language, a page out of range, an array, an
 * object) is dropped rather than answered with an error, so a hand-edited URL still opens a list.
 * Every key is present, undefined when dropped: the router lays these values over the raw query,
 * and a key left out would let the raw value through.
 */
export function parseSnippetSearch(raw: Record<string, unknown>): SnippetSearch {
  const search: SnippetSearch = {
    name: undefined,
    language: undefined,
    category: undefined,
    tag: undefined,
    sort: undefined,
    page: undefined,
  }
  const name = normaliseSearchText(raw.name, SNIPPET_SEARCH_MAX)
  if (name) search.name = name
  const language = pick(snippetLanguages, raw.language)
  if (language) search.language = language
  const category = pick(snippetCategories, raw.category)
  if (category) search.category = category
  const tag = normaliseTag(raw.tag, SNIPPET_TAG_FILTER_MAX)
  if (tag) search.tag = tag
  // The API's own order has no address of its own: most relevant with a search, newest without
  // (where `relevance` means newest too).
  const sort = pick(snippetSorts, raw.sort)
  if (sort && sort !== 'relevance' && (sort !== 'newest' || search.name)) search.sort = sort
  // A number, or digits only: Number() would also read `[2]` as 2 and `0x10` as 16.
  const page =
    typeof raw.page === 'number'
      ? raw.page
      : typeof raw.page === 'string' && /^\d+$/.test(raw.page)
        ? Number(raw.page)
        : Number.NaN
  // Page 1 is the default and stays out of the URL, so each list has one address.
  if (Number.isInteger(page) && page > 1 && page <= SNIPPET_PAGE_MAX) search.page = page
  return search
}

/**
 * The API's query for a page of the list: only what is set, page as digits (docs/product.md, API
 * and errors).
 */
export function listQuery(search: SnippetSearch): Record<string, string> {
  const query: Record<string, string> = { page: String(search.page ?? 1) }
  if (search.name) query.name = search.name
  if (search.language) query.language = search.language
  if (search.category) query.category = search.category
  if (search.tag) query.tag = search.tag
  if (search.sort) query.sort = search.sort
  return query
}

/** True when any filter or search narrows the list (an order narrows nothing). */
export const isFiltered = (search: SnippetSearch) =>
  Boolean(search.name || search.language || search.category || search.tag)

/**
 * The empty list's 'Clear filters' link: the list without filters or search, in the same order,
 * offered only when one is set (docs/product.md, Catalogue lists). The order stays only where it is
 * not the default without a search.
 */
export const clearFiltersLink = (search: SnippetSearch) => {
  if (!isFiltered(search)) return undefined
  const sort = search.sort === 'newest' ? undefined : search.sort
  return sort ? ({ to: '/snippets', search: { sort } } as const) : ({ to: '/snippets' } as const)
}

/** Link props for the list with `change` applied to its query, from page 1 (a new filter starts the list over). */
export const snippetListLink = (search: SnippetSearch, change: Partial<SnippetSearch>) =>
  ({ to: '/snippets', search: { ...search, ...change, page: undefined } }) as const

/** The filter's first languages: the spec's (docs/product.md, Snippets), shown whatever the counts. */
const SPEC_LANGUAGES = 7

/**
 * The language filter's chips: the spec's languages first, always; then every other language the
 * catalogue holds published snippets in (its facet counts), in the contract's order; and the one
 * chosen, whatever its count, so the list on screen keeps its chip. Before the counts arrive,
 * every language.
 */
export function filterLanguages(
  counts: readonly SnippetFacetsResponse['languages'][number][] | undefined,
  current: SnippetLanguage | undefined,
): SnippetLanguage[] {
  if (!counts) return [...snippetLanguages]
  const held = new Set(counts.filter((language) => language.count > 0).map((language) => language.name))
  return snippetLanguages.filter(
    (language, index) => index < SPEC_LANGUAGES || held.has(language) || language === current,
  )
}
