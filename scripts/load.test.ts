import { describe, expect, it } from 'vitest'
import { formatErrorKinds, formatLoadTable, type RouteStats } from './load'

const row = (name: string, errorKinds: Record<string, number>): RouteStats => ({
  name,
  share: 1,
  requests: 100,
  errors: Object.values(errorKinds).reduce((sum, count) => sum + count, 0),
  errorKinds,
  perSecond: 10,
  p50: 1,
  p99: 2,
})

describe('formatErrorKinds', () => {
  it('names each failing route with what went wrong, and leaves out the ones that had no errors', () => {
    expect(
      formatErrorKinds([
        row('GET /a', { 'HTTP 503': 12, timeout: 1 }),
        row('GET /b', {}),
        row('GET /c', { 'HTTP 429': 3 }),
      ]),
    ).toBe('  Errors:\n  GET /a: HTTP 503 × 12, timeout × 1\n  GET /c: HTTP 429 × 3')
  })

  it('is empty when nothing failed', () => {
    expect(formatErrorKinds([row('GET /a', {})])).toBe('')
  })
})

describe('formatLoadTable', () => {
  it('ends with the error kinds of the routes, not of the total', () => {
    const table = formatLoadTable([row('GET /a', { 'HTTP 503': 2 }), row('total', { 'HTTP 503': 2 })])
    expect(table.endsWith('\n\n  Errors:\n  GET /a: HTTP 503 × 2')).toBe(true)
  })
})
