import { describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/errors'
import { createHealthMonitor } from './service'

/** A database whose pings the test answers by hand. */
function databaseWithPings() {
  const pings: Array<{ answer: () => void; fail: () => void }> = []
  const database = {
    kind: 'pglite',
    ping: () =>
      new Promise<void>((resolve, reject) => {
        pings.push({ answer: resolve, fail: () => reject(new Error('gone')) })
      }),
  } as unknown as Database
  return { database, pings }
}

describe('createHealthMonitor', () => {
  it('answers from memory while the database is busy, and asks it again at most once per interval', async () => {
    const { database, pings } = databaseWithPings()
    let clock = 0
    const monitor = createHealthMonitor(database, { maxAgeMs: 1000, now: () => clock })

    const first = monitor.check()
    expect(pings).toHaveLength(1)
    pings[0]?.answer()
    expect(await first).toMatchObject({ status: 'ok', database: 'pglite' })

    // Fresh: no ping at all.
    clock = 500
    expect(await monitor.check()).toMatchObject({ status: 'ok' })
    expect(pings).toHaveLength(1)

    // Stale: answered at once from memory while one ping, and only one, asks again. The database
    // does not answer it (busy), yet every check is answered.
    clock = 1500
    expect(await monitor.check()).toMatchObject({ status: 'ok' })
    expect(await monitor.check()).toMatchObject({ status: 'ok' })
    expect(pings).toHaveLength(2)

    // That ping fails: from then on the check says so.
    pings[1]?.fail()
    await expect
      .poll(async () => (await monitor.check().catch((error: unknown) => error)) instanceof AppError)
      .toBe(true)
    const failure = await monitor.check().catch((error: unknown) => error)
    expect(failure).toMatchObject({ status: 503, code: 'UNAVAILABLE' })
  })

  it('waits for the first answer, and counts no answer within the timeout as unreachable', async () => {
    const { database, pings } = databaseWithPings()
    const monitor = createHealthMonitor(database, { timeoutMs: 10 })
    const failure = await monitor.check().catch((error: unknown) => error)
    expect(pings).toHaveLength(1)
    expect(failure).toMatchObject({ status: 503, code: 'UNAVAILABLE' })
  })
})
