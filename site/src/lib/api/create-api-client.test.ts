import type { Tokens, User } from '@snipstack/contracts'
import { HTTPError } from 'ky'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { testUser } from '@/lib/test-user'
import { apiFailure, createApiClient, type SessionPort, standalone } from './create-api-client'

const NOW = 1_800_000_000_000

const base64Url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const jwt = (exp: number, id = 'x') =>
  `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify({ sub: 'u1', sid: id, exp }))}.sig`
const fresh = (id = 'fresh') => jwt(NOW / 1000 + 900, id)
const expired = jwt(NOW / 1000 - 60, 'old')

const user = testUser()

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

type Sent = { method: string; path: string; headers: Record<string, string>; body: string }

function setup(initial: Tokens | null) {
  let tokens = initial
  const session = {
    tokens: () => tokens,
    signIn: vi.fn((_user: User, next: Tokens) => {
      tokens = next
    }),
    replaceAccessToken: vi.fn((accessToken: string) => {
      if (tokens) tokens = { ...tokens, access_token: accessToken }
    }),
    signOut: vi.fn(() => {
      tokens = null
    }),
  } satisfies SessionPort
  const sent: Sent[] = []
  let answer: (request: Sent) => Response | Promise<Response> = () => json({ ok: true })
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const entry: Sent = {
      method: request.method,
      path: new URL(request.url).pathname,
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
    }
    sent.push(entry)
    return answer(entry)
  })
  const onUnauthorized = vi.fn()
  const onServerError = vi.fn()
  const client = createApiClient({
    session,
    fetch,
    baseUrl: 'http://site.test',
    now: () => NOW,
    onUnauthorized,
    onServerError,
  })
  return {
    client,
    session,
    sent,
    onUnauthorized,
    onServerError,
    answer: (next: typeof answer) => {
      answer = next
    },
    tokens: () => tokens,
  }
}

const isRenewal = (request: Sent) => request.headers.cft === 't'

describe('api headers', () => {
  it('sends the access token and renewal: false under /api', async () => {
    const t = setup({ access_token: fresh(), refresh_token: 'r1' })
    await t.client.get('auth/me').json()
    expect(t.sent).toHaveLength(1)
    expect(t.sent[0]?.path).toBe('/api/auth/me')
    expect(t.sent[0]?.headers.authorization).toBe(`Bearer ${fresh()}`)
    expect(t.sent[0]?.headers.renewal).toBe('false')
    expect(t.sent[0]?.headers.cft).toBeUndefined()
  })

  it('says renewal: true when there is no access token', async () => {
    const t = setup(null)
    await t.client.post('auth/login', { json: { email: 'a', password: 'b' }, context: standalone }).json()
    expect(t.sent[0]?.headers.renewal).toBe('true')
    expect(t.sent[0]?.headers.authorization).toBe('Bearer')
  })
})

describe('renewal', () => {
  let t: ReturnType<typeof setup>
  beforeEach(() => {
    t = setup({ access_token: expired, refresh_token: 'r1' })
  })

  it('renews an expired token first, then sends the request with the new one', async () => {
    t.answer((request) =>
      isRenewal(request)
        ? json({ renewal: true, user, tokens: { access_token: fresh(), refresh_token: 'r2' } })
        : json({ user }),
    )
    await expect(t.client.get('auth/me').json()).resolves.toEqual({ user })
    expect(t.sent).toHaveLength(2)
    const [renewal, original] = t.sent
    expect(renewal?.headers.authorization).toBe('Bearer r1')
    expect(renewal?.headers.cft).toBe('t')
    expect(renewal?.path).toBe('/api/auth/me')
    expect(original?.headers.authorization).toBe(`Bearer ${fresh()}`)
    expect(original?.headers.cft).toBeUndefined()
    expect(t.session.signIn).toHaveBeenCalledWith(user, { access_token: fresh(), refresh_token: 'r2' })
    expect(t.tokens()?.refresh_token).toBe('r2')
  })

  it('accepts a renewal answered with the bare access token', async () => {
    t.answer((request) => (isRenewal(request) ? json(fresh('bare')) : json({ user })))
    await t.client.post('auth/me', { json: { first_name: 'Ada' } }).json()
    expect(t.session.replaceAccessToken).toHaveBeenCalledWith(fresh('bare'))
    expect(t.tokens()).toEqual({ access_token: fresh('bare'), refresh_token: 'r1' })
    const original = t.sent[1]
    expect(original?.method).toBe('POST')
    expect(original?.body).toBe('{"first_name":"Ada"}')
    expect(original?.headers.authorization).toBe(`Bearer ${fresh('bare')}`)
  })

  it('lets concurrent requests share one renewal', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    t.answer(async (request) => {
      if (!isRenewal(request)) return json({ path: request.path })
      await gate
      return json({ renewal: true, user, tokens: { access_token: fresh(), refresh_token: 'r2' } })
    })
    const calls = [t.client.get('a').json(), t.client.get('b').json(), t.client.post('c').json()]
    await vi.waitFor(() => expect(t.sent.filter(isRenewal)).toHaveLength(1))
    release()
    await expect(Promise.all(calls)).resolves.toEqual([{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }])
    expect(t.sent.filter(isRenewal)).toHaveLength(1)
    for (const request of t.sent.filter((r) => !isRenewal(r))) {
      expect(request.headers.authorization).toBe(`Bearer ${fresh()}`)
    }
  })

  it('renews again once a later token expires', async () => {
    t.answer((request) =>
      isRenewal(request)
        ? json({ renewal: true, user, tokens: { access_token: expired, refresh_token: 'r2' } })
        : json({}),
    )
    await t.client.get('a').json()
    await t.client.get('b').json()
    expect(t.sent.filter(isRenewal).map((r) => r.headers.authorization)).toEqual(['Bearer r1', 'Bearer r2'])
  })

  it('signs out with Unauthorized when the renewal is refused, and the request fails with that 401', async () => {
    t.answer((request) =>
      isRenewal(request)
        ? json({ error: { message: 'Your session has ended.', code: 'UNAUTHORIZED' } }, 401)
        : json({}),
    )
    const results = await Promise.allSettled([t.client.get('a').json(), t.client.get('b').json()])
    expect(t.sent.filter(isRenewal)).toHaveLength(1)
    expect(t.sent.filter((r) => !isRenewal(r))).toHaveLength(0)
    for (const result of results) {
      expect(result.status).toBe('rejected')
      const error = (result as PromiseRejectedResult).reason
      expect(error).toBeInstanceOf(HTTPError)
      expect(apiFailure(error)).toEqual({ status: 401, message: 'Your session has ended.', code: 'UNAUTHORIZED' })
    }
    expect(t.session.signOut).toHaveBeenCalled()
    expect(t.onUnauthorized).toHaveBeenCalled()
    expect(t.tokens()).toBeNull()
  })

  it('does not renew for calls that stand on their own', async () => {
    await t.client.post('auth/sign-out', { context: standalone }).json()
    expect(t.sent).toHaveLength(1)
    expect(t.sent[0]?.headers.authorization).toBe(`Bearer ${expired}`)
  })

  it('signs out when an expired token has no refresh token to renew it with', async () => {
    const bare = setup({ access_token: expired, refresh_token: '' })
    await expect(bare.client.get('a').json()).rejects.toBeInstanceOf(HTTPError)
    expect(bare.sent).toHaveLength(0)
    expect(bare.session.signOut).toHaveBeenCalled()
  })
})

