import { describe, expect, it } from 'vitest'
import { normaliseSearchText } from '@/features/catalog/search-text'
import { isFiltered, listQuery, parseSnippetSearch } from './snippet-search'

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
  })

  it('leaves page 1 out, so each list has one address', () => {
    expect(parseSnippetSearch({ page: '1' })).toEqual({})
    expect(parseSnippetSearch({ page: 2 })).toEqual({ page: 2 })
  })

  it('trims search text, limits it to the API maximum, and empties to nothing (§5)', () => {
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
  })

  it('knows when the list is narrowed', () => {
    expect(isFiltered({})).toBe(false)
    expect(isFiltered({ page: 3 })).toBe(false)
    expect(isFiltered({ language: 'Go' })).toBe(true)
  })
})
