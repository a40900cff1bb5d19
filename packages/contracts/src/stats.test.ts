import { describe, expect, it } from 'vitest'
import { atLeast, siteStatsResponse } from './index'

describe('atLeast', () => {
  it('shows a count under 10 exactly, with no +', () => {
    expect([0, 1, 7, 9].map(atLeast)).toEqual(['0', '1', '7', '9'])
  })

  it('rounds down to two leading digits and says so with +', () => {
    expect(atLeast(10)).toBe('10+')
    expect(atLeast(25)).toBe('25+')
    expect(atLeast(99)).toBe('99+')
    expect(atLeast(430)).toBe('430+')
    expect(atLeast(437)).toBe('430+')
    expect(atLeast(1_999)).toBe('1,900+')
    expect(atLeast(10_234)).toBe('10,000+')
    expect(atLeast(987_654)).toBe('980,000+')
    expect(atLeast(1_234_567)).toBe('1,200,000+')
  })

  it('never claims more than the count, and stays within a tenth of it', () => {
    const wrong: number[] = []
    for (let count = 0; count <= 100_000; count += count < 2_000 ? 1 : 97) {
      const shown = Number(atLeast(count).replace(/[,+]/g, ''))
      if (shown > count || shown <= count * 0.9 - 1) wrong.push(count)
    }
    expect(wrong).toEqual([])
  })

  it('refuses what is not a count', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => atLeast(bad)).toThrow(RangeError)
  })
})

describe('siteStatsResponse', () => {
  const answer = {
    snippets: 430,
    templates: 52,
    languages: 7,
    accounts: 3,
    pro: { snippets: 11, templates: 14 },
    registry: null,
  }

  it('takes whole counts from 0 up, with or without the registry', () => {
    expect(siteStatsResponse.parse(answer)).toEqual(answer)
    const registry = { components: 68, blocks: 16, templates: 7, paid: 9 }
    expect(siteStatsResponse.parse({ ...answer, registry }).registry).toEqual(registry)
  })

  it('refuses negative, fractional and missing counts', () => {
    expect(siteStatsResponse.safeParse({ ...answer, snippets: -1 }).success).toBe(false)
    expect(siteStatsResponse.safeParse({ ...answer, languages: 2.5 }).success).toBe(false)
    const { accounts: _accounts, ...withoutAccounts } = answer
    expect(siteStatsResponse.safeParse(withoutAccounts).success).toBe(false)
  })
})
