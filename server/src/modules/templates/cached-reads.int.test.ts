import { templateFacetsResponse, templateListResponse } from '@snipstack/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../../../test/db'
import { templateFixture } from '../../../test/fixtures'
import { call, errorBody } from '../../../test/http'
import { createApp } from '../../app'
import { createPreparedReadCache, type PreparedReadCache } from '../catalog/read-cache'
import type { TemplateSeed } from './content/types'
import { seedTemplates } from './seed'
import { createTemplateService, type TemplateService } from './service'

// The templates catalogue's reads through the whole app, with the service spied on: the same
// read cache and prepared answers as the snippets' (whose cached-reads.int.test.ts covers the cache
// itself in depth); here, what each route keeps and what never reaches it.

/** Fixtures described as this file's own, which the search document tests look for. */
const fixture = (slug: string, fields: Partial<TemplateSeed> = {}) =>
  templateFixture(slug, { description: 'A template written for the cache tests.', ...fields })

describe('cached template reads', () => {
  let database: TestDatabase
  let cache: PreparedReadCache
  let service: TemplateService
  let app: ReturnType<typeof createApp>

  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    await seedTemplates(database.db, [
      fixture('alpine-base'),
      fixture('helm-base', { category: 'helm', language: 'YAML' }),
    ])
  })
  afterAll(() => database.dispose())

  beforeEach(() => {
    cache = createPreparedReadCache()
    service = createTemplateService(database.db)
    for (const method of ['list', 'facets', 'single', 'download'] as const) vi.spyOn(service, method)
    app = createApp({ database, templates: { service, readCache: cache } })
  })

  const get = (path: string, headers: Record<string, string> = {}) => call(app, path, { headers })
  const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer())

  it('answers equivalent list requests from one entry, with the same bytes', async () => {
    const responses = [
      await get('/api/templates/list'),
      await get('/api/templates/list?page=1&price=all'),
      await get('/api/templates/list?sort=newest&categorySlug='),
    ]
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
    const bodies = await Promise.all(responses.map(bytes))
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[2]).toEqual(bodies[0])
    expect(service.list).toHaveBeenCalledTimes(1)
    const text = new TextDecoder().decode(bodies[0])
    // Serialising what the contract parsed gives back the very bytes sent.
    expect(JSON.stringify(templateListResponse.parse(JSON.parse(text)))).toBe(text)
    expect(responses[0]?.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('keeps the facets and single templates too, and revalidates with a 304', async () => {
    const facets = await get('/api/templates/facets')
    expect(templateFacetsResponse.parse(await facets.json()).languages).toEqual([
      { name: 'Dockerfile', count: 1 },
      { name: 'YAML', count: 1 },
    ])
    const etag = facets.headers.get('etag') as string
    const again = await get('/api/templates/facets', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('x-content-type-options')).toBe('nosniff')
    expect(service.facets).toHaveBeenCalledTimes(1)
    await get('/api/templates/single?slug=helm-base')
    await get('/api/templates/single?slug=helm-base')
    expect(service.single).toHaveBeenCalledTimes(1)
  })

  it('shows a change at once after invalidate()', async () => {
    await get('/api/templates/list')
    await seedTemplates(database.db, [fixture('later', { published: '2026-01-01' })])
    try {
      cache.invalidate()
      const after = templateListResponse.parse(await (await get('/api/templates/list')).json())
      expect(after.templates[0]?.slug).toBe('later')
    } finally {
      await database.db.execute(`delete from templates where slug = 'later'`)
    }
  })

  it('refuses an unknown category, a malformed query and an unknown slug before keeping anything', async () => {
    const unknown = await get('/api/templates/list?categorySlug=widgets')
    expect(unknown.status).toBe(404)
    expect((await errorBody(unknown)).field).toBe('categorySlug')
    expect((await get('/api/templates/list?page=0')).status).toBe(422)
    expect(service.list).not.toHaveBeenCalled()
    for (let i = 0; i < 2; i++) expect((await get('/api/templates/single?slug=not-yet')).status).toBe(404)
    expect(service.single).toHaveBeenCalledTimes(2)
    expect(cache.size).toBe(0)
  })

  it('never keeps a download: each one reaches the service and is counted', async () => {
    await get('/api/templates/alpine-base/download')
    await get('/api/templates/alpine-base/download')
    expect(service.download).toHaveBeenCalledTimes(2)
  })
})
