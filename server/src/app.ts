import { resolve } from 'node:path'
import { Elysia } from 'elysia'
import type { Database } from './db/client'
import { compressHtml } from './lib/encoding'
import { httpFoundation, notFound } from './lib/http'
import { createLogger, type Logger } from './lib/logger'
import { createNonce, documentCsp } from './lib/security'
import { docsModule } from './modules/docs'
import { healthModule } from './modules/health'
import type { SsrRenderer } from './ssr'
import { createStaticHandler } from './static'

export type AppOptions = {
  database: Database
  /** Built site; when absent only /api is served (development, API tests). */
  site?: { dist: string; render: SsrRenderer }
  /** Unexpected errors are logged here; defaults to errors only on the console. */
  logger?: Logger
  /** An analytics measurement id is configured, so site pages must allow its tag. */
  analytics?: boolean
}

export function createApp({ database, site, logger = createLogger('error'), analytics = false }: AppOptions) {
  const serveStatic = site ? createStaticHandler(resolve(site.dist, 'client')) : undefined

  const api = new Elysia({ prefix: '/api' }).use(healthModule(database)).use(docsModule())

  return new Elysia()
    .use(httpFoundation({ logger }))
    .use(api)
    .all(
      '/*',
      async ({ request, path }) => {
        const page = request.method === 'GET' || request.method === 'HEAD'
        if (!page || path === '/api' || path.startsWith('/api/')) throw notFound(request.method, path)
        const asset = serveStatic?.(request)
        if (asset) return asset
        if (!site) throw notFound(request.method, path)
        const nonce = createNonce()
        const response = await site.render(request, nonce)
        const headers = new Headers(response.headers)
        headers.set('Content-Security-Policy', documentCsp(nonce, { analytics }))
        headers.set('Cache-Control', 'no-cache')
        return compressHtml(request, new Response(response.body, { status: response.status, headers }))
      },
      { detail: { hide: true } },
    )
}

export type App = ReturnType<typeof createApp>
