import { rmSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createSiteFixture } from '@snipstack/testing/site-fixture'
import { afterAll, describe, expect, it } from 'vitest'
import { createStaticHandler } from './static'

const site = createSiteFixture()
const serve = createStaticHandler(site.client)
afterAll(() => rmSync(site.dist, { recursive: true, force: true }))

const get = (path: string, acceptEncoding?: string) =>
  serve(
    new Request(`http://localhost${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }),
  )

describe('static files', () => {
  it('sends the brotli sibling when the client accepts br', async () => {
    const response = get('/assets/entry-abc123.js', 'gzip, deflate, br')
    expect(response?.status).toBe(200)
    expect(response?.headers.get('content-encoding')).toBe('br')
    expect(response?.headers.get('content-type')).toContain('javascript')
    expect(response?.headers.get('vary')).toBe('Accept-Encoding')
    const body = brotliDecompressSync(Buffer.from(await (response as Response).arrayBuffer())).toString()
    expect(body).toMatch(/^console\.log/)
  })

  it('falls back to gzip, then to the identity body', async () => {
    const gzip = get('/assets/entry-abc123.css', 'gzip')
    expect(gzip?.headers.get('content-encoding')).toBe('gzip')
    expect(await gunzipText(gzip)).toMatch(/^body\{color:red}/)

    const refusedBr = get('/assets/entry-abc123.css', 'br;q=0, gzip')
    expect(refusedBr?.headers.get('content-encoding')).toBe('gzip')

    const onlyGzip = get('/assets/only-gzip-abc123.js', 'br, gzip')
    expect(onlyGzip?.headers.get('content-encoding')).toBe('gzip')

    const identity = get('/assets/entry-abc123.css')
    expect(identity?.headers.get('content-encoding')).toBeNull()
    expect(identity?.headers.get('vary')).toBe('Accept-Encoding')
    expect(await identity?.text()).toMatch(/^body\{color:red}/)
  })

  it('never compresses binary files', () => {
    const response = get('/assets/photo-abc123.png', 'br, gzip')
    expect(response?.headers.get('content-encoding')).toBeNull()
    expect(response?.headers.get('vary')).toBeNull()
    expect(response?.headers.get('content-type')).toBe('image/png')
  })

  it('caches hashed assets forever and other files only with revalidation', () => {
    expect(get('/assets/entry-abc123.js')?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(get('/logo.svg')?.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/%E0%A4%A',
  ])('refuses %s, leaving it to the page renderer', (path) => {
    expect(get(path)).toBeUndefined()
  })

  it.each([
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/assets/entry-abc123.js%00.png',
    '/assets/.hidden.js',
    '/assets/%E0%A4%A.js',
  ])('refuses %s as a missing file', async (path) => {
    const response = get(path)
    expect(response?.status).toBe(404)
    expect(await response?.text()).toBe('Not found\n')
  })

  it('answers a file under /assets that the build does not hold with 404 in plain text, uncached', async () => {
    for (const path of ['/assets/entry-gone999.js', '/assets/app-gone999.css', '/assets/', '/assets/deep/er/x.woff2']) {
      const response = get(path, 'br, gzip')
      expect(response?.status, path).toBe(404)
      expect(response?.headers.get('content-type'), path).toBe('text/plain; charset=utf-8')
      expect(response?.headers.get('cache-control'), path).toBe('no-store')
      expect(response?.headers.get('content-encoding'), path).toBeNull()
      expect(await response?.text(), path).toBe('Not found\n')
    }
  })

  it('leaves unknown paths and directories outside /assets to the page renderer', () => {
    expect(get('/')).toBeUndefined()
    expect(get('/assets')).toBeUndefined()
    expect(get('/assets-old/entry.js')).toBeUndefined()
    expect(get('/snippets/hello')).toBeUndefined()
  })
})

async function gunzipText(response: Response | undefined): Promise<string> {
  return gunzipSync(Buffer.from(await (response as Response).arrayBuffer())).toString()
}
