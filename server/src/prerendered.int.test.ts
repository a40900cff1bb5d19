import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../test/db'
import { call } from '../test/http'
import { createPrerenderSiteFixture } from '../test/prerender-site'
import { createApp } from './app'
import { prerenderSite } from './prerender'
import { deepestLink, type PrerenderManifest } from './prerendered'
import { loadSsr, type SsrRenderer } from './ssr'

const site = createPrerenderSiteFixture()
let database: TestDatabase
let render: SsrRenderer
let app: ReturnType<typeof createApp>
let manifest: PrerenderManifest
const renders: string[] = []

beforeAll(async () => {
  await prerenderSite(site.dist)
  manifest = JSON.parse(readFileSync(join(site.dist, 'prerendered/manifest.json'), 'utf8'))
  database = await openTestDatabase('pglite')
  const loaded = await loadSsr(site.dist)
  // Counts the renders, which prerendered answers must not cause.
  render = Object.assign(
    (request: Request, nonce: string) => {
      renders.push(new URL(request.url).pathname)
      return loaded(request, nonce)
    },
    { notFoundRoutes: loaded.notFoundRoutes },
  )
  app = createApp({ database, site: { dist: site.dist, render } })
})
afterAll(async () => {
  await database.dispose()
  rmSync(site.dist, { recursive: true, force: true })
})

const csp = (response: Response) => response.headers.get('content-security-policy') ?? ''
const hashSources = (path: string) => (manifest.pages[path]?.sha256 ?? []).map((hash) => `'sha256-${hash}'`).join(' ')
const builtHtml = (file = '') => readFileSync(join(site.dist, 'prerendered', file), 'utf8')
const rendered = async (request: () => Promise<Response>) => {
  const before = renders.length
  const response = await request()
  return { response, rendered: renders.length > before }
}

