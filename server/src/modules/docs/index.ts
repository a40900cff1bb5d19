import { Elysia } from 'elysia'
import { buildOpenApiDocument, type OpenApiDocument } from './openapi'

/**
 * `/api/openapi.json`: the OpenAPI document of every route. The reference people read, `/api`, is a
 * site page rendered from this document (site/src/features/api-reference).
 */
export function docsModule() {
  const module = new Elysia()
  // Built on first use: by then the app is composed and its routes no longer change.
  let cached: OpenApiDocument | undefined
  const document = () => {
    cached ??= buildOpenApiDocument(module)
    return cached
  }
  return module.get('/openapi.json', () => document(), { detail: { hide: true } })
}
