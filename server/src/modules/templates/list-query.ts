import {
  type TemplateCategorySlug,
  type TemplateLanguage,
  type TemplateListFilters,
  type TemplateSort,
  templateMessages,
} from '@snipstack/contracts'
import { AppError } from '../../lib/errors'
import { isTemplateCategorySlug } from './categories'

/**
 * A list request in the one form the service answers and the read cache keys by: requests that
 * must get the same answer (`price=all` or none, `sort=newest` or none without a search) end up
 * equal. With a search and no `sort`, the most relevant come first.
 */
export type TemplateListRequest = {
  page: number
  categorySlug?: TemplateCategorySlug
  name?: string
  price?: 'free' | 'paid'
  language?: TemplateLanguage
  tag?: string
  sort: TemplateSort | 'relevance'
}

/**
 * The canonical form of the contract's filters (whose output already has page 1 when absent, no
 * empty parameters and no `price=all`). A category slug that names no category is a 404 on
 * `categorySlug`, answered before the cache or the database is reached.
 */
export function normaliseListRequest(filters: TemplateListFilters): TemplateListRequest {
  const { categorySlug, name, price, language, tag } = filters
  if (categorySlug !== undefined && !isTemplateCategorySlug(categorySlug))
    throw new AppError('NOT_FOUND', templateMessages.categoryNotFound, 'categorySlug')
  return {
    page: filters.page,
    ...(categorySlug ? { categorySlug } : {}),
    ...(name ? { name } : {}),
    ...(price ? { price } : {}),
    ...(language ? { language } : {}),
    ...(tag ? { tag } : {}),
    sort: filters.sort ?? (name ? 'relevance' : 'newest'),
  }
}

/** The cache key of a list page; takes a normalised query. */
export function listCacheKey(query: TemplateListRequest): string {
  const { page, categorySlug = '', name = '', price = '', language = '', tag = '', sort } = query
  // JSON keeps a search text apart from the other fields whatever characters it holds.
  return `list:${JSON.stringify([page, categorySlug, name, price, language, tag, sort])}`
}

export const singleCacheKey = (slug: string) => `single:${slug}`
export const FACETS_CACHE_KEY = 'facets'
