import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { DatabaseTimeoutError } from './errors'
import { openPgliteWorker } from './pglite-client'
import { waitingForConnection } from './postgres-query-state'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>
  /** Closes the connection(s); later calls return the same promise. */
  close(): Promise<void>
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

export type DatabaseConfig =
  | {
      url: string
      /**
       * Postgres schema that holds the tables and drizzle's migration journal (instead of
       * `public` and `drizzle`), so test runs on one database stay apart.
       */
      schema?: string
      /** How long one query (or a transaction's wait for a connection) may take; QUERY_TIMEOUT_MS by default. */
      queryTimeoutMs?: number
    }
  /**
   * dataDir undefined keeps the embedded database in memory (tests). `startFrom`, for an in-memory
   * one only, is a file written by PGlite's dumpDataDir to start from instead of an empty cluster:
   * initdb is seconds of WebAssembly, which the test suites pay once rather than per database.
   */
  | { dataDir?: string; startFrom?: string }

const identifier = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * A request-serving query that has had no answer for this long is given up with a 503: a
 * database that accepts connections but answers nothing (frozen, failing over, cut off by the
 * network) would otherwise hold the request until TCP gives up, many minutes later.
 */
export const QUERY_TIMEOUT_MS = 5_000
/** postgres.js waits 30 s for a new connection by default; a host that does not answer fails sooner. */
const CONNECT_TIMEOUT_SECONDS = 5
/**
 * Idle connections are closed after this long, so a quiet instance does not keep connections
 * that a restart, a failover or a NAT may have silently cut, and does not hold server slots.
 */
const IDLE_TIMEOUT_SECONDS = 30
/**
 * Seconds before a connection is opened again after its previous one failed. postgres.js's own
 * backoff grows to 20 s while the database is away and holds every query meanwhile: requests
 * would wait rather than fail fast, and keep waiting for seconds after the database is back.
 * Capped at one second, an outage answers 503 at once and recovery follows within a second.
 */
const reconnectBackoff = (failures: number) => Math.min(0.05 * 2 ** failures, 1)

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return 'url' in config
    ? openPostgres(config.url, config.schema, config.queryTimeoutMs)
    : openPglite(config.dataDir, config.startFrom)
}

/**
 * Counts the statements and transactions under way, so that closing waits for them and for
 * nothing else: a connection that a failure left behind (see `boundedTransaction`) would
 * otherwise hold postgres.js's own shutdown for its whole timeout.
 */
function createWorkTracker() {
  let running = 0
  let onIdle: Array<() => void> = []
  return {
    track<T>(work: Promise<T>): Promise<T> {
      running++
      return work.finally(() => {
        running--
        if (running > 0) return
        for (const wake of onIdle) wake()
        onIdle = []
      })
    },
    /** Resolves once nothing runs, or after `ms` at the latest. */
    idle(ms: number): Promise<void> {
      if (running === 0) return Promise.resolve()
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, ms)
        onIdle.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    },
  }
}

/** How every request-serving statement is bounded. */
type Limits = { ms: number; work: ReturnType<typeof createWorkTracker> }

/** What a transaction's statements need to know about the transaction they run in. */
type Transaction = {
  /** Gives up the whole transaction: its ROLLBACK would wait on the same silent connection. */
  abort(error: Error): void
  /** Whether its connection has closed under it. */
  closed(): boolean
}

/** Lets pending I/O callbacks run first, a socket's 'close' among them. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

function connectionClosed(): Error {
  return Object.assign(new Error('The database connection closed during the transaction.'), {
    code: 'CONNECTION_CLOSED',
  })
}

/**
 * Makes a postgres.js query settle within `ms` of being awaited: late, it rejects with a
 * DatabaseTimeoutError. One still queued for a connection is cancelled, so that it does not
 * run long after its request was answered; one already sent runs on, its answer unread. A
 * statement of a transaction is never cancelled (the transaction rolls back as a whole), and
 * one whose connection has closed is not sent at all: see `boundedTransaction`.
 */
