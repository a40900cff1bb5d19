import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import { QUERY_TIMEOUT_MS } from '@snipstack/server/db/client'
import { type PostgresServer, postgresBinariesAvailable, startPostgres } from '@snipstack/testing/postgres-server'
import { type ServerProcess, startServerProcess } from '@snipstack/testing/server-process'
import { createSiteFixture } from '@snipstack/testing/site-fixture'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Answer,
  errorOf,
  eventually,
  me,
  register,
  renew,
  renewedTokensOf,
  send,
  settleInTurn,
  signIn,
  tokensOf,
  uniqueEmail,
} from './api'

/**
 * How the server stores a refresh token: its SHA-256, base64url (the auth module's `hashToken`).
 * Should that change, the count of acknowledged tokens below finds none and says so.
 */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** With the database stopped nothing waits on it: a request sent then is answered at once. */
const STOPPED_PROBE_MS = 3_000
/**
 * A request already under way (hashing a password, say) when the database stopped may take a
 * little longer, but none may wait anywhere near the query deadline.
 */
const STOPPED_ANSWER_MS = QUERY_TIMEOUT_MS
/** A database that hangs is given up after the query deadline, plus the rest of the request. */
const HUNG_PROBE_MS = QUERY_TIMEOUT_MS + 2_000
/**
 * A request under way when the database hung waits out one deadline at most (its first timeout
 * ends it), on top of whatever it had done before.
 */
const HUNG_ANSWER_MS = 2 * QUERY_TIMEOUT_MS
/** The registration limit is 50 per address in 15 minutes; the load stays well under it. */
const MAX_LOAD_REGISTRATIONS = 10

type Kind = 'read' | 'health' | 'sign-in' | 'register' | 'renew'
type Outcome = { kind: Kind; status: number; ms: number; at: number; body: unknown }
type Account = { email: string; accessToken: string; refreshToken: string }

/** The answers each kind of request may give at any time, the database up, stopped or hung. */
const allowed: Record<Kind, number[]> = {
  read: [200, 503],
  health: [200, 503],
  'sign-in': [200, 503],
  register: [201, 503],
  renew: [200, 503],
}

/**
 * Concurrent clients that read, sign in, register and renew until told to stop, and remember
 * every write the server acknowledged. A write answered with anything else may or may not
 * have happened (the answer was lost, not the commit), so a session it touched is abandoned.
 */
function startLoad(base: string, accounts: { readers: Account[]; renewers: Account[]; signer: Account }) {
  let running = true
  const outcomes: Outcome[] = []
  const noAnswer: string[] = []
  /** Refresh tokens the server handed out: each stands for a row it said it had written. */
  const acknowledgedTokens = new Set<string>()
  const acknowledgedEmails = new Set<string>()
  /** The newest token of each session whose every write was answered. */
  const liveSessions = new Set<string>()

  async function attempt(kind: Kind, request: () => Promise<Answer>): Promise<Answer | undefined> {
    try {
      const answer = await request()
      outcomes.push({ kind, status: answer.status, ms: answer.ms, at: Date.now(), body: answer.body })
      // A client backs off a little after a 503; without it the workers would spin thousands
      // of requests a second and starve the machine rather than load the server.
      if (answer.status === 503) await Bun.sleep(20)
      return answer
    } catch (error) {
      noAnswer.push(`${kind}: ${String(error)}`)
      return undefined
    }
  }

  function acknowledge(refreshToken: string) {
    acknowledgedTokens.add(refreshToken)
    liveSessions.add(refreshToken)
  }

  async function reader(account: Account) {
    while (running) await attempt('read', () => me(base, account.accessToken))
  }

  async function health() {
    while (running) await attempt('health', () => send(base, '/api/health'))
  }

  async function renewer(account: Account) {
    let token: string | undefined
    while (running) {
      if (!token) {
        const answer = await attempt('sign-in', () => signIn(base, account.email))
        if (answer?.status === 200) {
          token = tokensOf(answer).refresh_token
          acknowledge(token)
        }
        continue
      }
      const current: string = token
      const answer = await attempt('renew', () => renew(base, current))
      liveSessions.delete(current)
      if (answer?.status === 200) {
        token = renewedTokensOf(answer).refresh_token
        acknowledge(token)
      } else {
        token = undefined
      }
    }
  }

  async function signer(account: Account) {
    while (running) {
      const answer = await attempt('sign-in', () => signIn(base, account.email))
      if (answer?.status === 200) acknowledge(tokensOf(answer).refresh_token)
    }
  }

  async function registrar() {
    let registered = 0
    while (running && registered < MAX_LOAD_REGISTRATIONS) {
      const email = uniqueEmail('load')
      const answer = await attempt('register', () => register(base, email))
      if (answer?.status === 201) {
        registered++
        acknowledgedEmails.add(email)
        acknowledge(tokensOf(answer).refresh_token)
      }
    }
    // Done registering: keep the pressure on with reads instead.
    const [account] = accounts.readers
    if (account) await reader(account)
  }

  const workers = Promise.all([
    ...accounts.readers.map(reader),
    health(),
    ...accounts.renewers.map(renewer),
    signer(accounts.signer),
    registrar(),
  ])

  return {
    outcomes,
    noAnswer,
    acknowledgedTokens,
    acknowledgedEmails,
    liveSessions,
    acknowledgedWrites: () => acknowledgedTokens.size + acknowledgedEmails.size,
    since: (at: number) => outcomes.filter((outcome) => outcome.at >= at),
    async stop() {
      running = false
      await workers
    },
  }
}

