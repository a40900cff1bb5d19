import {
  RATING_REVIEW_MAX,
  RATINGS_PAGE_SIZE,
  ratingMessages,
  ratingsResponse,
  ratingWriteResponse,
  snippetListResponse,
  templateListResponse,
  templateSingleResponse,
} from '@snipstack/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { templateFixture } from '../../../test/fixtures'
import { call, errorBody, jsonHeaders } from '../../../test/http'
import { createApp } from '../../app'
import { snippetRatings, snippets, templates, users } from '../../db/schema'
import { bearer, cheapPasswords, register, testSecret } from '../auth/testing'
import type { OpenApiDocument } from '../docs/openapi'
import { seedTemplates } from '../templates/seed'

const template = (slug: string, published: string) => templateFixture(slug, { published })

describe.each(testDatabaseKinds)('ratings on %s', (kind) => {
  let database: TestDatabase
  let app: ReturnType<typeof createApp>
  type Member = Awaited<ReturnType<typeof register>> & { token: string }
  const member = async (): Promise<Member> => {
    const registered = await register(app)
    return { ...registered, token: registered.tokens.access_token }
  }
  let members: Member[]

  const send = (path: string, method: string, token?: string, body?: unknown) =>
    call(app, path, {
      method,
      headers: { ...jsonHeaders, ...(token ? bearer(token) : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const rate = async (path: string, member: Member, body: unknown) => {
    const response = await send(`${path}/rating`, 'PUT', member.token, body)
    expect(response.status, await response.clone().text()).toBe(200)
    return ratingWriteResponse.parse(await response.json())
  }
  const ratingsOf = async (path: string, member?: Member, query = '') => {
    const response = await send(`${path}/ratings${query}`, 'GET', member?.token)
    expect(response.status).toBe(200)
    return ratingsResponse.parse(await response.json())
  }
  const card = async (slug: string) => {
    const response = await call(app, `/api/templates/single?slug=${slug}`)
    return templateSingleResponse.parse(await response.json()).template
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = createApp({ database, auth: { secret: testSecret, passwordCost: cheapPasswords, trustedProxies: 1 } })
    await seedTemplates(database.db, [
      template('alpha', '2025-03-01'),
      template('beta', '2025-02-01'),
      template('gamma', '2025-01-01'),
    ])
    members = []
    for (let i = 0; i < 4; i++) members.push(await member())
  })
  afterAll(() => database.dispose())

  it('starts with no rating, and a seeded template has none', async () => {
    expect(await card('alpha')).toMatchObject({ rating: 0, reviews: 0, downloads: 0, views: 0 })
    const answer = await ratingsOf('/api/templates/alpha')
    expect(answer).toMatchObject({
      summary: { rating: 0, reviews: 0 },
      counts: [0, 0, 0, 0, 0],
      ratings: [],
      mine: null,
      can_rate: false,
    })
  })

  it('keeps one rating per member, changeable, and the average to one decimal', async () => {
    const [ada, bob, cy] = members as [Member, Member, Member]
    expect(
      (await rate('/api/templates/alpha', ada, { stars: 5, review: '  Saved me an afternoon.  ' })).mine,
    ).toMatchObject({
      stars: 5,
      review: 'Saved me an afternoon.',
    })
    await rate('/api/templates/alpha', bob, { stars: 4 })
    const third = await rate('/api/templates/alpha', cy, { stars: 4, review: '' })
    // (5 + 4 + 4) / 3 = 4.33…
    expect(third.summary).toEqual({ rating: 4.3, reviews: 3 })
    expect(third.mine?.review).toBeNull()
    // Bob changes his mind: still three ratings.
    expect((await rate('/api/templates/alpha', bob, { stars: 1, review: 'Did not build.' })).summary).toEqual({
      rating: 3.3,
      reviews: 3,
    })
    expect(await database.db.$count(snippetRatings)).toBe(0)
    expect(await card('alpha')).toMatchObject({ rating: 3.3, reviews: 3 })

    const answer = await ratingsOf('/api/templates/alpha', ada)
    expect(answer.summary).toEqual({ rating: 3.3, reviews: 3 })
    expect(answer.counts).toEqual([1, 0, 0, 1, 1])
    // Only ratings with a review are listed, latest first, with their author's name.
    expect(answer.ratings.map((rating) => [rating.stars, rating.review, rating.author.username])).toEqual([
      [1, 'Did not build.', bob.user.username],
      [5, 'Saved me an afternoon.', ada.user.username],
    ])
    expect(answer.mine).toMatchObject({ stars: 5, review: 'Saved me an afternoon.' })
    expect(answer.can_rate).toBe(true)
  })

  it('withdraws a rating and recomputes the figures', async () => {
    const [, bob] = members as [Member, Member]
    const response = await send('/api/templates/alpha/rating', 'DELETE', bob.token)
    expect(response.status).toBe(200)
    expect(ratingWriteResponse.parse(await response.json())).toEqual({
      summary: { rating: 4.5, reviews: 2 },
      mine: null,
    })
    // Again: nothing left to withdraw, nothing changes.
    const again = await send('/api/templates/alpha/rating', 'DELETE', bob.token)
    expect(ratingWriteResponse.parse(await again.json()).summary).toEqual({ rating: 4.5, reviews: 2 })
  })

  it('leaves the template untouched otherwise: a rating is not an edit', async () => {
    const [before] = await database.db.select().from(templates).where(eq(templates.slug, 'gamma'))
    await rate('/api/templates/gamma', members[0] as Member, { stars: 3 })
    const [after] = await database.db.select().from(templates).where(eq(templates.slug, 'gamma'))
    expect(after?.updatedAt).toEqual(before?.updatedAt)
  })

  it('sorts by rating, the most rated first among equal averages, unrated last', async () => {
    const [ada, bob, cy] = members as [Member, Member, Member]
    // alpha: 5 and 4 (4.5, two ratings); beta: 4.5 from two as well but later; gamma: 3 → change to 5 by one.
    await rate('/api/templates/beta', ada, { stars: 5 })
    await rate('/api/templates/beta', bob, { stars: 4 })
    await rate('/api/templates/beta', cy, { stars: 5 })
    await send('/api/templates/gamma/rating', 'DELETE', ada.token)
    const list = templateListResponse.parse(await (await call(app, '/api/templates/list?sort=rating')).json())
    // beta 4.7 (3), alpha 4.5 (2), gamma unrated.
    expect(list.templates.map((t) => [t.slug, t.rating, t.reviews])).toEqual([
      ['beta', 4.7, 3],
      ['alpha', 4.5, 2],
      ['gamma', 0, 0],
    ])
  })

  it('pages the reviews', async () => {
    const extra: Member[] = []
    for (let i = 0; i < RATINGS_PAGE_SIZE; i++) extra.push(await member())
    for (const [i, member] of extra.entries())
      await rate('/api/templates/gamma', member, { stars: 4, review: `Review ${i}` })
    const first = await ratingsOf('/api/templates/gamma')
    expect(first.pagination).toEqual({
      page: 1,
      page_size: RATINGS_PAGE_SIZE,
      total: RATINGS_PAGE_SIZE,
      total_pages: 1,
    })
    expect(first.ratings).toHaveLength(RATINGS_PAGE_SIZE)
    await rate('/api/templates/gamma', members[3] as Member, { stars: 2, review: 'One more.' })
    const second = await ratingsOf('/api/templates/gamma', undefined, '?page=2')
    expect(second.pagination.total_pages).toBe(2)
    expect(second.ratings).toHaveLength(1)
    const all = [...(await ratingsOf('/api/templates/gamma')).ratings, ...second.ratings]
    expect(new Set(all.map((rating) => rating.author.username)).size).toBe(RATINGS_PAGE_SIZE + 1)
    expect(second.summary).toEqual({ rating: 3.8, reviews: RATINGS_PAGE_SIZE + 1 })
  })

  it('refuses what it cannot store, with the field at fault', async () => {
    const ada = members[0] as Member
    const refused = async (body: unknown, field: string, message: string) => {
      const response = await send('/api/templates/alpha/rating', 'PUT', ada.token, body)
      expect(response.status).toBe(422)
      expect(await errorBody(response)).toMatchObject({ code: 'VALIDATION', field, message })
    }
    await refused({ stars: 0 }, 'stars', ratingMessages.stars)
    await refused({ stars: 6 }, 'stars', ratingMessages.stars)
    await refused({ stars: 4.5 }, 'stars', ratingMessages.stars)
    await refused({ stars: '5' }, 'stars', ratingMessages.stars)
    await refused({}, 'stars', ratingMessages.stars)
    await refused({ stars: 5, review: 'x'.repeat(RATING_REVIEW_MAX + 1) }, 'review', ratingMessages.reviewLength)
    await refused({ stars: 5, review: 'bell\u0007' }, 'review', expect.any(String) as unknown as string)
    const page = await send('/api/templates/alpha/ratings?page=0', 'GET')
    expect(page.status).toBe(422)
    expect((await errorBody(page)).field).toBe('page')
    // Nothing of that was stored.
    expect((await ratingsOf('/api/templates/alpha', ada)).mine?.stars).toBe(5)
  })

  it('needs an account to rate, and a template that exists', async () => {
    const anonymous = await send('/api/templates/alpha/rating', 'PUT', undefined, { stars: 5 })
    expect(anonymous.status).toBe(401)
    const withdrawn = await send('/api/templates/alpha/rating', 'DELETE')
    expect(withdrawn.status).toBe(401)
    const unknown = await send('/api/templates/no-such/rating', 'PUT', members[0]?.token, { stars: 5 })
    expect(unknown.status).toBe(404)
    expect((await errorBody(unknown)).field).toBe('slug')
    expect((await send('/api/templates/no-such/ratings', 'GET')).status).toBe(404)
    expect((await send('/api/templates/Bad_Slug/ratings', 'GET')).status).toBe(422)
  })

  describe('snippets', () => {
    let author: Member
    const mineSlug = () => `by-author-${kind}`
    beforeAll(async () => {
      author = await member()
      await database.db.insert(snippets).values({
        slug: mineSlug(),
        title: 'A member snippet',
        description: 'Written by a member.',
        language: 'TypeScript',
        category: 'Function',
        tags: ['fixture'],
        code: 'export const x = 1\n',
        mdx: 'Body.',
        authorId: author.user.id,
        license: 'MIT',
      })
    })

    it('rates a snippet like a template, and shows the figures in the list', async () => {
      const [ada, bob] = members as [Member, Member]
      await rate(`/api/snippets/${mineSlug()}`, ada, { stars: 5, review: 'Neat.' })
      expect((await rate(`/api/snippets/${mineSlug()}`, bob, { stars: 2 })).summary).toEqual({
        rating: 3.5,
        reviews: 2,
      })
      const list = snippetListResponse.parse(await (await call(app, '/api/snippets/list?sort=rating')).json())
      expect(list.snippets[0]).toMatchObject({ slug: mineSlug(), rating: 3.5, reviews: 2 })
    })

    it("refuses a rating of one's own snippet, and says the author may not rate", async () => {
      const response = await send(`/api/snippets/${mineSlug()}/rating`, 'PUT', author.token, { stars: 5 })
      expect(response.status).toBe(403)
      expect(await errorBody(response)).toMatchObject({ code: 'FORBIDDEN', message: ratingMessages.ownSnippet })
      expect((await ratingsOf(`/api/snippets/${mineSlug()}`, author)).can_rate).toBe(false)
      expect((await ratingsOf(`/api/snippets/${mineSlug()}`, members[2])).can_rate).toBe(true)
    })

    it('hides an unpublished snippet from rating', async () => {
      await database.db.update(snippets).set({ status: 'draft' }).where(eq(snippets.slug, mineSlug()))
      const response = await send(`/api/snippets/${mineSlug()}/rating`, 'PUT', members[2]?.token, { stars: 5 })
      expect(response.status).toBe(404)
      await database.db.update(snippets).set({ status: 'published' }).where(eq(snippets.slug, mineSlug()))
    })

    it('goes with the account that gave it, and the figures follow', async () => {
      const [, bob] = members as [Member, Member]
      await database.db.delete(users).where(eq(users.id, bob.user.id))
      const [row] = await database.db.select().from(snippets).where(eq(snippets.slug, mineSlug()))
      expect(row).toMatchObject({ rating: 5, reviews: 1 })
      expect((await ratingsOf(`/api/snippets/${mineSlug()}`)).summary).toEqual({ rating: 5, reviews: 1 })
    })
  })

  it('is documented in the OpenAPI document', async () => {
    const doc = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    for (const path of ['/api/templates/{slug}/rating', '/api/snippets/{slug}/rating']) {
      expect(Object.keys(doc.paths[path] ?? {}).sort()).toEqual(['delete', 'put'])
    }
    expect(doc.paths['/api/templates/{slug}/ratings']?.get).toBeDefined()
  })
})
