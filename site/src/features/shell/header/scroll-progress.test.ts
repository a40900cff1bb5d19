import { describe, expect, it } from 'vitest'
import { scrollProgress } from './scroll-progress'

describe('scrollProgress', () => {
  it('is the scrolled share of the scrollable distance', () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0)
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5)
    expect(scrollProgress(2000, 3000, 1000)).toBe(1)
  })

  it('is 0 for pages that do not scroll', () => {
    expect(scrollProgress(0, 800, 800)).toBe(0)
    expect(scrollProgress(0, 500, 800)).toBe(0)
  })

  it('stays within 0 and 1 during overscroll', () => {
    expect(scrollProgress(-40, 3000, 1000)).toBe(0)
    expect(scrollProgress(2100, 3000, 1000)).toBe(1)
  })
})
