import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_TYPES,
  authMessages,
  authProvidersResponse,
  authResponse,
  CFT_HEADER,
  changePasswordBody,
  exchangeBody,
  loginBody,
  meResponse,
  oauthProviders,
  okResponse,
  PRODUCT,
  RENEWAL_HEADER,
  registerBody,
  renewalResponse,
  updateMeBody,
  verifyEmailBody,
} from '@snipstack/contracts'
import { Elysia } from 'elysia'
import { z } from 'zod'
import { jsonBody } from '../../lib/body'
import { clientIp } from '../../lib/client-ip'
import { httpOnlyCookie, readCookie } from '../../lib/cookies'
import { AppError, errorResponses } from '../../lib/errors'
import { matchesEtag } from '../../lib/etag'
import { publicOrigin } from '../../lib/origin'
import { readAvatarForm } from './avatars'
import type { AuthSession, ClientInfo } from './model'
import { createOAuthFlow } from './oauth'
import { type AuthService, unauthorized } from './service'
import { bearerToken, DEVICE_TOKEN_TTL_SECONDS } from './tokens'

export type { AuthOptions, AuthSession } from './model'
export { type AuthService, createAuthService } from './service'

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

/** Answers that carry tokens or account data are for this client only, never for a cache. */
const noStore = { 'cache-control': 'no-store' }

/** Marks a browser that has signed in to an account (tokens.ts, signDeviceToken). */
const DEVICE_COOKIE = `${PRODUCT.id}_device`

function clientInfo(request: Request, trustedProxies: number | undefined): ClientInfo {
  return {
    ip: clientIp(request, trustedProxies),
    userAgent: request.headers.get('user-agent') ?? undefined,
    device: readCookie(request.headers.get('cookie'), DEVICE_COOKIE),
  }
}

