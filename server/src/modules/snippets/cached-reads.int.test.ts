import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { snippetListResponse, snippetSingleResponse } from '@snipstack/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../../test/db'
import { call, errorBody, memoryLogger } from '../../../test/http'
import { createApp } from '../../app'
import { createPreparedReadCache, type PreparedReadCache, READ_CACHE_TTL_MS } from '../catalog/read-cache'
import type { SnippetSeed } from './content/types'
import { fromSeed } from './rows'
import { seedSnippets, upsertSnippets } from './seed'
import { createSnippetService, type SnippetService } from './service'

// The catalogue's reads through the whole app, with the service spied on: what is kept, for how
// long, what is never kept, and what goes over the wire.

function fixture(slug: string, fields: Partial<SnippetSeed> = {}): SnippetSeed {
  return {
    slug,
    title: `Fixture ${slug}`,
    description: 'A snippet written for the cache tests.',
    language: 'JavaScript',
    category: 'Function',
    tags: ['fixture'],
    // Long enough that a page of them is worth compressing.
    code: `export const ${slug.replaceAll('-', '_')} = ${JSON.stringify('x'.repeat(400))}\n`,
    mdx: `About ${slug}.\n`,
    plan: 'free',
    ...fields,
  }
}

function gate() {
  let open: () => void = () => {}
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open }
}

