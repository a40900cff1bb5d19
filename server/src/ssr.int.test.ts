import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { SsrEntry } from '@snipstack/contracts/ssr'
import { createSiteFixture } from '@snipstack/testing/site-fixture'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../test/db'
import { call } from '../test/http'
import { createApp } from './app'
import { seed } from './db/seed'
import { recordSocketAddress } from './lib/client-ip'
import { DEFAULT_RATE_LIMITS } from './modules/auth/rate-limit'
import type { SnippetService } from './modules/snippets/service'
import type { SsrRenderer } from './ssr'

// The site's own server entry, rendered from its source: every data page with its real loaders,
// answered by the real API on a seeded database, without a build.
const siteEntry = resolve(import.meta.dirname, '../../site/src/entry-server.tsx')
const site = createSiteFixture()
let database: TestDatabase
let render: SsrRenderer
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await openTestDatabase('pglite')
  await seed(database.db)
  const entry = (await import(siteEntry)) as SsrEntry
  const assets = { entry: '/assets/entry.js', css: [], preloads: [] }
  render = (request, nonce, fetchApi) => entry.render({ request, assets, nonce, fetchApi })
  app = createApp({ database, site: { dist: site.dist, render } })
})
afterAll(async () => {
  await database.dispose()
  rmSync(site.dist, { recursive: true, force: true })
})

/** What a visitor may type after a data page's path: control characters, broken escapes, overlong and odd values. */
const hostileValues = [
  'ABC',
  '%00',
  '%01',
  '%1B%5B31m',
  '%7F',
  '%C2%85',
  'x%0Ay',
  '%E2%80%AE',
  '%zz',
  '%C0%AF',
  '%F0%9F%98%80',
  '-1',
  '1.5',
  '1e400',
  '99999999999999999999',
  'NaN',
  '..',
  '%2F',
  '__proto__',
  '%22%3E%3Csvg%3E',
  'a'.repeat(3000),
]

const slugRoutes = [
  '/snippets/$',
  '/templates/$',
  '/templates/page/$',
  '/templates/category/$',
  '/templates/category/$/page/$',
]
const searchRoutes = ['/snippets', '/templates', '/templates/category/frontend']
const searchKeys = ['name', 'language', 'category', 'page', 'sort']

const hostilePaths = [
  ...slugRoutes.flatMap((route) => hostileValues.map((value) => route.replaceAll('$', value))),
  ...searchRoutes.flatMap((route) =>
    searchKeys.flatMap((key) => [
      ...hostileValues.map((value) => `${route}?${key}=${value}`),
      `${route}?${key}=a&${key}=b`,
      `${route}?${key}[]=x`,
      `${route}?${key}=%7B%22a%22%3A1%7D`,
    ]),
  ),
]

describe('server-rendered data pages', () => {
  it('answer every hostile address with a site page and a 2xx, 3xx or 4xx status, never a 5xx', async () => {
    const failures: string[] = []
    for (const path of hostilePaths) {
      const response = await call(app, path)
      const body = await response.text()
      if (response.status >= 500) failures.push(`${response.status} ${path.slice(0, 80)}`)
      else if (response.status < 300 || response.status >= 400) expect(body, path).toContain('<!DOCTYPE html>')
    }
    expect(failures).toEqual([])
  }, 240_000)

  it('answer a slug the API refuses with the not-found page, and a search it refuses with its 422', async () => {
    const refusedSlug = await call(app, '/snippets/ABC')
    expect(refusedSlug.status).toBe(404)
    expect(await refusedSlug.text()).toContain('Page not found')
    const refusedSearch = await call(app, '/snippets?name=%01')
    expect(refusedSearch.status).toBe(422)
    expect(await refusedSearch.text()).toContain('Could not load the snippets')
  })
})

describe('a search rendered into a page', () => {
  const fromAddress = (path: string, address: string) => {
    const request = new Request(`http://localhost${path}`)
    recordSocketAddress(request, address)
    return app.handle(request)
  }

  it("counts against its visitor's own search limit", async () => {
    for (let sent = 0; sent < DEFAULT_RATE_LIMITS.searchesPerIp.limit; sent++) {
      const response = await fromAddress(`/snippets?name=page-search-${sent}`, '203.0.113.40')
      expect(response.status).toBe(200)
    }
    const over = await fromAddress('/snippets?name=one-too-many', '203.0.113.40')
    expect(over.status).toBe(429)
    expect((await fromAddress('/snippets?name=one-too-many', '203.0.113.41')).status).toBe(200)
  }, 120_000)
})

const unavailable = 'The service is temporarily unavailable. Please try again shortly.'

describe('server-rendered data pages without a database', () => {
  let stopped: ReturnType<typeof createApp>
  beforeAll(async () => {
    const gone = await openTestDatabase('pglite', { migrate: false })
    await gone.dispose()
    stopped = createApp({ database: gone, site: { dist: site.dist, render } })
  })

  it.each(['/snippets', '/snippets/debounce', '/templates', '/templates/page/2'])(
    'answer %s with the 503 page and Retry-After',
    async (path) => {
      const response = await call(stopped, path)
      expect(response.status).toBe(503)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await response.text()).toContain(unavailable)
    },
  )

  it('answer within the render deadline when the database hangs, with the 503 page', async () => {
    const hanging = new Proxy({} as SnippetService, { get: () => () => new Promise(() => {}) })
    const frozen = createApp({
      database,
      site: { dist: site.dist, render, deadlineMs: 200 },
      snippets: { service: hanging },
    })
    const response = await call(frozen, '/snippets')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.text()).toContain(unavailable)
  })

  it('log a page the renderer answered with a 500 of its own', async () => {
    const logged: string[] = []
    const logger = { debug() {}, info() {}, warn() {}, error: (message: string) => logged.push(message) }
    const failing: SsrRenderer = async () => new Response('<!DOCTYPE html>Error', { status: 500 })
    const response = await call(createApp({ database, logger, site: { dist: site.dist, render: failing } }), '/x?q=1')
    expect(response.status).toBe(500)
    expect(logged).toEqual(['Rendering GET /x answered 500'])
  })

  it('answer a render that never finishes with the plain 503 page shortly after the deadline', async () => {
    const stuck: SsrRenderer = () => new Promise(() => {})
    const response = await call(createApp({ database, site: { dist: site.dist, render: stuck, deadlineMs: 50 } }), '/x')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(await response.text()).toContain('is temporarily unavailable')
  })
})
