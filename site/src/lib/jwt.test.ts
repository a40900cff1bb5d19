import { describe, expect, it } from 'vitest'
import { EXPIRY_MARGIN_MS, isTokenExpired, jwtExpiry } from './jwt'

const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const jwt = (claims: Record<string, unknown>) =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`

describe('jwtExpiry', () => {
  it('reads exp from the payload without checking the signature', () => {
    expect(jwtExpiry(jwt({ sub: 'u1', exp: 1_900_000_000 }))).toBe(1_900_000_000)
  })

  it('decodes base64url payloads with multi-byte characters and no padding', () => {
    const token = jwt({ name: 'Zoë ✓ ~~~?', exp: 1_700_000_123 })
    expect(token.split('.')[1]).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(jwtExpiry(token)).toBe(1_700_000_123)
  })

  it('is null for tokens without a usable exp', () => {
    expect(jwtExpiry(jwt({ sub: 'u1' }))).toBeNull()
    expect(jwtExpiry(jwt({ exp: '1700000000' }))).toBeNull()
    expect(jwtExpiry('')).toBeNull()
    expect(jwtExpiry('opaque-token')).toBeNull()
    expect(jwtExpiry('a.b')).toBeNull()
    expect(jwtExpiry('a.!!!.c')).toBeNull()
    expect(jwtExpiry(`a.${base64Url('null')}.c`)).toBeNull()
    expect(jwtExpiry(`a.${base64Url('[1]')}.c.d`)).toBeNull()
  })
})

describe('isTokenExpired', () => {
  const now = 1_800_000_000_000
  it('is expired once exp has passed', () => {
    expect(isTokenExpired(jwt({ exp: now / 1000 - 60 }), now)).toBe(true)
    expect(isTokenExpired(jwt({ exp: now / 1000 + 15 * 60 }), now)).toBe(false)
  })

  it('renews slightly early so a token never expires in flight', () => {
    const exp = (now + EXPIRY_MARGIN_MS - 1) / 1000
    expect(isTokenExpired(jwt({ exp }), now)).toBe(true)
    expect(isTokenExpired(jwt({ exp }), now, 0)).toBe(false)
  })

  it('treats a token it cannot read as expired', () => {
    expect(isTokenExpired('not-a-jwt', now)).toBe(true)
  })
})
