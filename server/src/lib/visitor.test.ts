import { describe, expect, it } from 'vitest'
import { utcDay, visitorKey, visitorOf } from './visitor'

describe('visitor keys', () => {
  const secret = new Uint8Array(32).fill(7)
  const client = { ip: '203.0.113.1', userAgent: 'Mozilla/5.0' }

  it('are the same for one visitor on one day, and differ by visitor, day and secret', () => {
    const key = visitorKey(secret, client, '2025-06-01')
    expect(key).toMatch(/^[\w-]{43}$/)
    expect(visitorKey(secret, { ...client }, '2025-06-01')).toBe(key)
    const others = [
      visitorKey(secret, client, '2025-06-02'),
      visitorKey(secret, { ...client, ip: '203.0.113.2' }, '2025-06-01'),
      visitorKey(secret, { ...client, userAgent: 'curl/8' }, '2025-06-01'),
      visitorKey(secret, { userId: '203.0.113.1' }, '2025-06-01'),
      visitorKey(new Uint8Array(32).fill(8), client, '2025-06-01'),
    ]
    expect(new Set([key, ...others]).size).toBe(others.length + 1)
  })

  it('name the UTC day', () => {
    expect(utcDay(new Date('2025-06-01T23:59:59.999Z'))).toBe('2025-06-01')
    expect(utcDay(new Date('2025-06-02T00:30:00+02:00'))).toBe('2025-06-01')
  })
})

describe('the visitor of a request', () => {
  const request = new Request('http://localhost/', {
    headers: { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'Mozilla/5.0' },
  })

  it('is the account when signed in, wherever the request comes from', () => {
    expect(visitorOf({ userId: 'u1' }, request, 1)).toEqual({ userId: 'u1' })
  })

  it('is the address a trusted proxy saw and the user agent otherwise', () => {
    expect(visitorOf(null, request, 1)).toEqual({ ip: '203.0.113.9', userAgent: 'Mozilla/5.0' })
    // Without a proxy to believe, the forwarded address proves nothing and requests in process have no socket.
    expect(visitorOf(null, request)).toEqual({ ip: undefined, userAgent: 'Mozilla/5.0' })
  })
})
