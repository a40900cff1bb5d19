import type { PreparedJson } from '../../lib/prepared-json'

/**
 * An in-process cache of anonymous catalogue answers, shared by the snippets and templates
 * catalogues: anonymous lists and single items may be answered from it for a short time, and every
 * write clears it (docs/product.md, Serving and performance).
 *
 * Three properties matter under load:
 * - Short life. A write calls `invalidate()` on the instance that took it, but other instances
 *   of a scaled-out deployment never hear of it (they share only the database), so the TTL is
 *   how stale they may be. Five seconds is shorter than anyone takes to go from a submit button
 *   to another instance's list, and long enough that a popular key costs one query per five
 *   seconds per instance instead of one per request.
 * - A size bound. Keys come from the query string (searches, pages), so a crawler or an attacker
 *   could otherwise grow the map without end. Least recently used entries go first, which keeps
 *   the hot pages and searches.
 * - Single flight. When a hot key expires, every request that arrives before the first query
 *   returns waits for that query instead of sending its own: a burst costs one query, not one per
 *   connection.
 *
 * Failures are never kept: whoever waited on a failed load sees its error, and the next request
 * tries again.
 */

/** How long an answer is served after its query started; see above. */
export const READ_CACHE_TTL_MS = 5_000
/** Answers are a few to a few tens of kB (a page of cards, one item with its files), so 500 stay within ~20 MB. */
export const READ_CACHE_MAX_ENTRIES = 500

export type ReadCacheOptions = {
  ttlMs?: number
  maxEntries?: number
  /** The clock, in milliseconds; tests move it instead of sleeping. */
  now?: () => number
}

export type ReadCache<V> = {
  /**
   * The value kept under `key` while it is fresh; otherwise the result of `load`, kept for the
   * TTL. Concurrent calls for a key that is being loaded share that one load.
   */
  get(key: string, load: () => Promise<V>): Promise<V>
  /** Forgets every answer, and every load under way, so that the next read sees the latest write. */
  invalidate(): void
  /** Entries held, fresh or not yet evicted; for tests and diagnostics. */
  readonly size: number
}

type Entry<V> = { value: V; expiresAt: number }

export function createReadCache<V>({
  ttlMs = READ_CACHE_TTL_MS,
  maxEntries = READ_CACHE_MAX_ENTRIES,
  now = Date.now,
}: ReadCacheOptions = {}): ReadCache<V> {
  if (!(ttlMs > 0) || !Number.isInteger(maxEntries) || maxEntries < 1)
    throw new Error('A read cache needs a positive TTL and room for at least one entry.')
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, Entry<V>>()
  const loading = new Map<string, Promise<V>>()
  // Bumped by invalidate(): a load that started before a write may have read the data before it,
  // so its result answers the requests that were already waiting but is not kept.
  let generation = 0

  function keep(key: string, value: V, expiresAt: number) {
    entries.delete(key)
    entries.set(key, { value, expiresAt })
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value as string
      entries.delete(oldest)
    }
  }

  return {
    get(key, load) {
      const entry = entries.get(key)
      if (entry) {
        if (entry.expiresAt > now()) {
          entries.delete(key)
          entries.set(key, entry)
          return Promise.resolve(entry.value)
        }
        entries.delete(key)
      }
      const pending = loading.get(key)
      if (pending) return pending

      const started = generation
      // The answer is as old as the moment its query started, so its life is counted from there.
      const expiresAt = now() + ttlMs
      // `load` runs a microtask later, so that `flight` is set even when it throws synchronously.
      const flight: Promise<V> = Promise.resolve()
        .then(load)
        .then((value) => {
          if (generation === started) keep(key, value, expiresAt)
          return value
        })
        .finally(() => {
          // Only our own flight: after an invalidate() a newer one may hold the key by now.
          if (loading.get(key) === flight) loading.delete(key)
        })
      loading.set(key, flight)
      return flight
    },

    invalidate() {
      generation++
      entries.clear()
      loading.clear()
    },

    get size() {
      return entries.size
    },
  }
}

/**
 * No caching at all: every call loads, concurrent ones included. Only the catalogue benches use it,
 * to show what the cache saves; production always caches.
 */
export function uncached<V>(): ReadCache<V> {
  return { get: (_key, load) => load(), invalidate() {}, size: 0 }
}

/** A catalogue's anonymous answers (list pages, single items), kept ready to send. */
export type PreparedReadCache = ReadCache<PreparedJson>

export function createPreparedReadCache(options: ReadCacheOptions = {}): PreparedReadCache {
  return createReadCache<PreparedJson>(options)
}

/**
 * The Cache-Control of catalogue answers. The catalogues are public and the same for everyone, so
 * any cache may keep them (`public`, even for a request that carries a token); `max-age=0,
 * must-revalidate` makes browsers and CDNs ask again on every use. That costs a 304 from memory
 * (the ETag), and means the only staleness is this cache's few seconds, which a write clears at
 * once; a max-age would add a delay that nothing can clear, after the author of a new snippet has
 * been sent to it.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
