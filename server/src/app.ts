import { resolve } from 'node:path'
import { Elysia } from 'elysia'
import type { Database } from './db/client'
import { compressHtml } from './lib/encoding'
import { httpFoundation, notFound } from './lib/http'
import { createLogger, type Logger } from './lib/logger'
import type { OriginOptions } from './lib/origin'
import { createNonce, documentCsp } from './lib/security'
import { type AuthOptions, authModule, createAuthService } from './modules/auth'
import { docsModule } from './modules/docs'
import { healthModule } from './modules/health'
import { registryModule } from './modules/registry'
import type { RegistryServiceOptions } from './modules/registry/service'
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
  /** Built component registry served under /r and /llms.txt; absent in tests that do not need it. */
  registry?: RegistryServiceOptions
  /** Accounts: signing secret, OAuth providers, rate-limit store and limits; defaults suit the embedded mode. */
  auth?: AuthOptions
  /** PUBLIC_URL, ALLOWED_HOSTS and TRUST_PROXY: which hosts are answered and which origin URLs name. */
  origin?: OriginOptions
}

export function createApp({
  database,
  site,
  logger = createLogger('error'),
  analytics = false,
  registry,
  auth,
  origin = {},
}: AppOptions) {
  const serveStatic = site ? createStaticHandler(resolve(site.dist, 'client')) : undefined

  // One service per app: other modules that need the signed-in user take it (authContext).
  const accounts = createAuthService({
    database,
    logger,
    publicUrl: origin.publicUrl,
    trustedProxies: origin.trustedProxies,
    ...auth,
  })
  const api = new Elysia({ prefix: '/api' }).use(healthModule(database)).use(authModule(accounts)).use(docsModule())

  return (
    new Elysia()
      .use(httpFoundation({ logger, origin }))
      .use(api)
      // Before the page catch-all, which would otherwise render /r/* as site pages.
      .use(registry ? registryModule({ ...origin, ...registry }) : new Elysia())
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
  )
}

export type App = ReturnType<typeof createApp>
