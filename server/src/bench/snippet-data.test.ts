import {
  snippet,
  snippetCategories,
  snippetLanguages,
  snippetListQuery,
  snippetListResponse,
  snippetSingleQuery,
} from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { toSnippet } from '../modules/snippets/model'
import { createSnippetService } from '../modules/snippets/service'
import { openTestDatabase } from '../test/db'
import { insertSyntheticSnippets, SYNTHETIC_SNIPPET_COUNT, syntheticSnippets } from './snippet-data'

describe('the synthetic catalogue of the snippets bench', () => {
  const rows = syntheticSnippets()

  it('is 10,000 rows, the same on every run, and another seed gives another catalogue', () => {
    expect(SYNTHETIC_SNIPPET_COUNT).toBe(10_000)
    expect(rows).toHaveLength(10_000)
    expect(syntheticSnippets()).toEqual(rows)
    expect(syntheticSnippets(100, 1)).not.toEqual(rows.slice(0, 100))
    expect(syntheticSnippets(100)).toEqual(rows.slice(0, 100))
  })

  it('holds rows the snippet contract accepts, under unique valid slugs, newest last', () => {
    let previous = Number.NEGATIVE_INFINITY
    for (const [index, row] of rows.entries()) {
      const served = toSnippet({
        ...row,
        id: crypto.randomUUID(),
        tags: row.tags ?? [],
        authorName: row.authorName,
        sourceUrl: row.sourceUrl ?? null,
        plan: row.plan ?? 'free',
        priceCents: row.priceCents ?? null,
        originalPriceCents: row.originalPriceCents ?? null,
        user: null,
      })
      const checked = snippet.safeParse(served)
      if (!checked.success) throw new Error(`row ${index}: ${checked.error.issues[0]?.message}`)
      expect(snippetSingleQuery.safeParse({ slug: row.slug }).success, row.slug).toBe(true)
      expect(row.createdAt.getTime()).toBeGreaterThan(previous)
      previous = row.createdAt.getTime()
    }
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length)
  })

  it('spreads over every language and category, and a common search term hits a few per cent', () => {
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(snippetLanguages))
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(snippetCategories))
    const mentions = rows.filter((row) =>
      [row.title, row.description, row.code, ...(row.tags ?? [])].some((text) => /\bdebounce\b/i.test(text)),
    )
    expect(mentions.length / rows.length).toBeGreaterThan(0.02)
    expect(mentions.length / rows.length).toBeLessThan(0.15)
    expect(mentions.some((row) => !/debounce/i.test(row.title))).toBe(true)
  })

  it('goes into the database as it is and is served through the list contract', async () => {
    const database = await openTestDatabase('pglite')
    try {
      // A slice: the database's checks and the search column do not depend on how many rows there are.
      const slice = rows.slice(0, 500)
      await insertSyntheticSnippets(database.db, slice)
      const service = createSnippetService(database.db)
      const newest = await service.list(snippetListQuery.parse({}))
      expect(snippetListResponse.parse(newest).pagination.total).toBe(slice.length)
      expect(newest.snippets[0]?.slug).toBe(slice[slice.length - 1]?.slug)
      const found = await service.list(snippetListQuery.parse({ name: 'debounce' }))
      expect(found.pagination.total).toBeGreaterThan(0)
      expect(found.pagination.total).toBeLessThan(slice.length / 5)
    } finally {
      await database.dispose()
    }
  })
})
