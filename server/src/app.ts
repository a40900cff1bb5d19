import { resolve } from 'node:path'
import { CLI_PACKAGE_PATH } from '@snipstack/contracts/install-commands'
import { type Context, Elysia } from 'elysia'
import type { Database } from './db/client'
import { clientIp, recordSocketAddress } from './lib/client-ip'
import { compressHtml } from './lib/encoding'
import { BusyError, errorJson } from './lib/errors'
import { httpFoundation, notFound } from './lib/http'
import { createLogger, type Logger } from './lib/logger'
import type { OriginOptions } from './lib/origin'
import { createNonce, documentHeaders } from './lib/security'
import { type AuthOptions, authModule, createAuthService } from './modules/auth'
import { cliPackageModule } from './modules/cli'
import { contactModule } from './modules/contact'
import { docsModule } from './modules/docs'
import { healthModule } from './modules/health'
import { proModule } from './modules/pro'
import { createEntitlements } from './modules/pro/entitlements'
import { createRegistryAccess } from './modules/pro/registry-access'
import { createRegistryTokens } from './modules/pro/registry-tokens'
import { registryModule } from './modules/registry'
import type { RegistryServiceOptions } from './modules/registry/service'
import { searchModule } from './modules/search'
import { type SnippetsModuleOptions, snippetsModule } from './modules/snippets'
import { createSnippetSearch } from './modules/snippets/search'
import { createSnippetService } from './modules/snippets/service'
import { type StatsModuleOptions, statsModule } from './modules/stats'
import { type TemplatesModuleOptions, templatesModule } from './modules/templates'
import { createTemplateSearch } from './modules/templates/search'
import { createTemplateService } from './modules/templates/service'
import { workspaceModule } from './modules/workspace'
import { type BuiltAnswer, loadPrerendered } from './prerendered'
import { type ApiFetch, type SsrRenderer, unavailablePage } from './ssr'
import { createStaticHandler } from './static'

