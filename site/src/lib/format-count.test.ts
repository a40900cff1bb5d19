import { describe, expect, it } from 'vitest'
import { formatCount } from './format-count'

describe('formatCount', () => {
  it('shortens counts the same way everywhere', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(950)).toBe('950')
    expect(formatCount(1234)).toBe('1.2K')
    expect(formatCount(1_500_000)).toBe('1.5M')
  })
})
