import { type SnippetListResponse, snippetListResponse } from '@snipstack/contracts'
import { createApp } from '@snipstack/server/app'
import { openTestDatabase, type TestDatabase } from '@snipstack/server/test/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertSyntheticSnippets, syntheticSnippets } from './snippet-data'

describe('the synthetic catalogue of the snippets bench, served by the app', () => {
  // A slice: the database's checks and the search column do not depend on how many rows there are.
  const slice = syntheticSnippets().slice(0, 500)
  let database: TestDatabase
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    app = createApp({ database })
  })
  afterAll(() => database?.dispose())

  async function list(query: string): Promise<SnippetListResponse> {
    const response = await app.handle(new Request(`http://localhost/api/snippets/list${query}`))
    expect(response.status, query).toBe(200)
    return snippetListResponse.parse(await response.json())
  }

  it('goes into the database as it is and every row is served through the list contract, newest first', async () => {
    await insertSyntheticSnippets(database.db, slice)
    const newest = await list('')
    expect(newest.pagination.total).toBe(slice.length)
    const served: string[] = []
    for (let page = 1; page <= newest.pagination.total_pages; page++)
      served.push(...(await list(`?page=${page}`)).snippets.map((snippet) => snippet.slug))
    expect(served).toEqual(slice.map((row) => row.slug).reverse())
    const found = await list('?name=debounce')
    expect(found.pagination.total).toBeGreaterThan(0)
    expect(found.pagination.total).toBeLessThan(slice.length / 5)
  })
})
