import {
  type SnippetFacetsResponse,
  snippetCategories,
  snippetCategorySlugs,
  snippetFacetsResponse,
  snippetListResponse,
  snippetMessages,
  snippetWriteResponse,
} from '@snipstack/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { snippetFixture } from '../../../test/fixtures'
import { call, errorBody } from '../../../test/http'
import { createApp } from '../../app'
import { snippets } from '../../db/schema'
import { bearer, cheapPasswords, register, type TestApp, testSecret } from '../auth/testing'
import { createPreparedReadCache, READ_CACHE_TTL_MS } from '../catalog/read-cache'
import type { OpenApiDocument } from '../docs/openapi'
import type { SnippetSeed } from './content/types'
import { fromSeed } from './rows'
import { seedSnippets } from './seed'

// The Template Hub's counts (GET /api/snippets/facets) against what the list answers, the list's
// `tag` filter, and how the kept counts follow the catalogue's writes.

const fixture = (slug: string, fields: Partial<SnippetSeed> = {}) =>
  snippetFixture(slug, { description: 'A snippet written for the facet tests.', tags: [], ...fields })

/** A catalogue whose counts differ from one entry to the next, with no snippet in Config. */
const fixtures: SnippetSeed[] = [
  fixture('debounce', { title: 'Debounce', tags: ['timing', 'react'] }),
  fixture('throttle', { title: 'Throttle', tags: ['timing'] }),
  fixture('use-toggle', {
    title: 'Toggle State Hook',
    language: 'TypeScript',
    category: 'Hook',
    tags: ['react', 'state'],
  }),
  fixture('use-interval', {
    title: 'Interval Timer Hook',
    language: 'TypeScript',
    category: 'Hook',
    tags: ['timing', 'react'],
  }),
  fixture('modal', { title: 'Modal', language: 'TypeScript', category: 'Component', tags: ['react', 'ui'] }),
  fixture('go-retry', { title: 'Retry with Backoff', language: 'Go', tags: ['timing', 'http-client'] }),
  fixture('top-rows', { title: 'Top Rows per Group', language: 'SQL', category: 'Query', tags: ['window-functions'] }),
  fixture('grid', { title: 'Grid Layout', language: 'CSS', category: 'Component', tags: [] }),
  // Tags the filter cannot name: listed nowhere, yet the snippet counts everywhere else.
  fixture('odd-tags', { title: 'Odd Tags', language: 'Python', tags: ['c++', 'two words', 'Upper'] }),
]

