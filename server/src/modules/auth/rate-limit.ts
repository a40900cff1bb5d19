import { CONTACT_MESSAGES_PER_HOUR, PRODUCT, SNIPPET_SUBMISSIONS_PER_HOUR } from '@snipstack/contracts'
import { RedisClient } from 'bun'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rateLimits } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Logger } from '../../lib/logger'

export type RateLimit = { limit: number; windowMs: number }

/** What one attempt learned: whether it is within the limit, and when the window reopens. */
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number }

/**
 * Fixed-window attempt counters. Implementations keep their state outside the process, so
 * every instance behind a load balancer counts against the same limits.
 */
export interface RateLimiter {
  /** Counts one attempt under `key` and says whether it is allowed. */
  hit(key: string, rule: RateLimit): Promise<RateLimitResult>
  /** Takes one attempt back, when it turned out not to be one that should count. */
  refund(key: string, rule: RateLimit): Promise<void>
  close(): Promise<void>
}

/**
 * Failed sign-ins are counted per identifier as typed (an email or a username, never the account
 * behind it), so no answer tells whether a username and an email belong to one account, and an
 * unknown identifier is counted exactly like a known one.
 */
export type RateLimits = {
  /** Failed sign-ins for one identifier from one address: what a single client may try. */
  signInPerAccountAndIp: RateLimit
  /**
   * Failed sign-ins for one identifier from anywhere: the cap on a distributed attack. A browser
   * that has signed in to the account before is not held by it, so the owner still gets in.
   */
  signInPerAccount: RateLimit
  /** Failed sign-ins from one address, whatever the identifiers. */
  signInPerIp: RateLimit
  /**
   * Failed sign-ins from one browser holding a device token of the account it names. Such a
   * browser is counted only here, so failures from elsewhere (other addresses, or pages on other
   * sites posting from the owner's own address) never lock the owner out of their own browser.
   */
  signInPerDevice: RateLimit
  /** Wrong current passwords given by one signed-in account when changing its password. */
  passwordChangePerAccount: RateLimit
  /** Registrations for one email address. */
  registerPerEmail: RateLimit
  /** Registrations from one address. */
  registerPerIp: RateLimit
  /**
   * Registrations from one address refused because the email has an account. Registration says
   * so on the email field (docs/product.md, Accounts and sign-in), so this cap keeps that answer
   * from serving as a quick way to learn which addresses have accounts.
   */
  registerTakenPerIp: RateLimit
  /** Verification mails one account asks for (registration's own mail is not counted). */
  verificationEmailsPerAccount: RateLimit
  /** Snippets one account publishes (successful submissions only; edits are not counted). */
  snippetSubmissionsPerAccount: RateLimit
  /** Messages sent through the contact form from one address. */
  contactPerIp: RateLimit
  /** Pictures one account uploads as its avatar (stored ones only; refused uploads are not counted). */
  avatarUploadsPerAccount: RateLimit
  /**
   * Views (snippets and templates together) sent from one address. A visitor without an account
   * is told apart by address and user agent, so without this one address could count as many
   * visitors as it makes up user agents. Far above what people reading pages send.
   */
  viewsPerIp: RateLimit
  /**
   * Searches (snippets and templates together) sent from one address. A person typing into the
   * search box sends one request per pause, far fewer; a script that walks the catalogue with
   * ever new texts, each one a query the read cache cannot answer, is held to this.
   */
  searchesPerIp: RateLimit
  /**
   * Registry requests made with one registry token. Installing every item at once sends a few
   * hundred; a token copied into many machines, or leaked, is held to this.
   */
  registryRequestsPerToken: RateLimit
  /** Registry requests from one address with a token that is not one (mistyped, revoked, guessed). */
  registryTokenFailuresPerIp: RateLimit
}

const FIFTEEN_MINUTES = 15 * 60 * 1000

