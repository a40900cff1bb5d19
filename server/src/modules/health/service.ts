import type { HealthResponse } from '@snipstack/contracts'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/errors'
import { APP_VERSION } from '../../version'

/** A hung database must not hang the health check: load balancers need an answer. */
const PING_TIMEOUT_MS = 2000

export async function checkHealth(database: Database, timeoutMs = PING_TIMEOUT_MS): Promise<HealthResponse> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([database.ping(), timeout])
  } catch {
    throw new AppError('UNAVAILABLE', 'The database is not reachable.')
  } finally {
    clearTimeout(timer)
  }
  return { status: 'ok', version: APP_VERSION, database: database.kind }
}
