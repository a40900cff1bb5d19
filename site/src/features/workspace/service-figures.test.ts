import { describe, expect, it } from 'vitest'
import { formatMegabytes, timeAgo } from './service-figures'

describe('timeAgo', () => {
  const now = Date.parse('2026-11-24T12:00:00Z')
  it('names the largest whole unit', () => {
    expect(timeAgo('2026-11-24T10:00:00Z', now)).toBe('2 hours ago')
    expect(timeAgo('2026-11-23T12:00:00Z', now)).toBe('yesterday')
    expect(timeAgo('2026-11-21T09:00:00Z', now)).toBe('3 days ago')
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago')
    expect(timeAgo('2026-11-24T11:59:40Z', now)).toBe('this minute')
  })
})

describe('formatMegabytes', () => {
  it('uses GB from 1024 MB, and keeps small sizes readable', () => {
    expect(formatMegabytes(2150)).toBe('2.1 GB')
    expect(formatMegabytes(10240)).toBe('10 GB')
    expect(formatMegabytes(320)).toBe('320 MB')
    expect(formatMegabytes(0.42)).toBe('0.42 MB')
    expect(formatMegabytes(0)).toBe('0 MB')
  })
})