describe('renewal-flagged answers', () => {
  it('sign in again with the returned session and replay the original request once', async () => {
    const t = setup({ access_token: fresh('old'), refresh_token: 'r1' })
    let replies = 0
    t.answer((request) => {
      replies++
      return replies === 1
        ? json({ renewal: true, user, tokens: { access_token: fresh('new'), refresh_token: 'r2' } })
        : json({ echoed: request.body, auth: request.headers.authorization })
    })
    await expect(t.client.patch('auth/me', { json: { last_name: 'L' } }).json()).resolves.toEqual({
      echoed: '{"last_name":"L"}',
      auth: `Bearer ${fresh('new')}`,
    })
    expect(t.sent).toHaveLength(2)
    expect(t.session.signIn).toHaveBeenCalledTimes(1)
  })

  it('are replayed only once', async () => {
    const t = setup({ access_token: fresh('old'), refresh_token: 'r1' })
    t.answer(() => json({ renewal: true, user, tokens: { access_token: fresh('new'), refresh_token: 'r2' } }))
    await expect(t.client.get('a').json()).rejects.toThrow('renewed the session again')
    expect(t.sent).toHaveLength(2)
  })

  it('leave ordinary answers that mention renewal alone', async () => {
    const t = setup({ access_token: fresh(), refresh_token: 'r1' })
    t.answer(() => json({ note: 'renewal', renewal: 'soon' }))
    await expect(t.client.get('a').json()).resolves.toEqual({ note: 'renewal', renewal: 'soon' })
    expect(t.sent).toHaveLength(1)
  })
})

describe('errors', () => {
  it('a 401 on a session call shows Unauthorized and signs out', async () => {
    const t = setup({ access_token: fresh(), refresh_token: 'r1' })
    t.answer(() => json({ error: { message: 'Please sign in to continue.', code: 'UNAUTHORIZED' } }, 401))
    await expect(t.client.get('auth/me').json()).rejects.toBeInstanceOf(HTTPError)
    expect(t.onUnauthorized).toHaveBeenCalledTimes(1)
    expect(t.session.signOut).toHaveBeenCalledTimes(1)
  })

  it('a 401 on a standalone call (wrong password) is only that call’s answer', async () => {
    const t = setup({ access_token: fresh(), refresh_token: 'r1' })
    t.answer(() =>
      json({ error: { message: 'The email, username or password is incorrect.', code: 'UNAUTHORIZED' } }, 401),
    )
    const error = await t.client
      .post('auth/login', { json: {}, context: standalone })
      .json()
      .catch((e: unknown) => e)
    expect(apiFailure(error).message).toBe('The email, username or password is incorrect.')
    expect(t.onUnauthorized).not.toHaveBeenCalled()
    expect(t.session.signOut).not.toHaveBeenCalled()
  })

  it('a 500 is reported and not retried', async () => {
    const t = setup(null)
    t.answer(() => json({ error: { message: 'Boom', code: 'INTERNAL' } }, 500))
    await expect(t.client.get('templates/list').json()).rejects.toBeInstanceOf(HTTPError)
    expect(t.onServerError).toHaveBeenCalledWith(500)
    expect(t.sent).toHaveLength(1)
  })

  it('apiFailure reads the error shape and tolerates anything else', async () => {
    const t = setup(null)
    t.answer(() => json({ error: { message: 'Taken', field: 'email', code: 'CONFLICT' } }, 409))
    const error = await t.client
      .post('auth/register', { context: standalone })
      .json()
      .catch((e: unknown) => e)
    expect(apiFailure(error)).toEqual({ status: 409, message: 'Taken', field: 'email', code: 'CONFLICT' })
    t.answer(() => new Response('Bad gateway', { status: 502 }))
    const plain = await t.client
      .get('x')
      .json()
      .catch((e: unknown) => e)
    expect(apiFailure(plain)).toEqual({ status: 502 })
    expect(apiFailure(new Error('offline'))).toEqual({})
  })
})
