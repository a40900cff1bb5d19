import { snippetMessages, snippetViewResponse } from '@snipstack/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { call, errorBody } from '../../../test/http'
import { createApp } from '../../app'
import { snippets, snippetViews } from '../../db/schema'
import { bearer, cheapPasswords, register, testSecret } from '../auth/testing'
import type { OpenApiDocument } from '../docs/openapi'

const created = new Date('2025-05-01T08:00:00Z')

/** A snippet of a named source, published unless told otherwise. */
const row = (slug: string, status: 'draft' | 'published' = 'published') => ({
  slug,
  title: `Views ${slug}`,
  description: 'A snippet written for the view tests.',
  language: 'JavaScript',
  category: 'Function',
  code: 'export const answer = 42\n',
  mdx: `About ${slug}.\n`,
  authorName: 'Fixture',
  license: 'MIT',
  status,
  createdAt: created,
  updatedAt: created,
})

describe.each(testDatabaseKinds)('snippet views on %s', (kind) => {
  let database: TestDatabase
  let app: ReturnType<typeof createApp>
  let today = new Date('2025-06-01T12:00:00Z')

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = createApp({
      database,
      auth: { secret: testSecret, passwordCost: cheapPasswords, trustedProxies: 1 },
      snippets: { now: () => today },
    })
    await database.db
      .insert(snippets)
      .values([
        row('counted-once'),
        row('next-day'),
        row('by-account'),
        row('concurrent'),
        row('pruned'),
        row('draft-views', 'draft'),
      ])
  })
  afterAll(() => database?.dispose())

  const view = (slug: string, headers: Record<string, string> = {}) =>
    call(app, `/api/snippets/${slug}/view`, { method: 'POST', headers })
  const viewed = async (slug: string, headers: Record<string, string> = {}) => {
    const response = await view(slug, headers)
    expect(response.status).toBe(200)
    return snippetViewResponse.parse(await response.json())
  }
  const browser = (ip: string, userAgent = 'Mozilla/5.0 (test)') => ({ 'x-forwarded-for': ip, 'user-agent': userAgent })
  const stored = async (slug: string) => {
    const [found] = await database.db
      .select({ id: snippets.id, views: snippets.views, updatedAt: snippets.updatedAt })
      .from(snippets)
      .where(eq(snippets.slug, slug))
    if (!found) throw new Error(`no snippet ${slug}`)
    return found
  }

  it('counts a view once per visitor and day, and apart for another visitor', async () => {
    expect(await viewed('counted-once', browser('203.0.113.1'))).toEqual({ views: 1, counted: true })
    expect(await viewed('counted-once', browser('203.0.113.1'))).toEqual({ views: 1, counted: false })
    // Another address, or another browser at the same address, is another visitor.
    expect(await viewed('counted-once', browser('203.0.113.2'))).toEqual({ views: 2, counted: true })
    expect(await viewed('counted-once', browser('203.0.113.1', 'curl/8'))).toEqual({ views: 3, counted: true })
    // A view of another snippet is its own.
    expect(await viewed('next-day', browser('203.0.113.1'))).toEqual({ views: 1, counted: true })
    expect((await stored('counted-once')).views).toBe(3)
  })

  it('leaves the snippet unchanged otherwise: a view is not an edit', async () => {
    expect((await stored('counted-once')).updatedAt).toEqual(created)
  })

  it('counts the same visitor again the next day', async () => {
    const headers = browser('203.0.113.3')
    expect(await viewed('next-day', headers)).toEqual({ views: 2, counted: true })
    const day = today
    try {
      today = new Date(day.getTime() + 24 * 60 * 60 * 1000)
      expect(await viewed('next-day', headers)).toEqual({ views: 3, counted: true })
      expect(await viewed('next-day', headers)).toEqual({ views: 3, counted: false })
    } finally {
      today = day
    }
  })

  it('counts concurrent first views by one visitor once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => viewed('concurrent', browser('203.0.113.9'))))
    expect(answers.filter((answer) => answer.counted)).toHaveLength(1)
    expect((await stored('concurrent')).views).toBe(1)
  })

  it('counts a signed-in member by their account, wherever they view from', async () => {
    const { tokens } = await register(app)
    const member = (ip: string) => ({ ...browser(ip), ...bearer(tokens.access_token) })
    expect(await viewed('by-account', member('203.0.113.4'))).toEqual({ views: 1, counted: true })
    expect(await viewed('by-account', member('203.0.113.5'))).toEqual({ views: 1, counted: false })
    // The same browser signed out is another visitor.
    expect(await viewed('by-account', browser('203.0.113.4'))).toEqual({ views: 2, counted: true })
    // A token that is not valid counts as signed out, not as an error.
    expect((await view('by-account', { ...browser('203.0.113.6'), authorization: 'Bearer nonsense' })).status).toBe(200)
  })

  it('stores no address, only a keyed hash per visitor and day', async () => {
    const rows = await database.db.select().from(snippetViews)
    expect(rows.length).toBeGreaterThan(0)
    for (const record of rows) {
      expect(record.visitor).toMatch(/^[\w-]{43}$/)
      expect(record.visitor).not.toContain('203.0.113')
      expect(record.day).toMatch(/^2025-06-0[12]$/)
    }
  })

  it('now and then drops the records of days before yesterday, which count nothing', async () => {
    const { id: snippetId } = await stored('pruned')
    await database.db.insert(snippetViews).values([
      { snippetId, visitor: 'long-ago', day: '2025-05-01' },
      { snippetId, visitor: 'yesterday', day: '2025-05-31' },
    ])
    vi.spyOn(Math, 'random').mockReturnValue(0)
    try {
      await viewed('pruned', browser('203.0.113.50'))
    } finally {
      vi.restoreAllMocks()
    }
    const kept = await database.db.select().from(snippetViews).where(eq(snippetViews.snippetId, snippetId))
    expect(kept.map((record) => record.visitor)).not.toContain('long-ago')
    expect(kept.map((record) => record.visitor)).toContain('yesterday')
    expect(kept).toHaveLength(2)
  })

  it('answers 404 on field slug for an unknown or unpublished snippet, and counts nothing', async () => {
    for (const slug of ['no-such-snippet', 'draft-views']) {
      const response = await view(slug, browser('203.0.113.7'))
      expect(response.status, slug).toBe(404)
      expect(await errorBody(response)).toEqual({ code: 'NOT_FOUND', field: 'slug', message: snippetMessages.notFound })
    }
    const draft = await stored('draft-views')
    expect(draft.views).toBe(0)
    expect(await database.db.$count(snippetViews, eq(snippetViews.snippetId, draft.id))).toBe(0)
  })

  it('stops one address from counting as many visitors as it makes up user agents: 429 past its hourly views', async () => {
    const limited = createApp({
      database,
      auth: {
        secret: testSecret,
        passwordCost: cheapPasswords,
        trustedProxies: 1,
        limits: { viewsPerIp: { limit: 3, windowMs: 60 * 60 * 1000 } },
      },
      snippets: { now: () => today },
    })
    const viewFrom = (ip: string, userAgent: string) =>
      call(limited, '/api/snippets/next-day/view', { method: 'POST', headers: browser(ip, userAgent) })
    const before = (await stored('next-day')).views
    for (const agent of ['a/1', 'b/1', 'c/1']) expect((await viewFrom('198.51.100.20', agent)).status).toBe(200)
    const refused = await viewFrom('198.51.100.20', 'd/1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await errorBody(refused)).code).toBe('RATE_LIMITED')
    expect((await stored('next-day')).views).toBe(before + 3)
    // Another address is another count.
    expect((await viewFrom('198.51.100.21', 'd/1')).status).toBe(200)
    expect((await stored('next-day')).views).toBe(before + 4)
  })

  it('answers 422 on field slug for a malformed one', async () => {
    const response = await view('Not%20A%20Slug', browser('203.0.113.8'))
    expect(response.status).toBe(422)
    expect((await errorBody(response)).field).toBe('slug')
  })

  it('is described in the API reference', async () => {
    const { paths } = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    const route = paths['/api/snippets/{slug}/view']?.post
    expect(route?.tags).toEqual(['Snippets'])
    expect(route?.summary).toBe('Count a view')
    expect(route?.parameters).toMatchObject([{ name: 'slug', in: 'path' }])
    expect(Object.keys(route?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '422', '429']))
  })
})
