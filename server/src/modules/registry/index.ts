import { Elysia } from 'elysia'
import { AppError, errorJson } from '../../lib/errors'
import type { RegistryDocument } from './model'
import { createRegistryService, matchesEtag, type RegistryServiceOptions } from './service'

/** Short enough that a release reaches users within minutes; revalidation is cheap through the ETag. */
const cacheControl = 'public, max-age=300, stale-while-revalidate=3600'

/** Registry files are public and fetched by CLIs and other sites' tooling, so any origin may read them. */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag',
}

function answer(request: Request, read: () => RegistryDocument): Response {
  let document: RegistryDocument
  try {
    document = read()
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    // Errors carry the CORS header too, so a browser client can read why an item is missing.
    const response = errorJson(error)
    for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value)
    response.headers.set('Cache-Control', 'no-store')
    return response
  }
  const headers = new Headers({ ...corsHeaders, ETag: document.etag, 'Cache-Control': cacheControl })
  if (matchesEtag(request.headers.get('if-none-match'), document.etag)) {
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Type', document.contentType)
  return new Response(request.method === 'HEAD' ? null : document.body, { headers })
}

/**
 * The component registry for `snipstack add` and `shadcn add`: `/r/registry.json`,
 * `/r/<name>.json` (also `/r/<name>`) and `/llms.txt`, with origins filled in per request.
 */
export function registryModule(options: RegistryServiceOptions) {
  const registry = createRegistryService(options)
  const hidden = { detail: { hide: true } }
  return new Elysia()
    .get(
      '/r/:name',
      ({ request, params }) => answer(request, () => registry.item(params.name, registry.origin(request.url))),
      hidden,
    )
    .head(
      '/r/:name',
      ({ request, params }) => answer(request, () => registry.item(params.name, registry.origin(request.url))),
      hidden,
    )
    .get('/llms.txt', ({ request }) => answer(request, () => registry.llms(registry.origin(request.url))), hidden)
    .head('/llms.txt', ({ request }) => answer(request, () => registry.llms(registry.origin(request.url))), hidden)
}
