import { Elysia } from 'elysia'
import { compressHtml } from '../../lib/encoding'
import { createNonce, referenceCsp } from '../../lib/security'
import { buildOpenApiDocument, type OpenApiDocument } from './openapi'
import { renderReferencePage } from './reference-page'

/** `/api`: the API reference page; `/api/openapi.json`: the document it is made from. */
export function docsModule() {
  const module = new Elysia()
  // Built on first use: by then the app is composed and its routes no longer change.
  let cached: OpenApiDocument | undefined
  const document = () => {
    cached ??= buildOpenApiDocument(module)
    return cached
  }
  return module
    .get('/openapi.json', () => document(), { detail: { hide: true } })
    .get(
      '',
      ({ request }) => {
        const nonce = createNonce()
        const page = new Response(renderReferencePage(document(), nonce), {
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': referenceCsp(nonce),
            'Cache-Control': 'no-cache',
          },
        })
        return compressHtml(request, page)
      },
      { detail: { hide: true } },
    )
}
