import { describe, expect, it, vi } from 'vitest'
import { createReadCache, READ_CACHE_MAX_ENTRIES, READ_CACHE_TTL_MS, uncached } from './read-cache'

/** A clock the tests move by hand, so that expiry needs no sleeping. */
function manualClock(start = 1_000_000) {
  let time = start
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
  }
}

/** A promise that the test settles when it chooses. */
function gate<T>() {
  let open: (value: T) => void = () => {}
  let fail: (error: unknown) => void = () => {}
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve
    fail = reject
  })
  return { promise, open, fail }
}

describe('createReadCache', () => {
  it('keeps a loaded value for the TTL, counted from when its load started', async () => {
    const clock = manualClock()
    const cache = createReadCache<string>({ ttlMs: 5_000, now: clock.now })
    const load = vi.fn(async () => `value ${load.mock.calls.length}`)
    expect(await cache.get('k', load)).toBe('value 1')
    clock.advance(4_999)
    expect(await cache.get('k', load)).toBe('value 1')
    expect(load).toHaveBeenCalledTimes(1)
    clock.advance(1)
    expect(await cache.get('k', load)).toBe('value 2')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('defaults to a few seconds and a few hundred entries', () => {
    expect(READ_CACHE_TTL_MS).toBeGreaterThanOrEqual(1_000)
    expect(READ_CACHE_TTL_MS).toBeLessThanOrEqual(10_000)
    expect(READ_CACHE_MAX_ENTRIES).toBe(500)
  })

  it('keeps keys apart', async () => {
    const cache = createReadCache<string>()
    expect(await cache.get('a', async () => 'A')).toBe('A')
    expect(await cache.get('b', async () => 'B')).toBe('B')
    expect(await cache.get('a', async () => 'not loaded')).toBe('A')
  })

  it('drops the least recently used entry beyond its bound', async () => {
    const cache = createReadCache<string>({ maxEntries: 2 })
    await cache.get('a', async () => 'A')
    await cache.get('b', async () => 'B')
    await cache.get('a', async () => 'not loaded') // a is now the most recently used
    await cache.get('c', async () => 'C')
    expect(cache.size).toBe(2)
    expect(await cache.get('a', async () => 'reloaded')).toBe('A')
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded')
  })

  it('forgets everything on invalidate()', async () => {
    const cache = createReadCache<string>()
    await cache.get('a', async () => 'old')
    cache.invalidate()
    expect(cache.size).toBe(0)
    expect(await cache.get('a', async () => 'new')).toBe('new')
  })

  it('shares one load between concurrent misses of a key', async () => {
    const cache = createReadCache<string>()
    const answer = gate<string>()
    const load = vi.fn(() => answer.promise)
    const first = cache.get('k', load)
    const second = cache.get('k', load)
    answer.open('shared')
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared'])
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps no failure: every waiter sees the error and the next call loads again', async () => {
    const cache = createReadCache<string>()
    const answer = gate<string>()
    const failing = vi.fn(() => answer.promise)
    const first = cache.get('k', failing)
    const second = cache.get('k', failing)
    answer.fail(new Error('not found'))
    await expect(first).rejects.toThrow('not found')
    await expect(second).rejects.toThrow('not found')
    expect(failing).toHaveBeenCalledTimes(1)
    expect(cache.size).toBe(0)
    expect(await cache.get('k', async () => 'found')).toBe('found')
  })

  it('keeps no failure thrown before the load even returns a promise', async () => {
    const cache = createReadCache<string>()
    await expect(
      cache.get('k', () => {
        throw new Error('at once')
      }),
    ).rejects.toThrow('at once')
    expect(await cache.get('k', async () => 'later')).toBe('later')
  })

  it('does not keep what a load under way at invalidate() read, nor hand it to later callers', async () => {
    const cache = createReadCache<string>()
    const before = gate<string>()
    const waiting = cache.get('k', () => before.promise)
    cache.invalidate() // a write lands while the query runs
    const after = cache.get('k', async () => 'after the write')
    before.open('before the write')
    expect(await waiting).toBe('before the write')
    expect(await after).toBe('after the write')
    expect(await cache.get('k', async () => 'not loaded')).toBe('after the write')
  })

  it('refuses a TTL or bound that would keep nothing', () => {
    expect(() => createReadCache({ ttlMs: 0 })).toThrow()
    expect(() => createReadCache({ maxEntries: 0 })).toThrow()
  })

  it('uncached() loads on every call, concurrent ones included', async () => {
    const cache = uncached<number>()
    const load = vi.fn(async () => 1)
    await Promise.all([cache.get('k', load), cache.get('k', load)])
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(3)
  })
})