/**
 * The renewal protocol (spec §7; README "Accounts and the renewal protocol"): any /api request
 * carrying `cft: t` and a refresh token as its Bearer value is answered here, before routing and
 * body parsing, with `{ renewal: true, user, tokens }`. The client then replays the original
 * request with the new access token. Request hooks run before routing for the whole app, hence
 * the path check.
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

const providerParams = z.object({ provider: z.enum(oauthProviders) })
const tags = ['Accounts']

/** `/api/auth/*`: registration, sign-in, the session, the account and OAuth sign-in. */
export function authModule(auth: AuthService) {
  const { trustedProxies } = auth.options
  const oauth = createOAuthFlow(auth)
  const client = (request: Request) => clientInfo(request, trustedProxies)

  /** Answers a sign-in: no cache may keep it, and the browser is remembered for the account. */
  async function signedIn<T extends { user: { id: string } }>(
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

  return new Elysia({ prefix: '/auth' })
    .use(renewalPlugin(auth))
    .use(authContext(auth))
    .post(
      '/register',
      async ({ body, request, set }) => {
        const answer = await auth.register(body, client(request), publicOrigin(request, auth.options))
        set.status = 201
        return signedIn(answer, request, set)
      },
      {
        body: registerBody,
        parse: jsonBody,
        response: { 201: authResponse, ...errorResponses(409, 422, 429) },
        detail: {
          tags,
          summary: 'Create an account',
          description:
            'Creates the account, signs it in and mails a link that verifies the email (valid 24 hours). The username is derived from the email. 409 on field `email` when the email is taken; 429 with Retry-After after too many attempts, or after too many taken emails from one address.',
        },
      },
    )
    .post('/login', async ({ body, request, set }) => signedIn(await auth.login(body, client(request)), request, set), {
      body: loginBody,
      parse: jsonBody,
      response: { 200: authResponse, ...errorResponses(401, 422, 429) },
      detail: {
        tags,
        summary: 'Sign in',
        description:
          '`email` is an email address or a username. An unknown account and a wrong password get the same 401. 429 with Retry-After after too many failed attempts.',
      },
    })
    .post(
      '/sign-out',
      async ({ request }) => {
        await auth.signOut(request.headers.get('authorization'))
        return { ok: true as const }
      },
      {
        // No payload: read any body as text and ignore it, so a stray one (or an empty body
        // labelled JSON) cannot turn signing out into a 400.
        parse: 'text',
        response: { 200: okResponse, ...errorResponses(401) },
        detail: {
          tags,
          summary: 'Sign out',
          description: 'Ends the session the access token names (an expired access token still names it). No body.',
        },
      },
    )
    .post(
      '/sign-out-all',
      async ({ auth: session }) => {
        await auth.signOutAll(requireSession(session))
        return { ok: true as const }
      },
      {
        parse: 'text',
        response: { 200: okResponse, ...errorResponses(401) },
        detail: {
          tags,
          summary: 'Sign out everywhere',
          description: 'Ends every session of the account, this one too.',
        },
      },
    )
    .get(
      '/me',
      async ({ auth: session, set }) => {
        Object.assign(set.headers, noStore)
        return { user: await auth.me(requireSession(session)) }
      },
      {
        response: { 200: meResponse, ...errorResponses(401) },
        detail: { tags, summary: 'The signed-in account' },
      },
    )
    .patch(
      '/me',
      async ({ auth: session, body, set }) => {
        Object.assign(set.headers, noStore)
        return { user: await auth.updateMe(requireSession(session), body) }
      },
      {
        body: updateMeBody,
        parse: jsonBody,
        response: { 200: meResponse, ...errorResponses(401, 409, 422) },
        detail: {
          tags,
          summary: 'Update the account',
          description: 'Names, username and avatar URL; each is optional. 409 on field `username` when it is taken.',
        },
      },
    )
    .post(
      '/me/avatar',
      async ({ auth: session, request, set }) => {
        Object.assign(set.headers, noStore)
        const signedInSession = requireSession(session)
        return auth.limitSuccesses(
          `avatar:account:${signedInSession.userId}`,
          auth.limits.avatarUploadsPerAccount,
          async () => ({ user: await auth.setAvatar(signedInSession, await readAvatarForm(request)) }),
        )
      },
      {
        // Read after the session and the limit are checked, so a refused client costs no parsing.
        parse: 'none',
        response: { 200: meResponse, ...errorResponses(400, 401, 413, 422, 429) },
        detail: {
          tags,
          summary: 'Upload an avatar picture',
          description: `The upload call of spec §7: a multipart form with one picture in the field \`file\` (an optional \`body\` field is ignored). It must be PNG, JPEG, WebP or GIF as its bytes show (SVG and anything else: 422 on \`file\`), at most ${AVATAR_MAX_BYTES / 1024} KB and ${AVATAR_MAX_PIXELS} × ${AVATAR_MAX_PIXELS} pixels in every frame of an animation. The account's \`avatar_url\` becomes the picture's address under \`/api/auth/avatar/\`. A JSON body is a 400; any other type but multipart/form-data a 415. At most 30 pictures an hour per account (429 with Retry-After; refused uploads do not count).`,
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: [AVATAR_FIELD],
                  properties: { [AVATAR_FIELD]: { type: 'string', format: 'binary' } },
                },
                encoding: { [AVATAR_FIELD]: { contentType: AVATAR_TYPES.join(', ') } },
              },
            },
          },
        },
      },
    )
    .delete(
      '/me/avatar',
      async ({ auth: session, set }) => {
        Object.assign(set.headers, noStore)
        return { user: await auth.removeAvatar(requireSession(session)) }
      },
      {
        parse: 'none',
        response: { 200: meResponse, ...errorResponses(401) },
        detail: {
          tags,
          summary: 'Remove the avatar',
          description:
            'Takes the picture off the account, uploaded or given by URL; the header shows the initials again. Doing it again changes nothing.',
        },
      },
    )
    .get(
      '/avatar/:user',
      async ({ params, query, request }) => {
        const stored = z.uuid().safeParse(params.user).success ? await auth.avatar(params.user) : undefined
        if (!stored) throw new AppError('NOT_FOUND', authMessages.avatarNotFound, 'user')
        const etag = `"${stored.version}"`
        const headers = {
          'content-type': stored.contentType,
          'x-content-type-options': 'nosniff',
          // Opened on its own, the picture is still only a picture.
          'content-security-policy': "default-src 'none'; sandbox",
          // The address names the version, so that one may be kept for good; without it, ask each time.
          'cache-control': query.v === stored.version ? 'public, max-age=31536000, immutable' : 'no-cache',
          etag,
        }
        if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
        return new Response(stored.content, { headers })
      },
      {
        params: z.object({ user: z.string() }),
        query: z.object({ v: z.string().optional() }),
        detail: {
          tags,
          summary: 'An uploaded avatar picture',
          description:
            'The picture an account uploaded, with the type its bytes proved, `nosniff` and a sandboxing CSP. With `v` equal to the current version (as `avatar_url` gives it) it may be cached for a year; otherwise it is revalidated by ETag. 404 on field `user` when the account has no uploaded picture.',
          responses: {
            200: { description: 'The picture', content: Object.fromEntries(AVATAR_TYPES.map((type) => [type, {}])) },
            404: { description: 'Not Found' },
          },
        },
      },
    )
    .post(
      '/password',
      async ({ auth: session, body, request }) => {
        await auth.changePassword(requireSession(session), body, client(request))
        return { ok: true as const }
      },
      {
        body: changePasswordBody,
        parse: jsonBody,
        response: { 200: okResponse, ...errorResponses(401, 422, 429) },
        detail: {
          tags,
          summary: 'Change the password',
          description:
            'Needs the current password (422 on field `current_password` when wrong). Every other session of the account ends.',
        },
      },
    )
    .post(
      '/verify-email',
      async ({ body, set }) => {
        Object.assign(set.headers, noStore)
        return { user: await auth.verifyEmail(body.token) }
      },
      {
        body: verifyEmailBody,
        parse: jsonBody,
        response: { 200: meResponse, ...errorResponses(400, 422) },
        detail: {
          tags,
          summary: 'Verify the email address',
          description:
            'Spends the `token` of a verification link (the link opens `/verify-email?token=…` on the site, which posts it here, so a mail scanner that follows links verifies nothing). Answers the verified account. 400 on field `token` when the link is unknown, was used, expired (after 24 hours) or was sent to an address the account no longer has.',
        },
      },
    )
    .post(
      '/verify-email/resend',
      async ({ auth: session, request }) => {
        await auth.resendVerification(requireSession(session), publicOrigin(request, auth.options))
        return { ok: true as const }
      },
      {
        parse: 'text',
        response: { 200: okResponse, ...errorResponses(401, 409, 429) },
        detail: {
          tags,
          summary: 'Send another verification email',
          description:
            'Mails the signed-in account a new verification link; earlier links keep working until they expire. 409 when the email is already verified; at most 5 an hour per account (429 with Retry-After). No body.',
        },
      },
    )
    .post(
      '/exchange',
      async ({ body, request, set }) => signedIn(await auth.exchange(body.code, client(request)), request, set),
      {
        body: exchangeBody,
        parse: jsonBody,
        response: { 200: authResponse, ...errorResponses(400, 422) },
        detail: {
          tags,
          summary: 'Finish an OAuth sign-in',
          description:
            'Trades the one-time `code` that an OAuth callback put in the `/sign-in` URL (valid 60 s, single use) for a session.',
        },
      },
    )
    .get(
      '/providers',
      ({ set }) => {
        // Set at start-up; a visitor's form may keep it for a while.
        set.headers['cache-control'] = 'public, max-age=300'
        return { providers: oauth.configured() }
      },
      {
        response: { 200: authProvidersResponse },
        detail: {
          tags,
          summary: 'Sign-in providers',
          description:
            'The providers this site is set up for (a client id and secret configured), in the order the forms show them; the sign-in and register forms offer only these.',
        },
      },
    )
    .get(
      '/provider/:provider',
      async ({ params, query, request }) => {
        const { location, cookie } = await oauth.start(params.provider, request, query.redirect_url)
        return redirect(location, cookie)
      },
      {
        params: providerParams,
        query: z.object({ redirect_url: z.string().optional() }),
        detail: {
          tags,
          summary: 'Sign in with Google or GitHub',
          description:
            'A browser navigation: 302 to the provider, with state and PKCE kept in a signed HttpOnly cookie. An unconfigured provider redirects to `/sign-in?error=provider_not_configured`, keeping `redirect_url`. `redirect_url` (a path on this site) comes back to `/sign-in`.',
        },
      },
    )
    .get(
      '/provider/:provider/callback',
      async ({ params, query, request }) => {
        const { location, cookie } = await oauth.callback(
          params.provider,
          request,
          query,
          request.headers.get('cookie'),
        )
        return redirect(location, cookie)
      },
      {
        params: providerParams,
        query: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
        detail: {
          tags,
          summary: 'OAuth callback',
          description:
            'Where the provider sends the browser back: 302 to `/sign-in?code=<one-time code>[&redirect_url=…]`, or to `/sign-in?error=<reason>`.',
        },
      },
    )
}

function redirect(location: string, cookie: string | undefined): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  if (cookie) headers.set('set-cookie', cookie)
  return new Response(null, { status: 302, headers })
}