describe('prerendered pages', () => {
  it('are served from the build, never rendered, with revalidation headers and an ETag', async () => {
    const { response, rendered: wasRendered } = await rendered(() => call(app, '/docs/a'))
    expect(wasRendered).toBe(false)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('etag')).toBe(manifest.pages['/docs/a']?.etag)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toBe(builtHtml(manifest.pages['/docs/a']?.file))
  })

  it("carry a CSP of their own scripts' hashes, with no nonce, and the document policy otherwise", async () => {
    const response = await call(app, '/docs/a')
    expect(manifest.pages['/docs/a']?.sha256).toHaveLength(2)
    expect(csp(response)).toContain(`script-src 'self' ${hashSources('/docs/a')}; style-src 'self' 'unsafe-inline';`)
    expect(csp(response)).not.toContain('nonce')
    expect(csp(response)).toContain("frame-ancestors 'none'")
    expect(csp(response)).toContain("object-src 'none'")
    // What the docs' demos need: Hero Video Dialog's player in a frame, Confetti's worker.
    expect(csp(response)).toContain("frame-src 'self' https://www.youtube-nocookie.com;")
    expect(csp(response)).toContain("worker-src 'self' blob:;")
    expect(await response.text()).not.toContain('nonce')
    expect(csp(await call(app, '/docs/b'))).toContain(hashSources('/docs/b'))
  })

  it('allow the analytics hosts beside the hashes when analytics is configured', async () => {
    const withAnalytics = createApp({ database, site: { dist: site.dist, render }, analytics: true })
    const policy = csp(await call(withAnalytics, '/'))
    expect(policy).toContain(`script-src 'self' ${hashSources('/')} https://www.googletagmanager.com;`)
    expect(policy).toContain('https://*.google-analytics.com')
  })

  it('answer a matching If-None-Match with 304, keeping the ETag and the CSP', async () => {
    const etag = (await call(app, '/docs')).headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    const response = await call(app, '/docs', { headers: { 'if-none-match': `"other", ${etag}` } })
    expect(response.status).toBe(304)
    expect(await response.text()).toBe('')
    expect(response.headers.get('etag')).toBe(etag)
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(csp(response)).toContain(hashSources('/docs'))
    // The strong form a client may send back matches too (weak comparison).
    expect((await call(app, '/docs', { headers: { 'if-none-match': etag.slice(2) } })).status).toBe(304)
    expect((await call(app, '/docs', { headers: { 'if-none-match': '"stale"' } })).status).toBe(200)
    expect((await call(app, '/', { headers: { 'if-none-match': etag } })).status).toBe(200)
  })

  it('are sent brotli- or gzip-compressed as negotiated, with the same ETag', async () => {
    const html = builtHtml(manifest.pages['/']?.file)
    const br = await call(app, '/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html)

    const gzip = await call(app, '/', { headers: { 'accept-encoding': 'br;q=0, gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html)

    const identity = await call(app, '/', { headers: { 'accept-encoding': 'identity' } })
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(await identity.text()).toBe(html)
    expect(new Set([br, gzip, identity].map((r) => r.headers.get('etag'))).size).toBe(1)
  })

  it('answer HEAD with the same headers', async () => {
    const response = await call(app, '/docs', { method: 'HEAD', headers: { 'accept-encoding': 'br' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('etag')).toBe(manifest.pages['/docs']?.etag)
  })

  it('are served whatever the query, unless a link on the page carries a query', async () => {
    const plain = await rendered(() => call(app, '/?utm_source=x'))
    expect(plain.rendered).toBe(false)
    expect(plain.response.headers.get('etag')).toBe(manifest.pages['/']?.etag)
    // A link whose query the current one holds is highlighted, so the renderer decides.
    const withQuery = await rendered(() => call(app, '/docs/a?tab=1'))
    expect(withQuery.rendered).toBe(true)
    expect(csp(withQuery.response)).toMatch(/'nonce-[^']+'/)
  })
})

describe('pages that are not prerendered', () => {
  it('are rendered per request under a nonce, as before', async () => {
    const { response, rendered: wasRendered } = await rendered(() => call(app, '/account'))
    expect(wasRendered).toBe(true)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('etag')).toBeNull()
    const nonce = /'nonce-([^']+)'/.exec(csp(response))?.[1]
    expect(nonce).toBeTruthy()
    expect(csp(response)).not.toContain('sha256')
    expect(await response.text()).toContain(`<script nonce="${nonce}">`)
  })

  it('are all rendered when the build has no prerendered pages', async () => {
    const bare = createPrerenderSiteFixture()
    try {
      const plain = createApp({ database, site: { dist: bare.dist, render: await loadSsr(bare.dist) } })
      const response = await call(plain, '/docs/a')
      expect(response.status).toBe(200)
      expect(csp(response)).toMatch(/'nonce-[^']+'/)
      expect(response.headers.get('etag')).toBeNull()
    } finally {
      rmSync(bare.dist, { recursive: true, force: true })
    }
  })
})

describe('unknown paths', () => {
  it('answer 404 with the prerendered not-found page when no route takes them', async () => {
    for (const path of ['/no/such/page', '/wp-login.php', '/account/x/y']) {
      const { response, rendered: wasRendered } = await rendered(() => call(app, path))
      expect(wasRendered, path).toBe(false)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
      expect(response.headers.get('etag'), path).toBeNull()
      expect(csp(response), path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/)
      expect(csp(response), path).not.toContain('nonce')
      expect(await response.text(), path).toContain('<h1>Page not found</h1>')
    }
  })

  it('get the rendering made for their section, with its link highlighted', async () => {
    const response = await call(app, '/docs/nope', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString()
    expect(html).toContain('<a aria-current="page" href="/docs">')
    // Exactly what the renderer gives that path today.
    const today = await (await render(new Request('http://localhost/docs/nope'), '')).text()
    expect(html).toBe(today)
  })

  it('are left to the renderer where no prerendered rendering fits', async () => {
    // Escapes, empty segments and trailing slashes may be normalised by the router.
    for (const path of ['/no%20such', '/docs//x', '/nope/']) {
      const { response, rendered: wasRendered } = await rendered(() => call(app, path))
      expect(wasRendered, path).toBe(true)
      expect(response.status, path).toBe(404)
      expect(csp(response), path).toMatch(/'nonce-[^']+'/)
    }
  })

  it('are all rendered when the renderer cannot say which routes match', async () => {
    const plain = createApp({ database, site: { dist: site.dist, render: (request, nonce) => render(request, nonce) } })
    const response = await call(plain, '/no/such/page')
    expect(response.status).toBe(404)
    expect(csp(response)).toMatch(/'nonce-[^']+'/)
    // Prerendered pages are still served from the build.
    expect((await call(plain, '/docs')).headers.get('etag')).toBe(manifest.pages['/docs']?.etag)
  })
})

describe('deepestLink', () => {
  it('finds the deepest link a path is or lies under, by whole segments', () => {
    const links = ['/page', '/page/about', '/pro']
    expect(deepestLink('/page/about/x', links)).toBe('/page/about')
    expect(deepestLink('/page/about', links)).toBe('/page/about')
    expect(deepestLink('/page/x', links)).toBe('/page')
    expect(deepestLink('/project', links)).toBe('')
    expect(deepestLink('/x', links)).toBe('')
  })
})
