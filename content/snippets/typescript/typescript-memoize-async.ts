export type MemoizeOptions<A extends unknown[]> = {
  /** How long a resolved value stays fresh, in milliseconds. */
  ttlMs: number
  /** Builds the cache key from the arguments; the default suits JSON-serialisable arguments. */
  key?: (...args: A) => string
  now?: () => number
}

type Entry<R> = { promise: Promise<R>; expires: number }

/**
 * Caches an async function's results for `ttlMs`. Concurrent calls with the same key share one
 * in-flight promise, and rejections are evicted at once so a transient failure is not cached.
 */
export function memoizeAsync<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  { ttlMs, key = (...args) => JSON.stringify(args), now = Date.now }: MemoizeOptions<A>,
) {
  const cache = new Map<string, Entry<R>>()

  const memoized = (...args: A): Promise<R> => {
    const id = key(...args)
    const hit = cache.get(id)
    if (hit && hit.expires > now()) return hit.promise

    const promise = fn(...args)
    // Until it settles the entry never expires, so slow calls are still shared.
    const entry: Entry<R> = { promise, expires: Infinity }
    cache.set(id, entry)
    promise.then(
      () => {
        entry.expires = now() + ttlMs
      },
      () => {
        if (cache.get(id) === entry) cache.delete(id)
      },
    )
    return promise
  }

  return Object.assign(memoized, {
    invalidate: (...args: A) => cache.delete(key(...args)),
    clear: () => cache.clear(),
    /** Entries held, including expired ones not yet requested again. */
    size: () => cache.size,
  })
}
