import { authMessages, authResponse, errorResponse, meResponse, renewalResponse } from '@snipstack/contracts'
import { eq } from 'drizzle-orm'
import { Elysia } from 'elysia'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { call, errorBody, jsonHeaders, silentLogger } from '../../../test/http'
import { createApp } from '../../app'
import { appMeta, emailVerifications, rateLimits, refreshTokens, users } from '../../db/schema'
import { BODY_LIMIT_BYTES } from '../../lib/body'
import { httpFoundation } from '../../lib/http'
import { serve } from '../../server'
import type { OpenApiDocument } from '../docs/openapi'
import { authContext, authModule, createAuthService, requireSession } from './index'
import {
  authTestApp,
  bearer,
  cheapPasswords,
  freshIp,
  newPerson,
  post,
  register,
  type TestApp,
  testMailbox,
  testSecret,
} from './testing'
import { deriveSigningKeys, hashToken, signAccessToken } from './tokens'

describe.each(testDatabaseKinds)('accounts API on %s', (kind) => {
  let database: TestDatabase
  let app: TestApp

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = authTestApp(database)
  })
  afterAll(() => database.dispose())

  const me = (token: string) => call(app, '/api/auth/me', { headers: bearer(token) })
  const renew = (refreshToken: string, path = '/api/auth/me') =>
    call(app, path, { headers: { ...bearer(refreshToken), cft: 't', renewal: 'false' } })

  describe('the account lifecycle', () => {
    it('registers, signs in by email and by username, renews, detects reuse and signs out', async () => {
      const person = newPerson()
      const registered = await post(app, '/api/auth/register', person, { 'x-forwarded-for': freshIp() })
      expect(registered.status).toBe(201)
      expect(registered.headers.get('cache-control')).toBe('no-store')
      const account = authResponse.parse(await registered.json())
      expect(account.user).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: person.email,
        username: person.email.split('@')[0]?.toLowerCase(),
        avatar_url: null,
        has_password: true,
        email_verified: false,
      })
      // Whether there is a password goes out; nothing of the password or its hash does.
      expect(JSON.stringify(account)).not.toMatch(/\$argon2|hash"|"password"|correct horse/i)

      // The access token is a 15-minute JWT naming the user and the session.
      const claims = decodeJwt(account.tokens.access_token)
      expect(claims.sub).toBe(account.user.id)
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60)
      expect(typeof claims.sid).toBe('string')

      const byEmail = await post(app, '/api/auth/login', {
        email: person.email.toUpperCase(),
        password: person.password,
      })
      expect(byEmail.status).toBe(200)
      const byUsername = await post(app, '/api/auth/login', {
        email: account.user.username,
        password: person.password,
      })
      expect(byUsername.status).toBe(200)
      const session = authResponse.parse(await byUsername.json())
      expect(session.user.id).toBe(account.user.id)
      expect(session.tokens.refresh_token).not.toBe(account.tokens.refresh_token)

      const current = await me(session.tokens.access_token)
      expect(current.status).toBe(200)
      expect(meResponse.parse(await current.json()).user).toEqual(account.user)

      // Renewal: answered instead of the route, with a rotated pair for the same session.
      const renewed = await renew(session.tokens.refresh_token)
      expect(renewed.status).toBe(200)
      expect(renewed.headers.get('cache-control')).toBe('no-store')
      const renewal = renewalResponse.parse(await renewed.json())
      expect(renewal.renewal).toBe(true)
      expect(renewal.user).toEqual(account.user)
      expect(renewal.tokens.refresh_token).not.toBe(session.tokens.refresh_token)
      expect(decodeJwt(renewal.tokens.access_token).sid).toBe(decodeJwt(session.tokens.access_token).sid)
      expect((await me(renewal.tokens.access_token)).status).toBe(200)

      // The old refresh token again: refused, and the whole session goes with it.
      const replayed = await renew(session.tokens.refresh_token)
      expect(replayed.status).toBe(401)
      expect(await errorBody(replayed)).toEqual({ code: 'UNAUTHORIZED', message: authMessages.sessionEnded })
      expect((await renew(renewal.tokens.refresh_token)).status).toBe(401)
      expect((await me(renewal.tokens.access_token)).status).toBe(401)

      // The first session was not touched; signing out ends it.
      expect((await me(account.tokens.access_token)).status).toBe(200)
      const signedOut = await call(app, '/api/auth/sign-out', {
        method: 'POST',
        headers: bearer(account.tokens.access_token),
      })
      expect(signedOut.status).toBe(200)
      expect(await signedOut.json()).toEqual({ ok: true })
      expect((await me(account.tokens.access_token)).status).toBe(401)
      expect((await renew(account.tokens.refresh_token)).status).toBe(401)
    })

    it('renews on any /api route, known or not, and whatever the body', async () => {
      const { tokens } = await register(app)
      let refreshToken = tokens.refresh_token
      for (const [path, init] of [
        ['/api/health', {}],
        ['/api/no/such/route', {}],
        ['/api/auth/me', { method: 'PATCH', headers: jsonHeaders, body: '{not json' }],
      ] as const) {
        const response = await call(app, path, {
          ...init,
          headers: { ...('headers' in init ? init.headers : {}), ...bearer(refreshToken), cft: 't' },
        })
        expect(response.status, path).toBe(200)
        const renewal = renewalResponse.parse(await response.json())
        refreshToken = renewal.tokens.refresh_token
      }
    })

    it('does not treat pages outside /api as renewal requests', async () => {
      const { tokens } = await register(app)
      const response = await call(app, '/sign-in', { headers: { ...bearer(tokens.refresh_token), cft: 't' } })
      expect(response.status).toBe(404)
      expect((await renew(tokens.refresh_token)).status).toBe(200)
    })

    it('refuses a renewal without a refresh token, with an unknown one, or with an expired one', async () => {
      expect((await call(app, '/api/auth/me', { headers: { cft: 't' } })).status).toBe(401)
      expect((await renew('not-a-token')).status).toBe(401)
      const { tokens } = await register(app)
      // An access token is not a refresh token.
      expect((await renew(tokens.access_token)).status).toBe(401)
      await database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh_token)))
      const expired = await renew(tokens.refresh_token)
      expect(expired.status).toBe(401)
      expect((await errorBody(expired)).code).toBe('UNAUTHORIZED')
    })

    it('lets exactly one of two concurrent renewals with the same token win', async () => {
      const { tokens } = await register(app)
      const answers = await Promise.all([renew(tokens.refresh_token), renew(tokens.refresh_token)])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
    })

    it('stores refresh tokens only as hashes, with the user agent', async () => {
      const person = newPerson()
      const response = await post(app, '/api/auth/register', person, {
        'x-forwarded-for': freshIp(),
        'user-agent': 'vitest-agent/1.0',
      })
      const { tokens } = authResponse.parse(await response.json())
      const rows = await database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(tokens.refresh_token)))
      expect(rows).toHaveLength(1)
      expect(rows[0]?.userAgent).toBe('vitest-agent/1.0')
      expect(JSON.stringify(rows)).not.toContain(tokens.refresh_token)
    })
  })

  describe('protected routes', () => {
    it('answer 401 in the error shape without a valid access token', async () => {
      const { tokens, user } = await register(app)
      const keys = await deriveSigningKeys(testSecret)
      const sid = String(decodeJwt(tokens.access_token).sid)
      const expired = await signAccessToken(
        keys,
        { userId: user.id, sessionId: sid },
        new Date(Date.now() - 16 * 60_000),
      )
      const forged = await signAccessToken(await deriveSigningKeys(`${testSecret}-other`), {
        userId: user.id,
        sessionId: sid,
      })
      for (const headers of [
        {},
        { authorization: 'Bearer ' },
        { authorization: 'Basic dXNlcjpwYXNz' },
        bearer('garbage'),
        bearer(expired),
        bearer(forged),
        bearer(tokens.refresh_token),
        // The client says it has no access token: the header is not even looked at.
        { ...bearer(tokens.access_token), renewal: 'true' },
      ]) {
        const response = await call(app, '/api/auth/me', { headers })
        expect(response.status, JSON.stringify(headers)).toBe(401)
        expect(await errorBody(response)).toEqual({ code: 'UNAUTHORIZED', message: authMessages.signInRequired })
      }
      expect(
        (await call(app, '/api/auth/me', { headers: { ...bearer(tokens.access_token), renewal: 'false' } })).status,
      ).toBe(200)
    })

    it('refuse a signed-out session on every route that may change something, in any module', async () => {
      // A module of its own, as later features will be: it trusts authContext alone.
      const service = createAuthService({
        database,
        logger: silentLogger,
        secret: testSecret,
        passwordCost: cheapPasswords,
        trustedProxies: 1,
      })
      const probe = new Elysia().use(httpFoundation({ logger: silentLogger })).use(
        new Elysia({ prefix: '/api' })
          .use(authModule(service))
          .use(authContext(service))
          .get('/probe', ({ auth }) => ({ user: requireSession(auth).userId }))
          .post('/probe', ({ auth }) => ({ user: requireSession(auth).userId }), { parse: 'text' })
          .delete('/probe', ({ auth }) => ({ user: requireSession(auth).userId })),
      )
      const { tokens, user } = await register(probe as unknown as TestApp)
      const as = (method: string) => call(probe, '/api/probe', { method, headers: bearer(tokens.access_token) })
      expect((await as('POST')).status).toBe(200)
      expect(await (await as('DELETE')).json()).toEqual({ user: user.id })

      expect(
        (await call(probe, '/api/auth/sign-out', { method: 'POST', headers: bearer(tokens.access_token) })).status,
      ).toBe(200)
      for (const method of ['POST', 'DELETE']) {
        const response = await as(method)
        expect(response.status, method).toBe(401)
        expect((await errorBody(response)).code).toBe('UNAUTHORIZED')
      }
      // Reads need only the signature, for the access token's remaining minutes.
      expect((await as('GET')).status).toBe(200)
    })

    it('let a client whose access token expired still sign out', async () => {
      const { tokens, user } = await register(app)
      const sid = String(decodeJwt(tokens.access_token).sid)
      const keys = await deriveSigningKeys(testSecret)
      const expired = await signAccessToken(
        keys,
        { userId: user.id, sessionId: sid },
        new Date(Date.now() - 60 * 60_000),
      )
      const response = await call(app, '/api/auth/sign-out', { method: 'POST', headers: bearer(expired) })
      expect(response.status).toBe(200)
      expect((await renew(tokens.refresh_token)).status).toBe(401)
      expect((await call(app, '/api/auth/sign-out', { method: 'POST' })).status).toBe(401)
    })

    it('ignore a body sent to sign-out, even one that is not JSON', async () => {
      const { tokens } = await register(app)
      const response = await call(app, '/api/auth/sign-out', {
        method: 'POST',
        headers: { ...bearer(tokens.access_token), ...jsonHeaders },
        body: '{oops',
      })
      expect(response.status).toBe(200)
    })
  })

  describe('the account', () => {
    it('updates names, username and avatar', async () => {
      const { tokens, user } = await register(app)
      const patch = (body: unknown) =>
        call(app, '/api/auth/me', {
          method: 'PATCH',
          headers: { ...jsonHeaders, ...bearer(tokens.access_token) },
          body: JSON.stringify(body),
        })
      const updated = await patch({
        first_name: ' Grace ',
        last_name: 'Hopper',
        username: 'grace.hopper',
        avatar_url: 'https://example.com/grace.png',
      })
      expect(updated.status).toBe(200)
      expect(meResponse.parse(await updated.json()).user).toEqual({
        ...user,
        first_name: 'Grace',
        last_name: 'Hopper',
        username: 'grace.hopper',
        avatar_url: 'https://example.com/grace.png',
      })
      expect((await patch({ avatar_url: null })).status).toBe(200)
      expect((await patch({})).status).toBe(200)

      // The new username signs in; someone else cannot take it.
      const login = await post(app, '/api/auth/login', { email: 'grace.hopper', password: 'correct horse battery' })
      expect(login.status).toBe(200)
      const other = await register(app)
      const taken = await call(app, '/api/auth/me', {
        method: 'PATCH',
        headers: { ...jsonHeaders, ...bearer(other.tokens.access_token) },
        body: JSON.stringify({ username: 'grace.hopper' }),
      })
      expect(taken.status).toBe(409)
      expect(await errorBody(taken)).toEqual({
        code: 'CONFLICT',
        message: authMessages.usernameTaken,
        field: 'username',
      })

      for (const [body, field] of [
        [{ first_name: '  ' }, 'first_name'],
        [{ username: 'No Spaces' }, 'username'],
        [{ username: 'ab' }, 'username'],
        [{ avatar_url: 'javascript:alert(1)' }, 'avatar_url'],
      ] as const) {
        const response = await patch(body)
        expect(response.status, JSON.stringify(body)).toBe(422)
        expect((await errorBody(response)).field).toBe(field)
      }
    })

    it('changes the password, ending every other session', async () => {
      const { person, tokens } = await register(app)
      const other = authResponse.parse(
        await (await post(app, '/api/auth/login', { email: person.email, password: person.password })).json(),
      )
      const change = (body: unknown) =>
        post(app, '/api/auth/password', body, { ...bearer(tokens.access_token), 'x-forwarded-for': freshIp() })

      const wrong = await change({ current_password: 'not my password', new_password: 'a brand new secret' })
      expect(wrong.status).toBe(422)
      expect(await errorBody(wrong)).toEqual({
        code: 'VALIDATION',
        message: authMessages.currentPasswordIncorrect,
        field: 'current_password',
      })
      const short = await change({ current_password: person.password, new_password: 'short' })
      expect(short.status).toBe(422)
      expect(await errorBody(short)).toMatchObject({
        field: 'new_password',
        message: authMessages.registerPasswordLength,
      })

      const changed = await change({ current_password: person.password, new_password: 'a brand new secret' })
      expect(changed.status).toBe(200)
      expect(await changed.json()).toEqual({ ok: true })

      expect((await me(tokens.access_token)).status).toBe(200)
      expect((await me(other.tokens.access_token)).status).toBe(401)
      expect((await renew(other.tokens.refresh_token)).status).toBe(401)
      expect((await renew(tokens.refresh_token)).status).toBe(200)
      expect((await post(app, '/api/auth/login', { email: person.email, password: person.password })).status).toBe(401)
      expect((await post(app, '/api/auth/login', { email: person.email, password: 'a brand new secret' })).status).toBe(
        200,
      )
    })

    it('signs out everywhere', async () => {
      const { person, tokens } = await register(app)
      const other = authResponse.parse(
        await (await post(app, '/api/auth/login', { email: person.email, password: person.password })).json(),
      )
      const response = await call(app, '/api/auth/sign-out-all', {
        method: 'POST',
        headers: bearer(tokens.access_token),
      })
      expect(response.status).toBe(200)
      for (const session of [tokens, other.tokens]) {
        expect((await me(session.access_token)).status).toBe(401)
        expect((await renew(session.refresh_token)).status).toBe(401)
      }
    })
  })

  describe('a first password for an account made through a provider', () => {
    const setPassword = (token: string, body: unknown) =>
      post(app, '/api/auth/password', body, { ...bearer(token), 'x-forwarded-for': freshIp() })

    it('is set without a current password, after which the account signs in by email', async () => {
      const { tokens, user, person } = await register(app)
      // What an account made through Google or GitHub looks like: no password hash.
      await database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id))
      const withoutPassword = await me(tokens.access_token)
      expect(meResponse.parse(await withoutPassword.json()).user.has_password).toBe(false)
      const login = () => post(app, '/api/auth/login', { email: person.email, password: 'my-first-password' })
      expect((await login()).status).toBe(401)

      const set = await setPassword(tokens.access_token, { new_password: 'my-first-password' })
      expect(set.status).toBe(200)
      const signedIn = await login()
      expect(signedIn.status).toBe(200)
      expect(meResponse.pick({ user: true }).parse(await signedIn.json()).user.has_password).toBe(true)
    })

    it('then asks for it: a change without the current password is a 422 on current_password', async () => {
      const { tokens } = await register(app)
      const response = await setPassword(tokens.access_token, { new_password: 'another-password' })
      expect(response.status).toBe(422)
      expect(await errorBody(response)).toEqual({
        code: 'VALIDATION',
        field: 'current_password',
        message: authMessages.loginPassword,
      })
      const after = await me(tokens.access_token)
      expect(meResponse.parse(await after.json()).user.has_password).toBe(true)
    })
  })

  describe('validation, with the messages of docs/product.md', () => {
    const valid = () => newPerson()

    it('refuses NUL and control characters with 422 on the field, before any attempt is counted', async () => {
      const limited = authTestApp(database, { limits: { signInPerIp: { limit: 1, windowMs: 60_000 } } })
      const ip = freshIp()
      // Far more often than the limit: a refused shape never reaches the limiter or the database.
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await post(
          limited,
          '/api/auth/login',
          { email: 'a\u0000b@x.com', password: 'whatever' },
          { 'x-forwarded-for': ip },
        )
        expect(response.status).toBe(422)
        expect((await errorBody(response)).field).toBe('email')
      }
      for (const [field, value] of [
        ['first_name', 'Ada\r\nSet-Cookie: a=b'],
        ['last_name', '\u001b[31mLovelace'],
        ['email', 'ada\u0000@example.com'],
        ['password', 'correct\u0000horse'],
      ]) {
        const response = await post(app, '/api/auth/register', newPerson({ [field as string]: value }), {
          'x-forwarded-for': freshIp(),
        })
        expect(response.status, field).toBe(422)
        expect((await errorBody(response)).field, field).toBe(field)
      }
      const { tokens } = await register(app)
      for (const name of ['a\u0000b', 'tab\there', 'line\nbreak', 'rtl\u202eoverride']) {
        const response = await call(app, '/api/auth/me', {
          method: 'PATCH',
          headers: { ...bearer(tokens.access_token), ...jsonHeaders },
          body: JSON.stringify({ first_name: name }),
        })
        expect(response.status, JSON.stringify(name)).toBe(422)
        expect((await errorBody(response)).field).toBe('first_name')
      }
    })

    it.each([
      ['first_name missing', { first_name: undefined }, 'first_name', authMessages.firstName],
      ['first_name blank', { first_name: '   ' }, 'first_name', authMessages.firstName],
      ['last_name missing', { last_name: undefined }, 'last_name', authMessages.lastName],
      ['last_name empty', { last_name: '' }, 'last_name', authMessages.lastName],
      ['email missing', { email: undefined }, 'email', authMessages.email],
      ['email invalid', { email: 'not-an-email' }, 'email', authMessages.email],
      ['email without domain', { email: 'ada@' }, 'email', authMessages.email],
      ['password missing', { password: undefined }, 'password', authMessages.registerPasswordLength],
      ['password of 7', { password: '1234567' }, 'password', authMessages.registerPasswordLength],
      ['first_name a number', { first_name: 42 }, 'first_name', authMessages.firstName],
    ])('register: %s', async (_, change, field, message) => {
      const response = await post(
        app,
        '/api/auth/register',
        { ...valid(), ...change },
        { 'x-forwarded-for': freshIp() },
      )
      expect(response.status).toBe(422)
      expect(await errorBody(response)).toEqual({ code: 'VALIDATION', field, message })
    })

    it.each([
      ['email missing', { password: 'secret' }, 'email', authMessages.loginEmail],
      ['email blank', { email: '  ', password: 'secret' }, 'email', authMessages.loginEmail],
      ['password missing', { email: 'ada' }, 'password', authMessages.loginPassword],
      ['password empty', { email: 'ada', password: '' }, 'password', authMessages.loginPassword],
      ['password of 2', { email: 'ada', password: 'ab' }, 'password', authMessages.loginPasswordLength],
      ['email a number', { email: 7, password: 'secret' }, 'email', authMessages.loginEmail],
    ])('login: %s', async (_, body, field, message) => {
      const response = await post(app, '/api/auth/login', body, { 'x-forwarded-for': freshIp() })
      expect(response.status).toBe(422)
      expect(await errorBody(response)).toEqual({ code: 'VALIDATION', field, message })
    })

    it('refuses a second account for an email in any case', async () => {
      const { person } = await register(app)
      const again = await post(
        app,
        '/api/auth/register',
        { ...newPerson(), email: ` ${person.email.toLowerCase()} ` },
        { 'x-forwarded-for': freshIp() },
      )
      expect(again.status).toBe(409)
      expect(await errorBody(again)).toEqual({ code: 'CONFLICT', field: 'email', message: authMessages.emailTaken })
    })

    it('gives a new account a free username when its email local part is taken', async () => {
      const first = await register(app, { email: 'sam@one.example' })
      const second = await register(app, { email: 'Sam@two.example' })
      expect(first.user.username).toBe('sam')
      expect(second.user.username).toMatch(/^sam-\d{4}$/)
    })
  })

  describe('sign-in failures', () => {
    it('answers an unknown account and a wrong password alike', async () => {
      const { person, user } = await register(app)
      const attempts = [
        { email: person.email, password: 'wrong password' },
        { email: user.username, password: 'wrong password' },
        { email: 'nobody@example.com', password: 'wrong password' },
        { email: 'nobody', password: person.password },
      ]
      const answers = await Promise.all(
        attempts.map(async (body) => {
          const response = await post(app, '/api/auth/login', body, { 'x-forwarded-for': freshIp() })
          return { status: response.status, body: await response.json() }
        }),
      )
      for (const answer of answers) {
        expect(answer).toEqual({
          status: 401,
          body: { error: { code: 'UNAUTHORIZED', message: authMessages.invalidCredentials } },
        })
      }
    })

    it('treats SQL-looking input as data', async () => {
      for (const email of ["' OR 1=1 --", "admin'--", "x@y.z' OR '1'='1", 'Robert"); DROP TABLE users;--']) {
        const response = await post(
          app,
          '/api/auth/login',
          { email, password: "' OR ''='" },
          { 'x-forwarded-for': freshIp() },
        )
        expect(response.status, email).toBe(401)
      }
      const { user } = await register(app, { first_name: "Robert'); DROP TABLE users;--", last_name: '1=1' })
      expect(user.first_name).toBe("Robert'); DROP TABLE users;--")
      const stillThere = await post(app, '/api/auth/login', { email: user.email, password: 'correct horse battery' })
      expect(stillThere.status).toBe(200)
    })

    it.each([
      ['malformed JSON', { body: '{"email": "ada", "password":', headers: jsonHeaders }, 400, 'BAD_REQUEST'],
      ['an array', { body: '[]', headers: jsonHeaders }, 422, 'VALIDATION'],
      ['a string', { body: '"ada"', headers: jsonHeaders }, 422, 'VALIDATION'],
      ['null', { body: 'null', headers: jsonHeaders }, 422, 'VALIDATION'],
      [
        'a form body',
        { body: 'email=ada&password=x', headers: { 'content-type': 'text/plain' } },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['no body', { headers: jsonHeaders }, 400, 'BAD_REQUEST'],
      [
        'a huge body',
        { body: JSON.stringify({ email: 'a'.repeat(BODY_LIMIT_BYTES + 10), password: 'x' }), headers: jsonHeaders },
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'an over-long password',
        { body: JSON.stringify({ email: 'ada', password: 'x'.repeat(10_000) }), headers: jsonHeaders },
        422,
        'VALIDATION',
      ],
      [
        'objects where strings belong',
        { body: JSON.stringify({ email: { $ne: '' }, password: ['x'] }), headers: jsonHeaders },
        422,
        'VALIDATION',
      ],
    ] as const)('answers %s with a 4xx in the error shape', async (_, init, status, code) => {
      for (const path of ['/api/auth/login', '/api/auth/register']) {
        const response = await call(app, path, {
          method: 'POST',
          ...init,
          headers: { ...init.headers, 'x-forwarded-for': freshIp() },
        })
        expect(response.status, path).toBe(status)
        expect(errorResponse.parse(await response.json()).error.code).toBe(code)
      }
    })
  })

  it('stops reading a huge body sent without a Content-Length', async () => {
    const encoded = new TextEncoder().encode(JSON.stringify({ email: 'a'.repeat(BODY_LIMIT_BYTES), password: 'x' }))
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < encoded.length; i += 64 * 1024) controller.enqueue(encoded.subarray(i, i + 64 * 1024))
        controller.close()
      },
    })
    const response = await call(app, '/api/auth/login', {
      method: 'POST',
      headers: jsonHeaders,
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect((await errorBody(response)).code).toBe('PAYLOAD_TOO_LARGE')
  })

  describe('rate limits', () => {
    it('refuses sign-in with 429 and Retry-After once one address has too many failures for an account', async () => {
      const limited = authTestApp(database, {
        limits: { signInPerAccountAndIp: { limit: 3, windowMs: 60_000 } },
      })
      const { person } = await register(limited)
      const ip = freshIp()
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await post(
          limited,
          '/api/auth/login',
          { email: person.email, password: 'wrong password' },
          { 'x-forwarded-for': ip },
        )
        expect(response.status).toBe(401)
      }
      const refused = await post(limited, '/api/auth/login', person, { 'x-forwarded-for': ip })
      expect(refused.status).toBe(429)
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(await errorBody(refused)).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait 1 minute and try again.',
      })
      // The stranger locked out only themselves: the owner, elsewhere, signs in.
      expect((await post(limited, '/api/auth/login', person, { 'x-forwarded-for': freshIp() })).status).toBe(200)
    })

    it('caps failures from many addresses per account, yet lets in a browser that has signed in there before', async () => {
      const limited = authTestApp(database, { limits: { signInPerAccount: { limit: 3, windowMs: 60_000 } } })
      const { person } = await register(limited)
      // The owner's browser signed in once before the attack and kept its device cookie.
      const earlier = await post(limited, '/api/auth/login', person, { 'x-forwarded-for': freshIp() })
      const device = (earlier.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
      expect(device).toMatch(/^snipstack_device=.+/)

      for (let attempt = 0; attempt < 3; attempt++) {
        const wrong = { email: person.email, password: 'wrong password' }
        expect((await post(limited, '/api/auth/login', wrong, { 'x-forwarded-for': freshIp() })).status).toBe(401)
      }
      // A distributed attack is capped: a browser the account has never seen waits, even with the password.
      expect((await post(limited, '/api/auth/login', person, { 'x-forwarded-for': freshIp() })).status).toBe(429)
      // The owner's browser is not held by that cap.
      const owner = await post(limited, '/api/auth/login', person, { 'x-forwarded-for': freshIp(), cookie: device })
      expect(owner.status).toBe(200)

      // Another account's device cookie, or a forged one, is no pass.
      const other = await register(limited)
      const otherLogin = await post(limited, '/api/auth/login', other.person, { 'x-forwarded-for': freshIp() })
      const otherDevice = (otherLogin.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
      for (const cookie of [otherDevice, 'snipstack_device=forged.token.value']) {
        const response = await post(limited, '/api/auth/login', person, { 'x-forwarded-for': freshIp(), cookie })
        expect(response.status, cookie).toBe(429)
      }
    })

    it('lets the owner in from a browser that has signed in before, whatever failures its address made', async () => {
      const limited = authTestApp(database, {
        limits: {
          signInPerAccountAndIp: { limit: 3, windowMs: 60_000 },
          signInPerIp: { limit: 4, windowMs: 60_000 },
          signInPerDevice: { limit: 2, windowMs: 60_000 },
        },
      })
      const { person } = await register(limited)
      const home = freshIp()
      const earlier = await post(limited, '/api/auth/login', person, { 'x-forwarded-for': home })
      const device = (earlier.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

      // Pages on other sites post wrong passwords from the owner's own address; the browser does
      // not send them the SameSite=Strict device cookie. Every address-bound budget runs out.
      const forged = []
      for (let attempt = 0; attempt < 5; attempt++) {
        const wrong = { email: person.email, password: 'wrong password' }
        forged.push((await post(limited, '/api/auth/login', wrong, { 'x-forwarded-for': home })).status)
      }
      expect(forged).toEqual([401, 401, 401, 429, 429])
      expect((await post(limited, '/api/auth/login', person, { 'x-forwarded-for': home })).status).toBe(429)

      // The owner's browser, at the same address, still gets in with the right password.
      const owner = await post(limited, '/api/auth/login', person, { 'x-forwarded-for': home, cookie: device })
      expect(owner.status).toBe(200)

      // The device cookie is no licence to guess: its own failures are capped.
      const guesses = []
      for (let attempt = 0; attempt < 3; attempt++) {
        const wrong = { email: person.email, password: 'wrong password' }
        guesses.push(
          (await post(limited, '/api/auth/login', wrong, { 'x-forwarded-for': home, cookie: device })).status,
        )
      }
      expect(guesses).toEqual([401, 401, 429])
      const afterGuessing = await post(limited, '/api/auth/login', person, {
        'x-forwarded-for': freshIp(),
        cookie: device,
      })
      expect(afterGuessing.status).toBe(429)
    })

    it('never shows that a username and an email belong to one account', async () => {
      const limited = authTestApp(database, { limits: { signInPerAccount: { limit: 2, windowMs: 60_000 } } })
      const { person, user } = await register(limited)
      const attempt = (email: string) =>
        post(limited, '/api/auth/login', { email, password: 'wrong password' }, { 'x-forwarded-for': freshIp() })
      // The email's budget runs out…
      const byEmail = [await attempt(person.email), await attempt(person.email), await attempt(person.email)]
      expect(byEmail.map((r) => r.status)).toEqual([401, 401, 429])
      // …and the username answers exactly as an identifier nobody has: its own budget, 401 first.
      const byUsername = [await attempt(user.username), await attempt(user.username), await attempt(user.username)]
      const byNobody = [await attempt('nobody-here'), await attempt('nobody-here'), await attempt('nobody-here')]
      expect(byUsername.map((r) => r.status)).toEqual([401, 401, 429])
      expect(byNobody.map((r) => r.status)).toEqual(byUsername.map((r) => r.status))
      expect(await errorBody(byUsername[0] as Response)).toEqual(await errorBody(byNobody[0] as Response))
    })

    it('remembers the browser with a cookie no script can read, sent only to the account routes', async () => {
      const { person } = await register(app)
      const response = await post(app, '/api/auth/login', person, { 'x-forwarded-for': freshIp() })
      const cookie = response.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(/^snipstack_device=[\w-]+\.[\w-]+\.[\w-]+; /)
      expect(cookie).toContain('; Path=/api/auth;')
      expect(cookie).toContain('; HttpOnly;')
      expect(cookie).toContain('SameSite=Strict')
      expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`)
      expect(cookie).not.toContain('Secure')
      const https = authTestApp(database, { publicUrl: 'https://snipstack.example' })
      const secure = await post(https, '/api/auth/login', person, { 'x-forwarded-for': freshIp() })
      expect(secure.headers.get('set-cookie')).toContain('; Secure')
    })

    it('counts only failures, so successful sign-ins never lock anyone out', async () => {
      const limited = authTestApp(database, {
        limits: {
          signInPerAccount: { limit: 2, windowMs: 60_000 },
          signInPerAccountAndIp: { limit: 2, windowMs: 60_000 },
        },
      })
      const { person } = await register(limited)
      const ip = freshIp()
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await post(limited, '/api/auth/login', person, { 'x-forwarded-for': ip })).status).toBe(200)
      }
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await post(limited, '/api/auth/login', person, { 'x-forwarded-for': freshIp() })).status).toBe(200)
      }
    })

    it('limits failed sign-ins per address across accounts, and unknown accounts too', async () => {
      const limited = authTestApp(database, { limits: { signInPerIp: { limit: 4, windowMs: 60_000 } } })
      const ip = freshIp()
      const statuses: number[] = []
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await post(
          limited,
          '/api/auth/login',
          { email: `ghost${attempt}`, password: 'whatever' },
          {
            'x-forwarded-for': ip,
          },
        )
        statuses.push(response.status)
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429])
      // Another address is not affected.
      const other = await post(
        limited,
        '/api/auth/login',
        { email: 'ghost', password: 'whatever' },
        {
          'x-forwarded-for': freshIp(),
        },
      )
      expect(other.status).toBe(401)
    })

    it('limits registrations per address and per email', async () => {
      const limited = authTestApp(database, {
        limits: { registerPerIp: { limit: 2, windowMs: 60_000 }, registerPerEmail: { limit: 2, windowMs: 60_000 } },
      })
      const ip = freshIp()
      const fromIp = []
      for (let attempt = 0; attempt < 3; attempt++) {
        fromIp.push((await post(limited, '/api/auth/register', newPerson(), { 'x-forwarded-for': ip })).status)
      }
      expect(fromIp).toEqual([201, 201, 429])

      const person = newPerson()
      const sameEmail = []
      for (let attempt = 0; attempt < 3; attempt++) {
        sameEmail.push((await post(limited, '/api/auth/register', person, { 'x-forwarded-for': freshIp() })).status)
      }
      expect(sameEmail).toEqual([201, 409, 429])
    })

    it('caps answers that an email is taken per address, counting no successful registration', async () => {
      const limited = authTestApp(database, { limits: { registerTakenPerIp: { limit: 2, windowMs: 60_000 } } })
      const ip = freshIp()
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await post(limited, '/api/auth/register', newPerson(), { 'x-forwarded-for': ip })).status).toBe(201)
      }
      const { person } = await register(limited)
      const taken = []
      for (let attempt = 0; attempt < 3; attempt++) {
        taken.push((await post(limited, '/api/auth/register', person, { 'x-forwarded-for': ip })).status)
      }
      expect(taken).toEqual([409, 409, 429])
    })

    it('keys addresses by the socket behind serve(), whatever X-Forwarded-For claims', async () => {
      const limited = authTestApp(database, {
        trustedProxies: 0,
        limits: { signInPerIp: { limit: 2, windowMs: 60_000 } },
      })
      const running = serve({
        app: limited,
        port: 0,
        hostname: '127.0.0.1',
        logger: silentLogger,
        database: { close: async () => {} },
      })
      try {
        const statuses = []
        for (let attempt = 0; attempt < 3; attempt++) {
          const response = await fetch(new URL('/api/auth/login', running.url), {
            method: 'POST',
            headers: { ...jsonHeaders, 'x-forwarded-for': freshIp() },
            body: JSON.stringify({ email: `ghost${attempt}`, password: 'whatever' }),
          })
          statuses.push(response.status)
        }
        expect(statuses).toEqual([401, 401, 429])
        const counters = await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'sign-in:ip:127.0.0.1'))
        expect(counters).toEqual([expect.objectContaining({ count: 3 })])
      } finally {
        await running.shutdown()
      }
    })

    it('shares the limit between app instances on one database', async () => {
      const rules = { limits: { signInPerIp: { limit: 2, windowMs: 60_000 } } }
      const [first, second] = [authTestApp(database, rules), authTestApp(database, rules)]
      const ip = freshIp()
      const attempt = (target: TestApp) =>
        post(target, '/api/auth/login', { email: 'ghost', password: 'whatever' }, { 'x-forwarded-for': ip })
      expect((await attempt(first)).status).toBe(401)
      expect((await attempt(second)).status).toBe(401)
      expect((await attempt(first)).status).toBe(429)
    })
  })

  describe('email verification', () => {
    let mailbox: ReturnType<typeof testMailbox>
    let mailing: TestApp

    beforeAll(() => {
      mailbox = testMailbox()
      mailing = authTestApp(database, { mailer: mailbox.sender })
    })

    const verify = (token: string | null) => post(mailing, '/api/auth/verify-email', { token })
    const resend = (accessToken: string) =>
      call(mailing, '/api/auth/verify-email/resend', { method: 'POST', headers: bearer(accessToken) })

    it('mails a single-use link on registration that verifies the account', async () => {
      const { person, user, tokens } = await register(mailing)
      expect(user.email_verified).toBe(false)
      const link = await vi.waitFor(() => mailbox.verificationLink(person.email))
      expect(link.origin + link.pathname).toBe('http://localhost/verify-email')
      const mail = mailbox.mails.findLast((sent) => sent.to === person.email)
      expect(mail?.subject).toBe('Verify your email address for Snipstack')
      expect(mail?.text).toContain(`Hi ${person.first_name},`)

      // Only a hash of the token is kept.
      const token = link.searchParams.get('token') ?? ''
      const [stored] = await database.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id))
      expect(stored?.tokenHash).toBe(hashToken(token))
      expect(JSON.stringify(stored)).not.toContain(token)
      expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000)

      const verified = await verify(token)
      expect(verified.status).toBe(200)
      expect(verified.headers.get('cache-control')).toBe('no-store')
      expect(meResponse.parse(await verified.json()).user).toMatchObject({ id: user.id, email_verified: true })
      const current = await call(mailing, '/api/auth/me', { headers: bearer(tokens.access_token) })
      expect(meResponse.parse(await current.json()).user.email_verified).toBe(true)

      const again = await verify(token)
      expect(again.status).toBe(400)
      expect(await errorBody(again)).toEqual({
        code: 'BAD_REQUEST',
        field: 'token',
        message: authMessages.verificationInvalid,
      })
      // Nothing more to send for a verified address.
      const needless = await resend(tokens.access_token)
      expect(needless.status).toBe(409)
      expect(await errorBody(needless)).toEqual({ code: 'CONFLICT', message: authMessages.emailAlreadyVerified })
    })

    it('refuses an expired link, a made-up one and one for an address the account no longer has', async () => {
      const { person, user } = await register(mailing)
      const token = (await vi.waitFor(() => mailbox.verificationLink(person.email))).searchParams.get('token')
      await database.db
        .update(emailVerifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailVerifications.userId, user.id))
      expect((await verify(token)).status).toBe(400)
      expect((await verify('made-up')).status).toBe(400)
      expect((await verify('')).status).toBe(422)

      const other = await register(mailing)
      const otherToken = (await vi.waitFor(() => mailbox.verificationLink(other.person.email))).searchParams.get(
        'token',
      )
      await database.db
        .update(users)
        .set({ email: `changed.${other.user.id}@example.com` })
        .where(eq(users.id, other.user.id))
      expect((await verify(otherToken)).status).toBe(400)
      const [row] = await database.db.select().from(users).where(eq(users.id, other.user.id))
      expect(row?.emailVerifiedAt).toBeNull()
    })

    it('sends another link on request, a limited number of times, and only to a signed-in account', async () => {
      const limited = authTestApp(database, {
        mailer: mailbox.sender,
        limits: { verificationEmailsPerAccount: { limit: 2, windowMs: 60_000 } },
      })
      const { person, tokens } = await register(limited)
      const first = await vi.waitFor(() => mailbox.verificationLink(person.email))
      const statuses = []
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await call(limited, '/api/auth/verify-email/resend', {
          method: 'POST',
          headers: bearer(tokens.access_token),
        })
        statuses.push(response.status)
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
          expect(await errorBody(response)).toEqual({
            code: 'RATE_LIMITED',
            message: authMessages.verificationEmailsExhausted,
          })
        }
      }
      expect(statuses).toEqual([200, 200, 429])
      await vi.waitFor(() => expect(mailbox.mails.filter((mail) => mail.to === person.email)).toHaveLength(3))
      const newest = mailbox.verificationLink(person.email)
      expect(newest.searchParams.get('token')).not.toBe(first.searchParams.get('token'))
      // The first link still works until it expires, and spends every other one with it.
      expect((await verify(first.searchParams.get('token'))).status).toBe(200)
      expect((await verify(newest.searchParams.get('token'))).status).toBe(400)

      expect((await call(limited, '/api/auth/verify-email/resend', { method: 'POST' })).status).toBe(401)
    })

    it('registers even when the mail server fails, and logs the failure', async () => {
      const errors: string[] = []
      const failing = createApp({
        database,
        logger: { ...silentLogger, error: (line: string) => errors.push(line) },
        auth: {
          secret: testSecret,
          passwordCost: cheapPasswords,
          trustedProxies: 1,
          mailer: { send: () => Promise.reject(new Error('connection refused')) },
        },
      })
      const response = await post(failing, '/api/auth/register', newPerson(), { 'x-forwarded-for': freshIp() })
      expect(response.status).toBe(201)
      const { user } = authResponse.parse(await response.json())
      await vi.waitFor(() => expect(errors).toEqual([`Could not send the verification mail for account ${user.id}.`]))
    })

    it('writes the link to the log when no mail server is configured', async () => {
      const lines: string[] = []
      const logging = createApp({
        database,
        logger: { ...silentLogger, info: (line: string) => lines.push(line) },
        auth: { secret: testSecret, passwordCost: cheapPasswords, trustedProxies: 1 },
        origin: { publicUrl: 'https://snipstack.example' },
      })
      const person = newPerson()
      const response = await post(logging, '/api/auth/register', person, { 'x-forwarded-for': freshIp() })
      expect(response.status).toBe(201)
      const line = await vi.waitFor(() => {
        const found = lines.find((logged) => logged.startsWith(`Mail to ${person.email} `))
        if (!found) throw new Error('nothing logged yet')
        return found
      })
      expect(line).toMatch(/\nhttps:\/\/snipstack\.example\/verify-email\?token=[\w-]{43}\n/)
    })
  })

  describe('the signing secret', () => {
    it('is made once per installation when AUTH_SECRET is unset, and shared by every instance', async () => {
      const first = authTestApp(database, { secret: undefined })
      const second = authTestApp(database, { secret: undefined })
      const { tokens } = await register(first)
      expect((await call(second, '/api/auth/me', { headers: bearer(tokens.access_token) })).status).toBe(200)
      // Not the configured test secret: an app with that one does not accept the token.
      expect((await me(tokens.access_token)).status).toBe(401)
      const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'auth_secret'))
      expect(String(row?.value).length).toBeGreaterThanOrEqual(32)
    })
  })

  it('refuses an exchange code that was never issued (the OAuth suite covers real ones)', async () => {
    const response = await post(app, '/api/auth/exchange', { code: 'never-issued' })
    expect(response.status).toBe(400)
    expect(await errorBody(response)).toEqual({ code: 'BAD_REQUEST', message: authMessages.codeInvalid })
    expect((await post(app, '/api/auth/exchange', {})).status).toBe(422)
  })

  it('documents the routes in the OpenAPI document', async () => {
    const document = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/sign-out',
        '/api/auth/sign-out-all',
        '/api/auth/me',
        '/api/auth/password',
        '/api/auth/exchange',
        '/api/auth/provider/{provider}',
        '/api/auth/provider/{provider}/callback',
      ]),
    )
    const login = document.paths['/api/auth/login']?.post
    expect(login?.requestBody?.content?.['application/json']?.schema?.required).toEqual(['email', 'password'])
    expect(login?.responses?.['200']).toBeDefined()
  })
})
