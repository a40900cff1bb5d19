import { RATING_REVIEW_MAX, ratingMessages } from '@snipstack/contracts'
import { RATING_MAX, RATING_MIN } from '@snipstack/contracts/rating-constants'
import { describe, expect, it } from 'vitest'
import { checkRating, ratingValuesOf, validateRating } from './rating-form-rules'

describe('the rating form', () => {
  it('shows as many stars as the contract allows', () => {
    // The stars the pages show (rating-constants) are the ones the schema takes.
    expect(checkRating({ stars: RATING_MIN, review: '' }).ok).toBe(true)
    expect(checkRating({ stars: RATING_MAX, review: '' }).ok).toBe(true)
    expect(checkRating({ stars: RATING_MAX + 1, review: '' }).ok).toBe(false)
  })

  it('starts empty, or from the member’s own rating', () => {
    expect(ratingValuesOf(null)).toEqual({ stars: 0, review: '' })
    expect(ratingValuesOf({ stars: 4, review: null })).toEqual({ stars: 4, review: '' })
    expect(ratingValuesOf({ stars: 2, review: 'Too slow' })).toEqual({ stars: 2, review: 'Too slow' })
  })

  it('asks for stars before anything is sent', () => {
    expect(validateRating({ stars: 0, review: 'Nice' })).toEqual({ stars: ratingMessages.stars })
    expect(checkRating({ stars: 0, review: '' }).ok).toBe(false)
  })

  it('takes stars alone, a blank review being none', () => {
    expect(checkRating({ stars: 5, review: '' })).toEqual({ ok: true, input: { stars: 5, review: null } })
    expect(checkRating({ stars: 3, review: '  \n ' })).toEqual({ ok: true, input: { stars: 3, review: null } })
  })

  it('sends the review trimmed, up to the contract’s length', () => {
    expect(checkRating({ stars: 4, review: '  Works well.\nThanks ' })).toEqual({
      ok: true,
      input: { stars: 4, review: 'Works well.\nThanks' },
    })
    expect(validateRating({ stars: 4, review: 'x'.repeat(RATING_REVIEW_MAX) })).toEqual({})
    expect(validateRating({ stars: 4, review: 'x'.repeat(RATING_REVIEW_MAX + 1) })).toEqual({
      review: ratingMessages.reviewLength,
    })
  })

  it('names both fields when both are wrong', () => {
    expect(validateRating({ stars: 0, review: 'x'.repeat(RATING_REVIEW_MAX + 1) })).toEqual({
      stars: ratingMessages.stars,
      review: ratingMessages.reviewLength,
    })
  })
})
