import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { etagOf } from './lib/etag'
import {
  deepestLink,
  MANIFEST_FILE,
  type NotFoundEntry,
  PRERENDERED_DIR,
  type PrerenderedEntry,
  type PrerenderManifest,
} from './prerendered'
import { loadSsrBundle, type SsrBundle } from './ssr'

/**
 * Pages are rendered as if asked at this origin. A page that shows it depends on where it was
 * asked, which no page served to every origin may do, so the build refuses it.
 */
const BUILD_ORIGIN = 'http://prerender.invalid'
/** A path segment no route takes, appended to a link to reach the not-found page under it. */
const MISSING_SEGMENT = '_missing'
/** A link loop or a generated link explosion stops the build rather than filling the disk. */
const PAGE_LIMIT = 5000

export type PrerenderSummary = {
  pages: string[]
  /** Paths reached but not written, with the status they rendered with (redirects, 404s). */
  skipped: Array<{ path: string; status: number }>
  /** The paths the not-found page was rendered at, one per distinct rendering. */
  notFound: string[]
  dir: string
}

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const srcAttribute = /(?:^|\s)src\s*=/i

/**
 * SHA-256 (base64) of each inline script, as a browser computes it for `'sha256-…'` sources:
 * over the UTF-8 text between the tags, after the HTML parser has turned CR LF and CR into LF.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(scriptPattern)) {
    if (srcAttribute.test(attributes)) continue
    hashes.add(createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64'))
  }
  return [...hashes]
}

// Anchors only: stylesheets and preloads are assets, never highlighted, never pages.
const hrefPattern = /<a\s[^>]*?\bhref="([^"]*)"/g
const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/** This site's links in a page (anchors), as written (path, query and fragment), entities decoded. */
export function siteLinks(html: string): string[] {
  const links = new Set<string>()
  for (const [, raw = ''] of html.matchAll(hrefPattern)) {
    const href = raw.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => entities[entity] ?? entity)
    if (href.startsWith('/') && !href.startsWith('//')) links.add(href)
  }
  return [...links]
}

const pathOf = (link: string) => new URL(link, BUILD_ORIGIN).pathname

type Rendered = { path: string; status: number; html: string }

async function renderAt(bundle: SsrBundle, path: string): Promise<Rendered> {
  const response = await bundle.render(new Request(`${BUILD_ORIGIN}${path}`))
  const html = await response.text()
  if (html.includes(new URL(BUILD_ORIGIN).host)) {
    throw new Error(`${path} shows the origin it was requested at, so it cannot be prerendered for every origin.`)
  }
  return { path, status: response.status, html }
}

const compressBrotli = (body: Buffer) =>
  new Promise<Buffer>((done, fail) =>
    brotliCompress(
      body,
      {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      },
      (error, result) => (error ? fail(error) : done(result)),
    ),
  )
const compressGzip = (body: Buffer) =>
  new Promise<Buffer>((done, fail) => gzip(body, { level: 9 }, (error, result) => (error ? fail(error) : done(result))))

/**
 * Renders the site's visitor-independent pages (the SSR bundle's `prerender` export names them)
 * into `<siteDist>/prerendered`: each page's HTML with `.br` and `.gz` siblings, and a manifest
 * with its ETag and the hashes of its inline scripts. Following links from the seeds finds every
 * page the site links to; pages that do not render with 200 are left to the server's renderer.
 * With the router's `notFoundRoutes` exported too, the not-found page is written for each
 * distinct way a path no route takes can render.
 */
export async function prerenderSite(siteDist: string): Promise<PrerenderSummary> {
  const bundle = await loadSsrBundle(siteDist)
  const spec = bundle.prerender
  if (!spec) throw new Error('The SSR bundle exports no `prerender` list; nothing can be prerendered.')
  const dir = resolve(siteDist, PRERENDERED_DIR)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })

  const pending: Array<Promise<void>> = []
  let files = 0
  const write = (rendered: Rendered): PrerenderedEntry => {
    const name = rendered.path.slice(1).replace(/[^\w.-]+/g, '_') || 'index'
    const file = `${String(files++).padStart(4, '0')}-${name}.html`
    const body = Buffer.from(rendered.html)
    writeFileSync(resolve(dir, file), body)
    // Compression runs on the thread pool while the next pages render.
    pending.push(
      compressBrotli(body).then((br) => writeFileSync(resolve(dir, `${file}.br`), br)),
      compressGzip(body).then((gz) => writeFileSync(resolve(dir, `${file}.gz`), gz)),
    )
    return {
      file,
      etag: `W/${etagOf(body)}`,
      sha256: inlineScriptHashes(rendered.html),
      searchLinks: siteLinks(rendered.html).some((link) => link.includes('?')),
    }
  }

  const manifest: PrerenderManifest = { pages: {} }
  const skipped: PrerenderSummary['skipped'] = []
  const seen = new Set<string>()
  const queue = spec.seeds.map(pathOf)
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path) || !spec.includes(path)) continue
    seen.add(path)
    if (seen.size > PAGE_LIMIT)
      throw new Error(`More than ${PAGE_LIMIT} pages to prerender; is a link generating paths?`)
    const rendered = await renderAt(bundle, path)
    if (rendered.status !== 200) {
      skipped.push({ path, status: rendered.status })
      continue
    }
    manifest.pages[path] = write(rendered)
    for (const link of siteLinks(rendered.html)) queue.push(pathOf(link))
  }

  const notFound: string[] = []
  const notFoundRoutes = bundle.notFoundRoutes
  const root = `/${MISSING_SEGMENT}`
  if (notFoundRoutes?.(root)) {
    const linkSet = (html: string) => [...new Set(siteLinks(html).map(pathOf))].filter((p) => p !== '/').sort()
    const base = await renderAt(bundle, root)
    const links = linkSet(base.html)
    const pages: NotFoundEntry[] = []
    const tried = new Set<string>()
    // Below each link and each area: every combination of highlighted links and matched routes
    // that a missing path there can produce, reached by appending segments no route takes.
    for (const prefix of ['', ...links, ...spec.seeds.map(pathOf).filter((p) => p !== '/')]) {
      for (let depth = 1; depth <= 4; depth++) {
        const path = prefix + `/${MISSING_SEGMENT}`.repeat(depth)
        const routes = notFoundRoutes(path)
        if (routes === undefined) continue
        const under = deepestLink(path, links)
        const key = `${under}\n${routes}`
        if (tried.has(key)) continue
        tried.add(key)
        const variant = path === root ? base : await renderAt(bundle, path)
        // A route on the way may redirect instead; and the key assumes the page's links stay put.
        // Where either fails, the renderer answers those paths.
        if (variant.status !== 404 || linkSet(variant.html).join('\n') !== links.join('\n')) continue
        pages.push({ ...write(variant), under, routes })
        notFound.push(path)
      }
    }
    manifest.notFound = { links, pages }
  }

  await Promise.all(pending)
  writeFileSync(resolve(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  return { pages: Object.keys(manifest.pages), skipped, notFound, dir }
}
