import { rmSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createSiteFixture } from '@snipstack/testing/site-fixture'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../test/db'
import { call, errorBody, memoryLogger } from '../test/http'
import { createApp } from './app'
import { BODY_LIMIT_BYTES, jsonBody } from './lib/body'
import { loadSsr, type SsrRenderer } from './ssr'

const site = createSiteFixture()
let database: TestDatabase
let render: SsrRenderer
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await openTestDatabase('pglite')
  render = await loadSsr(site.dist)
  app = createApp({ database, site: { dist: site.dist, render } })
})
afterAll(async () => {
  await database.dispose()
  rmSync(site.dist, { recursive: true, force: true })
})

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
}

const cspNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

describe('every route', () => {
  it('reads its JSON body through jsonBody, so no body reaches JSON.parse unchecked', () => {
    const [checkedParser] = jsonBody
    const routes = app.routes.filter((route) => route.hooks.body)
    expect(routes.length).toBeGreaterThan(3)
    for (const route of routes) {
      const parsers = [route.hooks.parse ?? []].flat().map((parser) => (parser as { fn?: unknown }).fn ?? parser)
      expect(parsers[0], `${route.method} ${route.path}`).toBe(checkedParser)
    }
  })
})

describe('/api', () => {
  it('reports health', async () => {
    const response = await call(app, '/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', version: '0.0.0', database: 'pglite' })
  })

  it.each(['/api/x', '/api/health/extra', "/api/snippets/'%20OR%201=1--", '/api/'.concat('a/'.repeat(50))])(
    'answers the unknown %s with 404 JSON',
    async (path) => {
      const response = await call(app, path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      const body = await response.json()
      expect(body).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringContaining('No route matches GET') } })
    },
  )

  it('answers a method the route does not have with 404 JSON', async () => {
    const response = await call(app, '/api/health', { method: 'DELETE' })
    expect(response.status).toBe(404)
    expect((await errorBody(response)).code).toBe('NOT_FOUND')
  })

  it('refuses a body over the limit before routing', async () => {
    const response = await call(app, '/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(BODY_LIMIT_BYTES * 2) },
      body: '{}',
    })
    expect(response.status).toBe(413)
    expect((await errorBody(response)).code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('creates no account from a form on another website, which can only send a simple request', async () => {
    const account = JSON.stringify({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'victim@example.com',
      password: 'secret-password',
    })
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await call(app, '/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': type, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        body: account,
      })
      expect(response.status, type).toBe(415)
      expect((await errorBody(response)).code).toBe('UNSUPPORTED_MEDIA_TYPE')
    }
    const own = await call(app, '/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      body: account,
    })
    expect(own.status).toBe(201)
  })

  it('treats SQL in the query string as data', async () => {
    const response = await call(app, `/api/health?q=${encodeURIComponent("'; DROP TABLE app_meta; --")}`)
    expect(response.status).toBe(200)
    expect((await call(app, '/api/health')).status).toBe(200)
  })
})

