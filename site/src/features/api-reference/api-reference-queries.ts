import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/api-client'
import { retryUnlessClientError } from '@/lib/api/retry'
import { type ServerApi, serverApiClient } from '@/lib/api/server-api'
import { pageTitle } from '@/lib/page-title'
import { isOpenApiDocument, type OpenApiDocument } from './openapi-document'

/** Where the server publishes the document, relative to /api; the page links to it too. */
const OPENAPI_PATH = 'openapi.json'
export const OPENAPI_URL = `/api/${OPENAPI_PATH}`

const MINUTE = 60_000

/**
 * The API's OpenAPI document (`GET /api/openapi.json`), answered in process while the server
 * renders. It changes only when the server is deployed again, so it stays fresh for long.
 */
export const openApiQueryOptions = (serverApi?: ServerApi) =>
  queryOptions({
    queryKey: ['api-reference', 'openapi'],
    queryFn: async (): Promise<OpenApiDocument> => {
      const client = serverApi ? serverApiClient(serverApi) : api
      const document: unknown = await client.get(OPENAPI_PATH).json()
      if (!isOpenApiDocument(document)) throw new Error('The API answered its OpenAPI document in an unexpected shape.')
      return document
    },
    staleTime: 30 * MINUTE,
    gcTime: 60 * MINUTE,
    retry: retryUnlessClientError,
  })

/**
 * The reference page's loader: the document into the query cache (dehydrated into the server's
 * HTML, so the browser does not ask for it again) and the page's head, named after the API.
 */
export async function loadApiReference(queryClient: QueryClient, serverApi?: ServerApi) {
  const document = await queryClient.ensureQueryData(openApiQueryOptions(serverApi))
  return { meta: referenceMeta(document) }
}

/** The page's `<title>` and description. */
export function referenceMeta(document: Pick<OpenApiDocument, 'info'>) {
  return [
    { title: pageTitle('API reference') },
    {
      name: 'description',
      content: `Every operation of the ${document.info.title} (v${document.info.version}): parameters, request bodies, responses and errors.`,
    },
  ]
}
