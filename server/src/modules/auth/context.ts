import { CFT_HEADER, PRODUCT, RENEWAL_HEADER, renewalResponse } from '@snipstack/contracts'
import { Elysia } from 'elysia'
import { clientIp } from '../../lib/client-ip'
import { httpOnlyCookie, readCookie } from '../../lib/cookies'
import { publicOrigin } from '../../lib/origin'
import { type AuthService, unauthorized } from './service'
import { bearerToken, DEVICE_TOKEN_TTL_SECONDS } from './tokens'
import type { AuthSession, ClientInfo } from './types'

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

/** Answers that carry tokens or account data are for this client only, never for a cache. */
export const noStore = { 'cache-control': 'no-store' }

/** Marks a browser that has signed in to an account (tokens.ts, signDeviceToken). */
const DEVICE_COOKIE = `${PRODUCT.id}_device`

export function clientInfo(request: Request, trustedProxies: number | undefined): ClientInfo {
  return {
    ip: clientIp(request, trustedProxies),
    userAgent: request.headers.get('user-agent') ?? undefined,
    device: readCookie(request.headers.get('cookie'), DEVICE_COOKIE),
  }
}

/** Answers a sign-in: no cache may keep it, and the browser is remembered for the account. */
export async function signedIn<T extends { user: { id: string } }>(
  auth: AuthService,
  answer: T,
  request: Request,
  set: { headers: Record<string, unknown> },
): Promise<T> {
  Object.assign(set.headers, noStore)
  // Strict and scoped to /api/auth: only this site's own sign-in requests ever carry it.
  set.headers['set-cookie'] = httpOnlyCookie(DEVICE_COOKIE, await auth.deviceToken(answer.user.id), {
    path: '/api/auth',
    maxAgeSeconds: DEVICE_TOKEN_TTL_SECONDS,
    sameSite: 'Strict',
    secure: publicOrigin(request, auth.options).startsWith('https:'),
  })
  return answer
}

/**
 * The renewal protocol (docs/product.md, API and errors): any /api request carrying `cft: t` and a
 * refresh token as its Bearer value is answered here, before routing and body parsing, with
 * `{ renewal: true, user, tokens }`. The client then replays the original request with the new
 * access token. Request hooks run before routing for the whole app, hence the path check.
 */
export function renewalPlugin(auth: AuthService) {
  return new Elysia({ name: 'auth.renewal', seed: auth.id }).onRequest(async ({ request }) => {
    if (request.headers.get(CFT_HEADER) !== 't' || !isApiPath(new URL(request.url).pathname)) return
    const refreshToken = bearerToken(request.headers.get('authorization'))
    if (!refreshToken) throw unauthorized()
    const renewed = await auth.renew(refreshToken, clientInfo(request, auth.options.trustedProxies))
    return Response.json(renewalResponse.parse(renewed), { headers: noStore })
  })
}

/** Methods that change nothing, so a valid signature is enough to read with. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Puts `auth` (the caller's session, or null) into the context of the routes of the instance
 * that uses it. Routes that need a signed-in caller pass it to `requireSession`. For any method
 * that may change something the session must still be open: signing out takes effect at once
 * for writes everywhere, while reads may go on for the access token's last minutes.
 */
export function authContext(auth: AuthService) {
  return new Elysia({ name: 'auth.context', seed: auth.id }).resolve({ as: 'scoped' }, async ({ request }) => ({
    auth: await auth.authenticate(request.headers.get('authorization'), request.headers.get(RENEWAL_HEADER), {
      requireOpen: !SAFE_METHODS.has(request.method),
    }),
  }))
}

/** The guard of protected routes: a 401 in the error shape without a valid access token. */
export function requireSession(session: AuthSession | null): AuthSession {
  if (!session) throw unauthorized()
  return session
}
