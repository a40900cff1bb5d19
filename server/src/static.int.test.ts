import { rmSync } from 'node:fs'
import { createSiteFixture } from '@snipstack/testing/site-fixture'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../test/db'
import { call } from '../test/http'
import { createApp } from './app'
import { loadSsr } from './ssr'

/*
 * Build files through the whole app: what a browser gets for a file a page of an older build still
 * asks for, beside the not-found page every other unknown path gets.
 */

const site = createSiteFixture()
let database: TestDatabase
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  database = await openTestDatabase('pglite')
  app = createApp({ database, site: { dist: site.dist, render: await loadSsr(site.dist) } })
})
afterAll(async () => {
  await database.dispose()
  rmSync(site.dist, { recursive: true, force: true })
})

describe('a missing file under /assets', () => {
  it.each(['/assets/entry-gone999.js', '/assets/app-gone999.css', '/assets/chunks/page-gone999.js'])(
    '%s answers 404 in a few words of plain text, never the HTML page, with the security headers',
    async (path) => {
      const response = await call(app, path, { headers: { 'accept-encoding': 'br, gzip' } })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-store')
      // With nosniff, a browser refuses it as a script or stylesheet for its status, not its type.
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(await response.text()).toBe('Not found\n')
    },
  )

  it('answers a HEAD request the same way (the HTTP server drops the body)', async () => {
    const response = await call(app, '/assets/entry-gone999.js', { method: 'HEAD' })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  })

  it('does not change what a built file or an unknown page gets', async () => {
    const asset = await call(app, '/assets/entry-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toContain('javascript')

    const page = await call(app, '/no/such/page')
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toContain('Page not found')
  })
})
