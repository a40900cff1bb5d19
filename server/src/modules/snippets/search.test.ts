import { snippetListResponse } from '@snipstack/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import { snippets } from '../../db/schema'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/db'
import { call, errorBody } from '../../test/http'
import { SEARCH_CANDIDATES, SEARCHES_PER_IP } from '../catalog/search'
import { fromSeed } from './model'

describe.each(testDatabaseKinds)('catalogue searches on %s', (kind) => {
  let database: TestDatabase
  let app: ReturnType<typeof createApp>
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = createApp({ database, auth: { trustedProxies: 1 } })
    // Far more rows than a search considers, every one matching the word in its code.
    const common = Array.from({ length: 2 * SEARCH_CANDIDATES + 20 }, (_, index) =>
      fromSeed({
        slug: `common-${index}`,
        title: `Fixture number ${index}`,
        description: 'A snippet written for the tests.',
        language: 'JavaScript',
        category: 'Function',
        tags: ['fixture'],
        code: 'const ubiquitous = true\n',
        mdx: 'About it.\n',
        plan: 'free',
      }),
    )
    await database.db.insert(snippets).values(common)
    // Written last, so that a scan meets it after all the others.
    await database.db.insert(snippets).values(
      fromSeed({
        slug: 'ubiquitous-title',
        title: 'Ubiquitous Helpers',
        description: 'The one with the word in its title.',
        language: 'JavaScript',
        category: 'Function',
        tags: ['fixture'],
        code: 'export {}\n',
        mdx: 'About it.\n',
        plan: 'free',
      }),
    )
  })
  afterAll(() => database.dispose())

  it('ranks and counts a bounded set of matches, title matches among them, for a word most rows hold', async () => {
    const response = await call(app, '/api/snippets/list?name=ubiquitous', from('198.51.100.1'))
    expect(response.status).toBe(200)
    const answer = snippetListResponse.parse(await response.json())
    expect(answer.snippets[0]?.slug).toBe('ubiquitous-title')
    expect(answer.pagination.total).toBeGreaterThanOrEqual(SEARCH_CANDIDATES)
    expect(answer.pagination.total).toBeLessThanOrEqual(SEARCH_CANDIDATES + 1)
    // The pages go over exactly those: the last one is full up to the total, and past it there is nothing.
    const last = answer.pagination.total_pages
    const lastPage = snippetListResponse.parse(
      await (await call(app, `/api/snippets/list?name=ubiquitous&page=${last}`, from('198.51.100.1'))).json(),
    )
    expect(lastPage.snippets.length).toBe(answer.pagination.total - (last - 1) * answer.pagination.page_size)
    const past = snippetListResponse.parse(
      await (await call(app, `/api/snippets/list?name=ubiquitous&page=${last + 1}`, from('198.51.100.1'))).json(),
    )
    expect(past.snippets).toEqual([])
    expect(past.pagination.total).toBe(answer.pagination.total)
  })

  it('holds one address to its searches a minute, snippets and templates together, with Retry-After', async () => {
    const searches = Array.from({ length: SEARCHES_PER_IP.limit }, (_, index) =>
      index % 2 ? `/api/snippets/list?name=word${index}` : `/api/templates/list?name=word${index}`,
    )
    for (const path of searches) expect((await call(app, path, from('203.0.113.7'))).status, path).toBe(200)
    const refused = await call(app, '/api/snippets/list?name=one-more', from('203.0.113.7'))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await errorBody(refused)).code).toBe('RATE_LIMITED')
    const templateRefused = await call(app, '/api/templates/list?name=one-more', from('203.0.113.7'))
    expect(templateRefused.status).toBe(429)
    // Lists without a search are not searches, and another address has its own count.
    expect((await call(app, '/api/snippets/list?page=2', from('203.0.113.7'))).status).toBe(200)
    expect((await call(app, '/api/templates/list', from('203.0.113.7'))).status).toBe(200)
    expect((await call(app, '/api/snippets/list?name=one-more', from('203.0.113.8'))).status).toBe(200)
  })
})
