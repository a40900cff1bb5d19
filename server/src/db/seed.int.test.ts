import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/db'
import { CONTENT_DIR } from '../modules/catalog/content-files'
import { snippetRatings, snippets, templateRatings, templates } from './schema'
import { seed } from './seed'

describe('the seed data', () => {
  it('states no rating, review, download or view: those are counted, never written', () => {
    const figure = /^\s*(rating|reviews|downloads|views|stars)\s*:\s*[0-9]/m
    const offenders: string[] = []
    // The catalogue's files: snippets' front matter and notes, templates' manifests, READMEs and files.
    for (const name of readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ya?ml|json|md|mdx)$/.test(name)) continue
      if (figure.test(readFileSync(join(CONTENT_DIR, name), 'utf8'))) offenders.push(name)
    }
    expect(offenders).toEqual([])
  })
})

describe.each(testDatabaseKinds)('the seeded catalogue on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    await seed(database.db)
  })
  afterAll(() => database.dispose())

  it('starts with no rating, review, download or view anywhere', async () => {
    const [catalogue] = await database.db
      .select({
        templates: sql<number>`count(*)::int`,
        figures: sql<number>`coalesce(sum(${templates.rating} + ${templates.reviews} + ${templates.downloads} + ${templates.views}), 0)::int`,
      })
      .from(templates)
    expect(catalogue?.templates).toBeGreaterThan(0)
    expect(catalogue?.figures).toBe(0)
    const [snippetFigures] = await database.db
      .select({
        figures: sql<number>`coalesce(sum(${snippets.rating} + ${snippets.reviews} + ${snippets.views}), 0)::int`,
      })
      .from(snippets)
    expect(snippetFigures?.figures).toBe(0)
    expect(await database.db.$count(templateRatings)).toBe(0)
    expect(await database.db.$count(snippetRatings)).toBe(0)
  })
})
