import { z } from 'zod'
import { pageNumber } from './query'
import {
  RATING_MAX,
  RATING_MIN,
  RATING_REVIEW_MAX,
  RATINGS_PAGE_MAX,
  RATINGS_PAGE_SIZE,
  ratingMessages,
} from './rating-constants'
import { text } from './text'

/**
 * Ratings of templates and snippets (README, Ratings and counters): a signed-in member gives an
 * item 1 to 5 stars, once, and may change or withdraw them; a short review may go with them. Both
 * catalogues speak the same shapes.
 */

export * from './rating-constants'

/** `PUT /api/{templates|snippets}/{slug}/rating`: the member's stars and optional review. */
export const ratingInput = z.object({
  stars: z
    .number(ratingMessages.stars)
    .int(ratingMessages.stars)
    .min(RATING_MIN, ratingMessages.stars)
    .max(RATING_MAX, ratingMessages.stars),
  review: text(ratingMessages.review)
    .trim()
    .max(RATING_REVIEW_MAX, ratingMessages.reviewLength)
    .nullish()
    // A blank review is no review: the stars stand alone.
    .transform((review) => (review ? review : null))
    .describe(`Optional; at most ${RATING_REVIEW_MAX} characters. Blank or absent leaves no review.`),
})
export type RatingInput = z.input<typeof ratingInput>
/** A rating as the server stores it: the review trimmed, null when blank. */
export type RatingValues = z.output<typeof ratingInput>

/** `GET /api/{templates|snippets}/{slug}/ratings?page=` */
export const ratingsQuery = z.object({
  page: pageNumber(RATINGS_PAGE_MAX, ratingMessages.page),
})

export const ratingSummary = z.object({
  rating: z.number().min(0).max(RATING_MAX).describe('Average stars to one decimal; 0 while there are none.'),
  reviews: z.number().int().nonnegative().describe('How many members rated the item.'),
})
export type RatingSummary = z.infer<typeof ratingSummary>

/** The signed-in member's own rating of the item. */
export const ownRating = z.object({
  stars: z.number().int().min(RATING_MIN).max(RATING_MAX),
  review: z.string().nullable(),
  updated_at: z.string().describe('ISO 8601 timestamp'),
})
export type OwnRating = z.infer<typeof ownRating>

export const publicRating = ownRating.extend({
  author: z.object({ name: z.string(), username: z.string() }),
})
export type PublicRating = z.infer<typeof publicRating>

/** `GET /api/{templates|snippets}/{slug}/ratings` */
export const ratingsResponse = z.object({
  summary: ratingSummary,
  /** Each star count's share: `counts[0]` is how many gave 1 star, `counts[4]` 5 stars. */
  counts: z.array(z.number().int().nonnegative()).length(RATING_MAX).describe('How many gave 1, 2, 3, 4 and 5 stars.'),
  ratings: z.array(publicRating).describe(`Ratings with a review, latest first, ${RATINGS_PAGE_SIZE} a page.`),
  pagination: z.object({
    page: z.number().int().min(1),
    page_size: z.literal(RATINGS_PAGE_SIZE),
    total: z.number().int().min(0).describe('Ratings with a review.'),
    total_pages: z.number().int().min(0),
  }),
  mine: ownRating.nullable().describe("The caller's own rating when signed in; null otherwise."),
  can_rate: z.boolean().describe('Whether the caller may rate: signed in, and not the author of the snippet.'),
})
export type RatingsResponse = z.infer<typeof ratingsResponse>

/** `PUT` and `DELETE /api/{templates|snippets}/{slug}/rating` */
export const ratingWriteResponse = z.object({
  summary: ratingSummary,
  mine: ownRating.nullable().describe('The rating as stored; null after a DELETE.'),
})
export type RatingWriteResponse = z.infer<typeof ratingWriteResponse>