type Load = ReturnType<typeof startLoad>

/** What the server logged about errors it did not expect, with a few lines of their detail. */
function unexpectedErrors(output: string): string[] {
  const lines = output.split('\n')
  return lines.flatMap((line, index) =>
    line.includes('Unexpected error') ? [lines.slice(index, index + 8).join('\n')] : [],
  )
}

/** How many answers of each kind and status, e.g. `{ 'read 200': 12, 'read 503': 3 }`. */
function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { kind, status } of outcomes) counts[`${kind} ${status}`] = (counts[`${kind} ${status}`] ?? 0) + 1
  return counts
}

/** The outcomes that took too long, in a form that reads well in a failed assertion. */
const slowerThan = (outcomes: Outcome[], ms: number) =>
  outcomes.filter((outcome) => outcome.ms >= ms).map(({ kind, status, ms }) => `${kind} ${status} ${Math.round(ms)} ms`)

async function newAccount(base: string): Promise<Account> {
  const email = uniqueEmail('outage')
  const answer = await register(base, email)
  expect(answer.status).toBe(201)
  const tokens = tokensOf(answer)
  return { email, accessToken: tokens.access_token, refreshToken: tokens.refresh_token }
}

/** How long health may go on reporting the status it knew before an outage began. */
const HEALTH_NOTICES_WITHIN_MS = 5_000

function expectUnavailable(answer: Answer, withinMs: number) {
  expect(answer.status).toBe(503)
  expect(errorOf(answer)).toEqual({ code: 'UNAVAILABLE', message: expect.any(String) })
  expect(answer.ms).toBeLessThan(withinMs)
}

/** Requests that need the database, sent while it is away, and a page that needs none. */
async function expectOutageAnswers(base: string, account: Account, spareRefreshToken: string, withinMs: number) {
  const [read, signedIn, registered, renewed, page] = await Promise.all([
    me(base, account.accessToken),
    signIn(base, account.email),
    register(base, uniqueEmail('during-outage')),
    renew(base, spareRefreshToken),
    send(base, '/'),
  ])
  for (const answer of [read, signedIn, registered, renewed]) expectUnavailable(answer, withinMs)
  // Health answers from memory at once and asks the database again at most once a second, with
  // a 2 s deadline (modules/health/service.ts): it reports the outage within about three seconds.
  const health = await eventually(
    'health to report the outage',
    async () => {
      const answer = await send(base, '/api/health')
      expect(answer.ms).toBeLessThan(withinMs)
      return answer.status === 200 ? undefined : answer
    },
    HEALTH_NOTICES_WITHIN_MS,
  )
  expectUnavailable(health, withinMs)
  expect(errorOf(health).message).toMatch(/database/i)
  expect(page.status).toBe(200)
  expect(page.body).toContain('Cut boilerplate.')
  expect(page.ms).toBeLessThan(withinMs)
}

/** Health answers 200 again and a sign-in (reads and writes) goes through, without a restart. */
async function expectRecovery(base: string, server: ServerProcess, account: Account) {
  const started = Date.now()
  await eventually(
    'a healthy answer',
    async () => ((await send(base, '/api/health')).status === 200 ? true : undefined),
    15_000,
  )
  // A thawed PostgreSQL first works through what the load queued while it was stopped, so on a busy
  // machine the first sign-ins can still meet the busy answer; the last one is reported if none passes.
  let last = ''
  await eventually(
    () => `a sign-in (the last answer: ${last})`,
    async () => {
      const answer = await signIn(base, account.email)
      last = `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`
      return answer.status === 200 ? true : undefined
    },
    20_000,
  )
  expect(server.child.exitCode).toBeNull()
  return Date.now() - started
}

/** The load's own reads and writes go through again, within a bounded time. */
async function expectLoadRecovers(load: Load, since: number, acknowledgedBefore: number) {
  await eventually(
    () => `the load's reads and writes to succeed again (answers since: ${JSON.stringify(tally(load.since(since)))})`,
    async () =>
      load.acknowledgedWrites() >= acknowledgedBefore + 5 &&
      load.since(since).some((outcome) => outcome.kind === 'read' && outcome.status === 200)
        ? true
        : undefined,
    10_000,
  )
}

