import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results } from '@electric-sql/pglite'
import type { PgliteReply, PgliteRequest, PgliteWorkerData, SerializedError } from './pglite-protocol'

/** What drizzle's PGlite driver calls on its client; a transaction's client is the same minus `transaction`. */
export type PgliteQueries = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
}

export type PgliteClient = PgliteQueries & {
  transaction<T>(body: (tx: PgliteQueries) => Promise<T>): Promise<T>
  readonly closed: boolean
  close(): Promise<void>
}

/** The message db/errors.ts recognises as "the database is unavailable", as PGlite's own. */
const CLOSED_MESSAGE = 'PGlite is closed'

function deserializeError({ name, message, fields }: SerializedError): Error {
  const error = Object.assign(new Error(message), fields)
  error.name = name
  return error
}

const probe = '2001-02-03 04:05:06.789+00'
const checkedParsers = new WeakMap<object, number[]>()

/**
 * The type OIDs whose values the query wants as the database's text. Functions cannot cross to
 * another thread, and drizzle's parsers only ever keep dates, times and intervals as text, so
 * that is the one kind of parser accepted; anything else is a programming error, said at once.
 */
function textTypes(options: QueryOptions | undefined): number[] {
  const parsers = options?.parsers
  if (!parsers) return []
  let types = checkedParsers.get(parsers)
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      if (parse(probe, Number(type)) !== probe) {
        throw new Error(`The embedded database's thread only keeps values as text; type ${type} has another parser.`)
      }
      return Number(type)
    })
    checkedParsers.set(parsers, types)
  }
  return types
}

/**
 * Opens PGlite on a worker thread (pglite-worker.ts) and answers as PGlite does. Queries are
 * sent at once; a transaction holds the database for itself from BEGIN to COMMIT or ROLLBACK,
 * and everything sent meanwhile outside it waits, as with PGlite's own transactions. The thread
 * answers in the order it was asked, so what is sent in order runs in order.
 */
export async function openPgliteWorker(
  dataDir: string | undefined,
  startFrom: string | undefined,
): Promise<PgliteClient> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: { dataDir, startFrom } satisfies PgliteWorkerData,
  })
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 1
  let closed = false

  function failAll(error: Error) {
    closed = true
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
  }

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: PgliteReply) => {
      if (reply.kind === 'ready') return resolve()
      if (reply.kind === 'failed') return reject(deserializeError(reply.error))
      const waiting = pending.get(reply.id)
      pending.delete(reply.id)
      // An idle thread must not keep a finished script alive; one with work under way must.
      if (pending.size === 0) worker.unref()
      if (reply.kind === 'error') waiting?.reject(deserializeError(reply.error))
      else waiting?.resolve(reply.result)
    })
    worker.on('error', (error) => {
      reject(error)
      failAll(Object.assign(new Error(CLOSED_MESSAGE), { cause: error }))
    })
    worker.on('exit', () => {
      reject(new Error(CLOSED_MESSAGE))
      failAll(new Error(CLOSED_MESSAGE))
    })
  })

  function send<T>(request: Omit<Extract<PgliteRequest, { kind: 'query' }>, 'id'> | { kind: 'close' }): Promise<T> {
    if (closed) return Promise.reject(new Error(CLOSED_MESSAGE))
    const id = nextId++
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.ref()
      worker.postMessage({ ...request, id } satisfies PgliteRequest)
    })
  }

  const direct: PgliteQueries = {
    query: <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
      send<Results<T>>({
        kind: 'query',
        sql,
        params,
        rowMode: options?.rowMode ?? 'object',
        textTypes: textTypes(options),
      }),
  }

  // Settles when the last transaction asked for has ended; what runs outside one waits for it.
  let transactions: Promise<unknown> = Promise.resolve()

  await ready
  worker.unref()
  return {
    query: (sql, params, options) => transactions.then(() => direct.query(sql, params, options)),
    transaction<T>(body: (tx: PgliteQueries) => Promise<T>): Promise<T> {
      const run = transactions.then(async () => {
        await direct.query('BEGIN')
        let value: T
        try {
          value = await body(direct)
        } catch (error) {
          await direct.query('ROLLBACK').catch(() => {})
          throw error
        }
        await direct.query('COMMIT')
        return value
      })
      transactions = run.catch(() => {})
      return run
    },
    get closed() {
      return closed
    },
    async close() {
      if (closed) return
      await send({ kind: 'close' }).catch(() => {})
      closed = true
      await worker.terminate()
    },
  }
}
