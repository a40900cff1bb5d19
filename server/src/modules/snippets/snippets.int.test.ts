import {
  type ErrorResponse,
  SNIPPET_PAGE_SIZE,
  type SnippetListResponse,
  snippetListResponse,
  snippetMessages,
  snippetSingleResponse,
} from '@snipstack/contracts'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { snippetFixture } from '../../../test/fixtures'
import { call, errorBody } from '../../../test/http'
import { createApp } from '../../app'
import { snippets, users } from '../../db/schema'
import { seed } from '../../db/seed'
import type { OpenApiDocument } from '../docs/openapi'
import { loadSnippetFiles } from './content/files'
import type { SnippetSeed } from './content/types'
import { load30sSnippets } from './import-30s'
import { fromSeed, type NewSnippet } from './rows'
import { seedSnippets, upsertSnippets } from './seed'

/** A small catalogue written for these tests, so that every count and order below is known. */
const fixture = snippetFixture

const pythonQueries = Array.from({ length: 20 }, (_, i) =>
  fixture(`python-query-${String(i + 1).padStart(2, '0')}`, {
    title: `Python Query ${String(i + 1).padStart(2, '0')}`,
    language: 'Python',
    category: 'Query',
    code: 'rows = cursor.fetchall()\n',
  }),
)

const fixtures: SnippetSeed[] = [
  fixture('zebra-in-title', { title: 'Zebra Stripe Table Rows', code: 'tr:nth-child(even) { background: #eee }\n' }),
  fixture('zebra-in-code', {
    title: 'Alternate Row Colours',
    code: '// zebra zebra zebra: every other row\nconst zebra = (rows) => rows.filter((_, i) => i % 2)\n',
  }),
  fixture('debounce-a-function', { title: 'Debounce a Function', tags: ['timing'] }),
  fixture('use-toggle-hook', { title: 'useToggle Hook', language: 'TypeScript', category: 'Hook' }),
  fixture('go-retry', { title: 'Retry with Backoff', language: 'Go', code: 'func retry() {}\n' }),
  fixture('pro-modal', {
    title: 'Premium Modal Component',
    category: 'Component',
    plan: 'pro',
    price: 19,
    originalPrice: 29.5,
  }),
  ...pythonQueries,
]

type Listing = SnippetListResponse

