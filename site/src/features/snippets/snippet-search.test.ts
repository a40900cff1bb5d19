import { describe, expect, it } from 'vitest'
import { normaliseSearchText } from '@/features/catalog/search-text'
import {
  clearFiltersLink,
  filterLanguages,
  isFiltered,
  listQuery,
  parseSnippetSearch,
  snippetListLink,
} from './snippet-search'

describe('snippet list query string', () => {
  it('keeps known values, in their catalogue spelling', () => {
    expect(parseSnippetSearch({ name: '  debounce ', language: 'go', category: 'HOOK', page: '3' })).toEqual({
      name: 'debounce',
      language: 'Go',
      category: 'Hook',
      page: 3,
    })
  })

  it('drops what the list does not know instead of failing', () => {
    expect(parseSnippetSearch({ name: '   ', language: 'COBOL', category: 'Widget', page: 'two' })).toEqual({})
    expect(parseSnippetSearch({ page: 0 })).toEqual({})
    expect(parseSnippetSearch({ page: 2.5 })).toEqual({})
    expect(parseSnippetSearch({ page: 100_001 })).toEqual({})
    expect(parseSnippetSearch({ language: ['Go'] })).toEqual({})
    expect(parseSnippetSearch({ page: [2] })).toEqual({})
    expect(parseSnippetSearch({ page: '0x10' })).toEqual({})
    expect(parseSnippetSearch({ page: ' 3' })).toEqual({})
  })

  it('keeps a tag in the form the API filters by, and drops any other', () => {
    expect(parseSnippetSearch({ tag: ' Rate-Limiting ' })).toEqual({ tag: 'rate-limiting' })
    for (const tag of ['two words', 'c++', 'a--b', '-a', '', 'x'.repeat(51), ['react'], 42])
      expect(parseSnippetSearch({ tag }), JSON.stringify(tag)).toEqual({})
    expect(parseSnippetSearch({ tag: 'x'.repeat(50) }).tag).toHaveLength(50)
  })

  it("keeps an order only where it is not the list's own: newest without a search, relevance with one", () => {
    expect(parseSnippetSearch({ sort: 'rating' })).toEqual({ sort: 'rating' })
    expect(parseSnippetSearch({ sort: 'POPULAR' })).toEqual({ sort: 'popular' })
    expect(parseSnippetSearch({ sort: 'title' })).toEqual({ sort: 'title' })
    expect(parseSnippetSearch({ sort: 'newest' })).toEqual({})
    expect(parseSnippetSearch({ sort: 'relevance' })).toEqual({})
    expect(parseSnippetSearch({ sort: 'relevance', name: 'retry' })).toEqual({ name: 'retry' })
    expect(parseSnippetSearch({ sort: 'newest', name: 'retry' })).toEqual({ name: 'retry', sort: 'newest' })
    expect(parseSnippetSearch({ sort: 'loudest' })).toEqual({})
  })

  it('leaves page 1 out, so each list has one address', () => {
    expect(parseSnippetSearch({ page: '1' })).toEqual({})
    expect(parseSnippetSearch({ page: 2 })).toEqual({ page: 2 })
  })

  it('trims search text, limits it to the API maximum, and empties to nothing', () => {
    expect(normaliseSearchText('  a b  ', 200)).toBe('a b')
    expect(normaliseSearchText('   ', 200)).toBeUndefined()
    expect(normaliseSearchText(42, 200)).toBe('42')
    expect(normaliseSearchText('x'.repeat(250), 200)).toHaveLength(200)
  })

  it('asks the API for page 1 by default and sends only what is set', () => {
    expect(listQuery({})).toEqual({ page: '1' })
    expect(listQuery({ name: 'sql', language: 'SQL', category: 'Query', page: 4 })).toEqual({
      page: '4',
      name: 'sql',
      language: 'SQL',
      category: 'Query',
    })
    expect(listQuery({ tag: 'window-functions', sort: 'rating' })).toEqual({
      page: '1',
      tag: 'window-functions',
      sort: 'rating',
    })
  })

  it('knows when the list is narrowed', () => {
    expect(isFiltered({})).toBe(false)
    expect(isFiltered({ page: 3 })).toBe(false)
    expect(isFiltered({ language: 'Go' })).toBe(true)
    expect(isFiltered({ tag: 'hooks' })).toBe(true)
    expect(isFiltered({ sort: 'rating' })).toBe(false)
  })

  it("offers 'Clear filters' only when a filter or search is set", () => {
    expect(clearFiltersLink({})).toBeUndefined()
    expect(clearFiltersLink({ page: 3 })).toBeUndefined()
    for (const search of [
      { name: 'x' },
      { language: 'Go' },
      { category: 'Hook' },
      { language: 'SQL', page: 2 },
      { tag: 'hooks' },
      { name: 'x', sort: 'newest' },
    ] as const)
      expect(clearFiltersLink(search), JSON.stringify(search)).toEqual({ to: '/snippets' })
    // The order is no filter: it stays, and alone it offers nothing to clear.
    expect(clearFiltersLink({ tag: 'hooks', sort: 'rating' })).toEqual({ to: '/snippets', search: { sort: 'rating' } })
    expect(clearFiltersLink({ sort: 'rating' })).toBeUndefined()
  })

  it('links to the list with a change, from page 1, keeping the rest', () => {
    expect(snippetListLink({ name: 'x', language: 'Go', page: 4 }, { tag: 'hooks' })).toEqual({
      to: '/snippets',
      search: { name: 'x', language: 'Go', tag: 'hooks', page: undefined },
    })
    expect(snippetListLink({ language: 'Go', tag: 'hooks' }, { language: undefined }).search).toEqual({
      language: undefined,
      tag: 'hooks',
      page: undefined,
    })
  })
})

describe('the language filter', () => {
  const spec = ['JavaScript', 'TypeScript', 'Python', 'CSS', 'YAML', 'SQL', 'Go']

  it('shows the spec’s languages first, then only the others that hold snippets, in the contract’s order', () => {
    const counts = [
      { name: 'Rust', count: 3 },
      { name: 'PHP', count: 20 },
      { name: 'Lua', count: 0 },
      { name: 'Go', count: 0 },
    ] as const
    expect(filterLanguages(counts, undefined)).toEqual([...spec, 'PHP', 'Rust'])
  })

  it('keeps the chosen language’s chip when it holds none, and shows every language before the counts arrive', () => {
    expect(filterLanguages([], 'Perl')).toEqual([...spec, 'Perl'])
    expect(filterLanguages(undefined, undefined)).toContain('Perl')
  })
})
