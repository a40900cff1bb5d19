import { type Database, type Db, openDatabase } from '@snipstack/server/db/client'
import { isDatabaseUnavailable } from '@snipstack/server/db/errors'
import { type PostgresServer, postgresBinariesAvailable, startPostgres } from '@snipstack/testing/postgres-server'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, settleInTurn } from './api'

/** Short, so that the hung-database cases take a second rather than the production five. */
const DEADLINE_MS = 500

/** drizzle on postgres.js answers `execute` with the rows themselves. */
const rowsOf = (result: unknown) => result as Array<Record<string, unknown>>

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The failure a promise ends with, and how long it took to end. */
async function failure(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now()
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  return { error, ms: performance.now() - started }
}

describe.skipIf(!postgresBinariesAvailable)(
  'the PostgreSQL client when the database fails under it (needs the PostgreSQL binaries initdb and pg_ctl)',
  () => {
    let pg: PostgresServer | undefined
    let database: Database | undefined
    let admin: postgres.Sql | undefined

    beforeAll(async () => {
      pg = await startPostgres()
      database = await openDatabase({ url: pg.url, queryTimeoutMs: DEADLINE_MS })
      await database.db.execute(sql`create table notes (body text not null)`)
      admin = postgres(pg.url, { max: 1, onnotice: () => {} })
    }, 60_000)

    afterAll(async () => {
      const results = await settleInTurn([
        () => admin?.end({ timeout: 1 }),
        () => database?.close(),
        () => pg?.dispose(),
      ])
      const failed = results.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
    }, 30_000)

    const db = () => (database as Database).db
    const notes = async (body: string) =>
      rowsOf(await (admin as postgres.Sql).unsafe('select count(*)::int as n from notes where body = $1', [body]))[0]?.n

    /** Runs a transaction on a connection the server then ends, as a failover or a crash would. */
    async function transactionCutOff(body: (tx: Transaction) => Promise<void>) {
      let backend: number | undefined
      let cut: () => void = () => {}
      const wasCut = new Promise<void>((resolve) => {
        cut = resolve
      })
      const transaction = db().transaction(async (tx) => {
        backend = Number(rowsOf(await tx.execute(sql`select pg_backend_pid() as pid`))[0]?.pid)
        await wasCut
        await body(tx)
      })
      const pid = await eventually('the transaction to start', async () => backend, 5_000)
      await (admin as postgres.Sql)`select pg_terminate_backend(${pid})`
      cut()
      return failure(transaction)
    }

    it('ends a transaction whose connection is cut mid-statement with an unavailable error, and lives on', async () => {
      const { error } = await transactionCutOff(async (tx) => {
        await tx.execute(sql`insert into notes values ('cut mid-statement')`)
      })
      expect(isDatabaseUnavailable(error)).toBe(true)
      // postgres.js would write ROLLBACK to the closed socket and crash the process; it did not,
      // and the pool opens a new connection for what comes next.
      expect(rowsOf(await db().execute(sql`select 1 as one`))).toEqual([{ one: 1 }])
      expect(await notes('cut mid-statement')).toBe(0)
    })

    it('does not commit a transaction whose connection was cut before its COMMIT', async () => {
      const { error } = await transactionCutOff(async (tx) => {
        // The failure is swallowed, so the body ends normally and a COMMIT would follow.
        await tx.execute(sql`insert into notes values ('cut before commit')`).catch(() => {})
      })
      expect(isDatabaseUnavailable(error)).toBe(true)
      expect(rowsOf(await db().execute(sql`select 1 as one`))).toEqual([{ one: 1 }])
      expect(await notes('cut before commit')).toBe(0)
    })

    it('gives up on a database that hangs within the deadline, and never commits a transaction it gave up on', async () => {
      const server = pg as PostgresServer
      // Connections opened beforehand: the hang then meets both busy and idle ones.
      await Promise.all(Array.from({ length: 4 }, () => db().execute(sql`select pg_sleep(0.01)`)))
      server.freeze()
      let failures: Array<{ error: unknown; ms: number }>
      try {
        failures = await Promise.all([
          failure(db().execute(sql`select 1`)),
          failure(
            db().transaction(async (tx) => {
              await tx.execute(sql`insert into notes values ('late transaction')`)
            }),
          ),
          ...Array.from({ length: 12 }, () => failure(db().execute(sql`select 2`))),
          failure((database as Database).ping()),
        ])
      } finally {
        server.thaw()
      }
      for (const { error, ms } of failures) {
        expect(isDatabaseUnavailable(error)).toBe(true)
        expect(ms).toBeLessThan(DEADLINE_MS + 1_000)
      }
      await eventually(
        'the database to answer again',
        async () => ((await (database as Database).ping().then(() => true)) ? true : undefined),
        10_000,
      )
      // The transaction was told it failed, so it must not have committed once the server woke.
      expect(await notes('late transaction')).toBe(0)
    })
  },
)
