/**
 * Promises that record their outcome on themselves, the convention React's `use()` reads: once
 * fulfilled, `use()` returns the value in the same render instead of suspending. The route loader
 * awaits a page's module on the server (and before client-side navigations), so pages render
 * synchronously there; while hydrating, the first render suspends inside a Suspense boundary and
 * React keeps the server's HTML until the chunk has arrived.
 */
type Tagged = { status?: 'pending' | 'fulfilled' | 'rejected'; value?: unknown; reason?: unknown }

/** Loads a module or a value on demand, as `import.meta.glob`'s lazy entries do. */
export type Loader<T> = () => Promise<T>

const cache = new Map<string, Promise<unknown>>()

export function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  const cached = cache.get(key) as Promise<T> | undefined
  if (cached) return cached
  const promise = load()
  const tagged = promise as Promise<T> & Tagged
  tagged.status = 'pending'
  promise.then(
    (value) => {
      tagged.status = 'fulfilled'
      tagged.value = value
    },
    (reason: unknown) => {
      tagged.status = 'rejected'
      tagged.reason = reason
      // A failed chunk request may succeed later (e.g. after a deploy or a network blip).
      cache.delete(key)
    },
  )
  cache.set(key, promise)
  return promise
}
