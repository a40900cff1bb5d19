/**
 * How the server and the site's server entry (site/src/entry-server.tsx) talk: the client build's
 * assets the server reads from Vite's manifest and hands to each render, and what the entry
 * exports. Types only, so the entry's bundle gains nothing from importing them.
 */

/** The stylesheets and module preloads a page needs on first paint. */
export type RouteAssets = { css: string[]; preloads: string[] }

export type ClientAssets = RouteAssets & {
  /** URL of the client entry module. */
  entry: string
  /** Lazily split chunks of each route, by route id; only the matched routes' are emitted. Absent in development. */
  routes?: Record<string, RouteAssets>
}

/** Answers an /api request in process: data pages' loaders reach the API through it while rendering. */
export type ApiFetch = (request: Request) => Promise<Response>

/**
 * One render. Without a nonce the page is rendered for the build, whose CSP lists its inline
 * scripts' hashes instead. Without `fetchApi` data pages cannot load.
 */
export type RenderOptions = {
  request: Request
  assets: ClientAssets
  nonce?: string
  fetchApi?: ApiFetch
}

/**
 * The router's word on a path no route takes: the routes it matched on the way (the page's
 * rendering depends on them), or undefined when a route takes the path.
 */
export type NotFoundRoutes = (pathname: string) => string | undefined

/** Which pages the build renders once: where to start following links, and which paths qualify. */
export type PrerenderSpec = { seeds: string[]; includes: (pathname: string) => boolean }

/** What the site's server entry exports. */
export type SsrEntry = {
  render: (options: RenderOptions) => Promise<Response>
  prerender?: PrerenderSpec
  notFoundRoutes?: NotFoundRoutes
}
