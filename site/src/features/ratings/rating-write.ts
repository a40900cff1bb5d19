import type {
  RatingInput,
  RatingsResponse,
  RatingWriteResponse,
  SnippetDetail,
  SnippetListResponse,
  TemplateDetail,
  TemplateListResponse,
} from '@snipstack/contracts'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { snippetKey, snippetListKey } from '@/features/snippets/snippet-queries'
import { templateKey, templateListKey } from '@/features/templates/template-queries'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { itemPath, itemRatingsKey, type RatedItem, ratingsKey } from './ratings-queries'

/*
 * Giving, changing and withdrawing a rating (`PUT` and `DELETE /api/{templates|snippets}/{slug}/rating`)
 * and carrying the answer into every cached view of the item. Only the rating form imports this,
 * and it loads for a signed-in member alone: a page that only shows ratings does not download both
 * catalogues' queries, which this module takes the cache keys from.
 */

/** Gives or changes the signed-in member's rating of the item. */
export const saveRating = (item: RatedItem, input: RatingInput): Promise<RatingWriteResponse> =>
  readContract(api.put(`${itemPath(item)}/rating`, { json: input }), 'ratingWriteResponse')

/** Withdraws the signed-in member's rating of the item. */
export const removeRating = (item: RatedItem): Promise<RatingWriteResponse> =>
  readContract(api.delete(`${itemPath(item)}/rating`), 'ratingWriteResponse')

/** The catalogue's query of the item alone. */
export const singleKey = (item: RatedItem) =>
  item.catalogue === 'templates' ? templateKey(item.slug) : snippetKey(item.slug)
/** Every cached page of the catalogue's listing. */
export const listKey = (item: RatedItem) => (item.catalogue === 'templates' ? templateListKey : snippetListKey)

/**
 * Carries a write's answer into every cached view of the item. The page's and the cards' figures
 * come from the catalogue's answers, which the server may hold for a few seconds: they take the
 * answer's average and count at once and are only marked stale, so the next visit reads them
 * again, instead of being read now and perhaps answered with the figures from before. The ratings
 * themselves are read again at once, for the counts per star and the reviews.
 */
export async function applyRatingWrite(
  queryClient: QueryClient,
  item: RatedItem,
  viewer: string | null,
  answer: RatingWriteResponse,
) {
  const { summary, mine } = answer
  const figures = <T extends { slug: string; rating: number; reviews: number }>(card: T): T =>
    card.slug === item.slug ? { ...card, rating: summary.rating, reviews: summary.reviews } : card

  queryClient.setQueryData<InfiniteData<RatingsResponse>>(ratingsKey(item, viewer), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, summary, mine })) } : data,
  )
  if (item.catalogue === 'templates') {
    queryClient.setQueryData<TemplateDetail | null>(singleKey(item), (template) => template && figures(template))
    queryClient.setQueriesData<TemplateListResponse | null>(
      { queryKey: listKey(item) },
      (list) => list && { ...list, templates: list.templates.map(figures) },
    )
  } else {
    queryClient.setQueryData<SnippetDetail | null>(singleKey(item), (snippet) => snippet && figures(snippet))
    queryClient.setQueriesData<SnippetListResponse>(
      { queryKey: listKey(item) },
      (list) => list && { ...list, snippets: list.snippets.map(figures) },
    )
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: singleKey(item), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: listKey(item), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: itemRatingsKey(item) }),
  ])
}
