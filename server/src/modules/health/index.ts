import { errorResponse, healthResponse } from '@snipstack/contracts'
import { Elysia } from 'elysia'
import type { Database } from '../../db/client'
import { checkHealth } from './service'

export function healthModule(database: Database) {
  return new Elysia({ prefix: '/health' }).get('', () => checkHealth(database), {
    response: { 200: healthResponse, 503: errorResponse },
    detail: {
      tags: ['System'],
      summary: 'Service health',
      description: 'Checks that the database answers and reports the version. 503 while the database is unreachable.',
    },
  })
}
