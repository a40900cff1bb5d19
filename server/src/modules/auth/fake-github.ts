import { createHash } from 'node:crypto'
import type { OAuthProviderConfig } from './types'

type Email = { email: string; primary: boolean; verified: boolean }
type Account = { id: number; login: string; name: string; avatar_url: string | null }
type Identity = { account: Account; emails: Email[] }

export type FakeGitHubOptions = {
  /** 0 picks a free port. */
  port?: number
  clientId?: string
  clientSecret?: string
  /**
   * Shows a sign-in page at the authorize URL where whoever is signing in types an email and a
   * name and says whether the email is verified, as at the real provider; the browser tests sign in as people of their own that way.
   * Otherwise the authorize URL redirects at once, as the account in `state`.
   */
  interactive?: boolean
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A stable GitHub-like numeric id for an email, so signing in again is the same account. */
const idOf = (email: string) => Number.parseInt(createHash('sha256').update(email).digest('hex').slice(0, 8), 16)

function signInPage(query: URLSearchParams): string {
  const hidden = [...query].map(
    ([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
  )
  return `<!doctype html><html lang="en"><head><title>Sign in to GitHub (test provider)</title></head><body>
<main><h1>Sign in to GitHub</h1><form method="post">${hidden.join('')}
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name" required></label>
<label><input name="verified" type="checkbox" checked> Address verified at GitHub</label>
<button type="submit">Authorize</button></form></main></body></html>`
}

/**
 * A GitHub-shaped OAuth provider on a local port: authorize redirect (or sign-in page), token
 * endpoint (client credentials by HTTP Basic, PKCE S256 checked), `/user` and `/user/emails`,
 * and Google's `/userinfo` for the same tests. Used by the OAuth API tests and the browser tests.
 */
export function startFakeGitHub({
  port = 0,
  clientId = 'fake-client-id',
  clientSecret = 'fake-client-secret',
  interactive = false,
}: FakeGitHubOptions = {}) {
  const grants = new Map<string, { challenge: string; redirectUri: string; identity?: Identity }>()
  const accessTokens = new Map<string, Identity | undefined>()
  const state = {
    account: { id: 4242, login: 'octo-ada', name: 'Ada Octo Lovelace', avatar_url: 'https://avatars.example/4242.png' },
    emails: [] as Email[],
    openId: {} as Record<string, unknown>,
    tokenRequests: 0,
  }

  /** Checks the authorize request and sends the browser back with a code for `identity`. */
  function grant(query: URLSearchParams, identity?: Identity): Response {
    if (query.get('client_id') !== clientId || query.get('response_type') !== 'code') {
      return new Response('bad client', { status: 400 })
    }
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge')) {
      return new Response('PKCE required', { status: 400 })
    }
    const code = crypto.randomUUID()
    const redirectUri = query.get('redirect_uri') ?? ''
    grants.set(code, { challenge: query.get('code_challenge') ?? '', redirectUri, identity })
    const back = new URL(redirectUri)
    back.searchParams.set('code', code)
    back.searchParams.set('state', query.get('state') ?? '')
    return Response.redirect(back.toString(), 302)
  }

  const server = Bun.serve({
    port,
    hostname: '127.0.0.1',
    async fetch(request) {
      const url = new URL(request.url)
      if (url.pathname === '/health') return new Response('ok')
      if (url.pathname === '/login/oauth/authorize') {
        if (!interactive) return grant(url.searchParams)
        if (request.method === 'GET') {
          return new Response(signInPage(url.searchParams), { headers: { 'content-type': 'text/html; charset=utf-8' } })
        }
        const form = new URLSearchParams(await request.text())
        const email = form.get('email') ?? ''
        const identity: Identity = {
          account: {
            id: idOf(email),
            login: email.split('@')[0] ?? 'octo',
            name: form.get('name') ?? '',
            avatar_url: null,
          },
          // GitHub reports each address's `verified`; unticking the box plays an unverified one.
          emails: [{ email, primary: true, verified: form.get('verified') === 'on' }],
        }
        return grant(form, identity)
      }
      if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
        state.tokenRequests += 1
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
        if (request.headers.get('authorization') !== expected)
          return Response.json({ error: 'invalid_client' }, { status: 401 })
        const form = new URLSearchParams(await request.text())
        const granted = grants.get(form.get('code') ?? '')
        grants.delete(form.get('code') ?? '')
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url')
        if (!granted || granted.challenge !== challenge || granted.redirectUri !== form.get('redirect_uri')) {
          return Response.json({ error: 'bad_verification_code' }, { status: 400 })
        }
        const token = `gho_${crypto.randomUUID()}`
        accessTokens.set(token, granted.identity)
        return Response.json({ access_token: token, token_type: 'bearer', scope: 'read:user,user:email' })
      }
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? ''
      if (!accessTokens.has(token)) return Response.json({ message: 'Bad credentials' }, { status: 401 })
      const identity = accessTokens.get(token) ?? state
      if (url.pathname === '/user') return Response.json(identity.account)
      if (url.pathname === '/user/emails') return Response.json(identity.emails)
      if (url.pathname === '/userinfo') return Response.json(state.openId)
      return new Response('not found', { status: 404 })
    },
  })
  const origin = `http://127.0.0.1:${server.port}`
  const config: OAuthProviderConfig = {
    clientId,
    clientSecret,
    authorizeUrl: `${origin}/login/oauth/authorize`,
    tokenUrl: `${origin}/login/oauth/access_token`,
    userInfoUrl: origin,
  }
  return { config, state, stop: () => server.stop(true) }
}

// The browser tests run it as a process of its own (site/playwright.config.ts).
if (import.meta.main) {
  const fake = startFakeGitHub({
    port: Number(process.env.PORT),
    clientId: process.env.CLIENT_ID,
    clientSecret: process.env.CLIENT_SECRET,
    interactive: true,
  })
  console.log(`Test GitHub provider at ${new URL(fake.config.authorizeUrl).origin}`)
}
