/**
 * Reading an access token's expiry on the client. The signature is not checked here: the server
 * does that on every call. The client only needs `exp` to renew before sending a token the server
 * would refuse.
 */

/**
 * Renew this long before `exp`: a request sent a moment before expiry would otherwise reach the
 * server after it, and a 401 signs the user out.
 */
export const EXPIRY_MARGIN_MS = 10_000

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** The `exp` claim (seconds since the epoch) of a JWT, or null when the token has none or is not a JWT. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload || token.split('.').length !== 3) return null
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload))
    if (typeof claims !== 'object' || claims === null) return null
    const { exp } = claims as { exp?: unknown }
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null
  } catch {
    return null
  }
}

/**
 * Whether a token should be renewed before use. A token without a readable `exp` is treated as
 * expired: the server would refuse it anyway, and renewing is cheaper than a forced sign-out.
 */
export function isTokenExpired(token: string, now: number = Date.now(), marginMs: number = EXPIRY_MARGIN_MS): boolean {
  const exp = jwtExpiry(token)
  if (exp === null) return true
  return exp * 1000 - marginMs <= now
}
