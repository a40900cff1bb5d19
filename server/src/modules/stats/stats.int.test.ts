import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type PublishedItem, type SiteStatsResponse, siteStatsResponse } from '@snipstack/contracts'
import { countDistinct, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { templateFixture } from '../../../test/fixtures'
import { call } from '../../../test/http'
import { createApp } from '../../app'
import { snippets, templates, users } from '../../db/schema'
import { cheapPasswords, register, testSecret } from '../auth/testing'
import { createPreparedReadCache, READ_CACHE_TTL_MS } from '../catalog/read-cache'
import type { OpenApiDocument } from '../docs/openapi'
import type { SnippetSeed } from '../snippets/content/types'
import { seedSnippets } from '../snippets/seed'
import { seedTemplates } from '../templates/seed'

function snippet(slug: string, language: SnippetSeed['language']): SnippetSeed {
  return {
    slug,
    title: `Fixture ${slug}`,
    description: 'A snippet written for the tests.',
    language,
    category: 'Function',
    tags: ['fixture'],
    code: 'export const answer = 42\n',
    mdx: `About ${slug}.\n`,
    plan: 'free',
  }
}

/** Five published snippets in three languages, one of them pro, and a pro Python one that is turned into a draft. */
const snippetFixtures = [
  snippet('debounce', 'JavaScript'),
  snippet('throttle', 'JavaScript'),
  snippet('use-toggle', 'TypeScript'),
  { ...snippet('retry', 'Go'), plan: 'pro' as const, price: 9 },
  snippet('timeout', 'Go'),
  { ...snippet('draft-query', 'Python'), plan: 'pro' as const, price: 5 },
]
const templateFixtures = [
  templateFixture('alpine-base'),
  templateFixture('node-app', { price: 19 }),
  templateFixture('go-app'),
]

/** A registry index as the registry build writes it, with items of every kind. */
function registryIndex(extraComponents = 0) {
  const item = (name: string, type: PublishedItem['type'], meta?: PublishedItem['meta']) => ({
    name,
    type,
    title: name,
    description: `The ${name} item.`,
    files: [],
    ...(meta ? { meta } : {}),
  })
  const components = ['marquee', 'meteors', 'dock', ...Array.from({ length: extraComponents }, (_, i) => `extra-${i}`)]
  return {
    name: 'snipstack',
    homepage: '{{registry-origin}}',
    items: [
      ...components.map((name) => item(name, 'registry:ui', { section: 'Components' })),
      item('button', 'registry:ui'),
      item('utils', 'registry:lib'),
      item('use-on-screen', 'registry:hook'),
      item('marquee-demo', 'registry:example'),
      item('hero-centered', 'registry:block', { category: 'Hero' }),
      item('pricing-tiers', 'registry:block', { category: 'Pricing', paid: true }),
      item('saas-template', 'registry:block', { category: 'Template', paid: true }),
    ],
  }
}

describe.each(testDatabaseKinds)('GET /api/stats on %s', (kind) => {
  let database: TestDatabase
  let dist: string
  let clock = 0
  let app: ReturnType<typeof createApp>

  const stats = async (): Promise<SiteStatsResponse> => {
    const response = await call(app, '/api/stats')
    expect(response.status).toBe(200)
    return siteStatsResponse.parse(await response.json())
  }
  /** The same figures, counted here straight from the tables. */
  const counted = async () => {
    const publishedSnippets = eq(snippets.status, 'published')
    const [languages] = await database.db
      .select({ n: countDistinct(snippets.language) })
      .from(snippets)
      .where(publishedSnippets)
    return {
      snippets: await database.db.$count(snippets, publishedSnippets),
      templates: await database.db.$count(templates),
      languages: languages?.n,
      accounts: await database.db.$count(users),
    }
  }
  const writeRegistry = (index: object, mtime: Date) => {
    const file = join(dist, 'r/registry.json')
    writeFileSync(file, JSON.stringify(index))
    utimesSync(file, mtime, mtime)
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    dist = mkdtempSync(join(tmpdir(), 'snipstack-stats-'))
    mkdirSync(join(dist, 'r'))
    writeRegistry(registryIndex(), new Date('2025-01-01T00:00:00Z'))
    app = createApp({
      database,
      auth: { secret: testSecret, passwordCost: cheapPasswords, trustedProxies: 1 },
      registry: { dist },
      stats: { readCache: createPreparedReadCache({ now: () => clock }) },
    })
    await seedSnippets(database.db, { own: snippetFixtures, imported: [] })
    await database.db.update(snippets).set({ status: 'draft' }).where(eq(snippets.slug, 'draft-query'))
    await seedTemplates(database.db, templateFixtures)
    await register(app)
    await register(app)
  })
  afterAll(async () => {
    await database.dispose()
    rmSync(dist, { recursive: true, force: true })
  })

  it('counts the rows: published snippets, their languages, templates and accounts', async () => {
    const answer = await stats()
    expect(answer).toMatchObject({ snippets: 5, languages: 3, templates: 3, accounts: 2 })
    // Pro counts only what a visitor could buy: the pro draft is not published.
    expect(answer.pro).toEqual({ snippets: 1, templates: 1 })
    expect(answer).toMatchObject(await counted())
  })

  it("counts the registry's documented components, blocks and templates", async () => {
    expect((await stats()).registry).toEqual({ components: 3, blocks: 2, templates: 1, paid: 2 })
  })

  it('raises the figures once a snippet and an account are added, within the cache time', async () => {
    const before = await stats()
    await seedSnippets(database.db, { own: [...snippetFixtures, snippet('flatten', 'Python')], imported: [] })
    await register(app)
    // Counted again only once the kept answer is a cache time old.
    expect(await stats()).toEqual(before)
    clock += READ_CACHE_TTL_MS
    const after = await stats()
    expect(after).toMatchObject({
      snippets: before.snippets + 1,
      languages: before.languages + 1,
      accounts: before.accounts + 1,
      templates: before.templates,
    })
    expect(after).toMatchObject(await counted())
  })

  it('follows a rebuilt registry', async () => {
    writeRegistry(registryIndex(2), new Date('2025-02-01T00:00:00Z'))
    clock += READ_CACHE_TTL_MS
    expect((await stats()).registry).toEqual({ components: 5, blocks: 2, templates: 1, paid: 2 })
  })

  it('answers null for the registry where the app serves none', async () => {
    const withoutRegistry = createApp({ database, auth: { secret: testSecret } })
    const answer = siteStatsResponse.parse(await (await call(withoutRegistry, '/api/stats')).json())
    expect(answer.registry).toBeNull()
    expect(answer).toMatchObject(await counted())
  })

  it('carries an ETag and answers 304 to it, for any cache to keep', async () => {
    const response = await call(app, '/api/stats')
    const etag = response.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const again = await call(app, '/api/stats', { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
  })

  it('is documented in the OpenAPI document', async () => {
    const document = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    const operation = document.paths['/api/stats']?.get
    expect(operation?.tags).toEqual(['Stats'])
    expect(operation?.summary).toBeTruthy()
    expect(operation?.description).toContain('languages of the published snippets')
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '503']))
  })
})