describe.each(testDatabaseKinds)('snippets API on %s', (kind) => {
  let database: TestDatabase
  let app: ReturnType<typeof createApp>
  const list = (query = '') => call(app, `/api/snippets/list${query}`)
  const listing = async (query = ''): Promise<Listing> => {
    const response = await list(query)
    expect(response.status, query).toBe(200)
    return snippetListResponse.parse(await response.json())
  }
  const slugs = (answer: Listing) => answer.snippets.map((snippet) => snippet.slug)

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = createApp({ database })
    await seedSnippets(database.db, { own: fixtures, imported: [] })
    // Written through the seed's own path, later: the newest snippet of the catalogue.
    await upsertSnippets(
      database.db,
      [fromSeed(fixture('newest-snippet', { title: 'Aardvark Newest' }))],
      new Date(Date.now() + 60_000),
    )
    const [author] = await database.db
      .insert(users)
      .values({ firstName: 'Grace', lastName: 'Hopper', email: `grace-${kind}@example.com`, username: `grace-${kind}` })
      .returning({ id: users.id })
    await database.db.insert(snippets).values([
      { ...fromSeed(fixture('by-a-member', { title: 'Member Snippet' })), authorId: author?.id, authorName: null },
      { ...fromSeed(fixture('draft-snippet', { title: 'Draft Debounce' })), status: 'draft' },
    ])
  })
  afterAll(() => database.dispose())

  const total = fixtures.length + 2

  describe('the list', () => {
    it('answers the first page of published snippets, newest first, with the pager', async () => {
      const answer = await listing()
      expect(answer.pagination).toEqual({
        page: 1,
        page_size: SNIPPET_PAGE_SIZE,
        total,
        total_pages: Math.ceil(total / SNIPPET_PAGE_SIZE),
      })
      expect(answer.category).toBeNull()
      expect(answer.snippets).toHaveLength(SNIPPET_PAGE_SIZE)
      expect(answer.snippets[0]?.slug).toBe('newest-snippet')
      expect(JSON.stringify(answer)).not.toContain('draft-snippet')
    })

    it('needs no account and treats an empty parameter as absent', async () => {
      const answer = await listing('?categorySlug=&page=&name=%20%20&language=&category=&sort=')
      expect(answer.pagination.total).toBe(total)
    })

    it('shows what a card needs: plan, prices in dollars, author and licence', async () => {
      const [modal] = (await listing('?category=Component')).snippets
      expect(modal).toMatchObject({
        slug: 'pro-modal',
        plan: 'pro',
        price: 19,
        original_price: 29.5,
        author: { name: 'Snipstack', username: null },
        license: 'MIT',
        source_url: null,
        language: 'JavaScript',
        category: 'Component',
      })
      expect(modal).not.toHaveProperty('mdx')
      const member = (await listing('?name=Member%20Snippet')).snippets[0]
      expect(member?.author).toEqual({ name: 'Grace Hopper', username: `grace-${kind}` })
    })

    it('filters by language, by category (name or slug) and by both', async () => {
      expect(slugs(await listing('?language=Go'))).toEqual(['go-retry'])
      expect(slugs(await listing('?language=TypeScript'))).toEqual(['use-toggle-hook'])
      const hooks = await listing('?categorySlug=hook')
      expect(slugs(hooks)).toEqual(['use-toggle-hook'])
      expect(hooks.category).toBe('Hook')
      expect((await listing('?category=Query')).pagination.total).toBe(20)
      expect((await listing('?category=Query&language=Go')).pagination).toMatchObject({ total: 0, total_pages: 0 })
      expect((await listing('?categorySlug=query&category=Query&language=Python')).pagination.total).toBe(20)
      expect((await listing('?language=SQL')).snippets).toEqual([])
      // Languages whose names hold signs are sent encoded, as browsers and the site send them.
      expect((await listing('?language=C%2B%2B')).pagination.total).toBe(0)
      expect((await listing('?language=C%23')).pagination.total).toBe(0)
    })

    it('pages through 9 at a time: totals, the last page, and a page past it', async () => {
      const first = await listing('?category=Query&sort=title')
      expect(first.pagination).toEqual({ page: 1, page_size: 9, total: 20, total_pages: 3 })
      expect(slugs(first)).toEqual(pythonQueries.slice(0, 9).map((s) => s.slug))
      const last = await listing('?category=Query&sort=title&page=3')
      expect(slugs(last)).toEqual(['python-query-19', 'python-query-20'])
      expect(last.pagination).toEqual({ page: 3, page_size: 9, total: 20, total_pages: 3 })
      const beyond = await listing('?category=Query&sort=title&page=4')
      expect(beyond.snippets).toEqual([])
      expect(beyond.pagination).toEqual({ page: 4, page_size: 9, total: 20, total_pages: 3 })
    })

    it('shows every snippet exactly once across the pages, whatever the order', async () => {
      for (const sort of ['newest', 'title']) {
        const seen: string[] = []
        for (let page = 1; page <= Math.ceil(total / 9); page++)
          seen.push(...slugs(await listing(`?sort=${sort}&page=${page}`)))
        expect(seen).toHaveLength(total)
        expect(new Set(seen).size).toBe(total)
      }
      const byTitle = await listing('?sort=title')
      expect(byTitle.snippets[0]?.title).toBe('Aardvark Newest')
    })
  })

  describe('search', () => {
    it('ranks a title match above a code-only match', async () => {
      const answer = await listing('?name=zebra')
      expect(slugs(answer)).toEqual(['zebra-in-title', 'zebra-in-code'])
      expect(answer.pagination.total).toBe(2)
    })

    it('forgives a typo in a title', async () => {
      expect(slugs(await listing('?name=debounse'))).toEqual(['debounce-a-function'])
      expect(slugs(await listing('?name=%20Debounce%20'))).toEqual(['debounce-a-function'])
    })

    it('matches tags and descriptions, combines with filters, and finds nothing for nonsense', async () => {
      expect(slugs(await listing('?name=timing'))).toEqual(['debounce-a-function'])
      expect((await listing('?name=written%20tests&language=Go')).pagination.total).toBe(1)
      expect((await listing('?name=qwxzv')).pagination).toMatchObject({ total: 0, total_pages: 0 })
    })

    it('takes search syntax and SQL-looking text as plain words', async () => {
      for (const name of ["' OR 1=1--", '"zebra', 'zebra -stripe', '!!!', '(:*&|', '%_\\', 'zebra OR'])
        expect((await list(`?name=${encodeURIComponent(name)}`)).status, name).toBe(200)
      expect(await database.db.$count(snippets)).toBe(total + 1)
    })

    it('orders a search by another sort on request', async () => {
      expect(slugs(await listing('?name=zebra&sort=title'))).toEqual(['zebra-in-code', 'zebra-in-title'])
    })
  })

  describe('one snippet', () => {
    it('answers a published snippet by slug, with its Markdown', async () => {
      const response = await call(app, '/api/snippets/single?slug=pro-modal')
      expect(response.status).toBe(200)
      const { snippet } = snippetSingleResponse.parse(await response.json())
      expect(snippet).toMatchObject({ slug: 'pro-modal', title: 'Premium Modal Component', mdx: 'About pro-modal.\n' })
    })

    it('answers 404 on field slug for an unknown or unpublished slug', async () => {
      for (const slug of ['no-such-snippet', 'draft-snippet']) {
        const response = await call(app, `/api/snippets/single?slug=${slug}`)
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual({
          error: { code: 'NOT_FOUND', message: snippetMessages.notFound, field: 'slug' },
        } satisfies ErrorResponse)
      }
    })

    it('answers 422 on field slug when it is missing or malformed', async () => {
      for (const query of ['', '?slug=', '?slug=Not%20A%20Slug', `?slug=${'a'.repeat(201)}`]) {
        const response = await call(app, `/api/snippets/single${query}`)
        expect(response.status, query).toBe(422)
        expect((await errorBody(response)).field).toBe('slug')
      }
    })
  })

  it('documents both routes, their parameters and their answers in the OpenAPI document', async () => {
    const document = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    const listing = document.paths['/api/snippets/list']?.get
    expect(listing?.tags).toEqual(['Snippets'])
    expect(listing?.parameters?.map((parameter) => parameter.name).sort()).toEqual(
      ['category', 'categorySlug', 'language', 'name', 'page', 'sort', 'tag'].sort(),
    )
    expect(Object.keys(listing?.responses ?? {})).toEqual(expect.arrayContaining(['200', '422']))
    const single = document.paths['/api/snippets/single']?.get
    expect(single?.parameters).toMatchObject([{ name: 'slug', in: 'query', required: true }])
    expect(Object.keys(single?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '422']))
  })

  describe('bad input', () => {
    it.each([
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page=-1', 'page'],
      ['?page=1.5', 'page'],
      ['?page=1e3', 'page'],
      ['?page=100001', 'page'],
      ['?page=99999999999999999999', 'page'],
      ['?page=1&page=2', 'page'],
      ['?language=Cobol', 'language'],
      ['?language=javascript', 'language'],
      ['?category=Widget', 'category'],
      ['?categorySlug=widgets', 'categorySlug'],
      ['?categorySlug=hook&category=Query', 'category'],
      ['?sort=downloads', 'sort'],
      [`?name=${'a'.repeat(201)}`, 'name'],
      ['?name=a%00b', 'name'],
    ])('%s → 422 on field %s', async (query, field) => {
      const response = await list(query)
      expect(response.status).toBe(422)
      expect(await errorBody(response)).toMatchObject({ code: 'VALIDATION', field })
    })
  })
})

