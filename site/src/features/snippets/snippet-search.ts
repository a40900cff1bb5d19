import {
  SNIPPET_PAGE_MAX,
  SNIPPET_SEARCH_MAX,
  type SnippetCategory,
  type SnippetLanguage,
  snippetCategories,
  snippetLanguages,
} from '@snipstack/contracts/snippet-constants'
import { normaliseSearchText } from '@/features/catalog/search-text'

/**
 * The list page's query string (`?name=&language=&category=&page=`). It is read by the route on
 * every navigation, so it is plain code with no schema library: a value the page does not know is
 * dropped rather than answered with an error, and a hand-edited URL still opens a working list.
 */
/** The query as the URL has it, before parseSnippetSearch. */
export type SnippetSearchParams = { name?: string; language?: string; category?: string; page?: string | number }

export type SnippetSearch = {
  name?: string
  language?: SnippetLanguage
  category?: SnippetCategory
  page?: number
}

const pick = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' ? values.find((known) => known.toLowerCase() === value.toLowerCase()) : undefined

export function parseSnippetSearch(raw: Record<string, unknown>): SnippetSearch {
  const search: SnippetSearch = {}
  const name = normaliseSearchText(raw.name, SNIPPET_SEARCH_MAX)
  if (name) search.name = name
  const language = pick(snippetLanguages, raw.language)
  if (language) search.language = language
  const category = pick(snippetCategories, raw.category)
  if (category) search.category = category
  const page = Number(raw.page)
  // Page 1 is the default and stays out of the URL, so each list has one address.
  if (Number.isInteger(page) && page > 1 && page <= SNIPPET_PAGE_MAX) search.page = page
  return search
}

/** The API's query for a page of the list: only what is set, page as digits (§7). */
export function listQuery(search: SnippetSearch): Record<string, string> {
  const query: Record<string, string> = { page: String(search.page ?? 1) }
  if (search.name) query.name = search.name
  if (search.language) query.language = search.language
  if (search.category) query.category = search.category
  return query
}

/** True when any filter or search narrows the list. */
export const isFiltered = (search: SnippetSearch) => Boolean(search.name || search.language || search.category)
