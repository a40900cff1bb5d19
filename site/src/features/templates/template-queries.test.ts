import type { TemplateDetail, TemplateListResponse } from '@snipstack/contracts'
import { TEMPLATE_PAGE_SIZE } from '@snipstack/contracts/template-constants'
import { QueryClient } from '@tanstack/react-query'
import { isNotFound, isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import {
  demoMeta,
  loadDemoPage,
  loadTemplateList,
  prepareTemplateView,
  relatedListing,
  templateFacetsQueryOptions,
  templateListQueryOptions,
  templateMeta,
} from './template-queries'
import { parseDemoSearch, type TemplateListing } from './template-search'

const template: TemplateDetail = {
  id: '00000000-0000-4000-8000-000000000000',
  slug: 'k8s-deployment',
  name: 'Kubernetes Deployment',
  description: 'A deployment with a service.',
  image: '/api/templates/k8s-deployment/preview.svg',
  category: { slug: 'kubernetes', title: 'Kubernetes' },
  language: 'YAML',
  tags: ['kubernetes'],
  price: 0,
  original_price: null,
  rating: 4.5,
  reviews: 3,
  downloads: 10,
  views: 20,
  published_at: '2025-01-01',
  readme: '# Kubernetes Deployment\n\nApply it with `kubectl apply -f k8s/`.\n',
  files: [
    { path: 'k8s/deployment.yaml', content: 'apiVersion: apps/v1\nkind: Deployment\n', size: 37, language: 'YAML' },
    { path: '.gitignore', content: 'node_modules\n', size: 13 },
  ],
  locked: false,
}

describe('templateMeta', () => {
  it('gives the title, description and Open Graph tags with the preview as image', () => {
    const meta = templateMeta(template, 'https://snipstack.example')
    expect(meta).toContainEqual({ title: 'Kubernetes Deployment · Snipstack' })
    expect(meta).toContainEqual({ name: 'description', content: template.description })
    expect(meta).toContainEqual({ property: 'og:title', content: 'Kubernetes Deployment · Snipstack' })
    expect(meta).toContainEqual({ property: 'og:description', content: template.description })
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' })
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://snipstack.example/api/templates/k8s-deployment/preview.svg',
    })
    expect(templateMeta(template)).toContainEqual({
      property: 'og:image',
      content: '/api/templates/k8s-deployment/preview.svg',
    })
  })
})

describe('relatedListing', () => {
  it("asks for the first page of the template's category", () => {
    expect(relatedListing(template)).toEqual({ categorySlug: 'kubernetes', page: 1, search: {} })
  })
})

describe('prepareTemplateView', () => {
  it('highlights the first file and parses the README', async () => {
    const { firstFile, readme } = await prepareTemplateView(template)
    expect(firstFile?.path).toBe('k8s/deployment.yaml')
    expect(firstFile?.highlighted?.flat().some((token) => token.light)).toBe(true)
    expect(readme.source).toBe(template.readme)
    expect(readme.tree.children.map((node) => node.type)).toEqual(['heading', 'paragraph'])
  })

  it('gives only the path of a first file with no language, and nothing without files', async () => {
    const plain = await prepareTemplateView({
      ...template,
      files: [template.files[1] as TemplateDetail['files'][number]],
    })
    expect(plain.firstFile).toEqual({ path: '.gitignore' })
    expect((await prepareTemplateView({ ...template, files: [] })).firstFile).toBeUndefined()
  })
})

describe('loadDemoPage', () => {
  const queryClient = new QueryClient()
  const rejectsAsNotFound = async (search: Record<string, unknown>) => {
    // As the route hands it over: parsed by its validateSearch.
    const error = await loadDemoPage(parseDemoSearch(search), queryClient).catch((caught: unknown) => caught)
    expect(isNotFound(error), JSON.stringify(search)).toBe(true)
  }

  it('answers not found, asking no API, when the type is not template or the id is missing', async () => {
    await rejectsAsNotFound({})
    await rejectsAsNotFound({ id: '1' })
    await rejectsAsNotFound({ id: '00000000-0000-4000-8000-000000000000', type: 'snippet' })
    await rejectsAsNotFound({ id: '00000000-0000-4000-8000-000000000000', type: ['template'] })
    await rejectsAsNotFound({ id: '  ', type: 'template' })
    await rejectsAsNotFound({ id: { a: 1 }, type: 'template' })
  })
})

