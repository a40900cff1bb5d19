import { describe, expect, it } from 'vitest'
import { lastPageInstead } from './page-bounds'

describe('lastPageInstead', () => {
  it('keeps every page the list has', () => {
    expect(lastPageInstead(1, 48)).toBeUndefined()
    expect(lastPageInstead(20, 48)).toBeUndefined()
    expect(lastPageInstead(48, 48)).toBeUndefined()
  })

  it('sends a page past the last to the last', () => {
    expect(lastPageInstead(49, 48)).toBe(48)
    expect(lastPageInstead(999, 48)).toBe(48)
    expect(lastPageInstead(100_000, 2)).toBe(2)
  })

  it('sends any page but the first of an empty list to the first, where the empty state is', () => {
    expect(lastPageInstead(1, 0)).toBeUndefined()
    expect(lastPageInstead(2, 0)).toBe(1)
    expect(lastPageInstead(7, 1)).toBe(1)
  })
})
