import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  REGISTRY_TOKEN_NAME_MAX,
  REGISTRY_TOKEN_PREFIX,
  REGISTRY_TOKENS_PER_ACCOUNT,
  registryTokenCreatedResponse,
  registryTokenMessages,
  registryTokensResponse,
} from '@snipstack/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { call, errorBody, memoryLogger } from '../../../test/http'
import { createApp } from '../../app'
import { registryTokens } from '../../db/schema'
import type { RateLimits } from '../auth/rate-limit'
import { bearer, cheapPasswords, freshIp, register, testSecret } from '../auth/testing'
import { createEntitlements } from './entitlements'

// A registry of one item is all these tests need of it: what they check is who may read it.
const dist = mkdtempSync(join(tmpdir(), 'snipstack-registry-tokens-'))
const item = JSON.stringify({ name: 'thing', type: 'registry:ui', files: [] })
// And a paid one, whose code only an account with Pro may fetch.
const paidCode = 'export function PaidThing() { return null }'
const paidItem = JSON.stringify({
  name: 'paid-thing',
  type: 'registry:block',
  files: [{ path: 'components/paid-thing.tsx', type: 'registry:component', content: paidCode }],
  meta: { paid: true },
})
beforeAll(() => {
  mkdirSync(join(dist, 'r'))
  writeFileSync(
    join(dist, 'r/registry.json'),
    JSON.stringify({ name: 'test', items: [{ name: 'thing' }, { name: 'paid-thing', meta: { paid: true } }] }),
  )
  writeFileSync(join(dist, 'r/thing.json'), item)
  writeFileSync(join(dist, 'r/thing.md'), '# thing\n')
  writeFileSync(join(dist, 'r/paid-thing.json'), paidItem)
  writeFileSync(join(dist, 'r/paid-thing.md'), '# paid thing\n')
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe.each(testDatabaseKinds)('registry tokens on %s', (kind) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.dispose())

  function appWith(limits: Partial<RateLimits> = {}) {
    const logger = memoryLogger()
    const app = createApp({
      database,
      logger,
      registry: { dist },
      auth: { secret: testSecret, passwordCost: cheapPasswords, trustedProxies: 1, limits },
    })
    const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) =>
      call(app, path, {
        method: init.method ?? 'GET',
        headers: {
          'x-forwarded-for': freshIp(),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
    return { app, logger, send }
  }

  async function signedIn(app: ReturnType<typeof appWith>) {
    const account = await register(app.app)
    const auth = bearer(account.tokens.access_token)
    const make = async (name: string) => {
      const response = await app.send('/api/pro/tokens', { method: 'POST', headers: auth, body: { name } })
      expect(response.status, await response.clone().text()).toBe(201)
      return registryTokenCreatedResponse.parse(await response.json())
    }
    const list = async () =>
      registryTokensResponse.parse(await (await app.send('/api/pro/tokens', { headers: auth })).json()).tokens
    return { account, auth, make, list }
  }

  it('answers 401 to every token route without a session', async () => {
    const { send } = appWith()
    const answers = [
      await send('/api/pro/tokens'),
      await send('/api/pro/tokens', { method: 'POST', body: { name: 'Laptop' } }),
      await send('/api/pro/tokens/3f2c8a34-5b1d-4c8e-9a7f-2d6b1e0c4a95', { method: 'DELETE' }),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(401)
      expect((await errorBody(answer)).code).toBe('UNAUTHORIZED')
    }
  })

  it('shows a new token once, keeps only its hash, and lists it by name and last four characters', async () => {
    const app = appWith()
    const owner = await signedIn(app)
    const made = await owner.make('  Laptop  ')
    expect(made.secret).toMatch(new RegExp(`^${REGISTRY_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`))
    expect(made.token).toMatchObject({ name: 'Laptop', last_four: made.secret.slice(-4), last_used_at: null })

    const listed = await app.send('/api/pro/tokens', { headers: owner.auth })
    expect(listed.headers.get('cache-control')).toContain('no-store')
    const text = await listed.text()
    expect(text).not.toContain(made.secret)
    expect(registryTokensResponse.parse(JSON.parse(text)).tokens).toEqual([made.token])

    const stored = await database.db.select().from(registryTokens)
    expect(stored.length).toBeGreaterThan(0)
    for (const row of stored) expect(JSON.stringify(row)).not.toContain(made.secret)

    // Another account sees none of them.
    const stranger = await signedIn(app)
    expect(await stranger.list()).toEqual([])
  })

  it('refuses a name that is empty, too long or more than one line, on the name field', async () => {
    const app = appWith()
    const owner = await signedIn(app)
    for (const name of ['', '   ', 'x'.repeat(REGISTRY_TOKEN_NAME_MAX + 1), 'two\nlines']) {
      const response = await app.send('/api/pro/tokens', { method: 'POST', headers: owner.auth, body: { name } })
      expect(response.status, JSON.stringify(name)).toBe(422)
      const error = await errorBody(response)
      expect(error.field).toBe('name')
    }
    const empty = await app.send('/api/pro/tokens', { method: 'POST', headers: owner.auth, body: { name: '' } })
    expect((await errorBody(empty)).message).toBe(registryTokenMessages.name)
    expect(await owner.list()).toEqual([])
  })

  it(`holds an account to ${REGISTRY_TOKENS_PER_ACCOUNT} tokens, even asked at once, and makes room when one is revoked`, async () => {
    const app = appWith()
    const owner = await signedIn(app)
    for (let index = 0; index < REGISTRY_TOKENS_PER_ACCOUNT - 2; index += 1) await owner.make(`Machine ${index}`)
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        app.send('/api/pro/tokens', { method: 'POST', headers: owner.auth, body: { name: `Racer ${index}` } }),
      ),
    )
    expect(racing.map((response) => response.status).sort()).toEqual([201, 201, 409, 409, 409])
    const refused = racing.find((response) => response.status === 409) as Response
    expect(await errorBody(refused)).toMatchObject({ code: 'CONFLICT', message: registryTokenMessages.tooMany })
    const held = await owner.list()
    expect(held).toHaveLength(REGISTRY_TOKENS_PER_ACCOUNT)

    const revoked = await app.send(`/api/pro/tokens/${held[0]?.id}`, { method: 'DELETE', headers: owner.auth })
    expect(revoked.status).toBe(200)
    await owner.make('After revoking')
  })

  it("revokes only the account's own token: another's id is a 404 and the token keeps working", async () => {
    const app = appWith()
    const owner = await signedIn(app)
    const stranger = await signedIn(app)
    const made = await owner.make('CI')
    const theirs = await app.send(`/api/pro/tokens/${made.token.id}`, { method: 'DELETE', headers: stranger.auth })
    expect(theirs.status).toBe(404)
    expect(await errorBody(theirs)).toMatchObject({ field: 'id', message: registryTokenMessages.notFound })
    expect((await app.send('/r/thing.json', { headers: bearer(made.secret) })).status).toBe(200)

    const malformed = await app.send('/api/pro/tokens/not-an-id', { method: 'DELETE', headers: owner.auth })
    expect(malformed.status).toBe(422)

    const own = await app.send(`/api/pro/tokens/${made.token.id}`, { method: 'DELETE', headers: owner.auth })
    expect(own.status).toBe(200)
    expect(await owner.list()).toEqual([])
    const after = await app.send('/r/thing.json', { headers: bearer(made.secret) })
    expect(after.status).toBe(401)
    expect(await errorBody(after)).toMatchObject({ code: 'UNAUTHORIZED', message: registryTokenMessages.invalid })
  })

  it('serves the registry to a live token and notes when it was used; refuses any other Authorization', async () => {
    const app = appWith()
    const owner = await signedIn(app)
    const made = await owner.make('Laptop')
    const plain = await app.send('/r/thing.json')
    expect(plain.status).toBe(200)

    for (const path of ['/r/thing.json', '/r/thing', '/r/thing.md', '/r/registry.json']) {
      const response = await app.send(path, { headers: bearer(made.secret) })
      expect(response.status, path).toBe(200)
    }
    expect(await (await app.send('/r/thing.json', { headers: bearer(made.secret) })).text()).toBe(item)
    const [used] = await owner.list()
    expect(used?.last_used_at).not.toBeNull()

    const wrong = [
      bearer(`${REGISTRY_TOKEN_PREFIX}${'A'.repeat(43)}`),
      bearer(made.secret.slice(0, -1)),
      bearer(owner.account.tokens.access_token),
      { authorization: `Basic ${btoa(`user:${made.secret}`)}` },
      { authorization: 'Bearer' },
    ]
    for (const headers of wrong) {
      const response = await app.send('/r/thing.json', { headers })
      expect(response.status, headers.authorization).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="registry"')
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect((await errorBody(response)).message).toBe(registryTokenMessages.invalid)
    }
  })

  it("gives a paid item's code only to the token of an account with Pro, and to no shared cache", async () => {
    const app = appWith()
    const owner = await signedIn(app)
    const made = await owner.make('CI')
    const paths = ['/r/paid-thing.json', '/r/paid-thing']
    const expectRefused = async (headers: Record<string, string>, status: number, message: string) => {
      for (const path of paths) {
        for (const method of ['GET', 'HEAD']) {
          const response = await app.send(path, { method, headers })
          expect(response.status, `${method} ${path}`).toBe(status)
          expect(response.headers.get('cache-control')).toBe('no-store')
          expect(response.headers.get('access-control-allow-origin')).toBe('*')
          const body = await response.text()
          expect(body).not.toContain(paidCode)
          if (method === 'GET') expect(JSON.parse(body).error.message).toBe(message)
        }
      }
    }

    // No token: the CLI is told what to configure.
    await expectRefused({}, 401, registryTokenMessages.tokenRequired)
    expect((await app.send('/r/paid-thing.json')).headers.get('www-authenticate')).toBe('Bearer realm="registry"')
    // A live token of an account without Pro.
    await expectRefused(bearer(made.secret), 402, registryTokenMessages.proRequired)

    // What the item is and how to install it stays public: its docs and the index hold no code.
    for (const path of ['/r/paid-thing.md', '/r/registry.json']) {
      const response = await app.send(path)
      expect(response.status, path).toBe(200)
      expect(await response.text()).not.toContain(paidCode)
    }

    const entitlements = createEntitlements(database.db)
    await entitlements.grantPro(owner.account.user.id, 'admin')
    for (const path of paths) {
      const response = await app.send(path, { headers: bearer(made.secret) })
      expect(response.status, path).toBe(200)
      expect(await response.text()).toBe(paidItem)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('vary')).toContain('Authorization')
    }
    // Still a token is needed: a session's access token is not a registry token.
    await expectRefused(bearer(owner.account.tokens.access_token), 401, registryTokenMessages.invalid)

    await entitlements.revokePro(owner.account.user.id)
    await expectRefused(bearer(made.secret), 402, registryTokenMessages.proRequired)
  })

  it('holds a token to its request limit, and an address to its limit of wrong tokens', async () => {
    const app = appWith({
      registryRequestsPerToken: { limit: 2, windowMs: 60_000 },
      registryTokenFailuresPerIp: { limit: 2, windowMs: 60_000 },
    })
    const owner = await signedIn(app)
    const made = await owner.make('Busy')
    const statuses: number[] = []
    for (let index = 0; index < 3; index += 1)
      statuses.push((await app.send('/r/thing.json', { headers: bearer(made.secret) })).status)
    expect(statuses).toEqual([200, 200, 429])

    const ip = freshIp()
    const guesses: Response[] = []
    for (let index = 0; index < 3; index += 1) {
      const guess = bearer(`${REGISTRY_TOKEN_PREFIX}${String(index).repeat(43)}`)
      guesses.push(await app.send('/r/thing.json', { headers: { ...guess, 'x-forwarded-for': ip } }))
    }
    expect(guesses.map((response) => response.status)).toEqual([401, 401, 429])
    expect(Number(guesses[2]?.headers.get('retry-after'))).toBeGreaterThan(0)
    // The address's other requests are not held.
    expect((await app.send('/r/thing.json', { headers: { 'x-forwarded-for': ip } })).status).toBe(200)
  })

  it('documents the token routes with their errors', async () => {
    const { send } = appWith()
    type Operation = { responses: Record<string, unknown> }
    const document = (await (await send('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation | undefined>>
    }
    const responses = (path: string, method: string) => Object.keys(document.paths[path]?.[method]?.responses ?? {})
    expect(responses('/api/pro/tokens', 'get')).toEqual(expect.arrayContaining(['200', '401']))
    expect(responses('/api/pro/tokens', 'post')).toEqual(expect.arrayContaining(['201', '401', '409', '422']))
    expect(responses('/api/pro/tokens/{id}', 'delete')).toEqual(expect.arrayContaining(['200', '401', '404', '422']))
  })

  it('never writes a token to the log', async () => {
    const app = appWith()
    const owner = await signedIn(app)
    const made = await owner.make('Logged?')
    await app.send('/r/thing.json', { headers: bearer(made.secret) })
    await app.send('/r/thing.json', { headers: bearer(`${made.secret.slice(0, -1)}x`) })
    await app.send('/r/nope.json', { headers: bearer(made.secret) })
    const logged = `${app.logger.lines.join('\n')}\n${JSON.stringify(app.logger.details)}`
    expect(logged).not.toContain(made.secret.slice(REGISTRY_TOKEN_PREFIX.length, -4))
  })
})
