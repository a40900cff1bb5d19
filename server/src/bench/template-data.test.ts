import {
  templateCategories,
  templateDetail,
  templateLanguages,
  templateListQuery,
  templateListResponse,
  templateSingleQuery,
} from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { normaliseListRequest } from '../modules/templates/list-query'
import { toDetail, unsafeFilePath } from '../modules/templates/model'
import { createTemplateService } from '../modules/templates/service'
import { openTestDatabase } from '../test/db'
import { insertSyntheticTemplates, SYNTHETIC_TEMPLATE_COUNT, syntheticTemplates } from './template-data'

const list = (query: Record<string, string>) => normaliseListRequest(templateListQuery.parse(query))

describe('the synthetic catalogue of the templates bench', () => {
  const rows = syntheticTemplates()

  it('is 10,000 rows, the same on every run, and another seed gives another catalogue', () => {
    expect(SYNTHETIC_TEMPLATE_COUNT).toBe(10_000)
    expect(rows).toHaveLength(10_000)
    expect(syntheticTemplates()).toEqual(rows)
    expect(syntheticTemplates(100, 1)).not.toEqual(rows.slice(0, 100))
    expect(syntheticTemplates(100)).toEqual(rows.slice(0, 100))
  })

  it('holds rows the template contract accepts, with safe distinct files, under unique slugs, oldest first', () => {
    let previous = ''
    for (const [index, row] of rows.entries()) {
      const served = toDetail({ ...row, id: crypto.randomUUID() })
      const checked = templateDetail.safeParse(served)
      if (!checked.success) throw new Error(`row ${index}: ${checked.error.issues[0]?.message}`)
      expect(templateSingleQuery.safeParse({ slug: row.slug }).success, row.slug).toBe(true)
      for (const tag of row.tags) expect(templateListQuery.safeParse({ tag }).success, tag).toBe(true)
      expect(new Set(row.tags).size).toBe(row.tags.length)
      expect(row.tags.length).toBeGreaterThanOrEqual(2)
      expect(row.tags.length).toBeLessThanOrEqual(6)
      expect(row.files.length).toBeGreaterThanOrEqual(2)
      expect(row.files.length).toBeLessThanOrEqual(6)
      for (const file of row.files) expect(unsafeFilePath(file.path), file.path).toBeUndefined()
      expect(new Set(row.files.map((file) => file.path)).size).toBe(row.files.length)
      expect(row.publishedAt >= previous).toBe(true)
      previous = row.publishedAt
    }
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length)
  })

  it('spreads over every category and language, prices about a quarter, and spreads the figures', () => {
    expect(new Set(rows.map((row) => row.categorySlug))).toEqual(new Set(templateCategories.map(({ slug }) => slug)))
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(templateLanguages))
    const paid = rows.filter((row) => row.priceCents > 0).length / rows.length
    expect(paid).toBeGreaterThan(0.2)
    expect(paid).toBeLessThan(0.3)
    const downloads = rows.map((row) => row.downloads).sort((a, b) => a - b)
    const median = downloads[rows.length / 2] as number
    // Most little used, a few very popular.
    expect(downloads[rows.length - 1]).toBeGreaterThan(100 * median)
    const ratings = new Set(rows.map((row) => row.rating))
    expect(ratings.size).toBeGreaterThan(20)
  })

  it('makes a category hold a sixth or so, and the bench search hit a few per cent', () => {
    const kubernetes = rows.filter((row) => row.categorySlug === 'kubernetes').length / rows.length
    expect(kubernetes).toBeGreaterThan(0.1)
    expect(kubernetes).toBeLessThan(0.25)
    const mentions = rows.filter((row) =>
      [row.name, row.description, row.readme, ...row.tags].some((text) => /\brabbitmq\b/i.test(text)),
    )
    expect(mentions.length / rows.length).toBeGreaterThan(0.01)
    expect(mentions.length / rows.length).toBeLessThan(0.1)
    expect(mentions.some((row) => !/rabbitmq/i.test(row.name))).toBe(true)
  })

  it('goes into the database as it is and is served through the list contract', async () => {
    const database = await openTestDatabase('pglite')
    try {
      // A slice: the database's checks and the search column do not depend on how many rows there are.
      const slice = rows.slice(0, 500)
      await insertSyntheticTemplates(database.db, slice)
      const service = createTemplateService(database.db)
      const newest = await service.list(list({}))
      expect(templateListResponse.parse(newest).pagination.total).toBe(slice.length)
      expect(newest.templates[0]?.published_at).toBe(slice[slice.length - 1]?.publishedAt)
      const category = await service.list(list({ categorySlug: 'kubernetes' }))
      expect(category.pagination.total).toBe(slice.filter((row) => row.categorySlug === 'kubernetes').length)
      const found = await service.list(list({ name: 'rabbitmq' }))
      expect(found.pagination.total).toBeGreaterThan(0)
      expect(found.pagination.total).toBeLessThan(slice.length / 5)
      const [first] = slice
      if (first) expect((await service.single(first.slug)).files).toHaveLength(first.files.length)
    } finally {
      await database.dispose()
    }
  })
})
