import type { NotFoundRoutes, PrerenderSpec, RenderOptions } from '@snipstack/contracts/ssr'
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { isHTTPError, isTimeoutError } from 'ky'
import { docsSidebar, flattenSidebar } from './config/docs-sidebar'
import { loadModulesAfterFirstPaint } from './lib/after-first-paint'
import type { ServerApi } from './lib/api/server-api'
import { createQueryClient } from './lib/query-client'
import { lazyQueryClient, readyQueryClient } from './lib/query-client-slot'
import { createRouter } from './router'

/**
 * A router for one request, with a query client of its own whose queries go to the browser with
 * the page (the browser's side is `hydrateSentQueries`). The router's inner wrapper provides it.
 */
function createRequestRouter(nonce: string | undefined, serverApi: ServerApi | undefined) {
  const queryClient = createQueryClient()
  // A page being rendered has a deadline (the server's): a failed call is tried again at once, not
  // after the seconds of back-off that suit a browser waiting on a flaky connection.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } })
  const router = createRouter({ nonce, serverApi, queries: readyQueryClient(queryClient) })
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
  return router
}

/**
 * Renders one page request to a complete HTML response (status 404 for unknown routes), whose
 * scripts load after the first paint.
 */
export async function render({ request, assets, nonce, fetchApi }: RenderOptions): Promise<Response> {
  const serverApi = fetchApi ? { origin: new URL(request.url).origin, fetch: fetchApi } : undefined
  let router: ReturnType<typeof createRequestRouter> | undefined
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      router = createRequestRouter(nonce, serverApi)
      return router
    },
    getRouterManifest: async () => ({
      routes: {
        ...assets.routes,
        __root__: {
          css: assets.css,
          preloads: assets.preloads,
          scripts: [{ attrs: { type: 'module', src: assets.entry, async: true } }],
        },
      },
    }),
  })
  const response = await handler(defaultRenderHandler)
  const html = loadModulesAfterFirstPaint(await response.text(), nonce)
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  const failure = response.status === 500 ? apiFailureStatus(router) : undefined
  if (!failure) return new Response(html, { status: response.status, statusText: response.statusText, headers })
  if (failure.retryAfter) headers.set('Retry-After', failure.retryAfter)
  return new Response(html, { status: failure.status, headers })
}

/** What a client is told to wait before a page that failed for want of the database is tried again. */
const UNAVAILABLE_RETRY_AFTER = '5'

/**
 * The status a page whose loader failed on an /api answer deserves, in place of the router's 500:
 * the API's own 4xx (the address holds a value the API refuses: the visitor's mistake, not the
 * server's), or 503 with Retry-After when the API is unavailable or did not answer in time.
 * Anything else stays a 500.
 */
function apiFailureStatus(
  router: { state: { matches: Array<{ status: string; error?: unknown }> } } | undefined,
): { status: number; retryAfter?: string } | undefined {
  const error = router?.state.matches.find((match) => match.status === 'error')?.error
  if (isTimeoutError(error)) return { status: 503, retryAfter: UNAVAILABLE_RETRY_AFTER }
  if (!isHTTPError(error)) return undefined
  const { status, headers } = error.response
  const retryAfter = headers.get('retry-after') ?? undefined
  if (status >= 400 && status < 500) return { status, retryAfter }
  if (status === 503) return { status, retryAfter: retryAfter ?? UNAVAILABLE_RETRY_AFTER }
  return undefined
}

/**
 * The pages that look the same to every visitor (the signed-in parts of the header render on the
 * client), which the build renders once. The build follows their links from these seeds, so every
 * page the site links to inside these areas is found; the sidebar lists the docs pages besides.
 * Data pages (snippets, templates, workspace, accounts) stay rendered per request.
 */
export const prerender: PrerenderSpec = {
  seeds: [
    '/',
    '/components',
    '/blocks',
    '/pro',
    '/shipfast',
    '/page',
    ...flattenSidebar(docsSidebar).map((i) => i.href),
  ],
  includes: (pathname: string) =>
    pathname === '/' || /^\/(components|blocks|shipfast|page)(\/|$)|^\/pro$/.test(pathname),
}

let matcher: ReturnType<typeof createRouter> | undefined

/**
 * For a path no route takes: the ids of the routes the router matched on the way, the one that
 * shows the not-found page marked with `!`. What such a page renders depends on these and on
 * which links the path lies under, never on the rest of the path, so the server can answer it
 * from the build. Undefined when a route takes the path (its own loader may still answer 404).
 */
export const notFoundRoutes: NotFoundRoutes = (pathname) => {
  // Matching reads only the route tree, so one router serves every call; it never loads data.
  matcher ??= createRouter({ queries: lazyQueryClient(() => Promise.reject(new Error('matching loads no data'))) })
  const matches = matcher.matchRoutes(pathname, {})
  if (!matches.some((match) => match._notFound)) return undefined
  return matches.map((match) => `${match.routeId}${match._notFound ? '!' : ''}`).join(' ')
}
