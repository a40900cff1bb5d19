/** Network failures, and what postgres.js reports when its connection is gone. */
const connectionCodes = new Set([
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
