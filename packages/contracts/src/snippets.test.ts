import { describe, expect, it } from 'vitest'
import {
  discountPercent,
  snippetCategories,
  snippetCategorySlugs,
  snippetListQuery,
  snippetMessages,
  snippetSingleQuery,
} from './snippets'

const issue = (query: unknown) => {
  const result = snippetListQuery.safeParse(query)
  return result.success
    ? undefined
    : { field: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message }
}

describe('the snippet list query', () => {
  it('defaults to page 1 and reads the page from its string of digits', () => {
    expect(snippetListQuery.parse({})).toEqual({ page: 1 })
    expect(snippetListQuery.parse({ page: '12' }).page).toBe(12)
    expect(snippetListQuery.parse({ page: '' }).page).toBe(1)
    for (const page of ['0', '-1', 'abc', '1.5', ' 1', '100001'])
      expect(issue({ page }), page).toEqual({ field: 'page', message: snippetMessages.page })
  })

  it('trims the search and drops an empty one', () => {
    expect(snippetListQuery.parse({ name: '  debounce hook ' }).name).toBe('debounce hook')
    expect(snippetListQuery.parse({ name: '   ' })).toEqual({ page: 1 })
    expect(issue({ name: 'x'.repeat(201) })?.field).toBe('name')
    expect(issue({ name: 'two\nlines' })?.field).toBe('name')
  })

  it('admits the documented languages, TypeScript included, and the categories by name or slug', () => {
    for (const language of ['JavaScript', 'TypeScript', 'Python', 'CSS', 'YAML', 'SQL', 'Go'])
      expect(snippetListQuery.parse({ language }).language).toBe(language)
    expect(issue({ language: 'Cobol' })).toEqual({ field: 'language', message: snippetMessages.language })
    expect(Object.values(snippetCategorySlugs)).toEqual([...snippetCategories])
    expect(snippetListQuery.parse({ categorySlug: 'hook', category: 'Hook' })).toMatchObject({ categorySlug: 'hook' })
    expect(issue({ categorySlug: 'Hook' })?.field).toBe('categorySlug')
    expect(issue({ categorySlug: 'hook', category: 'Query' })).toEqual({
      field: 'category',
      message: snippetMessages.categoryConflict,
    })
    expect(issue({ sort: 'downloads' })?.field).toBe('sort')
    expect(snippetListQuery.parse({ sort: 'rating' })).toMatchObject({ sort: 'rating' })
  })
})

describe("the snippet list's tag filter", () => {
  it('takes one tag of dashed lowercase words, and an empty one as none', () => {
    expect(snippetListQuery.parse({ tag: 'rate-limiting' }).tag).toBe('rate-limiting')
    expect(snippetListQuery.parse({ tag: '' })).toEqual({ page: 1 })
    for (const tag of ['React', 'two words', 'a--b', '-a', 'c++', 'x'.repeat(51)])
      expect(issue({ tag }), tag).toEqual({ field: 'tag', message: snippetMessages.tag })
  })
})

describe('the single snippet query', () => {
  it('takes a dashed lowercase slug', () => {
    expect(snippetSingleQuery.parse({ slug: '30s-debounce' }).slug).toBe('30s-debounce')
    for (const slug of ['', 'Debounce', 'a--b', '-a', 'a b'])
      expect(snippetSingleQuery.safeParse({ slug }).success, slug).toBe(false)
  })
})

describe('the discount', () => {
  it('is round((1 − price ÷ original price) × 100), 0 when the original price is 0', () => {
    expect(discountPercent(29, 19)).toBe(34)
    expect(discountPercent(100, 75)).toBe(25)
    expect(discountPercent(40, 40)).toBe(0)
    expect(discountPercent(0, 10)).toBe(0)
  })
})
