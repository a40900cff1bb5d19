import type { RenewalResponse, Tokens, User } from '@snipstack/contracts'
import { authMessages, CFT_HEADER, RENEWAL_HEADER } from '@snipstack/contracts/auth-constants'
import ky, { isHTTPError, type KyInstance } from 'ky'
import { isTokenExpired } from '@/lib/jwt'

/** docs/product.md, API and errors. */
export const API_TIMEOUT_MS = 60_000
export const UNAUTHORIZED_MESSAGE = 'Unauthorized'
export const SERVER_ERROR_MESSAGE = 'Server error with code 500!'

/** The session as the client sees it; the auth store in the app, a plain object in tests. */
export type SessionPort = {
  tokens: () => Tokens | null
  signIn: (user: User, tokens: Tokens) => void
  replaceAccessToken: (accessToken: string) => void
  signOut: () => void
}

/**
 * Per-call options, passed as ky's `context`. `session: false` marks calls that stand on their
 * own (sign-in, registration, the OAuth exchange, sign-out): they are not delayed by a renewal,
 * and a 401 is their answer (wrong credentials) rather than the end of the session.
 */
export type ApiContext = { session?: boolean }
export const standalone = { session: false } satisfies ApiContext

export type ApiClientOptions = {
  session: SessionPort
  fetch?: typeof globalThis.fetch
  /** Joined with each call's path; '/api' on the same host as the page (docs/product.md, API and errors). */
  prefix?: string
  /** Resolves a relative prefix where there is no page to resolve it against (tests). */
  baseUrl?: string
  timeout?: number
  now?: () => number
  /** A 401 shows 'Unauthorized' and signs out (docs/product.md, API and errors). */
  onUnauthorized?: () => void
  /** A 500 is only logged (docs/product.md, API and errors). */
  onServerError?: (status: number) => void
}

/** The outcome of one renewal, shared by every request that waited for it. */
type Renewal =
  | { ok: true; accessToken: string }
  | { ok: false; status: number; statusText: string; headers: [string, string][]; body: string }

function setAuthHeaders(headers: Headers, accessToken: string) {
  headers.set('authorization', `Bearer ${accessToken}`)
  headers.set(RENEWAL_HEADER, accessToken ? 'false' : 'true')
}

/**
 * The renewal answer's contract, loaded when a renewal happens: this client is in every data
 * page's first download, and the contracts would bring zod with them (see contract-json.ts).
 */
