import type { TemplateDetail, TemplateFacetsResponse, TemplateListResponse } from '@snipstack/contracts'
import { queryOptions } from '@tanstack/react-query'
import { isHTTPError } from 'ky'
import { api } from '@/features/auth/api-client'
import { retryUnlessClientError } from '@/features/auth/auth-api'
import { readContract } from '@/lib/contract-json'
import { type ServerApi, serverApiClient } from '@/lib/server-api'
import { type TemplateListing, templateListQuery } from './template-search'

const MINUTE = 60_000
/** Spec §9: a template's detail is stale after 10 minutes and dropped after 30. */
export const TEMPLATE_STALE_MS = 10 * MINUTE
export const TEMPLATE_GC_MS = 30 * MINUTE

/**
 * One page of the listing (`GET /api/templates/list`), or null when its category names none
 * (the API's 404), so the page answers with the not-found page. Spec §9: stale after 2 minutes,
 * dropped 5 minutes after its last use. While the server renders, the call is answered in process.
 */
export const templateListQueryOptions = (listing: TemplateListing, serverApi?: ServerApi) => {
  const query = templateListQuery(listing)
  return queryOptions({
    queryKey: ['templates', 'list', query],
    queryFn: async (): Promise<TemplateListResponse | null> => {
      const client = serverApi ? serverApiClient(serverApi) : api
      try {
        return await readContract(client.get('templates/list', { searchParams: query }), 'templateListResponse')
      } catch (error) {
        if (isHTTPError(error) && error.response.status === 404) return null
        throw error
      }
    },
    staleTime: 2 * MINUTE,
    gcTime: 5 * MINUTE,
    retry: retryUnlessClientError,
  })
}

/** The Template Hub's lists with their counts (`GET /api/templates/facets`). */
export const templateFacetsQueryOptions = (serverApi?: ServerApi) =>
  queryOptions({
    queryKey: ['templates', 'facets'],
    queryFn: async (): Promise<TemplateFacetsResponse> => {
      const client = serverApi ? serverApiClient(serverApi) : api
      return readContract(client.get('templates/facets'), 'templateFacetsResponse')
    },
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
    retry: retryUnlessClientError,
  })

/**
 * One template with its README and files (`GET /api/templates/single`) by slug or id, or null
 * when none answers: an unknown one (404) and one the API refuses as malformed (422) both name no
 * page.
 */
export async function fetchTemplate(
  searchParams: { slug: string } | { id: string },
  serverApi?: ServerApi,
): Promise<TemplateDetail | null> {
  const client = serverApi ? serverApiClient(serverApi) : api
  try {
    const { template } = await readContract(client.get('templates/single', { searchParams }), 'templateSingleResponse')
    return template
  } catch (error) {
    if (isHTTPError(error) && (error.response.status === 404 || error.response.status === 422)) return null
    throw error
  }
}

/** The template with this slug, or null for a slug no template has. Spec §9: stale after 10 minutes, dropped after 30. */
export const templateQueryOptions = (slug: string, serverApi?: ServerApi) =>
  queryOptions({
    queryKey: ['templates', 'single', slug],
    queryFn: () => fetchTemplate({ slug }, serverApi),
    staleTime: TEMPLATE_STALE_MS,
    gcTime: TEMPLATE_GC_MS,
    retry: retryUnlessClientError,
  })