describe.each(testDatabaseKinds)('the snippet seed on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.dispose())

  const rows = () => database.db.select().from(snippets).orderBy(asc(snippets.slug))
  const ownSnippets = loadSnippetFiles()

  it('stores our snippets and the imported ones, and a second run changes nothing', async () => {
    await seed(database.db)
    const first = await rows()
    expect(first).toHaveLength(ownSnippets.length + load30sSnippets().length)
    await seed(database.db)
    expect(await rows()).toEqual(first)

    const own = first.find((row) => row.slug === ownSnippets[0]?.slug)
    expect(own).toMatchObject({ authorName: 'Snipstack', license: 'MIT', authorId: null, status: 'published' })
    expect(first.find((row) => row.slug === '30s-debounce')).toMatchObject({
      title: 'debounce',
      language: 'JavaScript',
      category: 'Function',
      authorName: '30 seconds of code',
      license: 'CC0-1.0',
      sourceUrl: 'https://www.npmjs.com/package/30-seconds-of-code',
    })
  })

  it('removes an imported snippet the importer no longer takes, and nothing else', async () => {
    await seed(database.db)
    const before = await rows()
    // As a catalogue seeded before deepClone was left out holds it.
    const debounce = load30sSnippets().find((record) => record.slug === '30s-debounce')
    await database.db.insert(snippets).values({ ...debounce, slug: '30s-deep-clone', title: 'deepClone' } as NewSnippet)
    expect(await rows()).toHaveLength(before.length + 1)
    await seed(database.db)
    expect(await rows()).toEqual(before)
  })

  it('removes a snippet of ours that the content folder no longer holds, never a member’s of that slug', async () => {
    await seed(database.db)
    const before = await rows()
    // As a catalogue seeded before python-sqlalchemy-models was taken out holds it.
    const [first] = ownSnippets
    if (!first) throw new Error('the catalogue is empty')
    const retired = { ...fromSeed(first), slug: 'python-sqlalchemy-models', title: 'SQLAlchemy 2.0 Typed Models' }
    await database.db.insert(snippets).values(retired as NewSnippet)
    const [member] = await database.db
      .insert(users)
      .values({
        firstName: 'Ada',
        lastName: 'L',
        email: `ada-retired-${kind}@example.com`,
        username: `ada-retired-${kind}`,
      })
      .returning({ id: users.id })
    await database.db
      .insert(snippets)
      .values({ ...retired, slug: 'my-sqlalchemy-models', authorId: member?.id } as NewSnippet)

    await seed(database.db)
    const after = await rows()
    expect(after.map((row) => row.slug)).not.toContain('python-sqlalchemy-models')
    expect(after.map((row) => row.slug)).toContain('my-sqlalchemy-models')
    expect(after.filter((row) => row.slug !== 'my-sqlalchemy-models')).toEqual(before)
    await database.db.delete(users).where(eq(users.id, member?.id ?? ''))
  })

  it('serves every seeded snippet through the list contract, ours first, and finds debounce by a typo', async () => {
    const app = createApp({ database })
    const imported = load30sSnippets().length
    const pages = Math.ceil((ownSnippets.length + imported) / SNIPPET_PAGE_SIZE)
    const seen: string[] = []
    for (let page = 1; page <= pages; page++) {
      const response = await call(app, `/api/snippets/list?page=${page}`)
      expect(response.status, `page ${page}`).toBe(200)
      seen.push(...snippetListResponse.parse(await response.json()).snippets.map((snippet) => snippet.slug))
    }
    expect(new Set(seen).size).toBe(ownSnippets.length + imported)
    const ours = new Set(ownSnippets.map((snippet) => snippet.slug))
    expect(seen.slice(0, ownSnippets.length).every((slug) => ours.has(slug))).toBe(true)

    const response = await call(app, '/api/snippets/list?name=debounse')
    const titles = snippetListResponse.parse(await response.json()).snippets.map((snippet) => snippet.title)
    expect(titles).toContain('debounce')
    expect(titles.every((title) => /debounce/i.test(title))).toBe(true)
  })

  it('rewrites a changed snippet only, and never one that a member wrote', async () => {
    const [changed, untouched] = ownSnippets
    if (!changed || !untouched) throw new Error('the catalogue is empty')
    const before = await rows()
    const [member] = await database.db
      .insert(users)
      .values({ firstName: 'Ada', lastName: 'L', email: `ada-seed-${kind}@example.com`, username: `ada-seed-${kind}` })
      .returning({ id: users.id })
    await database.db
      .update(snippets)
      .set({ authorId: member?.id, title: 'Taken over by a member' })
      .where(eq(snippets.slug, untouched.slug))

    await seedSnippets(database.db, {
      own: [{ ...changed, title: `${changed.title} (revised)` }, untouched],
      imported: [],
    })
    const after = await rows()
    const bySlug = (list: typeof before, slug: string) => list.find((row) => row.slug === slug)
    const revised = bySlug(after, changed.slug)
    expect(revised?.title).toBe(`${changed.title} (revised)`)
    expect(revised?.updatedAt.getTime()).toBeGreaterThan(bySlug(before, changed.slug)?.updatedAt.getTime() ?? 0)
    expect(revised?.createdAt).toEqual(bySlug(before, changed.slug)?.createdAt)
    expect(bySlug(after, untouched.slug)?.title).toBe('Taken over by a member')
    const others = (list: typeof before) =>
      list.filter((row) => row.slug !== changed.slug && row.slug !== untouched.slug)
    expect(others(after)).toEqual(others(before))

    // A member's snippets go with their account.
    await database.db.delete(users).where(eq(users.id, member?.id ?? ''))
    expect(await database.db.$count(snippets, eq(snippets.slug, untouched.slug))).toBe(0)
  })
})
