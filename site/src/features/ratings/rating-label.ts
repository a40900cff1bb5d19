import { formatCount } from '@/lib/format-count'

/**
 * How ratings read wherever they show (cards, pages, the ratings section). Plain functions without
 * the contracts, so the pages that only show a figure do not download the schema library.
 */

export const NO_RATINGS = 'No ratings yet'

/** '1 rating', '3 ratings', '1.2K ratings'. */
export function ratingCount(reviews: number): string {
  return `${formatCount(reviews)} ${reviews === 1 ? 'rating' : 'ratings'}`
}

/** The average to one decimal, as the API rounds it: '4.0', '4.3'. */
export const ratingAverage = (rating: number) => rating.toFixed(1)

/** A number of stars as a choice or a row names it: '1 star', '4 stars'. */
export const starsLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`

/** What a row of stars says to a screen reader: '4.3 out of 5 stars'. */
export const starsOutOf = (value: number, scale: number) =>
  `${Number.isInteger(value) ? value : ratingAverage(value)} out of ${scale} ${scale === 1 ? 'star' : 'stars'}`

/** A bar's share of all ratings, from 0 to 1; 0 when there are none. */
export const ratingShare = (count: number, total: number) => (total > 0 ? Math.min(1, Math.max(0, count / total)) : 0)