export type AppOptions = {
  database: Database
  /**
   * Built site; when absent only /api is served (development, API tests). `deadlineMs` bounds a
   * page render (RENDER_DEADLINE_MS by default); tests shorten it.
   */
  site?: { dist: string; render: SsrRenderer; deadlineMs?: number }
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
  /** The site figures' service and read cache; tests replace them. The registry counted is `registry`'s. */
  stats?: Omit<StatsModuleOptions, 'registryDist'>
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
  stats,
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
  const registryTokens = createRegistryTokens(database.db)
  // One service per catalogue, so its search index is built once: the catalogue's routes and the
  // search across catalogues answer from the same one.
  // A look that failed in the background, or a row left out of an index, is logged (search-sync.ts).
  const searchSync = {
    onError: (error: unknown) =>
      logger.error(`Search index: ${error instanceof Error ? error.message : String(error)}`),
  }
  const snippetService =
    snippets?.service ?? createSnippetService(database.db, createSnippetSearch(database.db, searchSync))
  const templateService =
    templates?.service ?? createTemplateService(database.db, createTemplateSearch(database.db, searchSync))
  const api = new Elysia({ prefix: '/api' })
    .use(healthModule(database))
    .use(authModule(accounts))
    .use(snippetsModule(database, { auth: accounts, ...snippets, service: snippetService }))
    .use(templatesModule(database, { auth: accounts, ...templates, service: templateService }))
    .use(searchModule({ auth: accounts, snippets: snippetService, templates: templateService }))
    .use(statsModule(database, { registryDist: registry?.dist, ...stats }))
    .use(workspaceModule(database, { auth: accounts }))
    .use(proModule(database, accounts, registryTokens))
    .use(contactModule(database, accounts))
    .use(docsModule())

  const renderPage = async (request: Request, render: SsrRenderer): Promise<Response> => {
    const nonce = createNonce()
    // Loaders of data pages call /api through the whole app (host checks, error shape), in process,
    // as the visitor: a search rendered into a page counts against the visitor's own search limit.
    const visitor = clientIp(request, origin.trustedProxies)
    const response = await withinDeadline(
      (fetchApi) => render(request, nonce, fetchApi),
      (apiRequest) => {
        recordSocketAddress(apiRequest, visitor)
        return app.handle(apiRequest)
      },
      site?.deadlineMs ?? RENDER_DEADLINE_MS,
    )
    const headers = new Headers(response.headers)
    const page = new URL(request.url).pathname
    // The renderer turns an error it did not expect into its own error page; that page must not
    // be the only trace of it. (503 is the planned answer to an unavailable database.)
    if (response.status >= 500 && response.status !== 503) {
      logger.error(`Rendering ${request.method} ${page} answered ${response.status}`)
    }
    for (const [name, value] of Object.entries(documentHeaders({ nonce }, page, { analytics })))
      headers.set(name, value)
    headers.set('Cache-Control', 'no-cache')
    return compressHtml(request, new Response(response.body, { status: response.status, headers }))
  }

  const app = new Elysia()
    .use(httpFoundation({ logger, origin }))
    .use(api)
    // Before the page catch-all, which would otherwise render /r/* as site pages.
    .use(
      registry
        ? registryModule({
            ...origin,
            ...registry,
            access: createRegistryAccess(registryTokens, accounts, createEntitlements(database.db)),
          })
        : new Elysia(),
    )
    // The build packs the CLI into <dist>/cli/, beside (not among) the client files.
    .use(site ? cliPackageModule({ ...origin, tarball: resolve(site.dist, `.${CLI_PACKAGE_PATH}`) }) : new Elysia())
    .all(
      '/*',
      ({ request, path, set }) => {
        const page = request.method === 'GET' || request.method === 'HEAD'
        // `/api` itself is a site page, the API reference; every other path under it is the API's.
        if (!page || (path.startsWith('/api/') && path !== '/api/')) throw notFound(request.method, path)
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

/** How long a page render may wait on the API before the page says the service is unavailable. */
const RENDER_DEADLINE_MS = 10_000
/** How long past the deadline a render may take to show that, before a plain page says it instead. */
const RENDER_GRACE_MS = 1_000
/** Seconds a client is asked to wait before trying a page that missed its deadline again. */
const RETRY_AFTER_SECONDS = 5

const unavailableApi = (): Response =>
  errorJson(new BusyError(RETRY_AFTER_SECONDS, 'The service is temporarily unavailable. Please try again shortly.'))

/**
 * Renders a page within a deadline, so a database that hangs costs a visitor seconds, not a
 * connection left open. At the deadline every API call still waiting (and any made later) is
 * answered 503 as the API answers when the database is down: the page's loaders fail as they would
 * then, and the site renders its "temporarily unavailable" page with status 503. A render that
 * still has not finished shortly after gets a plain 503 page instead.
 */
async function withinDeadline(
  render: (fetchApi: ApiFetch) => Promise<Response>,
  fetchApi: ApiFetch,
  deadlineMs: number,
): Promise<Response> {
  let expired = false
  const timers: ReturnType<typeof setTimeout>[] = []
  const after = (ms: number) => new Promise<void>((resolve) => timers.push(setTimeout(resolve, ms)))
  const expiry = after(deadlineMs).then(() => {
    expired = true
  })
  const boundedFetch: ApiFetch = (apiRequest) =>
    expired ? Promise.resolve(unavailableApi()) : Promise.race([fetchApi(apiRequest), expiry.then(unavailableApi)])
  const giveUp = after(deadlineMs + RENDER_GRACE_MS).then(() => {
    const page = unavailablePage()
    page.headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
    return page
  })
  try {
    return await Promise.race([render(boundedFetch), giveUp])
  } finally {
    for (const timer of timers) clearTimeout(timer)
  }
}

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
