import { rmSync } from 'node:fs'
import { type PostgresServer, postgresBinariesAvailable, startPostgres } from '@snipstack/testing/postgres-server'
import { type ServerProcess, startServerProcess } from '@snipstack/testing/server-process'
import { createSiteFixture } from '@snipstack/testing/site-fixture'
import { RedisClient } from 'bun'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  errorOf,
  me,
  PASSWORD,
  register,
  renew,
  renewedTokensOf,
  send,
  settleInTurn,
  signIn,
  tokensOf,
  uniqueEmail,
} from './api'

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function redisAnswers(url: string): Promise<boolean> {
  const client = new RedisClient(url, { connectionTimeout: 1000, autoReconnect: false, enableOfflineQueue: false })
  try {
    await client.connect()
    return (await client.send('PING', [])) === 'PONG'
  } catch {
    return false
  } finally {
    client.close()
  }
}

const redis = await redisAnswers(redisUrl)

/**
 * A client address of its own for each run. The instances believe one proxy (TRUST_PROXY=1), as
 * behind a load balancer; Redis keeps counters across runs for 15 minutes, and a fresh address
 * keeps one run's failed sign-ins from counting against the next.
 */
function clientAddress(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 254) + 1
  return { 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` }
}

/** Two instances behind an imaginary load balancer, on one database and one rate-limit store. */
function describePair(store: string, storeEnv: () => Record<string, string>) {
  let a: ServerProcess | undefined
  let b: ServerProcess | undefined
  let site: { dist: string } | undefined
  const base = { a: '', b: '' }

  beforeAll(async () => {
    site = createSiteFixture()
    const env = { SITE_DIST: site.dist, TRUST_PROXY: '1', LOG_LEVEL: 'error', ...storeEnv() }
    // Started together: both migrate and seed at once, which the advisory lock must make safe.
    a = startServerProcess(env)
    b = startServerProcess(env)
    ;[base.a, base.b] = await Promise.all([a.ready(), b.ready()])
  }, 60_000)

  afterAll(async () => {
    const results = await settleInTurn([
      () => a?.stop(),
      () => b?.stop(),
      () => site && rmSync(site.dist, { recursive: true, force: true }),
    ])
    const failed = results.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
  }, 30_000)

  it(`a session opened on one instance works on the other, until it ends there (${store})`, async () => {
    const address = clientAddress()
    const registered = await register(base.a, uniqueEmail('pair'), address)
    expect(registered.status).toBe(201)
    const tokens = tokensOf(registered)

    const onB = await me(base.b, tokens.access_token)
    expect(onB.status).toBe(200)
    expect(onB.body).toMatchObject({ user: { id: (registered.body as { user: { id: string } }).user.id } })

    const signedOut = await send(base.b, '/api/auth/sign-out', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(signedOut.status).toBe(200)
    const onA = await me(base.a, tokens.access_token)
    expect(onA.status).toBe(401)
  })

  it(`lets exactly one of two racing renewals win, one on each instance (${store})`, async () => {
    const address = clientAddress()
    const email = uniqueEmail('race')
    expect((await register(base.a, email, address)).status).toBe(201)
    // Several rounds: one race that happens to come out right would prove little.
    for (let round = 0; round < 3; round++) {
      const signedIn = await signIn(round % 2 ? base.b : base.a, email, PASSWORD, address)
      expect(signedIn.status).toBe(200)
      const { refresh_token } = tokensOf(signedIn)

      const answers = await Promise.all([renew(base.a, refresh_token), renew(base.b, refresh_token)])
      expect(answers.map((answer) => answer.status).sort((x, y) => x - y)).toEqual([200, 401])
      const winner = answers.find((answer) => answer.status === 200)
      const loser = answers.find((answer) => answer.status === 401)
      expect(winner?.body).toMatchObject({ renewal: true, user: { email } })
      expect(loser && errorOf(loser).code).toBe('UNAUTHORIZED')

      // The second use of one token is what theft looks like: the whole session ends, the
      // winner's new tokens with it, whichever instance is asked.
      const successor = renewedTokensOf(winner as NonNullable<typeof winner>)
      expect((await renew(round % 2 ? base.a : base.b, successor.refresh_token)).status).toBe(401)
      expect((await me(base.a, successor.access_token)).status).toBe(401)
    }
  })

  it(`counts failed sign-ins on both instances against one limit (${store})`, async () => {
    const address = clientAddress()
    const email = uniqueEmail('limit')
    expect((await register(base.b, email, address)).status).toBe(201)
    // Five rounds of one wrong password on each instance at once: ten failures, counted together.
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        [base.a, base.b].map((instance) => signIn(instance, email, 'not the password', address)),
      )
      expect({ round, statuses: answers.map((answer) => answer.status) }).toEqual({ round, statuses: [401, 401] })
    }
    for (const instance of [base.a, base.b]) {
      const refused = await signIn(instance, email, 'not the password', address)
      expect(refused.status).toBe(429)
      expect(errorOf(refused).code).toBe('RATE_LIMITED')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })
}

describe.skipIf(!postgresBinariesAvailable)(
  'two server instances on one PostgreSQL (needs the PostgreSQL binaries initdb and pg_ctl)',
  () => {
    let pg: PostgresServer | undefined
    beforeAll(async () => {
      pg = await startPostgres()
    }, 60_000)
    afterAll(() => pg?.dispose(), 30_000)

    const database = () => ({ DATABASE_URL: (pg as PostgresServer).url })

    describe('with rate limits in PostgreSQL', () => {
      describePair('PostgreSQL', database)
    })

    describe.skipIf(!redis)(`with rate limits in Redis (needs a Redis answering at ${new URL(redisUrl).host})`, () => {
      describePair('Redis', () => ({ ...database(), REDIS_URL: redisUrl }))
    })
  },
)
