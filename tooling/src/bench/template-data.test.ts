import {
  templateCard,
  templateCategories,
  templateLanguages,
  templateListQuery,
  templateSingleQuery,
} from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { SYNTHETIC_TEMPLATE_COUNT, syntheticTemplates } from './template-data'

/**
 * A path that unpacks inside the download's folder and leaves its README to the `readme` column:
 * relative, plain segments (no `.` or `..`), not README.md. Stricter than what the server refuses.
 */
function plainPath(path: string): boolean {
  if (!/^[\w.-]+(?:\/[\w.-]+)*$/.test(path)) return false
  return !path.split('/').some((segment) => /^\.\.?$/.test(segment)) && path.toLowerCase() !== 'readme.md'
}

describe('the synthetic catalogue of the templates bench', () => {
  const rows = syntheticTemplates()

  it('is 10,000 rows, the same on every run, and another seed gives another catalogue', () => {
    expect(SYNTHETIC_TEMPLATE_COUNT).toBe(10_000)
    expect(rows).toHaveLength(10_000)
    expect(syntheticTemplates()).toEqual(rows)
    expect(syntheticTemplates(100, 1)).not.toEqual(rows.slice(0, 100))
    expect(syntheticTemplates(100)).toEqual(rows.slice(0, 100))
  })

  it('holds rows whose fields the template contract accepts, with plain distinct files, under unique slugs, oldest first', () => {
    // The fields as the contract names them; the app's own mapping of whole rows is checked over
    // HTTP in template-data.int.test.ts.
    const fields = templateCard.pick({
      name: true,
      description: true,
      language: true,
      tags: true,
      rating: true,
      reviews: true,
      downloads: true,
      views: true,
    })
    let previous = ''
    for (const [index, row] of rows.entries()) {
      const checked = fields.safeParse(row)
      if (!checked.success) throw new Error(`row ${index}: ${checked.error.issues[0]?.message}`)
      expect(templateSingleQuery.safeParse({ slug: row.slug }).success, row.slug).toBe(true)
      for (const tag of row.tags) expect(templateListQuery.safeParse({ tag }).success, tag).toBe(true)
      expect(new Set(row.tags).size).toBe(row.tags.length)
      expect(row.tags.length).toBeGreaterThanOrEqual(2)
      expect(row.tags.length).toBeLessThanOrEqual(6)
      expect(row.files.length).toBeGreaterThanOrEqual(2)
      expect(row.files.length).toBeLessThanOrEqual(6)
      for (const file of row.files) expect(plainPath(file.path), file.path).toBe(true)
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
})
