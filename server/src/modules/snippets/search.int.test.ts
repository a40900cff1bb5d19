import { snippetListResponse } from '@snipstack/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { snippetFixture } from '../../../test/fixtures'
import { call, errorBody } from '../../../test/http'
import { createApp } from '../../app'
import { snippets } from '../../db/schema'
import { DEFAULT_RATE_LIMITS } from '../auth/rate-limit'
import { fromSeed } from './rows'

const COMMON_ROWS = 220

describe.each(testDatabaseKinds)('catalogue searches on %s', (kind) => {
  let database: TestDatabase
  let app: ReturnType<typeof createApp>
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = createApp({ database, auth: { trustedProxies: 1 } })
    // Many rows, every one matching the word in its code.
    const common = Array.from({ length: COMMON_ROWS }, (_, index) =>
      fromSeed(
        snippetFixture(`common-${index}`, { title: `Fixture number ${index}`, code: 'const ubiquitous = true\n' }),
      ),
    )
    await database.db.insert(snippets).values(common)
    // Written last, so that a scan meets it after all the others.
    await database.db.insert(snippets).values(
      fromSeed(
        snippetFixture('ubiquitous-title', {
          title: 'Ubiquitous Helpers',
          description: 'The one with the word in its title.',
        }),
      ),
    )
  })
  afterAll(() => database.dispose())

  it('counts every match of a word most rows hold, and ranks the title match first', async () => {
    const response = await call(app, '/api/snippets/list?name=ubiquitous', from('198.51.100.1'))
    expect(response.status).toBe(200)
    const answer = snippetListResponse.parse(await response.json())
    expect(answer.snippets[0]?.slug).toBe('ubiquitous-title')
    expect(answer.pagination.total).toBe(COMMON_ROWS + 1)
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
    const searches = Array.from({ length: DEFAULT_RATE_LIMITS.searchesPerIp.limit }, (_, index) =>
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

  it("holds searches to the app's own limit when it is given one", async () => {
    const strict = createApp({
      database,
      auth: { trustedProxies: 1, limits: { searchesPerIp: { limit: 2, windowMs: 60 * 1000 } } },
    })
    for (const name of ['first', 'second'])
      expect((await call(strict, `/api/snippets/list?name=${name}`, from('203.0.113.9'))).status).toBe(200)
    expect((await call(strict, '/api/templates/list?name=third', from('203.0.113.9'))).status).toBe(429)
  })
})
