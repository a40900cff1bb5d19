import { authMessages, authResponse } from '@snipstack/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { call, errorBody } from '../../../test/http'
import { authCodes, oauthAccounts, users } from '../../db/schema'
import { startFakeGitHub } from './fake-github'
import { authTestApp, post, register, type TestApp, testMailbox } from './testing'

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

describe.each(testDatabaseKinds)('OAuth sign-in on %s', (kind) => {
  let database: TestDatabase
  let github: ReturnType<typeof startFakeGitHub>
  let app: TestApp
  const mailbox = testMailbox()

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    github = startFakeGitHub()
    app = authTestApp(database, { providers: { github: github.config }, mailer: mailbox.sender })
  })
  afterAll(async () => {
    github.stop()
    await database.dispose()
  })
  beforeEach(() => {
    github.state.account.id += 1
    github.state.emails = [
      { email: `octo.${github.state.account.id}@users.example`, primary: false, verified: true },
      { email: `Ada.${github.state.account.id}@Example.com`, primary: true, verified: true },
    ]
  })

  /** Start → provider → callback, as a browser would go; returns where the callback sent it. */
  async function signInThroughGitHub(start = '/api/auth/provider/github', tamper?: (callback: URL) => void) {
    const started = await call(app, start)
    expect(started.status).toBe(302)
    const authorize = await fetch(started.headers.get('location') ?? '', { redirect: 'manual' })
    expect(authorize.status).toBe(302)
    const callback = new URL(authorize.headers.get('location') ?? '')
    tamper?.(callback)
    const finished = await call(app, `${callback.pathname}${callback.search}`, {
      headers: { cookie: cookieOf(started) },
    })
    expect(finished.status).toBe(302)
    return {
      started,
      callback,
      finished,
      location: new URL(finished.headers.get('location') ?? '', 'http://localhost'),
    }
  }

  it('signs a new person in: redirect, state check, callback, account created, session handed over by code', async () => {
    const { started, callback, finished, location } = await signInThroughGitHub(
      '/api/auth/provider/github?redirect_url=%2Fworkspace%3Ftab%3D1',
    )
    const authorizeUrl = new URL(started.headers.get('location') ?? '')
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(github.config.authorizeUrl)
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('http://localhost/api/auth/provider/github/callback')
    expect(authorizeUrl.searchParams.get('scope')).toBe('read:user user:email')
    expect(started.headers.get('set-cookie')).toMatch(
      /^snipstack_oauth=[^;]+; Path=\/api\/auth\/provider; Max-Age=600; HttpOnly; SameSite=Lax$/,
    )
    expect(callback.pathname).toBe('/api/auth/provider/github/callback')

    // Back on the site's sign-in page with a one-time code and the page to go to: no tokens.
    expect(location.pathname).toBe('/sign-in')
    expect(location.searchParams.get('redirect_url')).toBe('/workspace?tab=1')
    expect(finished.headers.get('set-cookie')).toMatch(/^snipstack_oauth=; Path=\/api\/auth\/provider; Max-Age=0/)
    const code = location.searchParams.get('code') ?? ''
    expect(code).toMatch(/^[\w-]{43}$/)
    expect(location.search).not.toMatch(/token/i)

    const exchanged = await post(app, '/api/auth/exchange', { code })
    expect(exchanged.status).toBe(200)
    const session = authResponse.parse(await exchanged.json())
    expect(session.user).toMatchObject({
      email: `Ada.${github.state.account.id}@Example.com`,
      first_name: 'Ada',
      last_name: 'Octo Lovelace',
      avatar_url: 'https://avatars.example/4242.png',
    })
    expect(session.user.username).toBe(`ada.${github.state.account.id}`)
    // The provider vouched for the address.
    expect(session.user.email_verified).toBe(true)
    const me = await call(app, '/api/auth/me', { headers: { authorization: `Bearer ${session.tokens.access_token}` } })
    expect(me.status).toBe(200)

    // Single use.
    const again = await post(app, '/api/auth/exchange', { code })
    expect(again.status).toBe(400)
    expect(await errorBody(again)).toEqual({ code: 'BAD_REQUEST', message: authMessages.codeInvalid })

    // Next time the provider account finds the same user, even when its email changed.
    github.state.emails = [{ email: 'changed@users.example', primary: true, verified: true }]
    const second = await signInThroughGitHub()
    const next = await post(app, '/api/auth/exchange', { code: second.location.searchParams.get('code') })
    expect(authResponse.parse(await next.json()).user.id).toBe(session.user.id)
  })

  it('refuses to join an account whose email was never verified: a stranger may have registered it', async () => {
    // Someone registers the address with a password of their own; the owner never verifies it.
    const stranger = await register(app, { email: github.state.emails[1]?.email.toLowerCase() })
    expect(stranger.user.email_verified).toBe(false)
    const { location } = await signInThroughGitHub('/api/auth/provider/github?redirect_url=%2Fworkspace')
    expect(location.pathname).toBe('/sign-in')
    expect(location.searchParams.get('error')).toBe('account_exists')
    expect(location.searchParams.get('code')).toBeNull()
    expect(location.searchParams.get('redirect_url')).toBe('/workspace')
    expect(await database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, stranger.user.id))).toEqual([])
    expect(await database.db.select().from(authCodes).where(eq(authCodes.userId, stranger.user.id))).toEqual([])
    // Nor is a second account made for the address.
    const holders = await database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${stranger.person.email})`)
    expect(holders.map((holder) => holder.id)).toEqual([stranger.user.id])
  })

  it('joins an existing account once its owner has verified the email, whose password keeps working', async () => {
    const existing = await register(app, { email: github.state.emails[1]?.email.toLowerCase() })
    const token = (await vi.waitFor(() => mailbox.verificationLink(existing.person.email))).searchParams.get('token')
    expect((await post(app, '/api/auth/verify-email', { token })).status).toBe(200)
    const { location } = await signInThroughGitHub()
    const exchanged = await post(app, '/api/auth/exchange', { code: location.searchParams.get('code') })
    const session = authResponse.parse(await exchanged.json())
    expect(session.user.id).toBe(existing.user.id)
    const links = await database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, existing.user.id))
    expect(links).toEqual([
      expect.objectContaining({ provider: 'github', providerUserId: String(github.state.account.id) }),
    ])
    const login = await post(app, '/api/auth/login', {
      email: existing.person.email,
      password: existing.person.password,
    })
    expect(login.status).toBe(200)
  })

  it('refuses a callback whose state does not match, or that comes without the cookie', async () => {
    const before = github.state.tokenRequests
    const wrongState = await signInThroughGitHub(undefined, (callback) => callback.searchParams.set('state', 'forged'))
    expect(wrongState.location.pathname + wrongState.location.search).toBe('/sign-in?error=oauth_state_mismatch')

    const started = await call(app, '/api/auth/provider/github')
    const authorize = await fetch(started.headers.get('location') ?? '', { redirect: 'manual' })
    const callback = new URL(authorize.headers.get('location') ?? '')
    for (const cookie of [undefined, 'snipstack_oauth=not-a-signed-value', `${cookieOf(started)}x`]) {
      const response = await call(app, `${callback.pathname}${callback.search}`, cookie ? { headers: { cookie } } : {})
      expect(response.headers.get('location')).toBe('/sign-in?error=oauth_state_mismatch')
    }
    // Nothing was exchanged with the provider for any of them.
    expect(github.state.tokenRequests).toBe(before)
  })

  it('refuses an account whose primary email is not verified', async () => {
    github.state.emails = [{ email: 'unverified@users.example', primary: true, verified: false }]
    const { location } = await signInThroughGitHub()
    expect(location.searchParams.get('error')).toBe('email_not_verified')
    const [found] = await database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'unverified@users.example'`)
    expect(found).toBeUndefined()
  })

  it('says so when the person cancels at the provider, and when the code exchange fails', async () => {
    const cancelled = await signInThroughGitHub('/api/auth/provider/github?redirect_url=/snippets', (callback) => {
      callback.searchParams.delete('code')
      callback.searchParams.set('error', 'access_denied')
    })
    expect(cancelled.location.searchParams.get('error')).toBe('oauth_cancelled')
    expect(cancelled.location.searchParams.get('redirect_url')).toBe('/snippets')

    const failed = await signInThroughGitHub(undefined, (callback) => callback.searchParams.set('code', 'made-up'))
    expect(failed.location.pathname + failed.location.search).toBe('/sign-in?error=oauth_failed')
  })

  it('drops a redirect_url that leaves the site', async () => {
    for (const target of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const { location } = await signInThroughGitHub(
        `/api/auth/provider/github?redirect_url=${encodeURIComponent(target)}`,
      )
      expect(location.searchParams.get('redirect_url'), target).toBeNull()
      expect(location.searchParams.get('code')).toBeTruthy()
    }
  })

  it('refuses an expired exchange code', async () => {
    const { location } = await signInThroughGitHub()
    await database.db.update(authCodes).set({ expiresAt: new Date(Date.now() - 1000) })
    const response = await post(app, '/api/auth/exchange', { code: location.searchParams.get('code') })
    expect(response.status).toBe(400)
  })

  it('sends an unconfigured provider back to the sign-in page, which says why', async () => {
    for (const path of ['/api/auth/provider/google', '/api/auth/provider/google/callback?code=x&state=y']) {
      const response = await call(app, path)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/sign-in?error=provider_not_configured')
    }
    expect((await call(app, '/api/auth/provider/twitter')).status).toBe(422)
    // Where the visitor was going survives the detour, as it does through a configured provider.
    const kept = await call(app, '/api/auth/provider/google?redirect_url=%2Fworkspace')
    expect(kept.headers.get('location')).toBe('/sign-in?error=provider_not_configured&redirect_url=%2Fworkspace')
    const unsafe = await call(app, '/api/auth/provider/google?redirect_url=https%3A%2F%2Fevil.example')
    expect(unsafe.headers.get('location')).toBe('/sign-in?error=provider_not_configured')
  })

  it('lists only the providers that are configured, for the forms to offer', async () => {
    const listed = await call(app, '/api/auth/providers')
    expect(listed.status).toBe(200)
    expect(await listed.json()).toEqual({ providers: ['github'] })
    expect(listed.headers.get('cache-control')).toBe('public, max-age=300')
    const none = await call(authTestApp(database), '/api/auth/providers')
    expect(await none.json()).toEqual({ providers: [] })
    const both = authTestApp(database, { providers: { google: github.config, github: github.config } })
    expect(await (await call(both, '/api/auth/providers')).json()).toEqual({ providers: ['google', 'github'] })
  })

  it('signs in through Google with the OpenID userinfo, and only with a verified email', async () => {
    const withGoogle = authTestApp(database, {
      providers: { google: { ...github.config, userInfoUrl: `${new URL(github.config.tokenUrl).origin}/userinfo` } },
    })
    const through = async () => {
      const started = await call(withGoogle, '/api/auth/provider/google')
      expect(new URL(started.headers.get('location') ?? '').searchParams.get('scope')).toBe('openid email profile')
      const authorize = await fetch(started.headers.get('location') ?? '', { redirect: 'manual' })
      const callback = new URL(authorize.headers.get('location') ?? '')
      expect(callback.pathname).toBe('/api/auth/provider/google/callback')
      const finished = await call(withGoogle, `${callback.pathname}${callback.search}`, {
        headers: { cookie: cookieOf(started) },
      })
      return new URL(finished.headers.get('location') ?? '', 'http://localhost')
    }
    github.state.openId = {
      sub: `google-${github.state.account.id}`,
      email: `grace.${github.state.account.id}@gmail.example`,
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
      picture: 'https://photos.example/grace.jpg',
    }
    const location = await through()
    const exchanged = await post(withGoogle, '/api/auth/exchange', { code: location.searchParams.get('code') })
    expect(authResponse.parse(await exchanged.json()).user).toMatchObject({
      email: `grace.${github.state.account.id}@gmail.example`,
      first_name: 'Grace',
      last_name: 'Hopper',
      avatar_url: 'https://photos.example/grace.jpg',
    })

    github.state.openId = {
      ...github.state.openId,
      sub: 'google-other',
      email: 'new@gmail.example',
      email_verified: false,
    }
    expect((await through()).searchParams.get('error')).toBe('email_not_verified')
  })

  it('builds callback URLs from PUBLIC_URL and marks the cookie Secure on https', async () => {
    const behindProxy = authTestApp(database, {
      providers: { github: github.config },
      publicUrl: 'https://snipstack.example/',
    })
    const started = await call(behindProxy, '/api/auth/provider/github')
    const authorizeUrl = new URL(started.headers.get('location') ?? '')
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      'https://snipstack.example/api/auth/provider/github/callback',
    )
    expect(started.headers.get('set-cookie')).toContain('; Secure')
  })

  it('believes X-Forwarded-Proto only from a trusted proxy when it decides on https', async () => {
    const start = (trustedProxies: number) =>
      call(
        authTestApp(database, { providers: { github: github.config }, trustedProxies }),
        '/api/auth/provider/github',
        {
          headers: { 'x-forwarded-proto': 'https' },
        },
      )
    const proxied = await start(1)
    expect(new URL(proxied.headers.get('location') ?? '').searchParams.get('redirect_uri')).toBe(
      'https://localhost/api/auth/provider/github/callback',
    )
    expect(proxied.headers.get('set-cookie')).toContain('; Secure')
    const direct = await start(0)
    expect(new URL(direct.headers.get('location') ?? '').searchParams.get('redirect_uri')).toBe(
      'http://localhost/api/auth/provider/github/callback',
    )
    expect(direct.headers.get('set-cookie')).not.toContain('Secure')
  })
})
