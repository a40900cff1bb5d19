import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { memoryLogger, silentLogger } from '../../../test/http'
import { AppError } from '../../lib/errors'
import { postgresRateLimiter, type RateLimiter, redisRateLimiter } from './rate-limit'

/**
 * The limiter runs against every configured store: the database kinds, and Redis when
 * TEST_REDIS_URL names one (as TEST_DATABASE_URL does for PostgreSQL).
 */
const redisUrl = process.env.TEST_REDIS_URL
const limiterKinds = [...testDatabaseKinds, ...(redisUrl ? (['redis'] as const) : [])]

describe.each(limiterKinds)('rate limiter on %s', (kind) => {
  let database: TestDatabase | undefined
  let limiter: RateLimiter
  let otherInstance: RateLimiter

  beforeAll(async () => {
    if (kind === 'redis') {
      limiter = redisRateLimiter(redisUrl as string, silentLogger)
      otherInstance = redisRateLimiter(redisUrl as string, silentLogger)
    } else {
      database = await openTestDatabase(kind)
      limiter = postgresRateLimiter(database.db)
      otherInstance = postgresRateLimiter(database.db)
    }
  })
  afterAll(async () => {
    await limiter.close()
    await otherInstance.close()
    await database?.dispose()
  })

  const key = () => `test:${crypto.randomUUID()}`
  const minute = { limit: 3, windowMs: 60_000 }

  it('allows up to the limit, then refuses until the window ends', async () => {
    const bucket = key()
    const results = []
    for (let attempt = 0; attempt < 5; attempt++) results.push(await limiter.hit(bucket, minute))
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false, false])
    expect(results.map((result) => result.count)).toEqual([1, 2, 3, 4, 5])
    for (const result of results) {
      expect(result.retryAfterSeconds).toBeGreaterThan(0)
      expect(result.retryAfterSeconds).toBeLessThanOrEqual(60)
    }
  })

  it('keeps keys apart and shares each key between instances', async () => {
    const [a, b] = [key(), key()]
    await limiter.hit(a, minute)
    await otherInstance.hit(a, minute)
    expect((await limiter.hit(a, minute)).count).toBe(3)
    expect((await otherInstance.hit(b, minute)).count).toBe(1)
  })

  it('counts concurrent attempts exactly', async () => {
    const bucket = key()
    const results = await Promise.all(
      Array.from({ length: 12 }, () => limiter.hit(bucket, { limit: 5, windowMs: 60_000 })),
    )
    expect(results.map((result) => result.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
  })

  it('counts exactly when two instances batch concurrent attempts on one key', async () => {
    const bucket = key()
    const rule = { limit: 20, windowMs: 60_000 }
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? limiter : otherInstance).hit(bucket, rule)),
    )
    expect(results.map((result) => result.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(20)
  })

  it('starts a new window once the old one has passed', async () => {
    const bucket = key()
    if (kind === 'redis') {
      // Redis expires the counter by its own clock, which no test can move: a short window (still
      // far longer than two local round trips), polled until it has passed.
      const brief = { limit: 1, windowMs: 300 }
      expect((await limiter.hit(bucket, brief)).allowed).toBe(true)
      expect((await limiter.hit(bucket, brief)).allowed).toBe(false)
      const reopened = async () => expect(await limiter.hit(bucket, brief)).toMatchObject({ allowed: true, count: 1 })
      await vi.waitFor(reopened, { timeout: 5000, interval: 20 })
      return
    }
    let now = Date.now()
    const timed = postgresRateLimiter((database as TestDatabase).db, { now: () => new Date(now) })
    const second = { limit: 1, windowMs: 1000 }
    expect((await timed.hit(bucket, second)).allowed).toBe(true)
    expect((await timed.hit(bucket, second)).allowed).toBe(false)
    now += 999
    expect(await timed.hit(bucket, second)).toMatchObject({ allowed: false, retryAfterSeconds: 1 })
    now += 1
    expect(await timed.hit(bucket, second)).toMatchObject({ allowed: true, count: 1 })
  })

  it('gives an attempt back on refund, never going below zero', async () => {
    const bucket = key()
    await limiter.hit(bucket, minute)
    await limiter.hit(bucket, minute)
    await limiter.refund(bucket, minute)
    expect((await limiter.hit(bucket, minute)).count).toBe(2)
    const unused = key()
    await limiter.refund(unused, minute)
    await limiter.refund(unused, minute)
    expect((await limiter.hit(unused, minute)).count).toBe(1)
  })
})

describe('the Redis limiter when Redis is away', () => {
  it('answers 503 rather than letting every attempt through, and logs why', async () => {
    const logger = memoryLogger()
    // Port 9 (discard) is not a Redis anywhere this runs.
    const limiter = redisRateLimiter('redis://127.0.0.1:9', logger)
    const error = await limiter.hit('test:away', { limit: 1, windowMs: 1000 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).code).toBe('UNAVAILABLE')
    expect(logger.lines.join('\n')).toContain('Redis did not answer')
    await limiter.close()
  })
})