describe('API reference', () => {
  it('publishes an OpenAPI document that lists /api/health', async () => {
    const response = await call(app, '/api/openapi.json')
    expect(response.status).toBe(200)
    const document = JSON.parse(await response.text())
    expect(document.openapi).toMatch(/^3\.1\./)
    expect(document.info).toMatchObject({ title: 'Snipstack API', version: '0.0.0' })
    // The accounts, snippets, templates, search, stats and pro routes are checked in their modules; hidden routes must not appear at all.
    const elsewhere = /^\/api\/(auth|snippets|templates|search|workspace|contact|stats|pro)(\/|$)/
    expect(Object.keys(document.paths).filter((path) => !elsewhere.test(path))).toEqual(['/api/health'])
    const health = document.paths['/api/health'].get
    expect(health.responses['200'].content['application/json'].schema.required).toEqual([
      'status',
      'version',
      'database',
    ])
    expect(health.responses.default.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorResponse',
    })
    expect(document.components.schemas.ErrorResponse.properties.error.required).toEqual(['message', 'code'])
    expect(JSON.stringify(document)).not.toContain('$schema')
  })

  it('renders /api as a site page that reads the document through the API in process', async () => {
    const rendered: string[] = []
    // A renderer that does what the reference page's loader does: reads /api/openapi.json as the page renders.
    const reading: SsrRenderer = async (request, nonce, fetchApi) => {
      rendered.push(new URL(request.url).pathname)
      const answer = await fetchApi?.(new Request(new URL('/api/openapi.json', request.url).href))
      const document = (await answer?.json()) as { info: { title: string } }
      return new Response(`<!doctype html><h1>${document.info.title}</h1><script nonce="${nonce}"></script>`, {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      })
    }
    const withReference = createApp({ database, site: { dist: site.dist, render: reading } })
    for (const path of ['/api', '/api/']) {
      const response = await call(withReference, path, { headers: { 'accept-encoding': 'br' } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(response.headers.get('content-encoding')).toBe('br')
      // The site's own CSP, not a page-specific one: scripts only from us and this page's nonce.
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain(`script-src 'self' 'nonce-${cspNonce(response)}'`)
      const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()
      expect(html).toContain('<h1>Snipstack API</h1>')
      expect(html).toContain(`<script nonce="${cspNonce(response)}">`)
      expectSecurityHeaders(response)
    }
    expect(rendered).toEqual(['/api', '/api/'])
  })

  it('keeps every other path under /api for the API: the document, unknown paths and writes to /api', async () => {
    const withReference = createApp({
      database,
      site: { dist: site.dist, render: async () => new Response('<!doctype html><h1>a page</h1>') },
    })
    const document = await call(withReference, '/api/openapi.json')
    expect(document.headers.get('content-type')).toContain('application/json')
    expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./)
    for (const [method, path] of [
      ['GET', '/api/reference'],
      ['GET', '/api//'],
      ['POST', '/api'],
    ] as const) {
      const response = await call(withReference, path, { method })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect((await errorBody(response)).code).toBe('NOT_FOUND')
    }
  })

  it("documents each error code's HTTP status beside the error body's codes", async () => {
    type Schema = { properties: Record<string, Schema>; enum: string[]; 'x-http-status': Record<string, number> }
    const document = (await (await call(app, '/api/openapi.json')).json()) as {
      components: { schemas: Record<string, Schema> }
    }
    const code = document.components.schemas.ErrorResponse?.properties.error?.properties.code
    expect(code).toBeDefined()
    expect(Object.keys(code?.['x-http-status'] ?? {})).toEqual(code?.enum)
    expect(code?.['x-http-status']).toMatchObject({ NOT_FOUND: 404, VALIDATION: 422, UNAVAILABLE: 503 })
  })
})

describe('site pages', () => {
  it('renders a document under a nonce-based CSP', async () => {
    const response = await call(app, '/')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`script-src 'self' 'nonce-${cspNonce(response)}'`)
    expect(csp).toContain("connect-src 'self';")
    expect(csp).not.toContain('googletagmanager')
    expect(await response.text()).toContain(`<script nonce="${cspNonce(response)}" type="module"`)
    expectSecurityHeaders(response)
  })

  it('keeps the renderer status for unknown pages', async () => {
    const response = await call(app, '/no/such/page')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Page not found')
  })

  it('allows the analytics tag only when a measurement id is configured', async () => {
    const withAnalytics = createApp({ database, site: { dist: site.dist, render }, analytics: true })
    const csp = (await call(withAnalytics, '/')).headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com;/)
    expect(csp).toContain('https://*.google-analytics.com')
    expect(csp).toContain('https://*.googletagmanager.com')
  })

  it('compresses pages for clients that accept it', async () => {
    const br = await call(app, '/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('Cut boilerplate.')

    const gzip = await call(app, '/', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('Cut boilerplate.')

    const plain = await call(app, '/')
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  it('answers a non-GET request to a page path with 404 JSON', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await call(app, '/snippets', {
        method,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `No route matches ${method} /snippets.` },
      })
    }
  })

  it('serves built assets with immutable caching, precompressed, with the security headers', async () => {
    const response = await call(app, '/assets/entry-abc123.js', { headers: { 'accept-encoding': 'br' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('br')
    expectSecurityHeaders(response)
  })

  it('does not serve the Vite manifest or files outside the client build', async () => {
    for (const path of ['/.vite/manifest.json', '/assets/..%2f..%2fsecret.txt']) {
      const response = await call(app, path)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toMatch(/isEntry|not for the web/)
    }
  })

  it('answers a renderer crash with a generic 500 and logs the detail', async () => {
    const logger = memoryLogger()
    const crashing = createApp({
      database,
      logger,
      site: {
        dist: site.dist,
        render: () => {
          throw new Error('template exploded at /srv/app/secret.tsx:12')
        },
      },
    })
    const response = await call(crashing, '/about')
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } })
    expect(text).not.toMatch(/exploded|secret|\.tsx|\n\s+at /)
    expectSecurityHeaders(response)
    expect(logger.lines).toEqual(['error Unexpected error during GET /about'])
    expect((logger.details[0] as Error).message).toContain('template exploded')
  })
})

describe('every response', () => {
  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/openapi.json'],
    ['GET', '/api'],
    ['GET', '/api/missing'],
    ['POST', '/'],
    ['GET', '/'],
    ['HEAD', '/'],
    ['GET', '/logo.svg'],
    ['GET', '/missing-page'],
  ])('%s %s carries the security headers', async (method, path) => {
    expectSecurityHeaders(await call(app, path, { method }))
  })
})
