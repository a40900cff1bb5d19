import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { templateFixture } from '../../../test/fixtures'
import { templates } from '../../db/schema'
import type { TemplateSeed } from './content/types'
import { fromSeed } from './rows'
import { seedTemplates } from './seed'

/** Fixtures described as this file's own, which the search document tests look for. */
const fixture = (slug: string, fields: Partial<TemplateSeed> = {}) =>
  templateFixture(slug, { description: 'A template written for the seed tests.', ...fields })

const own = [
  fixture('first', { price: 19, originalPrice: 29 }),
  fixture('second', { files: [{ path: 'k8s/app.yaml', content: 'kind: Deployment\n' }] }),
  fixture('third'),
]

describe.each(testDatabaseKinds)('the template seed on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(() => database.dispose())

  const rows = () => database.db.select().from(templates).orderBy(asc(templates.slug))
  const row = async (slug: string) => (await rows()).find((found) => found.slug === slug)

  it('stores the templates with cents and dates, no rating, download or view, and a second run changes nothing', async () => {
    await seedTemplates(database.db, own)
    const first = await rows()
    expect(first).toHaveLength(3)
    expect(first[0]).toMatchObject({
      slug: 'first',
      categorySlug: 'docker',
      priceCents: 1900,
      originalPriceCents: 2900,
      rating: 0,
      reviews: 0,
      downloads: 0,
      views: 0,
      publishedAt: '2025-01-01',
      files: [{ path: 'Dockerfile', content: 'FROM alpine:3.20\n' }],
    })
    expect((await row('third'))?.priceCents).toBe(0)
    await seedTemplates(database.db, own)
    expect(await rows()).toEqual(first)
  })

  it('rewrites a changed template only, and keeps the ratings, downloads and views counted since', async () => {
    const [changed, ...others] = own as [TemplateSeed, ...TemplateSeed[]]
    await database.db
      .update(templates)
      .set({ downloads: sql`${templates.downloads} + 7`, views: sql`${templates.views} + 3`, rating: 4.5, reviews: 2 })
      .where(eq(templates.slug, changed.slug))
    const before = await rows()
    await seedTemplates(database.db, [{ ...changed, name: 'Revised' }, ...others])
    const after = await rows()
    const revised = after.find((found) => found.slug === changed.slug)
    const old = before.find((found) => found.slug === changed.slug)
    expect(revised).toMatchObject({ name: 'Revised', rating: 4.5, reviews: 2, downloads: 7, views: 3 })
    expect(revised?.updatedAt.getTime()).toBeGreaterThan(old?.updatedAt.getTime() ?? 0)
    expect(revised?.createdAt).toEqual(old?.createdAt)
    expect(after.filter((found) => found.slug !== changed.slug)).toEqual(
      before.filter((found) => found.slug !== changed.slug),
    )
  })

  it('refuses a content mistake before writing anything', async () => {
    const before = await rows()
    await expect(
      seedTemplates(database.db, [fixture('fourth'), fixture('bad', { files: [{ path: '../escape', content: '' }] })]),
    ).rejects.toThrow(/Template bad: the file path "..\/escape"/)
    expect(await rows()).toEqual(before)
  })

  it('lets the database refuse what the types cannot: a price below zero, a rating above 5', async () => {
    await expect(seedTemplates(database.db, [fixture('negative', { price: -1 })])).rejects.toThrow()
    await expect(
      database.db.update(templates).set({ rating: 5.5 }).where(eq(templates.slug, 'first')),
    ).rejects.toThrow()
    expect(fromSeed(fixture('cheap', { price: 0.1 + 0.2 })).priceCents).toBe(30)
  })
})