describe.each(testDatabaseKinds)('snippet facets on %s', (kind) => {
  let database: TestDatabase
  let app: TestApp
  /** The read cache's clock, moved by hand instead of waiting. */
  let time = 1_000_000

  const facets = async (): Promise<SnippetFacetsResponse> => {
    const response = await call(app, '/api/snippets/facets')
    expect(response.status).toBe(200)
    return snippetFacetsResponse.parse(await response.json())
  }
  const listing = async (query: Record<string, string>) => {
    const response = await call(app, `/api/snippets/list?${new URLSearchParams(query)}`)
    expect(response.status, JSON.stringify(query)).toBe(200)
    return snippetListResponse.parse(await response.json())
  }
  const total = async (query: Record<string, string>) => (await listing(query)).pagination.total
  const slugs = async (query: Record<string, string>) => (await listing(query)).snippets.map((s) => s.slug).sort()
  const tagCount = (answer: SnippetFacetsResponse, name: string) => answer.tags.find((tag) => tag.name === name)?.count

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    // The app's own kind of cache, on a clock of ours, for the expiry below.
    app = createApp({
      database,
      auth: { secret: testSecret, passwordCost: cheapPasswords, trustedProxies: 1 },
      snippets: { readCache: createPreparedReadCache({ now: () => time }) },
    })
    await seedSnippets(database.db, { own: fixtures, imported: [] })
    // An unpublished snippet with a tag of its own, and a published one that names a tag twice
    // (written past the seed, which would not store that).
    await database.db.insert(snippets).values([
      { ...fromSeed(fixture('draft', { category: 'Config', tags: ['draft-only', 'timing'] })), status: 'draft' },
      {
        ...fromSeed(fixture('twice', { title: 'Twice', language: 'Python', category: 'Query' })),
        tags: ['sql', 'sql'],
      },
    ])
  })
  afterAll(() => database.dispose())

  it('lists every category in the catalogue order, empty ones included, and only what is in use otherwise', async () => {
    const answer = await facets()
    expect(answer.categories).toEqual(
      Object.entries(snippetCategorySlugs).map(([slug, name]) => ({ name, slug, count: expect.any(Number) })),
    )
    expect(answer.categories.map((category) => category.name)).toEqual([...snippetCategories])
    expect(answer.categories.find((category) => category.name === 'Config')?.count).toBe(0)
    // YAML is a language of the catalogue that no snippet here uses.
    expect(answer.languages.map((language) => language.name)).toEqual([
      'TypeScript',
      'JavaScript',
      'Python',
      'CSS',
      'Go',
      'SQL',
    ])
  })

  it('orders languages and tags most used first, and counts only published snippets', async () => {
    const answer = await facets()
    for (const list of [answer.languages, answer.tags]) {
      const counts = list.map((entry) => entry.count)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
      expect(counts.every((count) => count > 0)).toBe(true)
    }
    expect(answer.languages[0]).toEqual({ name: 'TypeScript', count: 3 })
    expect(answer.tags.slice(0, 2)).toEqual([
      { name: 'react', count: 4 },
      { name: 'timing', count: 4 },
    ])
    // The draft's tags: its own is not listed, the one it shares is counted without it.
    expect(tagCount(answer, 'draft-only')).toBeUndefined()
    expect(await total({ tag: 'draft-only' })).toBe(0)
    // Named twice by one snippet, counted once.
    expect(tagCount(answer, 'sql')).toBe(1)
  })

  it('lists only tags the filter can name', async () => {
    const names = (await facets()).tags.map((tag) => tag.name)
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    expect(names).not.toContain('c++')
    expect(names).not.toContain('two words')
    expect(names).not.toContain('Upper')
    expect(names).toEqual(expect.arrayContaining(['http-client', 'window-functions', 'state', 'ui']))
  })

  it('gives each entry the total the list answers for it', async () => {
    const answer = await facets()
    for (const category of answer.categories) {
      expect(await total({ category: category.name }), category.name).toBe(category.count)
      expect(await total({ categorySlug: category.slug }), category.slug).toBe(category.count)
    }
    for (const language of answer.languages)
      expect(await total({ language: language.name }), language.name).toBe(language.count)
    for (const tag of answer.tags) expect(await total({ tag: tag.name }), tag.name).toBe(tag.count)
    // Every published snippet has one category, and one language the contract knows.
    const all = await total({})
    expect(answer.categories.reduce((sum, category) => sum + category.count, 0)).toBe(all)
    expect(answer.languages.reduce((sum, language) => sum + language.count, 0)).toBe(all)
  })

  describe('the list filtered by tag', () => {
    it('answers the published snippets with that tag', async () => {
      expect(await slugs({ tag: 'timing' })).toEqual(['debounce', 'go-retry', 'throttle', 'use-interval'])
      expect(await slugs({ tag: 'http-client' })).toEqual(['go-retry'])
    })

    it('combines with category, language, search and sort', async () => {
      expect(await slugs({ tag: 'react', category: 'Hook' })).toEqual(['use-interval', 'use-toggle'])
      expect(await slugs({ tag: 'react', categorySlug: 'component' })).toEqual(['modal'])
      expect(await slugs({ tag: 'timing', language: 'TypeScript' })).toEqual(['use-interval'])
      expect(await slugs({ tag: 'timing', language: 'Go', category: 'Function' })).toEqual(['go-retry'])
      expect(await slugs({ tag: 'react', name: 'toggle' })).toEqual(['use-toggle'])
      expect(await slugs({ tag: 'timing', name: 'toggle' })).toEqual([])
      expect(await slugs({ tag: 'timing', name: 'hook' })).toEqual(['use-interval'])
      const byTitle = await listing({ tag: 'react', sort: 'title' })
      expect(byTitle.snippets.map((s) => s.title)).toEqual([
        'Debounce',
        'Interval Timer Hook',
        'Modal',
        'Toggle State Hook',
      ])
      expect(byTitle.category).toBeNull()
    })

    it('answers an empty list for a tag no published snippet has', async () => {
      const answer = await listing({ tag: 'no-such-tag' })
      expect(answer.snippets).toEqual([])
      expect(answer.pagination).toMatchObject({ total: 0, total_pages: 0 })
    })

    it('takes an empty tag as none', async () => {
      expect(await total({ tag: '' })).toBe(await total({}))
    })

    it('answers 422 on field tag for one that is not dashed lowercase words', async () => {
      for (const tag of ['React', 'two words', 'c++', 'a--b', '-timing', 'x'.repeat(51), "' or 1=1--"]) {
        const response = await call(app, `/api/snippets/list?${new URLSearchParams({ tag })}`)
        expect(response.status, tag).toBe(422)
        expect(await errorBody(response), tag).toMatchObject({ field: 'tag', message: snippetMessages.tag })
      }
      const twice = await call(app, '/api/snippets/list?tag=react&tag=timing')
      expect(twice.status).toBe(422)
      expect((await errorBody(twice)).field).toBe('tag')
    })
  })

  describe('the kept counts', () => {
    const form = (body: unknown) => {
      const data = new FormData()
      data.append('body', JSON.stringify(body))
      return data
    }
    const body = (tags: string[]) => ({
      title: `Facet Counts ${kind}`,
      description: 'A member snippet for the facet tests.',
      language: 'Go',
      category: 'Config',
      tags,
      code: 'package main\n',
    })

    it('follow a member publishing, changing and removing a snippet at once', async () => {
      const before = await facets()
      const { tokens } = await register(app)
      const auth = bearer(tokens.access_token)
      const submitted = await call(app, '/api/snippets/submit', {
        method: 'POST',
        headers: auth,
        body: form(body(['fresh-tag'])),
      })
      expect(submitted.status).toBe(201)
      const { slug } = snippetWriteResponse.parse(await submitted.json()).snippet
      const published = await facets()
      expect(tagCount(published, 'fresh-tag')).toBe(1)
      expect(published.categories.find((category) => category.name === 'Config')?.count).toBe(1)
      expect(published.languages.find((language) => language.name === 'Go')?.count).toBe(
        (before.languages.find((language) => language.name === 'Go')?.count ?? 0) + 1,
      )

      const updated = await call(app, `/api/snippets/update?slug=${slug}`, {
        method: 'PUT',
        headers: auth,
        body: form(body(['renamed-tag'])),
      })
      expect(updated.status).toBe(200)
      const changed = await facets()
      expect(tagCount(changed, 'fresh-tag')).toBeUndefined()
      expect(tagCount(changed, 'renamed-tag')).toBe(1)

      const removed = await call(app, `/api/snippets/delete?slug=${slug}`, { method: 'DELETE', headers: auth })
      expect(removed.status).toBe(200)
      expect(await facets()).toEqual(before)
    })

    it('are kept for a short time, then read again', async () => {
      const before = await facets()
      // Written behind the app's back, as another instance would: nothing clears this one's cache.
      await database.db.insert(snippets).values(fromSeed(fixture('behind-the-back', { tags: ['unseen'] })))
      try {
        expect(await facets()).toEqual(before)
        time += READ_CACHE_TTL_MS
        expect(tagCount(await facets(), 'unseen')).toBe(1)
      } finally {
        await database.db.delete(snippets).where(eq(snippets.slug, 'behind-the-back'))
        time += READ_CACHE_TTL_MS
      }
    })
  })

  it('documents the route and the tag filter in the OpenAPI document', async () => {
    const document = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    const route = document.paths['/api/snippets/facets']?.get
    expect(route?.tags).toEqual(['Snippets'])
    expect(route?.summary).toBeTruthy()
    expect(route?.description).toBeTruthy()
    const list = document.paths['/api/snippets/list']?.get
    expect(list?.parameters?.map((parameter) => parameter.name)).toContain('tag')
  })
})
