import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressBytes, compressHtml, negotiateEncoding } from './encoding'

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header, ['br', 'gzip'])).toBe(expected)
  })

  it('only picks what is offered', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip')
    expect(negotiateEncoding('br', [])).toBeUndefined()
    expect(negotiateEncoding(null, ['br'])).toBeUndefined()
  })

  it('answers each offer on its own merits when the same header comes again', () => {
    const header = 'gzip;q=0.5, br;q=0'
    expect(negotiateEncoding(header, ['br', 'gzip'])).toBe('gzip')
    expect(negotiateEncoding(header, ['br'])).toBeUndefined()
    expect(negotiateEncoding(header, ['br', 'gzip'])).toBe('gzip')
  })

  it('keeps answering correctly after more distinct headers than it remembers', () => {
    for (let i = 0; i < 600; i++) {
      expect(negotiateEncoding(`x-${i}, gzip`, ['br', 'gzip'])).toBe('gzip')
      expect(negotiateEncoding(`x-${i}, br;q=0.1`, ['br', 'gzip'])).toBe('br')
    }
  })
})

const html = `<!doctype html><html><body>${'<p>Cut boilerplate. Ship faster.</p>'.repeat(500)}</body></html>`
const page = () => new Response(html, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
const request = (acceptEncoding?: string) =>
  new Request('http://localhost/', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('compressHtml', () => {
  it('brotli-compresses a page for clients that accept br, keeping status and headers', async () => {
    const response = compressHtml(request('gzip, br'), page())
    expect(response.status).toBe(404)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const body = await bytes(response)
    expect(body.length).toBeLessThan(html.length / 10)
    expect(brotliDecompressSync(body).toString()).toBe(html)
  })

  it('gzips for clients that accept only gzip', async () => {
    const response = compressHtml(request('gzip'), page())
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(response)).toString()).toBe(html)
  })

  it('sends the page as is otherwise, still varying on Accept-Encoding', async () => {
    const response = compressHtml(request(), page())
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(await response.text()).toBe(html)
  })

  it('leaves other content types and already encoded bodies alone', () => {
    const json = Response.json({ a: 1 })
    expect(compressHtml(request('br'), json)).toBe(json)
    const encoded = new Response('x', { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } })
    expect(compressHtml(request('br'), encoded)).toBe(encoded)
  })
})

describe('compressBytes', () => {
  it('compresses a whole body in either coding, and the result decodes to it', () => {
    const body = new TextEncoder().encode(html)
    const br = compressBytes('br', body)
    const gzip = compressBytes('gzip', body)
    expect(brotliDecompressSync(br).toString()).toBe(html)
    expect(gunzipSync(gzip).toString()).toBe(html)
    expect(br.byteLength).toBeLessThan(body.byteLength / 10)
  })

  it('compresses in zstd, at either effort, to a body that decodes to it', () => {
    const body = new TextEncoder().encode(html)
    for (const effort of ['fast', 'dense'] as const) {
      const zstd = compressBytes('zstd', body, effort)
      expect(new TextDecoder().decode(Bun.zstdDecompressSync(zstd))).toBe(html)
      expect(zstd.byteLength).toBeLessThan(body.byteLength / 5)
    }
  })

  it('at the fast effort, still compresses in either coding to a body that decodes to it', () => {
    const body = new TextEncoder().encode(html)
    for (const encoding of ['br', 'gzip'] as const) {
      const fast = compressBytes(encoding, body, 'fast')
      const decoded = encoding === 'br' ? brotliDecompressSync(fast) : gunzipSync(fast)
      expect(decoded.toString()).toBe(html)
      expect(fast.byteLength).toBeLessThan(body.byteLength / 5)
      // The dense setting is the one that spends more for fewer bytes.
      expect(compressBytes(encoding, body, 'dense').byteLength).toBeLessThanOrEqual(fast.byteLength)
    }
  })
})
