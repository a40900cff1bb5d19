import { errorResponse, healthResponse } from '@snipstack/contracts'
import { Elysia } from 'elysia'
import type { Database } from '../../db/client'
import { createHealthMonitor } from './service'

export function healthModule(database: Database) {
  const monitor = createHealthMonitor(database)
  return new Elysia({ prefix: '/health' }).get('', () => monitor.check(), {
    response: { 200: healthResponse, 503: errorResponse },
    detail: {
      tags: ['System'],
      summary: 'Service health',
      description:
        'Whether the database answers, and the version. Answered from memory: the database is asked again at most once a second, in the background, so a busy database never slows this check. 503 while the database is unreachable.',
    },
  })
}
