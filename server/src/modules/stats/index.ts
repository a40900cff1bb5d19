import { siteStatsResponse } from '@snipstack/contracts'
import { Elysia } from 'elysia'
import type { Database } from '../../db/client'
import { errorResponses } from '../../lib/errors'
import { prepareJson, sendPrepared } from '../../lib/prepared-json'
import {
  CATALOG_CACHE_CONTROL as cacheControl,
  createPreparedReadCache,
  type PreparedReadCache,
  READ_CACHE_TTL_MS,
} from '../catalog/read-cache'
import { createStatsService, type StatsService } from './service'

/** The one answer this module keeps. */
const STATS_CACHE_KEY = 'stats'

export type StatsModuleOptions = {
  /** The registry build the app serves under /r (AppOptions.registry); without it `registry` is null. */
  registryDist?: string
  /** The counts; by default counted on `database`. */
  service?: StatsService
  /** Where the answer is kept between counts; a fresh cache by default. */
  readCache?: PreparedReadCache
}

/**
 * `GET /api/stats`: the figures the site states about itself (the landing page's), counted from
 * the data rather than claimed. Every visitor of the landing page asks, so the answer is kept
 * ready to send in the catalogue's read cache (catalog/read-cache.ts): a burst of visits costs one
 * round of counting every few seconds. No write clears it, so a new snippet or account shows up
 * to those few seconds late, which a figure shown as "at least" absorbs.
 */
export function statsModule(database: Database, options: StatsModuleOptions = {}) {
  const service = options.service ?? createStatsService(database.db, { registryDist: options.registryDist })
  const reads = options.readCache ?? createPreparedReadCache({ maxEntries: 1 })

  return new Elysia({ prefix: '/stats' }).get(
    '',
    async ({ request, set }) => {
      const answer = await reads.get(STATS_CACHE_KEY, async () => prepareJson(siteStatsResponse, await service.stats()))
      return sendPrepared(request, answer, { cacheControl, pending: set.headers })
    },
    {
      response: { 200: siteStatsResponse, ...errorResponses(503) },
      detail: {
        tags: ['Stats'],
        summary: 'Site figures',
        description: `What the catalogue and the registry hold, counted from the data: published snippets (drafts are not counted), templates, the distinct languages of the published snippets (their \`language\` field; templates are not included), registered accounts, and, when this server serves the component registry, its documented components, blocks and whole-page templates (\`registry\` is null otherwise). Counted at most once every ${READ_CACHE_TTL_MS / 1000} seconds per instance, so a new snippet or account may take that long to show. 503 while the database is unavailable.`,
      },
    },
  )
}
