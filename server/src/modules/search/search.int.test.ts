import { SITE_SEARCH_LIMIT, siteSearchMessages, siteSearchResponse } from '@snipstack/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { snippetFixture, templateFixture } from '../../../test/fixtures'
import { call, errorBody } from '../../../test/http'
import { createApp } from '../../app'
import { snippets, templates } from '../../db/schema'
import type { OpenApiDocument } from '../docs/openapi'
import { fromSeed as snippetRow } from '../snippets/rows'
import { fromSeed as templateRow } from '../templates/rows'

describe.each(testDatabaseKinds)('GET /api/search on %s', (kind) => {
  let database: TestDatabase
  let app: ReturnType<typeof createApp>
  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
  const search = async (query: string, ip = '198.51.100.20') => {
    const response = await call(app, `/api/search?${query}`, from(ip))
    return { status: response.status, body: await response.json() }
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = createApp({ database, auth: { trustedProxies: 1 } })
    await database.db
      .insert(snippets)
      .values([
        snippetRow(snippetFixture('debounce-input', { title: 'Debounce an input', language: 'TypeScript' })),
        snippetRow(snippetFixture('debounce-scroll', { title: 'Debounced scroll handler' })),
        ...Array.from({ length: 8 }, (_, index) =>
          snippetRow(snippetFixture(`retry-${index}`, { title: `Retry with backoff ${index}` })),
        ),
      ])
    await database.db
      .insert(templates)
      .values([
        templateRow(templateFixture('debounce-worker', { name: 'Debounce Worker', category: 'docker' })),
        templateRow(templateFixture('compose-stack', { name: 'Compose Stack' })),
      ])
  })
  afterAll(() => database.dispose())

  it('answers the snippets and templates a text finds, grouped, with their pages and every match counted', async () => {
    const { status, body } = await search('q=debounce')
    expect(status).toBe(200)
    const answer = siteSearchResponse.parse(body)
    expect(answer.groups.map((group) => group.kind)).toEqual(['snippet', 'template'])
    const [found, templatesFound] = answer.groups
    expect(found?.total).toBe(2)
    expect(new Set(found?.items.map((item) => item.slug))).toEqual(new Set(['debounce-input', 'debounce-scroll']))
    expect(found?.items[0]).toMatchObject({ kind: 'snippet', href: `/snippets/${found?.items[0]?.slug}` })
    expect(found?.items.find((item) => item.slug === 'debounce-input')?.detail).toBe('TypeScript')
    expect(found?.more).toBe('/snippets?name=debounce')
    expect(templatesFound).toMatchObject({
      kind: 'template',
      total: 1,
      items: [
        {
          kind: 'template',
          slug: 'debounce-worker',
          title: 'Debounce Worker',
          detail: 'Docker',
          href: '/templates/debounce-worker',
        },
      ],
      more: '/templates?name=debounce',
    })
    expect((await call(app, '/api/search?q=debounce', from('198.51.100.21'))).headers.get('cache-control')).toBe(
      'no-store',
    )
  })

  it('lists `limit` of each kind and counts the rest, matching the word being typed by its start', async () => {
    const first = siteSearchResponse.parse((await search('q=retr')).body)
    expect(first.groups[0]?.items).toHaveLength(SITE_SEARCH_LIMIT)
    expect(first.groups[0]?.total).toBe(8)
    expect(first.groups[1]).toMatchObject({ total: 0, items: [] })
    const two = siteSearchResponse.parse((await search('q=retry&limit=2')).body)
    expect(two.groups[0]?.items).toHaveLength(2)
    expect(two.groups[0]?.total).toBe(8)
  })

  it('answers 422 on the field for a missing, blank, over-long or multi-line text and a limit out of range', async () => {
    for (const [query, field] of [
      ['', 'q'],
      ['q=%20%20', 'q'],
      [`q=${'a'.repeat(201)}`, 'q'],
      ['q=a%0Ab', 'q'],
      ['q=a&limit=0', 'limit'],
      ['q=a&limit=21', 'limit'],
      ['q=a&limit=x', 'limit'],
    ] as const) {
      const { status, body } = await search(query)
      expect(status, query).toBe(422)
      expect(body, query).toMatchObject({ error: { code: 'VALIDATION', field } })
    }
    expect((await errorBody(await call(app, '/api/search?q=', from('198.51.100.22')))).message).toBe(
      siteSearchMessages.q,
    )
  })

  it('is documented in the API reference with its errors', async () => {
    const document = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    const operation = document.paths['/api/search']?.get
    expect(operation?.tags).toEqual(['Search'])
    expect(operation?.description).toContain('in-process indexes')
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '422', '429', '503']))
    expect(document.tags?.map((tag) => tag.name)).toContain('Search')
  })
})
