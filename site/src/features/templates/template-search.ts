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
import { normaliseSearchText, normaliseTag } from '@/features/catalog/search-text'

/**
 * The listing's state (docs/product.md, Templates): category and page in the path
 * (`/templates[/category/{categorySlug}][/page/{page}]`), the rest in the query string
 * (`?name=&price=&sort=&view=&language=&tag=`).
 */

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

/**
 * The listing routes' `validateSearch`: it runs on every navigation, so it is plain code with no
 * schema library, as the snippet list's. A value the page does not know (an unknown sort, an
 * array, an object) is dropped rather than answered with an error, so a hand-edited URL still
 * opens a list.
 */
export function parseTemplateSearch(raw: Record<string, unknown>): TemplateSearch {
  // Every key is present, undefined when dropped, as parseSnippetSearch explains.
  const search: TemplateSearch = {
    name: undefined,
    price: undefined,
    sort: undefined,
    view: undefined,
    language: undefined,
    tag: undefined,
  }
  const name = normaliseSearchText(raw.name, TEMPLATE_SEARCH_MAX)
  if (name) search.name = name
  const price = pick(['free', 'paid'] as const, raw.price)
  if (price) search.price = price
  const sort = pick(templateSorts, raw.sort)
  if (sort && sort !== 'newest') search.sort = sort
  if (raw.view === 'list') search.view = 'list'
  const language = pick(templateLanguages, raw.language)
  if (language) search.language = language
  const tag = normaliseTag(raw.tag, TEMPLATE_TAG_MAX)
  if (tag) search.tag = tag
  return search
}

/** The live demo's query (`/demo.php?id={id}&type=template`; docs/product.md, Templates). */
export type DemoSearch = { id?: string; type?: 'template' }

/**
 * The demo route's `validateSearch`: `id` as one trimmed string (the router reads `?id=42` as a
 * number) and `type` only when it is `template`; anything else is dropped, and the loader answers
 * a query without both with the not-found page.
 */
export function parseDemoSearch(raw: Record<string, unknown>): DemoSearch {
  // Both keys are present, undefined when dropped, as parseSnippetSearch explains.
  const search: DemoSearch = { id: undefined, type: undefined }
  const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id).trim() : ''
  if (id) search.id = id
  if (raw.type === 'template') search.type = 'template'
  return search
}

/** A category segment of the path, or undefined for one no category has (the page is then a 404). */
export const parseCategorySlug = (value: string): TemplateCategorySlug | undefined =>
  templateCategorySlugList.find((slug) => slug === value)

/**
 * The page a `{page}` segment asks for, read as the snippet list reads `?page=`: digits for a whole
 * number from 1 to TEMPLATE_PAGE_MAX (leading zeros allowed). Anything else (0, a sign, a
 * fraction, words, a larger number) is no page number, so the listing opens at page 1
 * (docs/product.md, Catalogue lists). The loader then sends the visitor to the page's one address.
 */
export function parsePageSegment(value: string): number {
  const page = /^\d+$/.test(value) ? Number(value) : 0
  return page >= 1 && page <= TEMPLATE_PAGE_MAX ? page : 1
}

/** The API's query for a listing (docs/product.md, API and errors): only what is set, page as digits. */
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

/**
 * The empty list's 'Clear filters' link: the same category without filters or search, in the same
 * order and view, offered only when a filter or search is set (docs/product.md, Catalogue lists).
 */
export const clearFiltersLink = ({ categorySlug, search }: TemplateListing) =>
  isFiltered(search)
    ? listingLink({ categorySlug, page: 1, search: { sort: search.sort, view: search.view } })
    : undefined

/** The same list with `change` applied to its query, from page 1 (a new filter starts the list over). */
export const withSearch = (listing: TemplateListing, change: Partial<TemplateSearch>): TemplateListing => ({
  categorySlug: listing.categorySlug,
  page: 1,
  search: { ...listing.search, ...change },
})
