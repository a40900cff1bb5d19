import type { HealthResponse } from '@snipstack/contracts'
import { Elysia } from 'elysia'
import type { Database } from '../../db/client'
import { AppError } from '../../lib/errors'
import { APP_VERSION } from '../../version'

export function healthModule(database: Database) {
  return new Elysia({ prefix: '/health' }).get(
    '/',
    async (): Promise<HealthResponse> => {
      try {
        await database.ping()
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not reachable.')
      }
      return { status: 'ok', version: APP_VERSION, database: database.kind }
    },
    { detail: { summary: 'Service health', description: 'Checks the database and reports the version.' } },
  )
}
