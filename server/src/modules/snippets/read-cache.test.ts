import { snippetListQuery, snippetSorts } from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { listCacheKey, normaliseListFilters } from './read-cache'

// The cache itself is tested with the catalogues' shared one (catalog/read-cache.test.ts).

describe('list cache keys', () => {
  const key = (query: Record<string, string>) => listCacheKey(normaliseListFilters(snippetListQuery.parse(query)))

  it('gives requests that must get the same answer the same key', () => {
    expect(key({ page: '1' })).toBe(key({}))
    expect(key({ page: '' })).toBe(key({}))
    expect(key({ name: '  ' })).toBe(key({}))
    expect(key({ sort: 'relevance' })).toBe(key({ sort: 'newest' }))
    expect(key({ categorySlug: 'hook' })).toBe(key({ category: 'Hook' }))
    expect(key({ categorySlug: 'hook', category: 'Hook' })).toBe(key({ category: 'Hook' }))
    expect(key({ name: ' debounce ' })).toBe(key({ name: 'debounce', sort: 'relevance' }))
    expect(key({ tag: '' })).toBe(key({}))
    expect(key({ tag: 'hooks', categorySlug: 'hook' })).toBe(key({ category: 'Hook', tag: 'hooks' }))
  })

  it('keeps apart requests whose answers differ', () => {
    const keys = (
      [
        {},
        { page: '2' },
        { name: 'debounce' },
        { name: 'debounce', sort: 'newest' },
        { name: 'debounce', sort: 'title' },
        { sort: 'title' },
        { language: 'Go' },
        { category: 'Query' },
        { language: 'Go', category: 'Query' },
        { name: 'Go' },
        { name: '["Go"]' },
        { tag: 'go' },
        { sort: 'rating' },
        { sort: 'popular' },
        { tag: 'go', language: 'Go' },
        { tag: 'hooks' },
      ] as Array<Record<string, string>>
    ).map((query) => key(query))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('normalises to filters the service answers the same way', () => {
    expect(normaliseListFilters(snippetListQuery.parse({ categorySlug: 'query', sort: 'relevance' }))).toEqual({
      page: 1,
      category: 'Query',
      sort: 'newest',
    })
    // Every other order stays, with a search or without.
    for (const sort of snippetSorts.filter((sort) => sort !== 'relevance' && sort !== 'newest')) {
      expect(normaliseListFilters(snippetListQuery.parse({ sort })).sort, sort).toBe(sort)
      expect(normaliseListFilters(snippetListQuery.parse({ sort, name: 'x' })).sort, sort).toBe(sort)
    }
    expect(normaliseListFilters(snippetListQuery.parse({ tag: 'hooks', language: 'TypeScript' }))).toEqual({
      page: 1,
      language: 'TypeScript',
      tag: 'hooks',
      sort: 'newest',
    })
  })
})
