import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PRODUCT } from '@snipstack/contracts'
import type {
  ApiFetch,
  ClientAssets,
  NotFoundRoutes,
  PrerenderSpec,
  RouteAssets,
  SsrEntry,
} from '@snipstack/contracts/ssr'

export type { ApiFetch, NotFoundRoutes, PrerenderSpec } from '@snipstack/contracts/ssr'

type ViteManifestEntry = {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

/**
 * Reads Vite's client manifest: the entry script with its static imports and CSS, and for each
 * route (through the build's route-file map) the lazily split chunks it needs, so a server-rendered
 * page preloads its own route code instead of fetching it only once hydration starts.
 */
export function readClientAssets(clientDir: string): ClientAssets {
  const readJson = (name: string) => JSON.parse(readFileSync(resolve(clientDir, '.vite', name), 'utf8'))
  const manifest = readJson('manifest.json') as Record<string, ViteManifestEntry>
  const routeFiles: Record<string, string> = existsSync(resolve(clientDir, '.vite/route-files.json'))
    ? readJson('route-files.json')
    : {}
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('The client build has no entry chunk; run `bun run build`.')

  const collect = (keys: string[], skip: Set<string>): RouteAssets => {
    const files = new Set<string>()
    const css = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || files.has(chunk.file) || skip.has(chunk.file)) return
      files.add(chunk.file)
      for (const c of chunk.css ?? []) css.add(`/${c}`)
      for (const i of chunk.imports ?? []) visit(i)
    }
    for (const key of keys) visit(key)
    return { preloads: [...files].map((f) => `/${f}`), css: [...css] }
  }

  const entryFile = manifest[entryKey]?.file ?? ''
  const root = collect([entryKey], new Set())
  const loadedByEntry = new Set([...root.preloads.map((p) => p.slice(1))])
  const routes: Record<string, RouteAssets> = {}
  for (const [file, routeId] of Object.entries(routeFiles)) {
    // Split route chunks are keyed by the route file plus a `?tsr-split=…` query.
    const keys = Object.keys(manifest).filter((key) => key === file || key.startsWith(`${file}?`))
    const assets = collect(keys, loadedByEntry)
    if (assets.preloads.length || assets.css.length) routes[routeId] = assets
  }
  return {
    entry: `/${entryFile}`,
    preloads: root.preloads.filter((p) => p !== `/${entryFile}`),
    css: root.css,
    routes,
  }
}

export type SsrRenderer = ((request: Request, nonce: string, fetchApi?: ApiFetch) => Promise<Response>) & {
  /** Absent, every path that is not prerendered is rendered, unknown ones included. */
  notFoundRoutes?: NotFoundRoutes
}

export type SsrBundle = {
  /** Without a nonce the page carries none: the build's rendering, under a hash-based CSP. */
  render: (request: Request, nonce?: string, fetchApi?: ApiFetch) => Promise<Response>
  prerender?: PrerenderSpec
  notFoundRoutes?: NotFoundRoutes
}

/** Imports the built SSR bundle with the client assets its pages reference. */
export async function loadSsrBundle(siteDist: string): Promise<SsrBundle> {
  const bundle = resolve(siteDist, 'server/entry-server.js')
  if (!existsSync(bundle)) throw new Error(`No SSR bundle at ${bundle}; run \`bun run build\` first.`)
  const { render, prerender, notFoundRoutes } = (await import(bundle)) as SsrEntry
  const assets = readClientAssets(resolve(siteDist, 'client'))
  return {
    render: (request, nonce, fetchApi) => render({ request, assets, nonce, fetchApi }),
    prerender,
    notFoundRoutes,
  }
}

/** Loads the built SSR bundle once; the returned function renders one page per call. */
export async function loadSsr(siteDist: string): Promise<SsrRenderer> {
  const { render, notFoundRoutes } = await loadSsrBundle(siteDist)
  const renderer: SsrRenderer = (request, nonce, fetchApi) => render(request, nonce, fetchApi)
  if (notFoundRoutes) renderer.notFoundRoutes = notFoundRoutes
  return renderer
}

/**
 * The page sent when a render could not finish in time: self-contained (no script, style or
 * asset that could itself wait on something), in the server's words rather than the site's.
 */
export function unavailablePage(): Response {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily unavailable | ${PRODUCT.name}</title></head>
<body>
<main><h1>${PRODUCT.name} is temporarily unavailable</h1><p>The service is temporarily unavailable. Please try again shortly.</p><p><a href="/">Back to the home page</a></p></main>
</body>
</html>
`
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
