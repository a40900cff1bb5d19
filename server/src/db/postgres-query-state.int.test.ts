import postgres from 'postgres'
import { describe, expect, it } from 'vitest'
import { waitingForConnection } from './postgres-query-state'

/** postgres.js hands an executed query to its pool a microtask later; this waits past that. */
const handedToPool = () => new Promise<void>((resolve) => setImmediate(resolve))

// Only a real server shows when postgres.js sends a query; the suite runs where TEST_DATABASE_URL names one.
describe.each(process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [])('postgres.js on %s', (url) => {
  it('tells a query held for a connection from one already sent, and cancels a held one without touching the others', async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {} })
    try {
      // The pool's only connection is still being opened: the first query waits for it, the
      // second waits in the pool's queue. Neither has been sent.
      const first = sql`select 1 as n`.execute()
      const queued = sql`select 2 as n`.execute()
      await handedToPool()
      expect(waitingForConnection(first)).toBe(true)
      expect(waitingForConnection(queued)).toBe(true)
      queued.cancel()
      await expect(queued).rejects.toMatchObject({ code: '57014' })
      expect([...(await first)]).toEqual([{ n: 1 }])

      // Now the connection is open: a query goes out on it at once, and the next one is pipelined
      // behind it on the same connection. Both are sent, so neither may be cancelled.
      const running = sql`select pg_sleep(0.2), 3 as n`.execute()
      const pipelined = sql`select 4 as n`.execute()
      await handedToPool()
      expect(waitingForConnection(running)).toBe(false)
      expect(waitingForConnection(pipelined)).toBe(false)
      expect((await running)[0]?.n).toBe(3)
      expect([...(await pipelined)]).toEqual([{ n: 4 }])
    } finally {
      await sql.end({ timeout: 1 })
    }
  })
})
