import { describe, expect, it } from 'vitest'
import { FALLS_PER_ITERATION, meteorLayout } from './meteors-layout'

const seconds = (value: string) => Number(value.replace(/s$/, ''))

describe('meteorLayout', () => {
  it('makes exactly the requested number of meteors', () => {
    expect(meteorLayout(30)).toHaveLength(30)
    expect(meteorLayout(20, 2)).toHaveLength(20)
    expect(meteorLayout(0)).toEqual([])
    expect(meteorLayout(-3)).toEqual([])
  })

  it('is deterministic for a seed, so server and client render the same markup', () => {
    expect(meteorLayout(30, 7)).toEqual(meteorLayout(30, 7))
    expect(meteorLayout(30, 7)).not.toEqual(meteorLayout(30, 8))
  })

  it('keeps positions and timings within their ranges', () => {
    for (const meteor of meteorLayout(200, 3)) {
      const left = Number(meteor.left.replace(/%$/, ''))
      const top = Number(meteor.top.replace(/px$/, ''))
      expect(left).toBeGreaterThanOrEqual(-10)
      expect(left).toBeLessThanOrEqual(100)
      expect(top).toBeLessThanOrEqual(-5)
      expect(top).toBeGreaterThanOrEqual(-45)
      expect(seconds(meteor.animationDelay)).toBeGreaterThanOrEqual(0.2)
      expect(seconds(meteor.animationDelay)).toBeLessThanOrEqual(6.2)
      // One fall takes 3 to 10 seconds; an iteration holds several falls.
      expect(seconds(meteor.animationDuration) / FALLS_PER_ITERATION).toBeGreaterThanOrEqual(3)
      expect(seconds(meteor.animationDuration) / FALLS_PER_ITERATION).toBeLessThanOrEqual(10)
    }
  })
})
