import { describe, expect, it } from 'vitest'
import { offPhone, overBudget, PHONES, slowdownFor } from './phone-profiles'
import { median } from './stats'

describe('phone profiles', () => {
  it('slows a faster host down to the phone’s benchmark index', () => {
    expect(slowdownFor(1600, PHONES.mid.index)).toEqual({ multiplier: 1.6, slowerHost: false })
    expect(slowdownFor(1600, PHONES.low.index)).toEqual({ multiplier: 6.06, slowerHost: false })
    expect(slowdownFor(3500, 1000).multiplier).toBe(3.5)
  })

  it('never speeds a slower host up, and says it is slower', () => {
    expect(slowdownFor(800, PHONES.mid.index)).toEqual({ multiplier: 1, slowerHost: true })
    expect(slowdownFor(1000, 1000)).toEqual({ multiplier: 1, slowerHost: false })
  })

  it('refuses an index that is not a positive number', () => {
    expect(() => slowdownFor(0, 1000)).toThrow(/positive/)
    expect(() => slowdownFor(Number.NaN, 1000)).toThrow(/positive/)
  })

  it('names what is over a budget', () => {
    expect(overBudget(PHONES.mid.budget, { score: 99, tbt: 80 })).toEqual([])
    expect(overBudget(PHONES.mid.budget, { score: 97, tbt: 120 })).toEqual([
      'performance 97 < 98',
      'TBT 120 ms > 100 ms',
    ])
    expect(overBudget(PHONES.low.budget, { score: 60, tbt: 300 })).toEqual([])
    expect(overBudget(PHONES.low.budget, { score: 60, tbt: 301 })).toEqual(['TBT 301 ms > 300 ms'])
  })

  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow()
  })

  it('flags a run whose emulated index strayed more than a quarter from the phone’s', () => {
    expect(offPhone(1200, 1000, false)).toBe(false)
    expect(offPhone(1300, 1000, false)).toBe(true)
    expect(offPhone(170, 264, false)).toBe(true)
    expect(offPhone(600, 1000, true)).toBe(false)
  })
})
