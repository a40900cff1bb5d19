import { readFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type QueryOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgliteReply, PgliteRequest, PgliteWorkerData, SerializedError } from './pglite-protocol'

// The embedded database on a thread of its own. PGlite runs PostgreSQL compiled to WebAssembly,
// which computes on the thread that calls it and cannot be interrupted: on the server's thread a
// long query would hold up every other request, health checks and memory-served pages included.
// Here it holds up only other queries. Requests are answered strictly in the order they arrive;
// pglite-client.ts relies on that to keep a transaction's statements together.

const port = parentPort
if (!port) throw new Error('pglite-worker.ts runs as a worker thread only')
const { dataDir, startFrom } = workerData as PgliteWorkerData

/** The fields of PostgreSQL's error report, which callers read (code, constraint) to tell failures apart. */
function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} }
  const fields: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value
  }
  return { name: error.name, message: error.message, fields }
}

/** Parsers that hand a column's text over unchanged: the only kind a query names (see pglite-client.ts). */
function textParsers(types: number[]): QueryOptions['parsers'] {
  return Object.fromEntries(types.map((type) => [type, (value: string) => value]))
}

const opened = PGlite.create({
  dataDir,
  extensions: { pg_trgm },
  loadDataDir: startFrom ? new Blob([readFileSync(startFrom)]) : undefined,
})

opened.then(
  () => port.postMessage({ kind: 'ready' } satisfies PgliteReply),
  (error: unknown) => port.postMessage({ kind: 'failed', error: serializeError(error) } satisfies PgliteReply),
)

// One request at a time, in order: PGlite queues them anyway, and the order is what keeps a
// transaction's statements from interleaving with anything else's.
let queue: Promise<void> = Promise.resolve()
port.on('message', (request: PgliteRequest) => {
  queue = queue.then(
    async () => {
      try {
        const client = await opened
        if (request.kind === 'close') {
          if (!client.closed) await client.close()
          port.postMessage({ kind: 'result', id: request.id, result: null } satisfies PgliteReply)
          return
        }
        const result = await client.query<unknown>(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: textParsers(request.textTypes),
        })
        port.postMessage({
          kind: 'result',
          id: request.id,
          result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
        } satisfies PgliteReply)
      } catch (error) {
        port.postMessage({ kind: 'error', id: request.id, error: serializeError(error) } satisfies PgliteReply)
      }
    },
    () => {},
  )
})