function bounded<Q extends PromiseLike<unknown> & { cancel(): unknown }>(
  query: Q,
  { ms, work }: Limits,
  transaction?: Transaction,
): Q {
  const run = query.then
  let settled: Promise<unknown> | undefined
  const settle = async () => {
    if (transaction) {
      await nextTurn()
      if (transaction.closed()) throw connectionClosed()
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const error = new DatabaseTimeoutError(ms)
        reject(error)
        transaction?.abort(error)
        if (!transaction && waitingForConnection(query)) Promise.resolve(query.cancel()).catch(() => {})
      }, ms)
      run.call(
        query,
        (value: unknown) => {
          clearTimeout(timer)
          resolve(value)
        },
        (error: unknown) => {
          clearTimeout(timer)
          reject(error)
        },
      )
    })
  }
  // postgres.js queries start when first awaited, and `values()` returns the query itself, so
  // replacing `then` on the instance covers every way drizzle awaits it (catch and finally call then).
  Object.defineProperty(query, 'then', {
    value(onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) {
      settled ??= work.track(settle())
      return settled.then(onFulfilled, onRejected)
    },
  })
  return query
}

/**
 * Runs a transaction's (or savepoint's) body. Once it has settled, postgres.js writes COMMIT or
 * ROLLBACK; if the connection closed meanwhile, this never settles, so nothing is written.
 */
async function settleUnlessClosed(body: () => unknown, closed: () => boolean): Promise<unknown> {
  const outcome = await Promise.resolve()
    .then(body)
    .then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    )
  await nextTurn()
  if (closed()) return new Promise(() => {})
  if (!outcome.ok) throw outcome.error
  return outcome.value
}

/**
 * Runs `body` in a postgres.js transaction with two guards.
 *
 * Deadline: the transaction is abandoned as soon as one of its statements times out, or once
 * it has waited `ms` for a connection (every one may be stuck on a silent server). If it gets
 * its connection after the caller was told it failed, it rolls back instead of running late.
 *
 * Closed connection: postgres.js 3.4.9 crashes the whole process (an uncatchable TypeError in
 * `nextWrite`, porsager/postgres#1208) when anything is written to a transaction's connection
 * after it closed, and after a statement fails it writes ROLLBACK itself. When the connection
 * closes, `begin` rejects at once; so before each statement, and before postgres.js would write
 * COMMIT or ROLLBACK, we let the socket's pending events run and, if `begin` has given up,
 * write nothing. The transaction's last promise is then left pending on purpose.
 */
function boundedTransaction(
  begin: (...args: unknown[]) => Promise<unknown>,
  args: unknown[],
  { ms, work }: Limits,
  wrap: (sql: postgres.TransactionSql, transaction: Transaction) => postgres.TransactionSql,
): Promise<unknown> {
  const body = args.pop() as (sql: postgres.TransactionSql) => unknown
  let abandonedWith: Error | undefined
  let closed = false
  let abort: (error: Error) => void = () => {}
  const abandoned = new Promise<never>((_, reject) => {
    abort = (error) => {
      abandonedWith ??= error
      reject(error)
    }
  })
  abandoned.catch(() => {})
  const waiting = setTimeout(() => abort(new DatabaseTimeoutError(ms)), ms)
  const run = begin(...args, (sql: postgres.TransactionSql) => {
    clearTimeout(waiting)
    if (abandonedWith) throw abandonedWith
    const isClosed = () => closed
    return settleUnlessClosed(() => body(wrap(sql, { abort, closed: isClosed })), isClosed)
  })
  // Before its body has settled, begin only settles when the connection closed.
  run.then(
    () => {},
    () => {
      closed = true
    },
  )
  return work.track(Promise.race([run, abandoned]).finally(() => clearTimeout(waiting)))
}

/**
 * The client drizzle serves requests through: every statement bounded as `bounded` says, and
 * transactions guarded as `boundedTransaction` says.
 */
