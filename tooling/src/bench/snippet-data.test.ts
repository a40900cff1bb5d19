import { snippet, snippetCategories, snippetLanguages, snippetSingleQuery } from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { SYNTHETIC_SNIPPET_COUNT, syntheticSnippets } from './snippet-data'

describe('the synthetic catalogue of the snippets bench', () => {
  const rows = syntheticSnippets()

  it('is 10,000 rows, the same on every run, and another seed gives another catalogue', () => {
    expect(SYNTHETIC_SNIPPET_COUNT).toBe(10_000)
    expect(rows).toHaveLength(10_000)
    expect(syntheticSnippets()).toEqual(rows)
    expect(syntheticSnippets(100, 1)).not.toEqual(rows.slice(0, 100))
    expect(syntheticSnippets(100)).toEqual(rows.slice(0, 100))
  })

  it('holds rows whose fields the snippet contract accepts, under unique valid slugs, newest last', () => {
    // The fields as the contract names them; the app's own mapping of whole rows is checked over
    // HTTP in snippet-data.int.test.ts.
    const fields = snippet.pick({
      title: true,
      description: true,
      language: true,
      category: true,
      tags: true,
      code: true,
    })
    let previous = Number.NEGATIVE_INFINITY
    for (const [index, row] of rows.entries()) {
      const checked = fields.safeParse({ ...row, tags: row.tags ?? [] })
      if (!checked.success) throw new Error(`row ${index}: ${checked.error.issues[0]?.message}`)
      expect(snippetSingleQuery.safeParse({ slug: row.slug }).success, row.slug).toBe(true)
      expect(row.createdAt.getTime()).toBeGreaterThan(previous)
      previous = row.createdAt.getTime()
    }
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length)
  })

  it('spreads over the first seven languages and every category, and a common search term hits a few per cent', () => {
    // The languages the bench was first measured on (the filter's first seven), so its figures stay comparable.
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(snippetLanguages.slice(0, 7)))
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(snippetCategories))
    const mentions = rows.filter((row) =>
      [row.title, row.description, row.code, ...(row.tags ?? [])].some((text) => /\bdebounce\b/i.test(text)),
    )
    expect(mentions.length / rows.length).toBeGreaterThan(0.02)
    expect(mentions.length / rows.length).toBeLessThan(0.15)
    expect(mentions.some((row) => !/debounce/i.test(row.title))).toBe(true)
  })
})