describe('cached catalogue reads', () => {
  let database: TestDatabase
  let time: number
  let cache: PreparedReadCache
  let service: SnippetService
  let app: ReturnType<typeof createApp>
  let logger: ReturnType<typeof memoryLogger>

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    await seedSnippets(database.db, {
      own: [
        fixture('debounce-a-function', { title: 'Debounce a Function' }),
        fixture('use-toggle', { category: 'Hook' }),
      ],
      imported: [],
    })
  })
  afterAll(() => database.dispose())

  // A fresh cache, clock and spied service for each test, over the same data.
  beforeEach(() => {
    time = 1_000_000
    cache = createPreparedReadCache({ now: () => time })
    service = createSnippetService(database.db)
    vi.spyOn(service, 'list')
    vi.spyOn(service, 'single')
    logger = memoryLogger()
    app = createApp({ database, logger, snippets: { service, readCache: cache } })
  })

  const get = (path: string, headers: Record<string, string> = {}) => call(app, path, { headers })
  const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer())

  it('answers a repeated list request from memory with the same bytes', async () => {
    const first = await get('/api/snippets/list')
    const second = await get('/api/snippets/list?page=1')
    const third = await get('/api/snippets/list?page=&sort=relevance')
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200])
    const body = await bytes(first)
    expect(await bytes(second)).toEqual(body)
    expect(await bytes(third)).toEqual(body)
    expect(service.list).toHaveBeenCalledTimes(1)
    expect(first.headers.get('etag')).toBe(second.headers.get('etag'))
  })

  it('sends exactly what the contract describes', async () => {
    const response = await get('/api/snippets/list?categorySlug=hook')
    expect(response.headers.get('content-type')).toBe('application/json;charset=utf-8')
    const text = new TextDecoder().decode(await bytes(response))
    const answer = snippetListResponse.parse(JSON.parse(text))
    // Serialising what the contract parsed gives back the very bytes sent: nothing more, nothing less.
    expect(JSON.stringify(answer)).toBe(text)
    expect(answer.category).toBe('Hook')
    expect(answer.snippets.map((snippet) => snippet.slug)).toEqual(['use-toggle'])
    // The same answer by the category's title: one entry, one query.
    expect(await bytes(await get('/api/snippets/list?category=Hook'))).toEqual(new TextEncoder().encode(text))
    expect(service.list).toHaveBeenCalledTimes(1)
  })

  it('caches a single snippet too', async () => {
    const first = await get('/api/snippets/single?slug=use-toggle')
    const second = await get('/api/snippets/single?slug=use-toggle')
    expect(snippetSingleResponse.parse(await first.json()).snippet.slug).toBe('use-toggle')
    expect(second.status).toBe(200)
    expect(service.single).toHaveBeenCalledTimes(1)
  })

  it('asks the database again once the TTL has passed', async () => {
    await get('/api/snippets/list')
    time += READ_CACHE_TTL_MS - 1
    await get('/api/snippets/list')
    expect(service.list).toHaveBeenCalledTimes(1)
    time += 1
    await get('/api/snippets/list')
    expect(service.list).toHaveBeenCalledTimes(2)
  })

  it('shows a write at once after invalidate()', async () => {
    const before = snippetListResponse.parse(await (await get('/api/snippets/list')).json())
    await upsertSnippets(database.db, [fromSeed(fixture('written-later'))], new Date(Date.now() + 60_000))
    try {
      // Still the kept answer: nothing said that the catalogue changed.
      const kept = snippetListResponse.parse(await (await get('/api/snippets/list')).json())
      expect(kept.pagination.total).toBe(before.pagination.total)
      cache.invalidate()
      const after = snippetListResponse.parse(await (await get('/api/snippets/list')).json())
      expect(after.pagination.total).toBe(before.pagination.total + 1)
      expect(after.snippets[0]?.slug).toBe('written-later')
      expect(service.list).toHaveBeenCalledTimes(2)
    } finally {
      await database.db.execute(`delete from snippets where slug = 'written-later'`)
    }
  })

  it('sends one query for concurrent identical misses', async () => {
    const held = gate()
    const real = createSnippetService(database.db)
    vi.mocked(service.list).mockImplementation(async (filters) => {
      await held.promise
      return real.list(filters)
    })
    const answers = Promise.all([
      get('/api/snippets/list?name=debounce'),
      get('/api/snippets/list?name=debounce&page=1'),
      get('/api/snippets/list?name=%20debounce'),
    ])
    // Let every request reach the cache before the one query answers.
    await new Promise((resolve) => setTimeout(resolve, 20))
    held.open()
    const responses = await answers
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
    const bodies = await Promise.all(responses.map(bytes))
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[2]).toEqual(bodies[0])
    expect(service.list).toHaveBeenCalledTimes(1)
  })

  describe('validators', () => {
    it('answers 304 without a body to a request that holds the current ETag', async () => {
      const first = await get('/api/snippets/list')
      const etag = first.headers.get('etag') as string
      expect(etag).toMatch(/^"[\w-]+"$/) // strong
      expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
      for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get('/api/snippets/list?page=1', { 'if-none-match': held })
        expect(again.status, held).toBe(304)
        expect(await again.text()).toBe('')
        expect(again.headers.get('etag')).toBe(etag)
        expect(again.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
        // The security headers stay on every answer.
        expect(again.headers.get('x-content-type-options')).toBe('nosniff')
      }
      expect((await get('/api/snippets/list', { 'if-none-match': '"stale"' })).status).toBe(200)
      expect(service.list).toHaveBeenCalledTimes(1)
    })

    it('gives the answer a new ETag when the data changes', async () => {
      const etag = (await get('/api/snippets/list')).headers.get('etag') as string
      await upsertSnippets(database.db, [fromSeed(fixture('another-one'))], new Date(Date.now() + 60_000))
      try {
        cache.invalidate()
        const after = await get('/api/snippets/list', { 'if-none-match': etag })
        expect(after.status).toBe(200)
        expect(after.headers.get('etag')).not.toBe(etag)
      } finally {
        await database.db.execute(`delete from snippets where slug = 'another-one'`)
      }
    })

    it('compresses for clients that accept it, each coding under its own strong ETag', async () => {
      const plain = await get('/api/snippets/list')
      const text = await plain.text()
      const br = await get('/api/snippets/list', { 'accept-encoding': 'gzip, deflate, br' })
      const gzip = await get('/api/snippets/list', { 'accept-encoding': 'gzip' })
      expect(br.headers.get('content-encoding')).toBe('br')
      expect(gzip.headers.get('content-encoding')).toBe('gzip')
      expect(brotliDecompressSync(await bytes(br)).toString()).toBe(text)
      expect(gunzipSync(await bytes(gzip)).toString()).toBe(text)
      for (const response of [plain, br, gzip]) expect(response.headers.get('vary')).toBe('Accept-Encoding')
      const tags = [plain, br, gzip].map((response) => response.headers.get('etag'))
      expect(new Set(tags).size).toBe(3)
      // A client revalidates the coding it holds; bytes in another coding are not "not modified".
      expect(
        (await get('/api/snippets/list', { 'accept-encoding': 'br', 'if-none-match': tags[1] as string })).status,
      ).toBe(304)
      expect(
        (await get('/api/snippets/list', { 'accept-encoding': 'br', 'if-none-match': tags[0] as string })).status,
      ).toBe(200)
      expect(service.list).toHaveBeenCalledTimes(1)
    })

    it('offers zstd first for a search answer, and brotli first for a list sent many times', async () => {
      const everything = { 'accept-encoding': 'gzip, deflate, br, zstd' }
      const search = await get('/api/snippets/list?name=fixture', everything)
      expect(search.headers.get('content-encoding')).toBe('zstd')
      const plain = await (await get('/api/snippets/list?name=fixture')).text()
      expect(new TextDecoder().decode(Bun.zstdDecompressSync(await bytes(search)))).toBe(plain)
      expect((await get('/api/snippets/list', everything)).headers.get('content-encoding')).toBe('br')
      // A client that does not take zstd (Safari) still gets brotli.
      const safari = await get('/api/snippets/list?name=fixture', { 'accept-encoding': 'gzip, deflate, br' })
      expect(safari.headers.get('content-encoding')).toBe('br')
      expect(brotliDecompressSync(await bytes(safari)).toString()).toBe(plain)
    })

    it('leaves a small answer uncompressed', async () => {
      const empty = await get('/api/snippets/list?name=qwxzv', { 'accept-encoding': 'br' })
      expect(empty.status).toBe(200)
      expect(empty.headers.get('content-encoding')).toBeNull()
      expect(empty.headers.get('vary')).toBeNull()
      expect(snippetListResponse.parse(await empty.json()).snippets).toEqual([])
    })
  })

  describe('errors', () => {
    it('keeps no 404: the next request asks again and finds a snippet published meanwhile', async () => {
      for (let i = 0; i < 2; i++) {
        const missing = await get('/api/snippets/single?slug=published-later')
        expect(missing.status).toBe(404)
        expect(missing.headers.get('etag')).toBeNull()
        expect(missing.headers.get('cache-control')).toBeNull()
        expect((await errorBody(missing)).field).toBe('slug')
      }
      expect(service.single).toHaveBeenCalledTimes(2)
      await upsertSnippets(database.db, [fromSeed(fixture('published-later'))], new Date())
      try {
        expect((await get('/api/snippets/single?slug=published-later')).status).toBe(200)
      } finally {
        await database.db.execute(`delete from snippets where slug = 'published-later'`)
      }
    })

    it('answers 422 before the cache or the service is reached', async () => {
      for (const path of ['/api/snippets/list?page=0', '/api/snippets/single?slug=Not%20A%20Slug']) {
        const refused = await get(path)
        expect(refused.status, path).toBe(422)
        expect(refused.headers.get('etag')).toBeNull()
      }
      expect(service.list).not.toHaveBeenCalled()
      expect(service.single).not.toHaveBeenCalled()
      expect(cache.size).toBe(0)
    })

    it('still holds every answer to its contract: off-contract data is a logged 500 and is not kept', async () => {
      const real = createSnippetService(database.db)
      vi.mocked(service.list).mockImplementationOnce(async (filters) => {
        const answer = await real.list(filters)
        return { ...answer, snippets: answer.snippets.map((snippet) => ({ ...snippet, language: 'Cobol' as 'Go' })) }
      })
      const broken = await get('/api/snippets/list')
      expect(broken.status).toBe(500)
      expect((await errorBody(broken)).code).toBe('INTERNAL')
      expect(logger.lines).toContain('error Response of GET /api/snippets/list does not match its contract')
      expect(cache.size).toBe(0)
      expect((await get('/api/snippets/list')).status).toBe(200)
      expect(service.list).toHaveBeenCalledTimes(2)
    })

    it('sends only the fields the contract names, as route validation did', async () => {
      const real = createSnippetService(database.db)
      vi.mocked(service.single).mockImplementationOnce(async (slug) => ({
        ...(await real.single(slug)),
        status: 'draft',
        internalNote: 'never sent',
      }))
      const text = await (await get('/api/snippets/single?slug=use-toggle')).text()
      expect(text).not.toContain('never sent')
      expect(text).not.toContain('draft')
      expect(snippetSingleResponse.parse(JSON.parse(text)).snippet.slug).toBe('use-toggle')
    })
  })
})
