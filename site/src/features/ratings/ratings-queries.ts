import type { PublicRating, RatingsResponse } from '@snipstack/contracts'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { retryUnlessClientError } from '@/lib/api/retry'

/*
 * Members' ratings of templates and snippets (`/api/{templates|snippets}/{slug}/ratings`): reading
 * an item's ratings page by page. Giving, changing and withdrawing one is in rating-write.ts.
 */

/** The catalogues whose items members rate; each is also the first part of its queries' keys. */
type RatedCatalogue = 'templates' | 'snippets'
export type RatedItem = { catalogue: RatedCatalogue; slug: string }

/** What the item is called in a sentence: 'Rate this template'. */
export const itemNoun = (item: RatedItem) => (item.catalogue === 'templates' ? 'template' : 'snippet')

/** The item's path under /api: `templates/{slug}` or `snippets/{slug}`. */
export const itemPath = ({ catalogue, slug }: RatedItem) => `${catalogue}/${encodeURIComponent(slug)}`

/** Everything cached of one item's ratings, whoever read them. */
export const itemRatingsKey = (item: RatedItem) => ['ratings', item.catalogue, item.slug] as const

/**
 * The key of the ratings as `viewer` (an account id, null when signed out) reads them: the answer
 * holds the reader's own rating and whether they may rate, so one reader's never shows to another.
 */
export const ratingsKey = (item: RatedItem, viewer: string | null) =>
  [...itemRatingsKey(item), viewer ?? 'guest'] as const

/** The page after `last`, while there is one. */
export const nextRatingsPage = (last: RatingsResponse): number | undefined =>
  last.pagination.page < last.pagination.total_pages ? last.pagination.page + 1 : undefined

/** An item's ratings, one page of reviews after another as 'Show more' asks for them. */
export const ratingsQueryOptions = (item: RatedItem, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: ratingsKey(item, viewer),
    queryFn: ({ pageParam }) =>
      readContract(api.get(`${itemPath(item)}/ratings`, { searchParams: { page: pageParam } }), 'ratingsResponse'),
    initialPageParam: 1,
    getNextPageParam: nextRatingsPage,
    retry: retryUnlessClientError,
  })

/**
 * The reviews of every page read so far, each member's once: a review written while the reader
 * pages moves the others one place down, and one member has one rating per item.
 */
export function reviewsOf(pages: ReadonlyArray<RatingsResponse>): PublicRating[] {
  const seen = new Set<string>()
  const reviews: PublicRating[] = []
  for (const page of pages) {
    for (const review of page.ratings) {
      if (seen.has(review.author.username)) continue
      seen.add(review.author.username)
      reviews.push(review)
    }
  }
  return reviews
}
