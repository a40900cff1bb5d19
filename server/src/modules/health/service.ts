import { type HealthResponse, PRODUCT } from '@snipstack/contracts'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/errors'

/** A hung database must not hang the health check: load balancers need an answer. */
const PING_TIMEOUT_MS = 2000
/**
 * How old the known database status may be before a health check asks the database again. The
 * check answers from memory meanwhile, and while that question is under way: a database busy
 * with a long query (the embedded one runs on this thread) must not make the health check slow,
 * and a load balancer probing every second must not queue a ping behind every search.
 */
const STATUS_MAX_AGE_MS = 1000

type Status = { reachable: boolean; at: number }

export type HealthMonitor = {
  /** The health answer from the last known status; waits for a ping only when there is none yet. */
  check(): Promise<HealthResponse>
}

export function createHealthMonitor(
  database: Database,
  { timeoutMs = PING_TIMEOUT_MS, maxAgeMs = STATUS_MAX_AGE_MS, now = Date.now } = {},
): HealthMonitor {
  let status: Status | undefined
  let pinging: Promise<Status> | undefined

  function refresh(): Promise<Status> {
    pinging ??= pingWithin(database, timeoutMs)
      .then((reachable) => {
        status = { reachable, at: now() }
        return status
      })
      .finally(() => {
        pinging = undefined
      })
    return pinging
  }

  return {
    async check() {
      const known = status ?? (await refresh())
      if (now() - known.at >= maxAgeMs) refresh().catch(() => {})
      if (!known.reachable) throw new AppError('UNAVAILABLE', 'The database is not reachable.')
      return { status: 'ok', version: PRODUCT.version, database: database.kind }
    },
  }
}

async function pingWithin(database: Database, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([database.ping().then(() => true), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
