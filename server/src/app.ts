import { resolve } from 'node:path'
import { Elysia } from 'elysia'
import type { Database } from './db/client'
import { AppError, errorJson } from './lib/errors'
import { healthModule } from './modules/health'
import type { SsrRenderer } from './ssr'
import { createStaticHandler } from './static'

export type AppOptions = {
  database: Database
  /** Built site; when absent only /api is served (API tests). */
  site?: { dist: string; render: SsrRenderer }
}

const baseSecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
}

export function documentCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

export function createApp({ database, site }: AppOptions) {
  const serveStatic = site ? createStaticHandler(resolve(site.dist, 'client')) : undefined

  const api = new Elysia({ prefix: '/api' }).use(healthModule(database))

  return new Elysia()
    .onRequest(({ set }) => {
      Object.assign(set.headers, baseSecurityHeaders)
    })
    .onError(({ error, code, path }) => {
      if (error instanceof AppError) return errorJson(error, baseSecurityHeaders)
      if (code === 'NOT_FOUND') return errorJson(new AppError('NOT_FOUND', `Nothing at ${path}.`), baseSecurityHeaders)
      console.error('Unexpected error', error)
      return errorJson(new AppError('INTERNAL', 'Something went wrong on our side.'), baseSecurityHeaders)
    })
    .use(api)
    .all('/*', async ({ request, path }) => {
      if (path === '/api' || path.startsWith('/api/')) {
        throw new AppError('NOT_FOUND', 'No API route matches this path.')
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        throw new AppError('NOT_FOUND', `Nothing at ${path}.`)
      }
      const asset = serveStatic?.(request)
      if (asset) return asset
      if (!site) throw new AppError('NOT_FOUND', 'The site is not built.')
      const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
      const response = await site.render(request, nonce)
      const headers = new Headers(response.headers)
      for (const [k, v] of Object.entries(baseSecurityHeaders)) headers.set(k, v)
      headers.set('Content-Security-Policy', documentCsp(nonce))
      headers.set('Cache-Control', 'no-cache')
      return new Response(response.body, { status: response.status, headers })
    })
}

export type App = ReturnType<typeof createApp>
