import {
  TEMPLATE_PAGE_MAX,
  TEMPLATE_SEARCH_MAX,
  TEMPLATE_TAG_MAX,
  type TemplateCategorySlug,
  type TemplateLanguage,
  type TemplateSort,
  templateCategorySlugList,
  templateLanguages,
  templateSorts,
} from '@snipstack/contracts/template-constants'
import { normaliseSearchText } from '@/features/catalog/search-text'

/**
 * The listing's state (spec §2, §4): category and page in the path
 * (`/templates[/category/{categorySlug}][/page/{page}]`), the rest in the query string
 * (`?name=&price=&sort=&view=&language=&tag=`). Plain code with no schema library, as the snippet
 * list's: a value the page does not know is dropped, so a hand-edited URL still opens a list.
 */
export type TemplateSearchParams = {
  name?: string
  price?: string
  sort?: string
  view?: string
  language?: string
  tag?: string
}

export type TemplatePriceFilter = 'free' | 'paid'
export type TemplateView = 'grid' | 'list'

/** What the query string holds, with defaults left out so each list has one address. */
export type TemplateSearch = {
  name?: string
  price?: TemplatePriceFilter
  sort?: Exclude<TemplateSort, 'newest'>
  view?: 'list'
  language?: TemplateLanguage
  tag?: string
}

/** The whole listing state: path and query. */
export type TemplateListing = { categorySlug?: TemplateCategorySlug; page: number; search: TemplateSearch }

const pick = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' ? values.find((known) => known.toLowerCase() === value.toLowerCase()) : undefined

export function parseTemplateSearch(raw: Record<string, unknown>): TemplateSearch {
  const search: TemplateSearch = {}
  const name = normaliseSearchText(raw.name, TEMPLATE_SEARCH_MAX)
  if (name) search.name = name
  const price = pick(['free', 'paid'] as const, raw.price)
  if (price) search.price = price
  const sort = pick(templateSorts, raw.sort)
  if (sort && sort !== 'newest') search.sort = sort
  if (raw.view === 'list') search.view = 'list'
  const language = pick(templateLanguages, raw.language)
  if (language) search.language = language
  const tag = typeof raw.tag === 'string' ? raw.tag.trim().toLowerCase() : ''
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tag) && tag.length <= TEMPLATE_TAG_MAX) search.tag = tag
  return search
}

/** A category segment of the path, or undefined for one no category has (the page is then a 404). */
export const parseCategorySlug = (value: string): TemplateCategorySlug | undefined =>
  templateCategorySlugList.find((slug) => slug === value)

/**
 * The `{page}` segment: digits from 1 up, without leading zeros, so each page has one address.
 * Anything else names no page (404).
 */
export function parsePageSegment(value: string): number | undefined {
  if (!/^[1-9][0-9]{0,6}$/.test(value)) return undefined
  const page = Number(value)
  return page <= TEMPLATE_PAGE_MAX ? page : undefined
}

/** The API's query for a listing (spec §7): only what is set, page as digits. */
export function templateListQuery({ categorySlug, page, search }: TemplateListing): Record<string, string> {
  const query: Record<string, string> = { page: String(page) }
  if (categorySlug) query.categorySlug = categorySlug
  if (search.name) query.name = search.name
  if (search.price) query.price = search.price
  if (search.sort) query.sort = search.sort
  if (search.language) query.language = search.language
  if (search.tag) query.tag = search.tag
  return query
}

/** True when anything but the category narrows the list. */
export const isFiltered = (search: TemplateSearch) =>
  Boolean(search.name || search.price || search.language || search.tag)

/** The path of a listing page: page 1 has no `/page/1`, so each list has one address. */
export function listingPath(categorySlug: TemplateCategorySlug | undefined, page: number): string {
  const base = categorySlug ? `/templates/category/${categorySlug}` : '/templates'
  return page > 1 ? `${base}/page/${page}` : base
}

/** Query-string form of `search`, for links; `undefined` values are left out. */
export function searchRecord(search: TemplateSearch): Record<string, string> {
  const record: Record<string, string> = {}
  for (const [key, value] of Object.entries(search)) if (value !== undefined) record[key] = String(value)
  return record
}

/**
 * Router link props for a listing state, through the route that has its shape, so links are
 * checked against the route tree.
 */
export function listingLink({ categorySlug, page, search }: TemplateListing) {
  const query = searchRecord(search)
  if (categorySlug && page > 1) {
    return {
      to: '/templates/category/$categorySlug/page/$page',
      params: { categorySlug, page: String(page) },
      search: query,
    } as const
  }
  if (categorySlug) return { to: '/templates/category/$categorySlug', params: { categorySlug }, search: query } as const
  if (page > 1) return { to: '/templates/page/$page', params: { page: String(page) }, search: query } as const
  return { to: '/templates', search: query } as const
}

/** The same list with `change` applied to its query, from page 1 (a new filter starts the list over). */
export const withSearch = (listing: TemplateListing, change: Partial<TemplateSearch>): TemplateListing => ({
  categorySlug: listing.categorySlug,
  page: 1,
  search: { ...listing.search, ...change },
})
