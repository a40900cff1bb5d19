/**
 * The ratings' constants, with no schema library: the cards and pages that only show a rating
 * import them, and the schemas in ratings.ts would bring zod with them (see snippet-constants.ts).
 * The contracts in ratings.ts are built from these.
 */

export const RATING_MIN = 1
export const RATING_MAX = 5
/** A review is a few sentences under the stars, not an article. */
export const RATING_REVIEW_MAX = 500
/** Reviews per page of an item's ratings. */
export const RATINGS_PAGE_SIZE = 10
/** Pages of reviews one may ask for: enough for any item, small enough that the offset stays cheap. */
export const RATINGS_PAGE_MAX = 1000

export const ratingMessages = {
  stars: `Please choose from ${RATING_MIN} to ${RATING_MAX} stars`,
  review: 'Please write the review as text',
  reviewLength: `Please keep the review under ${RATING_REVIEW_MAX} characters`,
  page: 'Please give a page number from 1 up',
  ownSnippet: "You can't rate your own snippet",
  signIn: 'Please sign in to rate',
} as const