async function renewalContract() {
  return (await import('@snipstack/contracts')).renewalResponse
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const isJson = (response: Response) => (response.headers.get('content-type') ?? '').includes('json')

/** What a renewal answers when there is nothing to renew with: the session is over. */
function sessionEnded(): Renewal {
  return {
    ok: false,
    status: 401,
    statusText: 'Unauthorized',
    headers: [['content-type', 'application/json']],
    body: JSON.stringify({ error: { message: authMessages.sessionEnded, code: 'UNAUTHORIZED' } }),
  }
}

/**
 * The one HTTP client for `/api` (docs/product.md, API and errors). Every request carries
 * `Authorization: Bearer <access token>` and `renewal: 'true' | 'false'`. When the access token has
 * expired, the request is first sent again with the refresh token and `cft: t`; concurrent requests
 * wait for that one renewal, because a refresh token is single-use and presenting it twice ends the
 * session. The renewal may be answered with the bare new access token or with `{ renewal: true,
 * user, tokens }`; a renewal-flagged answer to any other request signs in again and replays that
 * request once.
 */
export function createApiClient({
  session,
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  prefix = '/api',
  baseUrl,
  timeout = API_TIMEOUT_MS,
  now = Date.now,
  onUnauthorized = () => {},
  onServerError = () => {},
}: ApiClientOptions): KyInstance {
  let inFlight: Promise<Renewal> | null = null

  async function renew(request: Request): Promise<Renewal> {
    const refreshToken = session.tokens()?.refresh_token
    if (!refreshToken) return sessionEnded()
    // The request itself goes again, with the refresh token and `cft: t` and without its body; the
    // server answers it before routing, whatever the path (docs/product.md, API and errors).
    const headers = new Headers({ accept: 'application/json', [CFT_HEADER]: 't' })
    headers.set('authorization', `Bearer ${refreshToken}`)
    headers.set(RENEWAL_HEADER, 'false')
    const response = await fetchImpl(
      new Request(request.url, { method: 'GET', headers, signal: AbortSignal.timeout(timeout) }),
    )
    const body = await response.text()
    if (!response.ok) {
      return {
        ok: false,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body,
      }
    }
    const data = parseJson(body)
    if (typeof data === 'string' && data) {
      session.replaceAccessToken(data)
      return { ok: true, accessToken: data }
    }
    const renewed = (await renewalContract()).safeParse(data)
    if (!renewed.success) throw new Error('The server answered the session renewal in an unexpected way.')
    session.signIn(renewed.data.user, renewed.data.tokens)
    return { ok: true, accessToken: renewed.data.tokens.access_token }
  }

  function sharedRenewal(request: Request): Promise<Renewal> {
    inFlight ??= renew(request).finally(() => {
      inFlight = null
    })
    return inFlight
  }

  return ky.create({
    prefix,
    baseUrl,
    timeout,
    fetch: fetchImpl,
    // No automatic retries (the query cache has its own); the one allowed retry is the replay
    // after a renewal-flagged answer, which also makes ky keep a copy of the body to replay.
    retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
    hooks: {
      beforeRequest: [
        async ({ request, options }) => {
          const context = options.context as ApiContext
          const current = session.tokens()
          let accessToken = current?.access_token ?? ''
          // An expired token is renewed (or, with nothing to renew it with, ends the session) before
          // the server can refuse it; with no token at all there is a session only if a refresh token is left.
          const stale = accessToken ? isTokenExpired(accessToken, now()) : Boolean(current?.refresh_token)
          if (context.session !== false && stale) {
            const renewal = await sharedRenewal(request)
            if (!renewal.ok) {
              // The failed renewal stands in for this request's answer, so the 401 path below runs.
              return new Response(renewal.body, renewal)
            }
            accessToken = renewal.accessToken
          }
          setAuthHeaders(request.headers, accessToken)
        },
      ],
      beforeRetry: [
        ({ request }) => {
          request.headers.delete(CFT_HEADER)
          setAuthHeaders(request.headers, session.tokens()?.access_token ?? '')
        },
      ],
      afterResponse: [
        async ({ response, options, retryCount }) => {
          const context = options.context as ApiContext
          if (response.status === 401 && context.session !== false) {
            onUnauthorized()
            session.signOut()
            return
          }
          if (response.status === 500) {
            onServerError(response.status)
            return
          }
          if (!response.ok || !isJson(response)) return
          const text = await response.text()
          if (!text.includes('"renewal"')) return
          const renewed = (await renewalContract()).safeParse(parseJson(text))
          if (!renewed.success) return
          const answer: RenewalResponse = renewed.data
          session.signIn(answer.user, answer.tokens)
          if (retryCount > 0) throw new Error('The server renewed the session again instead of answering the request.')
          return ky.retry({ delay: 0, code: 'SESSION_RENEWED' })
        },
      ],
    },
  })
}

/** What an /api error answer says (`{ error: { message, field?, code } }`), as far as it says it. */
export type ApiFailure = { status?: number; message?: string; field?: string; code?: string }

export function apiFailure(error: unknown): ApiFailure {
  if (!isHTTPError(error)) return {}
  const failure: ApiFailure = { status: error.response.status }
  const body = (error.data as { error?: unknown } | undefined)?.error
  if (typeof body !== 'object' || body === null) return failure
  const { message, field, code } = body as Record<string, unknown>
  if (typeof message === 'string' && message.trim()) failure.message = message
  if (typeof field === 'string' && field) failure.field = field
  if (typeof code === 'string') failure.code = code
  return failure
}
