/** A query the database did not answer in time (see QUERY_TIMEOUT_MS in client.ts). */
export class DatabaseTimeoutError extends Error {
  readonly code = 'QUERY_TIMEOUT'

  constructor(readonly timeoutMs: number) {
    super(`The database did not answer within ${timeoutMs} ms.`)
    this.name = 'DatabaseTimeoutError'
  }
}

/** Network failures, what postgres.js reports when its connection is gone, and our own deadline. */
const connectionCodes = new Set([
  'QUERY_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
])

/** SQLSTATEs that mean "the server cannot serve you now", not "your query is wrong". */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || // connection exception
    code === '53300' || // too many connections
    code === '57014' || // statement cancelled: a statement_timeout, or our deadline's cancel request
    code === '57P01' || // admin shutdown
    code === '57P02' || // crash shutdown
    code === '57P03' // cannot connect now (starting up)
  )
}

/**
 * Whether an error (or one of its causes: drizzle wraps driver errors) means the database
 * cannot be reached, so the request deserves a 503 rather than a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (connectionCodes.has(code) || isUnavailableSqlState(code))) return true
    if (current.message === 'PGlite is closed') return true
    current = current.cause
  }
  return false
}

/** The unique index a failed insert or update ran into, if that is why it failed (SQLSTATE 23505). */
export function violatedUniqueIndex(error: unknown): string | undefined {
  let current = error
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code, constraint, constraint_name } = current as {
      code?: unknown
      constraint?: unknown
      constraint_name?: unknown
    }
    if (code === '23505') return String(constraint_name ?? constraint ?? '')
    current = current.cause
  }
  return undefined
}

/**
 * postgres.js asks each new connection for the database's array types, in a promise of its own
 * that no caller awaits (postgres.js 3.4). When the connection is cut during that query, as in a
 * failover or an outage, the rejection reaches nobody, and an unhandled rejection ends a Bun
 * process. Only that rejection is recognised here; every caller's own query fails to its caller.
 */
export function isStrayTypeFetchFailure(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null) return false
  const { code, query } = reason as { code?: unknown; query?: unknown }
  return (
    typeof code === 'string' &&
    connectionCodes.has(code) &&
    typeof query === 'string' &&
    query.includes('pg_catalog.pg_type') &&
    query.includes('typarray')
  )
}
