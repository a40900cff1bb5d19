import type { SiteStatsResponse } from '@snipstack/contracts'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { type ServerApi, serverApiClient } from '@/lib/api/server-api'

/** `GET /api/stats`, checked against its contract; in process while the server renders. Loaded on demand. */
export async function fetchSiteStats(serverApi?: ServerApi): Promise<SiteStatsResponse> {
  const client = serverApi ? serverApiClient(serverApi) : api
  return readContract(client.get('stats'), 'siteStatsResponse')
}
