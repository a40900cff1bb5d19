import { describe, expect, it } from 'vitest'
import { seededRandom } from './seeded-random'

const take = (next: () => number, count: number) => Array.from({ length: count }, next)

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    expect(take(seededRandom(7), 20)).toEqual(take(seededRandom(7), 20))
    expect(take(seededRandom(7), 20)).not.toEqual(take(seededRandom(8), 20))
  })

  it('stays in [0, 1) and spreads over it', () => {
    const values = take(seededRandom(42), 2000)
    for (const value of values) {
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThan(1)
    }
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length
    expect(mean).toBeGreaterThan(0.45)
    expect(mean).toBeLessThan(0.55)
    // Every tenth of the range is hit about as often as the others.
    const deciles = new Array<number>(10).fill(0)
    for (const value of values) deciles[Math.floor(value * 10)] = (deciles[Math.floor(value * 10)] ?? 0) + 1
    for (const count of deciles) expect(count).toBeGreaterThan(140)
  })

  it('treats a negative or fractional seed as its 32-bit value, as the earlier copies did', () => {
    expect(take(seededRandom(-1), 5)).toEqual(take(seededRandom(2 ** 32 - 1), 5))
  })
})
