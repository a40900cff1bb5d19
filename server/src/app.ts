import { resolve } from 'node:path'
import { CLI_PACKAGE_PATH } from '@snipstack/contracts/install-commands'
import { type Context, Elysia } from 'elysia'
import type { Database } from './db/client'
import { compressHtml } from './lib/encoding'
import { httpFoundation, notFound } from './lib/http'
import { createLogger, type Logger } from './lib/logger'
import type { OriginOptions } from './lib/origin'
import { createNonce, documentHeaders } from './lib/security'
import { type AuthOptions, authModule, createAuthService } from './modules/auth'
import { cliPackageModule } from './modules/cli'
import { contactModule } from './modules/contact'
import { docsModule } from './modules/docs'
import { healthModule } from './modules/health'
import { registryModule } from './modules/registry'
import type { RegistryServiceOptions } from './modules/registry/service'
import { type SnippetsModuleOptions, snippetsModule } from './modules/snippets'
import { type TemplatesModuleOptions, templatesModule } from './modules/templates'
import { workspaceModule } from './modules/workspace'
import { type BuiltAnswer, loadPrerendered } from './prerendered'
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
  /** The catalogue's service and read cache; tests and the snippets bench replace them. */
  snippets?: SnippetsModuleOptions
  /** The templates catalogue's service, read cache and clock; tests replace them. */
  templates?: Omit<TemplatesModuleOptions, 'auth'>
}

export function createApp({
  database,
  site,
  logger = createLogger('error'),
  analytics = false,
  registry,
  auth,
  origin = {},
  snippets,
  templates,
}: AppOptions) {
  const serveStatic = site ? createStaticHandler(resolve(site.dist, 'client')) : undefined
  const prerendered = site ? loadPrerendered(site.dist, { analytics }) : undefined
  const notFoundRoutes = site?.render.notFoundRoutes

  // One service per app: other modules that need the signed-in user take it (authContext).
  const accounts = createAuthService({
    database,
    logger,
    publicUrl: origin.publicUrl,
    trustedProxies: origin.trustedProxies,
    ...auth,
  })
  const api = new Elysia({ prefix: '/api' })
    .use(healthModule(database))
    .use(authModule(accounts))
    .use(snippetsModule(database, { auth: accounts, ...snippets }))
    .use(templatesModule(database, { auth: accounts, ...templates }))
    .use(workspaceModule(database, { auth: accounts }))
    .use(contactModule(database, accounts))
    .use(docsModule())

  const renderPage = async (request: Request, render: SsrRenderer): Promise<Response> => {
    const nonce = createNonce()
    // Loaders of data pages call /api through the whole app (host checks, error shape), in process.
    const response = await render(request, nonce, (apiRequest): Promise<Response> => app.handle(apiRequest))
    const headers = new Headers(response.headers)
    const page = new URL(request.url).pathname
    for (const [name, value] of Object.entries(documentHeaders({ nonce }, page, { analytics })))
      headers.set(name, value)
    headers.set('Cache-Control', 'no-cache')
    return compressHtml(request, new Response(response.body, { status: response.status, headers }))
  }

  const app = new Elysia()
    .use(httpFoundation({ logger, origin }))
    .use(api)
    // Before the page catch-all, which would otherwise render /r/* as site pages.
    .use(registry ? registryModule({ ...origin, ...registry }) : new Elysia())
    // The build packs the CLI into <dist>/cli/, beside (not among) the client files.
    .use(site ? cliPackageModule({ ...origin, tarball: resolve(site.dist, `.${CLI_PACKAGE_PATH}`) }) : new Elysia())
    .all(
      '/*',
      ({ request, path, set }) => {
        const page = request.method === 'GET' || request.method === 'HEAD'
        if (!page || path === '/api' || path.startsWith('/api/')) throw notFound(request.method, path)
        // Visitor-independent pages come from the build; a map lookup, so before the file lookup's stat calls.
        const built = prerendered?.page(request)
        if (built) return sendBuilt(set, built)
        const asset = serveStatic?.(request)
        if (asset) return asset
        if (!site) throw notFound(request.method, path)
        const missing = notFoundRoutes && prerendered?.notFound(request, notFoundRoutes)
        if (missing) return sendBuilt(set, missing)
        return renderPage(request, site.render)
      },
      { detail: { hide: true } },
    )
  return app
}

export type App = ReturnType<typeof createApp>

/**
 * Hands a built answer to Elysia as status, headers and bytes, from which it makes the one
 * Response. A returned Response would be copied into a second one with its body as a stream:
 * cheap beside a render, but a large share of what serving a prerendered page costs.
 */
function sendBuilt(set: Context['set'], built: BuiltAnswer): Uint8Array | null {
  set.status = built.status
  Object.assign(set.headers, built.headers)
  return built.body
}