function withDeadline<S extends postgres.Sql | postgres.TransactionSql>(
  sql: S,
  limits: Limits,
  transaction?: Transaction,
): S {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (...args: Parameters<postgres.Sql['unsafe']>) => bounded(target.unsafe(...args), limits, transaction)
      }
      if (property === 'begin' && 'begin' in target) {
        return (...args: unknown[]) =>
          boundedTransaction(target.begin as (...args: unknown[]) => Promise<unknown>, args, limits, (tx, state) =>
            withDeadline(tx, limits, state),
          )
      }
      if (property === 'savepoint' && 'savepoint' in target && transaction) {
        // A savepoint lives on its transaction's connection: the same guards, and the
        // transaction's abort covers it. SAVEPOINT and ROLLBACK TO are written like COMMIT.
        return async (...args: unknown[]) => {
          const body = args.pop() as (sql: postgres.TransactionSql) => unknown
          const savepoint = target.savepoint as (...args: unknown[]) => Promise<unknown>
          await nextTurn()
          if (transaction.closed()) throw connectionClosed()
          return savepoint(...args, (sp: postgres.TransactionSql) =>
            settleUnlessClosed(() => body(withDeadline(sp, limits, transaction)), transaction.closed),
          )
        }
      }
      return Reflect.get(target, property, receiver)
    },
  })
}

function openPostgres(url: string, pgSchema?: string, queryTimeoutMs = QUERY_TIMEOUT_MS): Database {
  if (pgSchema !== undefined && !identifier.test(pgSchema)) throw new Error(`Invalid schema name: ${pgSchema}`)
  // A timeout written into DATABASE_URL wins over ours (postgres.js prefers options to the URL).
  const inUrl = (name: string) => new URL(url).searchParams.has(name)
  const client = postgres(url, {
    max: 10,
    ...(inUrl('connect_timeout') ? {} : { connect_timeout: CONNECT_TIMEOUT_SECONDS }),
    ...(inUrl('idle_timeout') ? {} : { idle_timeout: IDLE_TIMEOUT_SECONDS }),
    ...(inUrl('backoff') ? {} : { backoff: reconnectBackoff }),
    onnotice: () => {},
    connection: { application_name: 'snipstack', ...(pgSchema ? { search_path: `${pgSchema}, public` } : {}) },
  })
  const work = createWorkTracker()
  const db = drizzlePostgres(withDeadline(client, { ms: queryTimeoutMs, work }), { schema })
  // Migrations may rightly run for minutes (an index on a big table): they get no deadline.
  const migrationDb = drizzlePostgres(client, { schema })
  const migrationsSchema = pgSchema ?? 'drizzle'
  let closing: Promise<void> | undefined
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start at once on one database; a session advisory lock lets one
      // migrate while the others wait, then find nothing left to do.
      const lock = await client.reserve()
      try {
        await lock`select pg_advisory_lock(hashtext(${`snipstack migrations ${migrationsSchema}`}))`
        await migratePostgres(migrationDb, { migrationsFolder, migrationsSchema })
      } finally {
        await lock`select pg_advisory_unlock_all()`.catch(() => {})
        lock.release()
      }
    },
    async ping() {
      await db.execute(sql`select 1`)
    },
    close: () => {
      // Statements still running get up to 5 s; after that, or once none runs, the connections go.
      closing ??= work.idle(5_000).then(() => client.end({ timeout: 0 }))
      return closing
    },
  }
}

async function openPglite(dataDir: string | undefined, startFrom: string | undefined): Promise<Database> {
  let dir: string | undefined
  if (dataDir) {
    dir = resolve(dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
  }
  // On a thread of its own (pglite-client.ts says why); drizzle's driver sees it as a PGlite,
  // and uses only what the thread's client answers: query and transaction.
  const client = await openPgliteWorker(dir, dir ? undefined : startFrom)
  const db = drizzlePglite({ client: client as unknown as PGlite, schema })
  let closing: Promise<void> | undefined
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async ping() {
      await db.execute(sql`select 1`)
    },
    close: () => {
      closing ??= client.close()
      return closing
    },
  }
}
