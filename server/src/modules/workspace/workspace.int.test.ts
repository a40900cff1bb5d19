import {
  workspaceMessages,
  workspaceResponse,
  workspaceServiceIds,
  workspaceServiceResponse,
} from '@snipstack/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { templateFixture } from '../../../test/fixtures'
import { call, errorBody } from '../../../test/http'
import { snippetRatings, snippets, templateDownloads, templates } from '../../db/schema'
import { authTestApp, bearer, post, register, type TestApp } from '../auth/testing'
import type { OpenApiDocument } from '../docs/openapi'
import type { TemplateSeed } from '../templates/content/types'
import { seedTemplates } from '../templates/seed'

const KB = 1024

/** A template whose README and files take up known sizes, so that the storage figure is exact. */
function template(slug: string, name: string, readmeKb: number, fileKbs: number[], price?: number): TemplateSeed {
  return templateFixture(slug, {
    name,
    readme: 'r'.repeat(readmeKb * KB),
    files: fileKbs.map((kb, i) => ({ path: `file-${i}.txt`, content: 'f'.repeat(kb * KB) })),
    ...(price ? { price } : {}),
  })
}

/** Half a megabyte, three megabytes, and a paid one that is never downloaded. */
const fixtures = [
  template('half-mb', 'Half a Megabyte', 256, [256]),
  template('three-mb', 'Three Megabytes', 1024, [1024, 1024]),
  template('paid-one', 'Paid One', 1, [1], 9),
]

/** A published snippet by a member, as the submit route stores one. */
const memberSnippet = (slug: string, authorId: string) => ({
  slug,
  title: slug,
  description: 'A test snippet.',
  language: 'TypeScript',
  category: 'Function',
  code: 'export {}\n',
  mdx: '',
  authorId,
  license: 'MIT',
})

