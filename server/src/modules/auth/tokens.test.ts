import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  ACCESS_TOKEN_TTL_SECONDS,
  bearerToken,
  createOpaqueToken,
  deriveSigningKeys,
  hashToken,
  sameString,
  signAccessToken,
  signOAuthState,
  verifyAccessToken,
  verifyOAuthState,
} from './tokens'

const session = { userId: '6f1c7a52-8f0e-4a4e-9d6b-0b7f2c1d9e11', sessionId: 'b2d4e6f8-1a3c-4e5f-8a9b-0c1d2e3f4a5b' }

describe('access tokens', async () => {
  const keys = await deriveSigningKeys('a-test-secret-that-is-long-enough-for-hs256')

  it('carry the user, the session, iat and a 15-minute exp, signed with HS256', async () => {
    const now = new Date('2030-01-01T00:00:00Z')
    const token = await signAccessToken(keys, session, now)
    const claims = decodeJwt(token)
    expect(claims).toMatchObject({ sub: session.userId, sid: session.sessionId, iat: now.getTime() / 1000 })
    expect(claims.exp).toBe(now.getTime() / 1000 + ACCESS_TOKEN_TTL_SECONDS)
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    })
    expect(await verifyAccessToken(keys, token, { now })).toEqual({
      ...session,
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    })
  })

  it('expire after 15 minutes with only a few seconds of tolerance', async () => {
    const issued = new Date('2030-01-01T00:00:00Z')
    const token = await signAccessToken(keys, session, issued)
    const at = (seconds: number) => new Date(issued.getTime() + seconds * 1000)
    expect(await verifyAccessToken(keys, token, { now: at(ACCESS_TOKEN_TTL_SECONDS - 1) })).not.toBeNull()
    expect(await verifyAccessToken(keys, token, { now: at(ACCESS_TOKEN_TTL_SECONDS + 30) })).toBeNull()
    // An expired token still names its session when the caller asks (sign-out).
    expect(await verifyAccessToken(keys, token, { now: at(86_400), allowExpired: true })).toMatchObject(session)
  })

  it('are refused when signed with another secret, altered, unsigned or of another purpose', async () => {
    const token = await signAccessToken(keys, session)
    const other = await deriveSigningKeys('another-secret-that-is-also-long-enough')
    expect(await verifyAccessToken(other, token)).toBeNull()
    expect(await verifyAccessToken(other, token, { allowExpired: true })).toBeNull()

    const [header, , signature] = token.split('.')
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: 'someone-else' })).toString('base64url')
    expect(await verifyAccessToken(keys, `${header}.${payload}.${signature}`)).toBeNull()

    const unsigned = new UnsecuredJWT({ sid: session.sessionId })
      .setSubject(session.userId)
      .setExpirationTime('5m')
      .encode()
    expect(await verifyAccessToken(keys, unsigned)).toBeNull()

    const state = await signOAuthState(keys, { provider: 'github', state: 's', verifier: 'v' }, 60)
    expect(await verifyAccessToken(keys, state)).toBeNull()
    // Same key, but no session id: not an access token either.
    const partial = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.userId)
      .setIssuer('snipstack')
      .setAudience('snipstack:access')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(keys.access)
    expect(await verifyAccessToken(keys, partial)).toBeNull()
    expect(await verifyAccessToken(keys, 'not.a.jwt')).toBeNull()
  })
})

describe('OAuth state', async () => {
  const keys = await deriveSigningKeys('a-test-secret-that-is-long-enough-for-hs256')

  it('round-trips and cannot be made from an access token', async () => {
    const value = { provider: 'github', state: 'abc', verifier: 'xyz', redirectUrl: '/workspace' }
    expect(await verifyOAuthState(keys, await signOAuthState(keys, value, 60))).toEqual(value)
    expect(await verifyOAuthState(keys, await signAccessToken(keys, session))).toBeNull()
    expect(await verifyOAuthState(keys, 'garbage')).toBeNull()
  })
})

describe('opaque tokens', () => {
  it('are 256 random bits, URL-safe, stored as a SHA-256 hash', () => {
    const token = createOpaqueToken()
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(createOpaqueToken()).not.toBe(token)
    expect(hashToken(token)).toBe(hashToken(token))
    expect(hashToken(token)).not.toContain(token)
  })

  it('compare in constant time and read Bearer headers', () => {
    expect(sameString('abc', 'abc')).toBe(true)
    expect(sameString('abc', 'abd')).toBe(false)
    expect(sameString('abc', 'abcd')).toBe(false)
    expect(bearerToken('Bearer abc.def')).toBe('abc.def')
    expect(bearerToken('bearer  abc')).toBe('abc')
    for (const header of [null, '', 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b'])
      expect(bearerToken(header)).toBeUndefined()
  })
})
