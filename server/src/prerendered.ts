import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { type Encoding, negotiateEncoding } from './lib/encoding'
import { matchesEtag } from './lib/etag'
import { documentHeaders } from './lib/security'
import type { NotFoundRoutes } from './ssr'

/** Under the site build: what `prerenderSite` (prerender.ts) wrote and `loadPrerendered` serves. */
export const PRERENDERED_DIR = 'prerendered'
export const MANIFEST_FILE = 'manifest.json'

/** One page as the build rendered it; `file` has `.br` and `.gz` siblings beside it. */
export type PrerenderedEntry = {
  file: string
  /** Names the page's content in every coding; weak, as RFC 9110 asks of a tag codings share. */
  etag: string
  /** SHA-256 (base64) of each inline script, for the page's CSP. */
  sha256: string[]
  /**
   * The page links to a URL with a query. Such a link is highlighted when the current query
   * holds the link's, so a request with a query of its own may render differently.
   */
  searchLinks: boolean
}

/** A rendering of the not-found page, for the paths that render exactly like it. */
export type NotFoundEntry = PrerenderedEntry & {
  /** The deepest of the page's links the paths lie under, '' for none. */
  under: string
  /** The routes the router matched on the way to not finding them (`notFoundRoutes`). */
  routes: string
}

export type PrerenderManifest = {
  /** By exact pathname. */
  pages: Record<string, PrerenderedEntry>
  /**
   * The not-found page, for paths no route takes. It differs between such paths only in the
   * routes matched on the way (the layout follows them) and in which of its links the path lies
   * under (the header highlights the section you are in); `links` are all of them.
   */
  notFound?: { links: string[]; pages: NotFoundEntry[] }
}

/** Where a path lies among a page's links: the deepest one it is, or lies under; '' for none. */
export function deepestLink(pathname: string, links: readonly string[]): string {
  let deepest = ''
  for (const link of links) {
    if (link.length > deepest.length && (pathname === link || pathname.startsWith(`${link}/`))) deepest = link
  }
  return deepest
}

const variantKey = (under: string, routes: string) => `${under}\n${routes}`

/** Revalidate on every use: the same URL holds new HTML (new asset hashes) after each deploy. */
const pageCacheControl = 'public, max-age=0, must-revalidate'
/** As rendered 404s are: a path that is missing today may be published tomorrow. */
const notFoundCacheControl = 'no-cache'

const codings: readonly Encoding[] = ['br', 'gzip']
const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/**
 * Paths the not-found pages may answer: plain segments only. Anything the router might decode,
 * normalise or redirect (escapes, dot segments, empty segments, a trailing slash) stays with the
 * renderer, which knows.
 */
const plainPath = /^(\/[\w~-][\w.~-]*)+$/

type Held = {
  entry: PrerenderedEntry
  status: 200 | 404
  bodies: { identity: Uint8Array } & Partial<Record<Encoding, Uint8Array>>
  offered: Encoding[]
  headers: Record<string, string>
}

/** An answer from the build, which the app sends as it is (a HEAD answer too: Bun drops the body). */
export type BuiltAnswer = { status: number; headers: Record<string, string>; body: Uint8Array | null }

export type PrerenderedPages = {
  /** The page built for this exact path, or undefined when there is none. */
  page(request: Request): BuiltAnswer | undefined
  /**
   * A 404 from the build for a path the router takes no route for, or undefined when the
   * renderer must answer (the path lies where no rendering fits, or the router knows it).
   */
  notFound(request: Request, notFoundRoutes: NotFoundRoutes): BuiltAnswer | undefined
}

/**
 * Reads the build's prerendered pages into memory once (the whole set is a few MB compressed).
 * Returns undefined when the build has none, e.g. an older build: every page is then rendered.
 */
export function loadPrerendered(siteDist: string, { analytics = false } = {}): PrerenderedPages | undefined {
  const dir = resolve(siteDist, PRERENDERED_DIR)
  const manifestFile = resolve(dir, MANIFEST_FILE)
  if (!existsSync(manifestFile)) return undefined
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest

  /** `path`: where a page is served; a not-found rendering is no page of its own (`''`). */
  const hold = (entry: PrerenderedEntry, status: 200 | 404, path = ''): Held => {
    const file = resolve(dir, entry.file)
    const bodies: Held['bodies'] = { identity: readFileSync(file) }
    for (const coding of codings) {
      if (existsSync(file + suffix[coding])) bodies[coding] = readFileSync(file + suffix[coding])
    }
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': status === 200 ? pageCacheControl : notFoundCacheControl,
      Vary: 'Accept-Encoding',
      ...documentHeaders({ sha256: entry.sha256 }, path, { analytics }),
    }
    // Validators belong to pages; a 404 is never answered with 304.
    if (status === 200) headers.ETag = entry.etag
    return { entry, status, bodies, offered: codings.filter((coding) => bodies[coding]), headers }
  }
  const pages = new Map(Object.entries(manifest.pages).map(([path, entry]) => [path, hold(entry, 200, path)]))
  const notFoundPages = new Map(
    (manifest.notFound?.pages ?? []).map((entry) => [variantKey(entry.under, entry.routes), hold(entry, 404)]),
  )
  const links = manifest.notFound?.links ?? []

  const respond = (request: Request, held: Held): BuiltAnswer => {
    if (held.status === 200 && matchesEtag(request.headers.get('if-none-match'), held.entry.etag)) {
      // The CSP stays: a cache refreshes the stored headers from a 304, and the server's default
      // policy in its place would block every script of the stored page.
      const { 'Content-Type': _, ...headers } = held.headers
      return { status: 304, headers, body: null }
    }
    const coding = negotiateEncoding(request.headers.get('accept-encoding'), held.offered)
    const body = (coding && held.bodies[coding]) || held.bodies.identity
    return {
      status: held.status,
      headers: coding ? { ...held.headers, 'Content-Encoding': coding } : held.headers,
      body,
    }
  }

  return {
    page(request) {
      const { pathname, search } = new URL(request.url)
      const held = pages.get(pathname)
      if (!held || (search && held.entry.searchLinks)) return undefined
      return respond(request, held)
    },

    notFound(request, notFoundRoutes) {
      if (notFoundPages.size === 0) return undefined
      const { pathname, search } = new URL(request.url)
      if (!plainPath.test(pathname)) return undefined
      const under = deepestLink(pathname, links)
      // On a link's own path that link is the current page, which no variant was rendered with.
      if (under === pathname) return undefined
      const routes = notFoundRoutes(pathname)
      const held = routes === undefined ? undefined : notFoundPages.get(variantKey(under, routes))
      if (!held || (search && held.entry.searchLinks)) return undefined
      return respond(request, held)
    },
  }
}
