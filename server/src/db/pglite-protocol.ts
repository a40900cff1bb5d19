import type { Results } from '@electric-sql/pglite'

/** What the embedded database's thread is started with (see pglite-worker.ts). */
export type PgliteWorkerData = {
  dataDir: string | undefined
  /** A dumpDataDir file to start an in-memory database from (DatabaseConfig's `startFrom`). */
  startFrom: string | undefined
}

export type PgliteRequest =
  | {
      kind: 'query'
      id: number
      sql: string
      params: unknown[]
      rowMode: 'array' | 'object'
      /** Type OIDs whose columns are handed over as text, as the caller's parsers asked. */
      textTypes: number[]
    }
  | { kind: 'close'; id: number }

/** An error as it crosses threads: its message and PostgreSQL's report fields (code, constraint…). */
export type SerializedError = { name: string; message: string; fields: Record<string, string | number> }

export type PgliteReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: SerializedError }
  | { kind: 'result'; id: number; result: Pick<Results<unknown>, 'rows' | 'fields' | 'affectedRows'> | null }
  | { kind: 'error'; id: number; error: SerializedError }
