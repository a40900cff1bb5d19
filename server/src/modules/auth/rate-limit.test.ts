import { describe, expect, it } from 'vitest'
import { type CounterWrite, coalesceHits } from './rate-limit'

/** A store whose writes the test finishes by hand, one at a time, in the order they were sent. */
function heldStore() {
  const counts = new Map<string, number>()
  const writes: { key: string; hits: number; finish: (error?: Error) => void }[] = []
  const write: CounterWrite = (key, _rule, hits) =>
    new Promise((resolve, reject) => {
      writes.push({
        key,
        hits,
        finish(error) {
          if (error) return reject(error)
          const count = (counts.get(key) ?? 0) + hits
          counts.set(key, count)
          resolve({ count, retryAfterSeconds: 30 })
        },
      })
    })
  /** Lets the microtasks that follow a finished write (the next batch's send) run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { write, writes, settle }
}

const rule = { limit: 3, windowMs: 60_000 }

describe('coalesceHits', () => {
  it('sends one write at a time per key and gives each hit its own count in arrival order', async () => {
    const store = heldStore()
    const hit = coalesceHits(store.write)
    const first = hit('a', rule)
    const rest = [hit('a', rule), hit('a', rule), hit('a', rule), hit('a', rule)]
    expect(store.writes.map((write) => write.hits)).toEqual([1])

    store.writes[0]?.finish()
    expect(await first).toEqual({ allowed: true, count: 1, retryAfterSeconds: 30 })
    await store.settle()
    expect(store.writes.map((write) => write.hits)).toEqual([1, 4])

    store.writes[1]?.finish()
    const results = await Promise.all(rest)
    expect(results.map((result) => result.count)).toEqual([2, 3, 4, 5])
    expect(results.map((result) => result.allowed)).toEqual([true, true, false, false])
  })

  it('keeps keys apart: a write in flight for one key does not hold another', async () => {
    const store = heldStore()
    const hit = coalesceHits(store.write)
    const a = hit('a', rule)
    const b = hit('b', rule)
    expect(store.writes.map((write) => [write.key, write.hits])).toEqual([
      ['a', 1],
      ['b', 1],
    ])
    store.writes[1]?.finish()
    expect((await b).count).toBe(1)
    store.writes[0]?.finish()
    expect((await a).count).toBe(1)
  })

  it('fails only the hits of a failed write, and the next batch still goes', async () => {
    const store = heldStore()
    const hit = coalesceHits(store.write)
    const failing = [hit('a', rule)]
    const queued = [hit('a', rule), hit('a', rule)]
    store.writes[0]?.finish(new Error('store away'))
    await expect(failing[0]).rejects.toThrow('store away')
    await store.settle()
    expect(store.writes.map((write) => write.hits)).toEqual([1, 2])
    store.writes[1]?.finish()
    expect((await Promise.all(queued)).map((result) => result.count)).toEqual([1, 2])
    // With nothing in flight, the next hit is sent at once again.
    const later = hit('a', rule)
    expect(store.writes).toHaveLength(3)
    store.writes[2]?.finish()
    expect((await later).count).toBe(3)
  })
})
