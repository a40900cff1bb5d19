import { templateListQuery, templateMessages } from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors'
import { listCacheKey, normaliseListRequest } from './list-query'

const normalised = (query: Record<string, string>) => normaliseListRequest(templateListQuery.parse(query))
const key = (query: Record<string, string>) => listCacheKey(normalised(query))

describe('template list requests', () => {
  it('are newest first without a search and most relevant first with one, unless sorted', () => {
    expect(normalised({})).toEqual({ page: 1, sort: 'newest' })
    expect(normalised({ name: ' nginx ' })).toEqual({ page: 1, name: 'nginx', sort: 'relevance' })
    expect(normalised({ name: 'nginx', sort: 'popular' })).toMatchObject({ sort: 'popular' })
  })

  it('refuse a category that does not exist with a 404 on categorySlug', () => {
    expect(normalised({ categorySlug: 'helm' })).toMatchObject({ categorySlug: 'helm' })
    const refused = (() => {
      try {
        normalised({ categorySlug: 'widgets' })
      } catch (error) {
        return error
      }
    })()
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).toBody()).toEqual({
      error: { code: 'NOT_FOUND', message: templateMessages.categoryNotFound, field: 'categorySlug' },
    })
    expect((refused as AppError).status).toBe(404)
  })

  it('give requests that must get the same answer the same cache key', () => {
    expect(key({ page: '1' })).toBe(key({}))
    expect(key({ page: '', categorySlug: '', tag: '' })).toBe(key({}))
    expect(key({ price: 'all' })).toBe(key({}))
    expect(key({ sort: 'newest' })).toBe(key({}))
    expect(key({ name: '  ' })).toBe(key({}))
    expect(key({ name: ' tls ' })).toBe(key({ name: 'tls' }))
  })

  it('keep apart requests whose answers differ', () => {
    const keys = (
      [
        {},
        { page: '2' },
        { name: 'tls' },
        { name: 'tls', sort: 'newest' },
        { sort: 'popular' },
        { sort: 'rating' },
        { sort: 'price-low' },
        { sort: 'price-high' },
        { price: 'free' },
        { price: 'paid' },
        { language: 'YAML' },
        { tag: 'yaml' },
        { categorySlug: 'helm' },
        { name: 'helm' },
        { name: '["helm"]' },
      ] as Array<Record<string, string>>
    ).map((query) => key(query))
    expect(new Set(keys).size).toBe(keys.length)
  })
})
