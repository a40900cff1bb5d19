import { describe, expect, it } from 'vitest'
import { errorResponse } from './errors'
import {
  TEMPLATE_PAGE_SIZE,
  templateCard,
  templateCategories,
  templateDownloadUrl,
  templateFacetsResponse,
  templateListQuery,
  templateListResponse,
  templateMessages,
  templatePreviewUrl,
  templateSingleQuery,
  templateSingleResponse,
} from './templates'

const issue = (query: unknown) => {
  const result = templateListQuery.safeParse(query)
  return result.success
    ? undefined
    : { field: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message }
}

describe('the template list query', () => {
  it('defaults to page 1 and reads the page from its string of digits', () => {
    expect(templateListQuery.parse({})).toEqual({ page: 1 })
    expect(templateListQuery.parse({ page: '3' }).page).toBe(3)
    for (const page of ['0', '-1', 'abc', '1.5', ' 1', '100001'])
      expect(issue({ page }), page).toEqual({ field: 'page', message: templateMessages.page })
  })

  it('counts every empty parameter as absent, and price=all as no price filter', () => {
    const empty = { categorySlug: '', page: '', name: '  ', price: '', sort: '', language: '', tag: '' }
    expect(templateListQuery.parse(empty)).toEqual({ page: 1 })
    expect(templateListQuery.parse({ price: 'all' })).toEqual({ page: 1 })
    expect(templateListQuery.parse({ price: 'free' }).price).toBe('free')
  })

  it("takes the documented prices and sorts, lowercased, and the catalogue's languages", () => {
    for (const sort of ['newest', 'popular', 'rating', 'price-low', 'price-high'])
      expect(templateListQuery.parse({ sort }).sort).toBe(sort)
    expect(issue({ sort: 'Newest' })).toEqual({ field: 'sort', message: templateMessages.sort })
    expect(issue({ price: 'Free' })).toEqual({ field: 'price', message: templateMessages.price })
    expect(templateListQuery.parse({ language: 'HCL' }).language).toBe('HCL')
    expect(issue({ language: 'Cobol' })?.field).toBe('language')
  })

  it('leaves an unknown category to the route (a 404) but refuses a malformed one', () => {
    expect(templateListQuery.parse({ categorySlug: 'widgets' }).categorySlug).toBe('widgets')
    expect(issue({ categorySlug: 'x'.repeat(201) })?.field).toBe('categorySlug')
    expect(issue({ categorySlug: 'two\nlines' })?.field).toBe('categorySlug')
  })

  it('trims the search and takes one dashed tag', () => {
    expect(templateListQuery.parse({ name: '  nginx proxy ' }).name).toBe('nginx proxy')
    expect(issue({ name: 'x'.repeat(201) })?.field).toBe('name')
    expect(templateListQuery.parse({ tag: 'github-actions' }).tag).toBe('github-actions')
    for (const tag of ['GitHub', 'a b', 'a--b', 'x'.repeat(51)]) expect(issue({ tag })?.field, tag).toBe('tag')
  })
})

describe('the single template query', () => {
  it('takes a dashed lowercase slug', () => {
    expect(templateSingleQuery.parse({ slug: 'k8s-deployment' }).slug).toBe('k8s-deployment')
    for (const slug of ['', 'K8s', 'a--b', '-a', 'a b', 'a/b'])
      expect(templateSingleQuery.safeParse({ slug }).success, slug).toBe(false)
  })
})

const card = {
  id: '00000000-0000-4000-8000-000000000000',
  slug: 'k8s-deployment',
  name: 'Kubernetes Deployment',
  description: 'A deployment with a service.',
  image: templatePreviewUrl('k8s-deployment'),
  category: { slug: 'kubernetes', title: 'Kubernetes' },
  language: 'YAML',
  tags: ['kubernetes'],
  price: 0,
  original_price: null,
  rating: 4.8,
  reviews: 120,
  downloads: 500,
  views: 9000,
  published_at: '2025-03-01',
}

describe('the answers', () => {
  it('describe a card, a page of cards and a single template with its files', () => {
    expect(templateCard.parse(card)).toEqual(card)
    expect(templateCard.safeParse({ ...card, category: { slug: 'widgets', title: 'Widgets' } }).success).toBe(false)
    expect(templateCard.safeParse({ ...card, rating: 5.1 }).success).toBe(false)
    expect(templateCard.safeParse({ ...card, price: null }).success).toBe(false)
    const page = {
      templates: [card],
      category: { title: 'Kubernetes' },
      pagination: { page: 1, page_size: TEMPLATE_PAGE_SIZE, total: 1, total_pages: 1 },
    }
    expect(templateListResponse.parse(page)).toEqual(page)
    expect(templateListResponse.parse({ ...page, category: null }).category).toBeNull()
    const files = [
      { path: 'k8s/deployment.yaml', content: 'kind: Deployment\n', size: 17, language: 'YAML' },
      { path: 'LICENSE', content: 'MIT\n', size: 4 },
    ]
    const single = { template: { ...card, readme: '# Deployment\n', files, locked: false } }
    expect(templateSingleResponse.parse(single)).toEqual(single)
  })

  it('describe the sidebar counts', () => {
    const facets = {
      categories: templateCategories.map(({ slug, title }) => ({ slug, title, count: 0 })),
      languages: [{ name: 'YAML', count: 3 }],
      tags: [{ name: 'kubernetes', count: 2 }],
    }
    expect(templateFacetsResponse.parse(facets)).toEqual(facets)
    expect(templateFacetsResponse.safeParse({ ...facets, languages: [{ name: 'Cobol', count: 1 }] }).success).toBe(
      false,
    )
  })

  it('name the preview and download URLs, and the paid template error', () => {
    expect(templatePreviewUrl('nginx-proxy')).toBe('/api/templates/nginx-proxy/preview.svg')
    expect(templateDownloadUrl('nginx-proxy')).toBe('/api/templates/nginx-proxy/download')
    const paid = { error: { code: 'PAYMENT_REQUIRED', message: templateMessages.paymentRequired, field: 'slug' } }
    expect(errorResponse.parse(paid)).toEqual(paid)
    expect(templateMessages.paymentRequired).toBe('This template is part of Snipstack Pro. See /pro to unlock it.')
  })

  it('carry the documented empty list texts', () => {
    expect(templateMessages.emptyTitle).toBe('No templates found')
    expect(templateMessages.empty).toBe(
      "We couldn't find any templates matching your criteria. Try adjusting your filters or search terms.",
    )
  })
})