/** The limits in force; tests give their own through the app options. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerAccountAndIp: { limit: 10, windowMs: FIFTEEN_MINUTES },
  signInPerAccount: { limit: 100, windowMs: FIFTEEN_MINUTES },
  signInPerIp: { limit: 50, windowMs: FIFTEEN_MINUTES },
  signInPerDevice: { limit: 10, windowMs: FIFTEEN_MINUTES },
  passwordChangePerAccount: { limit: 10, windowMs: FIFTEEN_MINUTES },
  registerPerEmail: { limit: 10, windowMs: FIFTEEN_MINUTES },
  registerPerIp: { limit: 50, windowMs: FIFTEEN_MINUTES },
  registerTakenPerIp: { limit: 10, windowMs: 60 * 60 * 1000 },
  verificationEmailsPerAccount: { limit: 5, windowMs: 60 * 60 * 1000 },
  snippetSubmissionsPerAccount: { limit: SNIPPET_SUBMISSIONS_PER_HOUR, windowMs: 60 * 60 * 1000 },
  contactPerIp: { limit: CONTACT_MESSAGES_PER_HOUR, windowMs: 60 * 60 * 1000 },
  avatarUploadsPerAccount: { limit: 30, windowMs: 60 * 60 * 1000 },
  viewsPerIp: { limit: 600, windowMs: 60 * 60 * 1000 },
  searchesPerIp: { limit: 60, windowMs: 60 * 1000 },
  registryRequestsPerToken: { limit: 600, windowMs: 60 * 1000 },
  registryTokenFailuresPerIp: { limit: 30, windowMs: FIFTEEN_MINUTES },
}

/** What a counter's store answers for a write of one or more hits: the count after them. */
export type CounterWrite = (key: string, rule: RateLimit, hits: number) => Promise<Omit<RateLimitResult, 'allowed'>>

/**
 * Turns a store's write of n hits into `hit`, sending at most one write per key at a time: hits
 * on a key whose write is in flight wait and go together in the next, as one `count + n`. Each
 * still gets its own count (its place in the batch), so the limit holds to the attempt.
 *
 * Why: one address sending requests as fast as it can (a script walking the catalogue, the search
 * bench) would otherwise queue one write per request on the counter's row, and on PGlite's single
 * connection those writes were most of what an uncached search cost. People typing each send a
 * request per pause, so their keys seldom have a write in flight and go alone, as before.
 */
export function coalesceHits(write: CounterWrite): RateLimiter['hit'] {
  type Waiter = { limit: number; resolve: (result: RateLimitResult) => void; reject: (error: unknown) => void }
  /** Keys with a write in flight, and the hits that arrived since it was sent. */
  const inFlight = new Map<string, Waiter[]>()

  async function send(key: string, rule: RateLimit, batch: Waiter[]): Promise<void> {
    try {
      const { count, retryAfterSeconds } = await write(key, rule, batch.length)
      const before = count - batch.length
      batch.forEach((waiter, place) => {
        const own = before + place + 1
        waiter.resolve({ allowed: own <= waiter.limit, count: own, retryAfterSeconds })
      })
    } catch (error) {
      for (const waiter of batch) waiter.reject(error)
    }
    const next = inFlight.get(key) ?? []
    if (next.length === 0) {
      inFlight.delete(key)
      return
    }
    inFlight.set(key, [])
    await send(key, rule, next)
  }

  return (key, rule) =>
    new Promise<RateLimitResult>((resolve, reject) => {
      const waiter = { limit: rule.limit, resolve, reject }
      const waiting = inFlight.get(key)
      if (waiting) {
        waiting.push(waiter)
        return
      }
      inFlight.set(key, [])
      void send(key, rule, [waiter])
    })
}

/** One hit in this many also deletes stale counters, which keeps the table small without a timer. */
const PRUNE_ONE_IN = 200

export type PostgresRateLimiterOptions = {
  /**
   * The clock windows are measured by. By default the database's own, which every instance
   * shares whatever their clocks say; tests pass one they move by hand instead of waiting.
   */
  now?: () => Date
}

