import {
  type TemplateListResponse,
  type TemplateSingleResponse,
  templateListResponse,
  templateSingleResponse,
} from '@snipstack/contracts'
import { createApp } from '@snipstack/server/app'
import { openTestDatabase, type TestDatabase } from '@snipstack/server/test/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertSyntheticTemplates, syntheticTemplates } from './template-data'

describe('the synthetic catalogue of the templates bench, served by the app', () => {
  // A slice: the database's checks and the search column do not depend on how many rows there are.
  const slice = syntheticTemplates().slice(0, 500)
  let database: TestDatabase
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    app = createApp({ database })
  })
  afterAll(() => database?.dispose())

  async function get(path: string): Promise<unknown> {
    const response = await app.handle(new Request(`http://localhost/api/templates/${path}`))
    expect(response.status, path).toBe(200)
    return response.json()
  }
  const list = async (query: string): Promise<TemplateListResponse> =>
    templateListResponse.parse(await get(`list${query}`))
  const single = async (slug: string): Promise<TemplateSingleResponse> =>
    templateSingleResponse.parse(await get(`single?slug=${encodeURIComponent(slug)}`))

  it('goes into the database as it is and every row is served through the list and detail contracts', async () => {
    await insertSyntheticTemplates(database.db, slice)
    const newest = await list('')
    expect(newest.pagination.total).toBe(slice.length)
    expect(newest.templates[0]?.published_at).toBe(slice[slice.length - 1]?.publishedAt)
    const served: string[] = []
    for (let page = 1; page <= newest.pagination.total_pages; page++)
      served.push(...(await list(`?page=${page}`)).templates.map((template) => template.slug))
    expect(served.toSorted()).toEqual(slice.map((row) => row.slug).toSorted())

    const category = await list('?categorySlug=kubernetes')
    expect(category.pagination.total).toBe(slice.filter((row) => row.categorySlug === 'kubernetes').length)
    const found = await list('?name=rabbitmq')
    expect(found.pagination.total).toBeGreaterThan(0)
    expect(found.pagination.total).toBeLessThan(slice.length / 5)

    for (const row of slice) {
      const { template } = await single(row.slug)
      const paths = (files: { path: string }[]) => files.map((file) => file.path).toSorted()
      expect(paths(template.files), row.slug).toEqual(paths(row.files))
    }
  })
})