describe.skipIf(!postgresBinariesAvailable)(
  'the server through database outages (needs the PostgreSQL binaries initdb and pg_ctl)',
  () => {
    let pg: PostgresServer | undefined
    let server: ServerProcess | undefined
    let site: { dist: string } | undefined
    let sql: postgres.Sql | undefined
    let load: Load | undefined
    let base = ''
    let prober: Account
    /** A session no load touches: renewing it while the database is away must not burn it. */
    let spareRefreshToken = ''

    beforeAll(async () => {
      pg = await startPostgres()
      site = createSiteFixture()
      // LOG_LEVEL error: the expected 503s log a warning each; an unexpected error is what we look for.
      server = startServerProcess({ DATABASE_URL: pg.url, SITE_DIST: site.dist, LOG_LEVEL: 'error' })
      base = await server.ready()
      prober = await newAccount(base)
      spareRefreshToken = tokensOf(await signIn(base, prober.email)).refresh_token
      const [readers, renewers, signer] = await Promise.all([
        Promise.all([newAccount(base), newAccount(base)]),
        Promise.all([newAccount(base), newAccount(base), newAccount(base)]),
        newAccount(base),
      ])
      load = startLoad(base, { readers, renewers, signer })
    }, 60_000)

    afterAll(async () => {
      // Every step runs even when one before it fails, so nothing is left behind.
      const results = await settleInTurn([
        () => load?.stop(),
        () => server?.stop(),
        () => sql?.end({ timeout: 1 }),
        () => pg?.dispose(),
        () => site && rmSync(site.dist, { recursive: true, force: true }),
      ])
      const failed = results.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
    }, 60_000)

    it('answers 503 at once under load while the database is stopped, and still renders pages', async () => {
      const running = load as Load
      await eventually(
        'the load to get going',
        async () => (running.acknowledgedWrites() >= 15 && running.since(0).length >= 60 ? true : undefined),
        20_000,
      )
      await pg?.stop('immediate')
      const stoppedAt = Date.now()
      await expectOutageAnswers(base, prober, spareRefreshToken, STOPPED_PROBE_MS)
      await eventually(
        'the load to meet the outage',
        async () => (running.since(stoppedAt).filter((o) => o.status === 503).length >= 20 ? true : undefined),
        10_000,
      )
      expect(slowerThan(running.since(stoppedAt), STOPPED_ANSWER_MS)).toEqual([])
    }, 40_000)

    it('recovers without a restart once the database is back, under the same load', async () => {
      const running = load as Load
      await pg?.start()
      const restartedAt = Date.now()
      const acknowledgedBefore = running.acknowledgedWrites()
      const took = await expectRecovery(base, server as ServerProcess, prober)
      expect(took).toBeLessThan(15_000)
      await expectLoadRecovers(running, restartedAt, acknowledgedBefore)
      // The renewal refused while the database was stopped never reached it: the session lives on.
      const renewed = await renew(base, spareRefreshToken)
      expect(renewed.status).toBe(200)
      spareRefreshToken = renewedTokensOf(renewed).refresh_token
    }, 40_000)

    it('gives up on a database that hangs within the query deadline, then recovers', async () => {
      const running = load as Load
      pg?.freeze()
      const frozenAt = Date.now()
      try {
        await expectOutageAnswers(base, prober, spareRefreshToken, HUNG_PROBE_MS)
      } finally {
        pg?.thaw()
      }
      const thawedAt = Date.now()
      expect(slowerThan(running.since(frozenAt), HUNG_ANSWER_MS)).toEqual([])
      await expectRecovery(base, server as ServerProcess, prober)
      await expectLoadRecovers(running, thawedAt, running.acknowledgedWrites())
    }, 40_000)

    it('lost no acknowledged write, answered every request in the one error shape, and never failed otherwise', async () => {
      const running = load as Load
      await running.stop()
      expect(running.noAnswer).toEqual([])
      const unexpected = running.outcomes.filter((outcome) => !allowed[outcome.kind].includes(outcome.status))
      expect(unexpected.map(({ kind, status, body }) => ({ kind, status, body }))).toEqual([])
      for (const outcome of running.outcomes.filter((o) => o.status === 503)) {
        expect(outcome.body).toEqual({ error: { code: 'UNAVAILABLE', message: expect.any(String) } })
      }
      expect(running.outcomes.filter((o) => o.status === 503).length).toBeGreaterThan(0)
      expect(unexpectedErrors(server?.output() ?? '')).toEqual([])

      sql = postgres((pg as PostgresServer).url, { max: 1, onnotice: () => {} })
      const hashes = [...running.acknowledgedTokens].map(hashToken)
      const emails = [...running.acknowledgedEmails]
      const [tokens] = await sql<[{ n: number }]>`
        select count(*)::int as n from refresh_tokens where token_hash = any(${hashes})`
      const [users] = await sql<[{ n: number }]>`
        select count(*)::int as n from users where email = any(${emails})`
      expect({ tokens: tokens?.n, users: users?.n }).toEqual({ tokens: hashes.length, users: emails.length })

      // Present and still usable: the newest token of every session that no failure touched
      // renews. A few at a time, as clients would: a burst of them all would only measure how
      // long requests queue for a connection.
      const refused: string[] = []
      const sessions = [...running.liveSessions]
      for (let i = 0; i < sessions.length; i += 4) {
        const answers = await Promise.all(sessions.slice(i, i + 4).map((token) => renew(base, token)))
        for (const answer of answers)
          if (answer.status !== 200) refused.push(`${answer.status} ${JSON.stringify(answer.body)}`)
      }
      expect(refused).toEqual([])
    }, 40_000)
  },
)
