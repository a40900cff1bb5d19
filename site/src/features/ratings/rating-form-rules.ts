import { type OwnRating, type RatingInput, ratingInput } from '@snipstack/contracts'
import { type FieldErrors, fieldErrorsFrom } from '@/components/form/form-errors'

/** The rating form's fields, in the order they show (the first with an error gets focus). */
export const ratingFields = ['stars', 'review'] as const
export type RatingField = (typeof ratingFields)[number]

/** What the form holds: the stars chosen (0 before any is) and the review as typed. */
export type RatingValues = { stars: number; review: string }

/** The form starts from the member's own rating, or empty when they have none. */
export function ratingValuesOf(mine: Pick<OwnRating, 'stars' | 'review'> | null | undefined): RatingValues {
  return mine ? { stars: mine.stars, review: mine.review ?? '' } : { stars: 0, review: '' }
}

/**
 * The values as the API takes them, by the shared contract's rules (a blank review is none), or
 * the messages to show beside the fields.
 */
export function checkRating(
  values: RatingValues,
): { ok: true; input: RatingInput } | { ok: false; errors: FieldErrors<RatingField> } {
  const parsed = ratingInput.safeParse(values)
  if (parsed.success) return { ok: true, input: parsed.data }
  return { ok: false, errors: fieldErrorsFrom(parsed.error.issues, ratingFields) }
}

export function validateRating(values: RatingValues): FieldErrors<RatingField> {
  const checked = checkRating(values)
  return checked.ok ? {} : checked.errors
}