/** Counters in the `rate_limits` table: one row per key, counted and reset in one upsert. */
export function postgresRateLimiter(db: Db, { now }: PostgresRateLimiterOptions = {}): RateLimiter {
  const clock = () => (now ? sql`${now().toISOString()}::timestamptz` : sql`now()`)
  // The counting upsert, prepared once: built by the query builder on every hit, it cost the
  // server's thread more than the database's counting did (a fifth of an uncached search under
  // load). In ON CONFLICT's SET the column names mean the existing row, so one statement either
  // counts on within the current window or starts a new one; concurrent hits serialise on the row.
  const at = sql`coalesce(${sql.placeholder('at')}::timestamptz, now())`
  const span = sql`(${sql.placeholder('windowMs')}::integer * interval '1 millisecond')`
  const counted = sql`${sql.placeholder('hits')}::integer`
  const expired = sql`${rateLimits.windowStart} <= ${at} - ${span}`
  const upsert = db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), windowStart: at, count: counted })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${counted} else ${rateLimits.count} + ${counted} end`,
        windowStart: sql`case when ${expired} then ${at} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${span} - ${at}))))::integer`,
    })
    .prepare('rate_limit_hit')
  const refundOne = db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${sql.placeholder('key')} and ${rateLimits.windowStart} > ${at} - ${span}`)
    .prepare('rate_limit_refund')
  /** The statements' parameters for a key under its rule, now. */
  const params = (key: string, rule: RateLimit) => ({
    key,
    at: now ? now().toISOString() : null,
    windowMs: Math.ceil(rule.windowMs),
  })
  return {
    // A key always comes with the same rule (each kind of key has its own prefix), so a batch
    // counts under its first hit's window.
    hit: coalesceHits(async (key, rule, hits) => {
      if (Math.random() * PRUNE_ONE_IN < 1) {
        // A day is longer than any window above, so only counters that no longer count go.
        await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${clock()} - interval '1 day'`)
      }
      const [row] = await upsert.execute({ ...params(key, rule), hits })
      if (!row) throw new Error('The rate-limit upsert returned no row')
      return { count: row.count, retryAfterSeconds: Number(row.retryAfterSeconds) }
    }),
    async refund(key, rule) {
      await refundOne.execute(params(key, rule))
    },
    close: async () => {},
  }
}

/**
 * INCRBY and the window's expiry in one script, so a crash between them can never leave a
 * counter without an expiry (which would lock its key out for good).
 */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`

const REFUND_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`

const KEY_PREFIX = `${PRODUCT.id}:rate-limit:`

/**
 * Counters in Redis, for deployments that already run it. A Redis that cannot be reached makes
 * the guarded request answer 503: failing open would switch the brute-force protection off.
 */
export function redisRateLimiter(url: string, logger: Logger): RateLimiter {
  // Reconnecting is done here, per request: Bun's own retries would hold requests for half a
  // minute while Redis is down and then give up for good once it is back.
  const client = new RedisClient(url, { connectionTimeout: 2000, enableOfflineQueue: false, autoReconnect: false })
  let connecting: Promise<void> | undefined
  async function send(command: string, args: string[]): Promise<unknown> {
    try {
      if (!client.connected) {
        connecting ??= client.connect().finally(() => {
          connecting = undefined
        })
        await connecting
      }
      return await client.send(command, args)
    } catch (error) {
      logger.warn(`Rate limiter: Redis did not answer: ${error instanceof Error ? error.message : String(error)}`)
      throw new AppError('UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.')
    }
  }
  return {
    hit: coalesceHits(async (key, rule, hits) => {
      const windowMs = String(Math.ceil(rule.windowMs))
      const reply = await send('EVAL', [HIT_SCRIPT, '1', KEY_PREFIX + key, windowMs, String(hits)])
      const [count, ttl] = (reply as [number, number]).map(Number) as [number, number]
      return { count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) }
    }),
    async refund(key) {
      await send('EVAL', [REFUND_SCRIPT, '1', KEY_PREFIX + key])
    },
    async close() {
      client.close()
    },
  }
}
