import { createHmac, timingSafeEqual } from 'node:crypto'

const sign = (data, secret) => createHmac('sha256', secret).update(data).digest('base64url')

/** Returns "payload.signature", both base64url, safe for URLs and cookies. */
export function signToken(payload, secret, { expiresInSeconds, now = Date.now() } = {}) {
  const body = expiresInSeconds ? { ...payload, exp: Math.floor(now / 1000) + expiresInSeconds } : payload
  const data = Buffer.from(JSON.stringify(body)).toString('base64url')
  return `${data}.${sign(data, secret)}`
}

export class TokenError extends Error {
  name = 'TokenError'
}

export function verifyToken(token, secret, { now = Date.now() } = {}) {
  const parts = String(token).split('.')
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw new TokenError('Malformed token')
  const [data, signature] = parts

  const expected = Buffer.from(sign(data, secret))
  const actual = Buffer.from(signature)
  // Constant-time comparison: an early-exit === would leak how many leading bytes matched.
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new TokenError('Invalid signature')
  }

  // Only parse after the signature checks out, so untrusted JSON never reaches the parser.
  const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'))
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) throw new TokenError('Token expired')
  return payload
}
