import { describe, expect, it } from 'vitest'
import { firstPagesItems } from './pager-items'

describe('firstPagesItems', () => {
  it('shows nothing for one page or none', () => {
    expect(firstPagesItems(0)).toEqual([])
    expect(firstPagesItems(1)).toEqual([])
  })

  it('shows every page up to five, and only the first five beyond', () => {
    expect(firstPagesItems(2)).toEqual([1, 2])
    expect(firstPagesItems(5)).toEqual([1, 2, 3, 4, 5])
    expect(firstPagesItems(40)).toEqual([1, 2, 3, 4, 5])
  })
})