describe('demoMeta', () => {
  it('names the demo and keeps it out of search results', () => {
    expect(demoMeta({ name: 'Go API', description: 'A Go API.' })).toEqual([
      { title: 'Live demo: Go API · Snipstack' },
      { name: 'description', content: 'A Go API.' },
      { name: 'robots', content: 'noindex' },
    ])
  })
})

describe('loadTemplateList', () => {
  /** A query client that already holds the facets and, for each listing, a page of a list with `totalPages` pages. */
  function clientWith(lists: [TemplateListing, number][]) {
    const queryClient = new QueryClient()
    queryClient.setQueryData(templateFacetsQueryOptions().queryKey, { categories: [], languages: [], tags: [] })
    for (const [listing, totalPages] of lists) {
      const answer: TemplateListResponse = {
        templates: [],
        category: null,
        pagination: {
          page: listing.page,
          page_size: TEMPLATE_PAGE_SIZE,
          total: totalPages * 5,
          total_pages: totalPages,
        },
      }
      queryClient.setQueryData(templateListQueryOptions(listing).queryKey, answer)
    }
    return queryClient
  }

  /** Where the loader sends the visitor instead (its link props), or a failure when it does not. */
  async function redirectOf(params: Parameters<typeof loadTemplateList>[0], queryClient = clientWith([])) {
    const outcome = await loadTemplateList(params, queryClient).catch((caught: unknown) => caught)
    if (!isRedirect(outcome)) throw new Error(`${JSON.stringify(params)} was not redirected`)
    const { to, params: path, search, replace } = outcome.options
    return { to, params: path, search, replace }
  }

  it('shows a page the listing has', async () => {
    const listing: TemplateListing = { categorySlug: 'helm', page: 2, search: { price: 'free' } }
    const loaded = await loadTemplateList(
      { categorySlug: 'helm', page: '2', search: { price: 'free' } },
      clientWith([[listing, 2]]),
    )
    expect(loaded.listing).toEqual(listing)
  })

  it('sends a page past the last to the last, with the same query, in place of the history entry', async () => {
    const queryClient = clientWith([[{ page: 99, search: { price: 'free', view: 'list' } }, 4]])
    expect(await redirectOf({ page: '99', search: { price: 'free', view: 'list' } }, queryClient)).toEqual({
      to: '/templates/page/$page',
      params: { page: '4' },
      search: { price: 'free', view: 'list' },
      replace: true,
    })
    const inCategory = clientWith([[{ categorySlug: 'nginx', page: 7, search: {} }, 2]])
    expect(await redirectOf({ categorySlug: 'nginx', page: '7', search: {} }, inCategory)).toMatchObject({
      to: '/templates/category/$categorySlug/page/$page',
      params: { categorySlug: 'nginx', page: '2' },
    })
  })

  it('sends a page of a list with one page or none to its first page, where its empty state is', async () => {
    const empty = clientWith([[{ page: 3, search: { name: 'nothing' } }, 0]])
    expect(await redirectOf({ page: '3', search: { name: 'nothing' } }, empty)).toEqual({
      to: '/templates',
      params: undefined,
      search: { name: 'nothing' },
      replace: true,
    })
  })

  it.each(['0', '-1', 'abc', '1', '100001'])('sends /page/%s to page 1 before asking the API', async (segment) => {
    // The client holds no list: a loader that asked for one would fail instead of redirecting.
    expect(await redirectOf({ page: segment, search: { sort: 'rating' } })).toEqual({
      to: '/templates',
      params: undefined,
      search: { sort: 'rating' },
      replace: true,
    })
  })

  it('sends a page written with leading zeros to its one address', async () => {
    expect(await redirectOf({ categorySlug: 'helm', page: '002', search: {} })).toMatchObject({
      to: '/templates/category/$categorySlug/page/$page',
      params: { categorySlug: 'helm', page: '2' },
    })
  })

  it('answers a category that names nothing with the not-found page, whatever the page', async () => {
    for (const page of [undefined, '2', '0']) {
      const outcome = await loadTemplateList(
        { categorySlug: 'no-such-category', page, search: {} },
        clientWith([]),
      ).catch((caught: unknown) => caught)
      expect(isNotFound(outcome), String(page)).toBe(true)
    }
  })
})
