import { describe, expect, it } from 'vitest'
import { clearFiltersLink, parsePageSegment } from './template-search'

describe('parsePageSegment', () => {
  it('reads digits as the page they name, leading zeros included', () => {
    expect(parsePageSegment('1')).toBe(1)
    expect(parsePageSegment('2')).toBe(2)
    expect(parsePageSegment('02')).toBe(2)
    expect(parsePageSegment('100000')).toBe(100_000)
  })

  it.each(['0', '000', '-1', '+2', '2.5', '1e3', '0x10', 'abc', ' 2', '', '100001', '9'.repeat(400)])(
    'reads %j as no page number, so the listing opens at page 1',
    (segment) => {
      expect(parsePageSegment(segment)).toBe(1)
    },
  )
})

describe('clearFiltersLink', () => {
  it('is not offered without a filter or search, whatever the category, page, order or view', () => {
    expect(clearFiltersLink({ page: 1, search: {} })).toBeUndefined()
    expect(
      clearFiltersLink({ categorySlug: 'helm', page: 3, search: { sort: 'rating', view: 'list' } }),
    ).toBeUndefined()
  })

  it('leads to the first page of the same category with the same order and view, without the filters', () => {
    expect(clearFiltersLink({ page: 2, search: { name: 'nginx', price: 'free' } })).toEqual({
      to: '/templates',
      search: {},
    })
    expect(
      clearFiltersLink({
        categorySlug: 'helm',
        page: 2,
        search: { language: 'YAML', tag: 'ci-cd', sort: 'popular', view: 'list' },
      }),
    ).toEqual({
      to: '/templates/category/$categorySlug',
      params: { categorySlug: 'helm' },
      search: { sort: 'popular', view: 'list' },
    })
  })
})
