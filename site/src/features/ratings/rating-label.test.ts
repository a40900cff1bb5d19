import { describe, expect, it } from 'vitest'
import { NO_RATINGS, ratingCount, ratingShare, starsLabel, starsOutOf } from './rating-label'

describe('rating counts', () => {
  it('reads "No ratings yet" while nobody has rated', () => {
    expect(NO_RATINGS).toBe('No ratings yet')
  })

  it('shortens large counts as the catalogue does', () => {
    expect(ratingCount(1234)).toBe('1.2K ratings')
  })
})

describe('star wording', () => {
  it('names each choice "1 star" to "5 stars"', () => {
    expect([1, 2, 3, 4, 5].map(starsLabel)).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
  })

  it('says a row of stars out of the scale, averages to one decimal', () => {
    expect(starsOutOf(4, 5)).toBe('4 out of 5 stars')
    expect(starsOutOf(4.3, 5)).toBe('4.3 out of 5 stars')
    expect(starsOutOf(0, 5)).toBe('0 out of 5 stars')
  })
})

describe('ratingShare', () => {
  it('is the count over the total, 0 when there are none, never past the ends', () => {
    expect(ratingShare(1, 4)).toBe(0.25)
    expect(ratingShare(0, 0)).toBe(0)
    expect(ratingShare(3, 0)).toBe(0)
    expect(ratingShare(6, 4)).toBe(1)
    expect(ratingShare(-1, 4)).toBe(0)
  })
})