describe.each(testDatabaseKinds)('workspace on %s', (kind) => {
  let database: TestDatabase
  let app: TestApp

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = authTestApp(database)
    await seedTemplates(database.db, fixtures)
  })
  afterAll(async () => {
    await database?.dispose()
  })

  const workspace = (token?: string) => call(app, '/api/workspace', { headers: token ? bearer(token) : {} })
  const service = (token: string | undefined, id: string) =>
    call(app, `/api/workspace/services/${id}`, { headers: token ? bearer(token) : {} })
  const subscription = (method: 'PUT' | 'DELETE', token: string | undefined, id: string) =>
    call(app, `/api/workspace/services/${id}/subscription`, { method, headers: token ? bearer(token) : {} })

  async function member() {
    const { tokens, user } = await register(app)
    return { token: tokens.access_token, refresh: tokens.refresh_token, user }
  }

  async function servicesOf(token: string) {
    const response = await workspace(token)
    expect(response.status).toBe(200)
    return workspaceResponse.parse(await response.json()).services
  }

  it('is described in the API reference, with each route and its answers', async () => {
    const { paths } = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    const answers = (path: string, method: 'get' | 'put' | 'delete') =>
      // 'default' is the error shape every route shares.
      Object.keys(paths[path]?.[method]?.responses ?? {})
        .filter((status) => status !== 'default')
        .sort()
    expect(answers('/api/workspace', 'get')).toEqual(['200', '401'])
    expect(answers('/api/workspace/services/{service}', 'get')).toEqual(['200', '401', '404'])
    expect(answers('/api/workspace/services/{service}/subscription', 'put')).toEqual(['200', '401', '402', '404'])
    expect(answers('/api/workspace/services/{service}/subscription', 'delete')).toEqual(['200', '401', '404'])
    expect(paths['/api/workspace']?.get?.tags).toEqual(['Workspace'])
    // A preview service's lack of figures is part of the documented answer.
    const listed = JSON.stringify(paths['/api/workspace']?.get?.responses?.['200'])
    expect(listed).toContain('"preview"')
    expect(listed).toContain('not yet available on this instance')
  })

  it('answers 401 in the error shape to a signed-out caller, on every route', async () => {
    for (const response of [
      await workspace(),
      await service(undefined, 'hosting'),
      await subscription('PUT', undefined, 'hosting'),
      await subscription('DELETE', undefined, 'hosting'),
    ]) {
      expect(response.status).toBe(401)
      expect((await errorBody(response)).code).toBe('UNAUTHORIZED')
    }
  })

  it("lists the six services in the dashboard's order, none subscribed, for a new account", async () => {
    const { token } = await member()
    const response = await workspace(token)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const services = workspaceResponse.parse(await response.json()).services
    expect(services.map((s) => s.id)).toEqual([...workspaceServiceIds])
    expect(services.every((s) => !s.subscribed)).toBe(true)
    expect(Object.fromEntries(services.map((s) => [s.id, s.price]))).toEqual({
      snippets: 'Free',
      templates: 'Free',
      hosting: 'Free',
      databases: '$29/month',
      websites: 'Free',
      studio: '$49/month',
    })
    expect(services.filter((s) => s.paid).map((s) => s.id)).toEqual(['databases', 'studio'])
    // Snippets and templates run here: their figures are the account's own, none yet.
    const [snippetsService, templatesService, ...others] = services
    expect(snippetsService?.preview).toBe(false)
    expect(snippetsService?.analytics).toEqual({
      storage: { used_mb: 0, limit_mb: 100 },
      usage_percent: 0,
      items: { label: 'Snippets submitted', value: 0 },
      performance: { label: 'Published', value: '0 of 0' },
      figures: [{ label: 'Views', value: '0' }],
      ratings: { count: 0, average: null },
      activity: [],
    })
    expect(templatesService?.preview).toBe(false)
    expect(templatesService?.analytics).toEqual({
      storage: { used_mb: 0, limit_mb: 500 },
      usage_percent: 0,
      items: { label: 'Templates downloaded', value: 0 },
      performance: { label: 'Downloads', value: '0' },
      figures: [],
      ratings: null,
      activity: [],
    })
    // The others are previews: no storage, usage, figures or activity of any kind.
    expect(others.map((s) => [s.id, s.preview, s.analytics])).toEqual([
      ['hosting', true, null],
      ['databases', true, null],
      ['websites', true, null],
      ['studio', true, null],
    ])
  })

  it('answers a preview service alone, and after subscribing to it, with no figures', async () => {
    const { token } = await member()
    for (const id of ['hosting', 'databases', 'websites', 'studio']) {
      const response = await service(token, id)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(workspaceServiceResponse.parse(await response.json()).service).toMatchObject({
        id,
        preview: true,
        analytics: null,
      })
    }
    const subscribed = await subscription('PUT', token, 'websites')
    expect(workspaceServiceResponse.parse(await subscribed.json()).service).toMatchObject({
      id: 'websites',
      subscribed: true,
      preview: true,
      analytics: null,
    })
  })

  it('subscribes and unsubscribes per account, each any number of times', async () => {
    const ada = await member()
    const grace = await member()

    for (let i = 0; i < 2; i++) {
      const response = await subscription('PUT', ada.token, 'hosting')
      expect(response.status).toBe(200)
      expect(workspaceServiceResponse.parse(await response.json()).service).toMatchObject({
        id: 'hosting',
        subscribed: true,
      })
    }
    expect((await servicesOf(ada.token)).filter((s) => s.subscribed).map((s) => s.id)).toEqual(['hosting'])
    expect((await servicesOf(grace.token)).some((s) => s.subscribed)).toBe(false)

    const single = await service(ada.token, 'hosting')
    expect(workspaceServiceResponse.parse(await single.json()).service.subscribed).toBe(true)

    for (let i = 0; i < 2; i++) {
      const response = await subscription('DELETE', ada.token, 'hosting')
      expect(response.status).toBe(200)
      expect(workspaceServiceResponse.parse(await response.json()).service.subscribed).toBe(false)
    }
    expect((await servicesOf(ada.token)).some((s) => s.subscribed)).toBe(false)
  })

  it('answers 402 for a priced service, which goes through the Pro plans, and stores nothing', async () => {
    const { token } = await member()
    const response = await subscription('PUT', token, 'databases')
    expect(response.status).toBe(402)
    expect(await errorBody(response)).toEqual({
      code: 'PAYMENT_REQUIRED',
      field: 'service',
      message: workspaceMessages.paid('Databases', '$29/month'),
    })
    expect((await servicesOf(token)).find((s) => s.id === 'databases')?.subscribed).toBe(false)
  })

  it('answers 404 on `service` for a service that does not exist', async () => {
    const { token } = await member()
    for (const response of [
      await service(token, 'mail'),
      await subscription('PUT', token, 'mail'),
      await subscription('DELETE', token, 'constructor'),
    ]) {
      expect(response.status).toBe(404)
      expect(await errorBody(response)).toEqual({
        code: 'NOT_FOUND',
        field: 'service',
        message: workspaceMessages.service,
      })
    }
  })

  it('refuses changes once the session is signed out', async () => {
    const { token } = await member()
    const out = await post(app, '/api/auth/sign-out', {}, bearer(token))
    expect(out.status).toBeLessThan(300)
    expect((await subscription('PUT', token, 'hosting')).status).toBe(401)
  })

  it("shows the account's own snippets: how many, how many published, their size and latest changes", async () => {
    const { token, user } = await member()
    const other = await member()
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute))
    const row = (slug: string, authorId: string, status: 'draft' | 'published', created: number, updated: number) => ({
      slug,
      title: slug,
      description: 'A test snippet.',
      language: 'TypeScript',
      category: 'Function',
      code: 'x'.repeat(1024 * 512),
      mdx: 'y'.repeat(1024 * 512),
      authorId,
      license: 'MIT',
      status,
      createdAt: at(created),
      updatedAt: at(updated),
    })
    await database.db
      .insert(snippets)
      .values([
        row(`first-${user.id}`, user.id, 'published', 0, 0),
        row(`second-${user.id}`, user.id, 'published', 1, 5),
        row(`draft-${user.id}`, user.id, 'draft', 2, 2),
        row(`theirs-${other.user.id}`, other.user.id, 'published', 3, 3),
      ])

    const figures = (await servicesOf(token))[0]?.analytics
    expect(figures).toMatchObject({
      items: { label: 'Snippets submitted', value: 3 },
      performance: { label: 'Published', value: '2 of 3' },
      figures: [{ label: 'Views', value: '0' }],
      storage: { used_mb: 3, limit_mb: 100 },
      usage_percent: 3,
    })
    expect(figures?.activity).toEqual([
      { title: `Updated “second-${user.id}”`, at: at(5).toISOString() },
      { title: `Saved “draft-${user.id}” as a draft`, at: at(2).toISOString() },
      { title: `Published “first-${user.id}”`, at: at(0).toISOString() },
    ])
  })

  it("counts the views of the account's snippets, by every visitor, and no one else's", async () => {
    const { token, user } = await member()
    const other = await member()
    const [first, second, theirs] = [`viewed-${user.id}`, `also-viewed-${user.id}`, `theirs-viewed-${other.user.id}`]
    await database.db
      .insert(snippets)
      .values([memberSnippet(first, user.id), memberSnippet(second, user.id), memberSnippet(theirs, other.user.id)])
    const view = async (slug: string, ip: string) => {
      const response = await call(app, `/api/snippets/${slug}/view`, {
        method: 'POST',
        headers: { 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 (test)' },
      })
      expect(response.status).toBe(200)
    }
    // Two visitors: the first views both snippets (the second time the same day counts nothing),
    // the second views one; another author's snippet is viewed too.
    for (const [slug, ip] of [
      [first, '203.0.113.1'],
      [first, '203.0.113.1'],
      [second, '203.0.113.1'],
      [first, '203.0.113.2'],
      [theirs, '203.0.113.1'],
    ] as const)
      await view(slug, ip)

    expect((await servicesOf(token))[0]?.analytics?.figures).toEqual([{ label: 'Views', value: '3' }])
    expect((await servicesOf(other.token))[0]?.analytics?.figures).toEqual([{ label: 'Views', value: '1' }])
  })

  describe("ratings of the account's snippets", () => {
    /** A rating row; the table's trigger keeps the snippet's own average and count. */
    async function rate(snippetId: string, userId: string, stars: number, review: string | null = null) {
      await database.db.insert(snippetRatings).values({ snippetId, userId, stars, review })
    }

    async function snippetsOf(userId: string, ...slugs: string[]) {
      const rows = await database.db
        .insert(snippets)
        .values(slugs.map((slug) => memberSnippet(`${slug}-${userId}`, userId)))
        .returning({ id: snippets.id })
      return rows.map((row) => row.id)
    }

    const ratingsOf = async (token: string) => (await servicesOf(token))[0]?.analytics?.ratings

    it('has none for an account whose snippets nobody rated', async () => {
      const { token, user } = await member()
      await snippetsOf(user.id, 'unrated')
      expect(await ratingsOf(token)).toEqual({ count: 0, average: null })
    })

    it('counts the ratings other members gave its snippets, and averages their stars', async () => {
      const author = await member()
      const [ada, grace, linus] = [await member(), await member(), await member()]
      const someoneElse = await member()
      const [first, second] = await snippetsOf(author.user.id, 'rated', 'also-rated')
      const [theirs] = await snippetsOf(someoneElse.user.id, 'not-the-author')
      if (!first || !second || !theirs) throw new Error('the snippets were not stored')

      await rate(first, ada.user.id, 5, 'Just what I needed.')
      expect(await ratingsOf(author.token)).toEqual({ count: 1, average: 5 })

      // 5, 5 and 4 on the first (its own average 4.7), 1 on the second: 15 stars over 4 ratings.
      await rate(first, grace.user.id, 5)
      await rate(first, linus.user.id, 4)
      await rate(second, ada.user.id, 1)
      // A rating of another author's snippet is not the account's.
      await rate(theirs, ada.user.id, 2)

      expect(await ratingsOf(author.token)).toEqual({ count: 4, average: 3.8 })
      expect(await ratingsOf(someoneElse.token)).toEqual({ count: 1, average: 2 })
      // The raters' own cards are unchanged: they rated, they were not rated.
      expect(await ratingsOf(ada.token)).toEqual({ count: 0, average: null })

      // The single service answers the same.
      const single = await service(author.token, 'snippets')
      expect(workspaceServiceResponse.parse(await single.json()).service.analytics?.ratings).toEqual({
        count: 4,
        average: 3.8,
      })
    })
  })

  describe('templates downloaded', () => {
    const download = (slug: string, init: RequestInit = {}) => call(app, `/api/templates/${slug}/download`, init)
    const downloadsOf = (userId: string) => database.db.$count(templateDownloads, eq(templateDownloads.userId, userId))
    const stored = async (slug: string) => {
      const [row] = await database.db
        .select({ id: templates.id, downloads: templates.downloads })
        .from(templates)
        .where(eq(templates.slug, slug))
      if (!row) throw new Error(`no template ${slug}`)
      return row
    }
    const templatesCard = async (token: string) => (await servicesOf(token))[1]?.analytics

    it('records a signed-in download under the account, besides the count; signed out and HEAD record nothing', async () => {
      const { token, user } = await member()
      const before = (await stored('half-mb')).downloads
      const rows = await database.db.$count(templateDownloads)

      const signedIn = await download('half-mb', { headers: bearer(token) })
      expect(signedIn.status).toBe(200)
      expect(signedIn.headers.get('content-disposition')).toBe('attachment; filename="half-mb.zip"')
      expect(await downloadsOf(user.id)).toBe(1)

      expect((await download('half-mb')).status).toBe(200)
      expect((await download('half-mb', { method: 'HEAD', headers: bearer(token) })).status).toBe(200)
      // A token that is not valid downloads as signed out.
      expect((await download('half-mb', { headers: { authorization: 'Bearer nonsense' } })).status).toBe(200)
      // A paid template is refused before anything is recorded.
      expect((await download('paid-one', { headers: bearer(token) })).status).toBe(402)

      expect(await downloadsOf(user.id)).toBe(1)
      expect(await database.db.$count(templateDownloads)).toBe(rows + 1)
      // Downloads count once per visitor and day, as views do: the member, and the visitor without
      // an account (the invalid token's download is that visitor's second).
      expect((await stored('half-mb')).downloads).toBe(before + 2)
    })

    it('shows how many templates, how many downloads, their size once each and the latest downloads', async () => {
      const { token } = await member()
      for (const slug of ['half-mb', 'three-mb', 'half-mb'])
        expect((await download(slug, { headers: bearer(token) })).status).toBe(200)

      const figures = await templatesCard(token)
      expect(figures).toMatchObject({
        items: { label: 'Templates downloaded', value: 2 },
        // The second download of half-mb on the same day is not counted again.
        performance: { label: 'Downloads', value: '2' },
        figures: [],
        // README and files of each template once: 0.5 MB + 3 MB, against 500 MB.
        storage: { used_mb: 3.5, limit_mb: 500 },
        usage_percent: 1,
      })
      expect(figures?.activity.map((entry) => entry.title)).toEqual([
        'Downloaded “Three Megabytes”',
        'Downloaded “Half a Megabyte”',
      ])
      const times = figures?.activity.map((entry) => Date.parse(entry.at)) ?? []
      expect(times).toEqual([...times].sort((a, b) => b - a))

      // Another account's downloads are its own.
      const other = await member()
      expect(await templatesCard(other.token)).toMatchObject({
        items: { value: 0 },
        performance: { value: '0' },
        storage: { used_mb: 0 },
        activity: [],
      })
    })

    it('lists the five latest downloads with their times', async () => {
      const { token, user } = await member()
      const half = (await stored('half-mb')).id
      const three = (await stored('three-mb')).id
      const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour))
      await database.db.insert(templateDownloads).values(
        [1, 2, 3, 4, 5, 6, 7].map((hour) => ({
          userId: user.id,
          templateId: hour === 6 ? three : half,
          downloadedAt: at(hour),
        })),
      )
      const figures = await templatesCard(token)
      expect(figures?.items.value).toBe(2)
      expect(figures?.performance.value).toBe('7')
      expect(figures?.activity).toEqual([
        { title: 'Downloaded “Half a Megabyte”', at: at(7).toISOString() },
        { title: 'Downloaded “Three Megabytes”', at: at(6).toISOString() },
        { title: 'Downloaded “Half a Megabyte”', at: at(5).toISOString() },
        { title: 'Downloaded “Half a Megabyte”', at: at(4).toISOString() },
        { title: 'Downloaded “Half a Megabyte”', at: at(3).toISOString() },
      ])
    })

    it('records nothing more once the session is signed out', async () => {
      const { token, user } = await member()
      expect((await download('three-mb', { headers: bearer(token) })).status).toBe(200)
      expect((await post(app, '/api/auth/sign-out', {}, bearer(token))).status).toBeLessThan(300)
      // The download itself needs no account, so it is still served, but no longer as theirs.
      expect((await download('three-mb', { headers: bearer(token) })).status).toBe(200)
      expect(await downloadsOf(user.id)).toBe(1)
    })
  })
})
