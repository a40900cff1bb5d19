import { createHash, timingSafeEqual } from 'node:crypto'
import { PRODUCT } from '@snipstack/contracts'
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose'

/** Access tokens are short-lived: a stolen one is useful for minutes, and renewal is one request. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
/** Refresh tokens live long but are single-use; each renewal starts a new 30 days. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** Instances' clocks drift a little; more tolerance would only lengthen a token's life. */
const CLOCK_TOLERANCE_SECONDS = 5
const ISSUER = PRODUCT.id
const ACCESS_AUDIENCE = `${PRODUCT.id}:access`
const STATE_AUDIENCE = `${PRODUCT.id}:oauth-state`
const DEVICE_AUDIENCE = `${PRODUCT.id}:device`
/** Not a token audience: the key that pseudonymises visitors counted by the catalogue (snippet and template views). */
const VISITOR_PURPOSE = `${PRODUCT.id}:visitor`
/** A browser stays known to an account for a year after its last sign-in there. */
export const DEVICE_TOKEN_TTL_SECONDS = 365 * 24 * 60 * 60
const ALGORITHM = 'HS256'

/**
 * One key per purpose, derived from the one secret, so a value signed for one use (an OAuth
 * state cookie) can never be presented as another (an access token).
 */
export type SigningKeys = { access: Uint8Array; state: Uint8Array; device: Uint8Array; visitor: Uint8Array }

export async function deriveSigningKeys(secret: string): Promise<SigningKeys> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveBits'])
  const derive = async (purpose: string) =>
    new Uint8Array(
      await crypto.subtle.deriveBits(
        {
          name: 'HKDF',
          hash: 'SHA-256',
          salt: new TextEncoder().encode(ISSUER),
          info: new TextEncoder().encode(purpose),
        },
        material,
        256,
      ),
    )
  return {
    access: await derive(ACCESS_AUDIENCE),
    state: await derive(STATE_AUDIENCE),
    device: await derive(DEVICE_AUDIENCE),
    visitor: await derive(VISITOR_PURPOSE),
  }
}

/** Who an access token speaks for: the user and the session (refresh-token family) it belongs to. */
export type AccessClaims = { userId: string; sessionId: string; expiresAt: Date }

export async function signAccessToken(
  keys: SigningKeys,
  { userId, sessionId }: { userId: string; sessionId: string },
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keys.access)
}

function claimsOf(payload: JWTPayload): AccessClaims | null {
  const { sub, sid, exp } = payload
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null
  return { userId: sub, sessionId: sid, expiresAt: new Date(exp * 1000) }
}

/**
 * The claims of a genuine, unexpired access token, else null. `allowExpired` accepts an expired
 * one whose signature is still good: enough to name a session that should end (sign-out).
 */
export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
  { now = new Date(), allowExpired = false }: { now?: Date; allowExpired?: boolean } = {},
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.access, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: ACCESS_AUDIENCE,
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: now,
    })
    return claimsOf(payload)
  } catch (error) {
    // jose checks the signature before the claims, so an expired token's payload is authentic.
    if (allowExpired && error instanceof errors.JWTExpired) return claimsOf(error.payload)
    return null
  }
}

/** What the OAuth start hands to its callback through a signed cookie. */
export type OAuthState = { provider: string; state: string; verifier: string; redirectUrl?: string }

export async function signOAuthState(keys: SigningKeys, value: OAuthState, ttlSeconds: number): Promise<string> {
  return new SignJWT({ ...value })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience(STATE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keys.state)
}

export async function verifyOAuthState(keys: SigningKeys, token: string): Promise<OAuthState | null> {
  try {
    const { payload } = await jwtVerify(token, keys.state, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: STATE_AUDIENCE,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    })
    const { provider, state, verifier, redirectUrl } = payload
    if (typeof provider !== 'string' || typeof state !== 'string' || typeof verifier !== 'string') return null
    return { provider, state, verifier, ...(typeof redirectUrl === 'string' ? { redirectUrl } : {}) }
  } catch {
    return null
  }
}

/**
 * Marks a browser as one that has signed in to an account: sign-in lets it past the account-wide
 * failure limit, so a stranger failing on purpose from many addresses cannot lock the owner out.
 */
export async function signDeviceToken(keys: SigningKeys, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(DEVICE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TOKEN_TTL_SECONDS}s`)
    .sign(keys.device)
}

/** The account a genuine, unexpired device token was issued for, else null. */
export async function verifyDeviceToken(keys: SigningKeys, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keys.device, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: DEVICE_AUDIENCE,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    })
    return typeof payload.sub === 'string' ? payload.sub : null
  } catch {
    return null
  }
}

/** 256 random bits, URL-safe: refresh tokens, one-time codes and the installation secret. */
export function createOpaqueToken(bytes = 32): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('base64url')
}

/**
 * Tokens are stored only as hashes, so a leaked table opens no sessions. They carry 256 random
 * bits, so a fast unsalted hash is enough: there is nothing to guess.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

export function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The token of an `Authorization: Bearer <token>` header, if there is a non-empty one. */
export function bearerToken(header: string | null): string | undefined {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1]
}
