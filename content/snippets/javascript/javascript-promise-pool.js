/**
 * Like Promise.all(items.map(fn)) but with at most `concurrency` calls in flight.
 * Results keep input order. The first rejection stops new work and rejects the whole call.
 */
export async function mapConcurrent(items, fn, { concurrency = 4, signal } = {}) {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer')
  const list = Array.from(items)
  const results = new Array(list.length)
  let next = 0
  let failed = false

  // Each worker pulls the next index; no index is taken twice because JS runs them one at a time.
  async function worker() {
    while (!failed && next < list.length) {
      signal?.throwIfAborted()
      const index = next++
      try {
        results[index] = await fn(list[index], index)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }

  const workers = Array.from({ length: Math.min(concurrency, list.length) }, worker)
  await Promise.all(workers)
  return results
}

/** Same pool, but collects every outcome like Promise.allSettled instead of failing fast. */
export function mapSettled(items, fn, options) {
  return mapConcurrent(
    items,
    (item, index) =>
      Promise.resolve()
        .then(() => fn(item, index))
        .then(
          (value) => ({ status: 'fulfilled', value }),
          (reason) => ({ status: 'rejected', reason }),
        ),
    options,
  )
}
