import {
  type ErrorResponse,
  TEMPLATE_PAGE_SIZE,
  type TemplateListResponse,
  templateCategories,
  templateDemoResponse,
  templateFacetsResponse,
  templateListResponse,
  templateMessages,
  templateSingleResponse,
  templateViewResponse,
} from '@snipstack/contracts'
import { queryString } from '@snipstack/testing/arbitraries'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/db'
import { templateFixture } from '../../../test/fixtures'
import { call, errorBody, jsonHeaders } from '../../../test/http'
import { createApp } from '../../app'
import { templateDownloads, templates, templateViews } from '../../db/schema'
import { DEFAULT_RATE_LIMITS } from '../auth/rate-limit'
import { cheapPasswords, register, testSecret } from '../auth/testing'
import type { OpenApiDocument } from '../docs/openapi'
import type { TemplateSeed } from './content/types'
import { seedTemplates } from './seed'

/** What members' ratings and visitors' downloads and views have made of a template's figures. */
type Figures = { rating: number; reviews: number; downloads: number; views: number }
type TemplateFixture = TemplateSeed & Figures

/**
 * A small catalogue written for these tests, so that every count and order below is known. The
 * figures are not content: they are written to the counters after the seed, as if counted.
 */
function fixture(slug: string, fields: Partial<TemplateFixture> = {}): TemplateFixture {
  const { rating = 4, reviews = 10, downloads = 100, views = 1000, ...content } = fields
  return {
    ...templateFixture(slug, { readme: `# ${slug}\n\nHow to use it.\n`, ...content }),
    rating,
    reviews,
    downloads,
    views,
  }
}

/** Fifteen starters published the same day: their order is decided by the tie-breakers. */
const starters = Array.from({ length: 15 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0')
  return fixture(`starter-${n}`, {
    name: `Starter ${n}`,
    category: 'starters',
    language: 'TypeScript',
    tags: ['starter'],
    files: [{ path: 'src/index.ts', content: `export const starter = ${i + 1}\n` }],
    published: '2024-06-01',
    downloads: 10,
    rating: 4.5,
    reviews: 5,
  })
})

const fixtures: TemplateFixture[] = [
  fixture('k8s-deployment', {
    name: 'Kubernetes Deployment',
    category: 'kubernetes',
    language: 'YAML',
    tags: ['kubernetes', 'deployment'],
    files: [
      { path: 'k8s/deployment.yaml', content: 'apiVersion: apps/v1\nkind: Deployment\n' },
      { path: 'k8s/service.yaml', content: 'apiVersion: v1\nkind: Service\n' },
    ],
    published: '2025-03-01',
    downloads: 500,
    rating: 4.8,
    reviews: 120,
  }),
  fixture('k8s-ingress', {
    name: 'Ingress with TLS',
    category: 'kubernetes',
    language: 'YAML',
    tags: ['kubernetes', 'ingress', 'tls'],
    files: [{ path: 'ingress.yaml', content: 'apiVersion: networking.k8s.io/v1\nkind: Ingress\n' }],
    published: '2025-02-01',
    downloads: 300,
    rating: 4.8,
    reviews: 40,
  }),
  fixture('helm-chart', {
    name: 'Helm Chart Starter',
    category: 'helm',
    language: 'YAML',
    tags: ['helm', 'kubernetes'],
    files: [
      { path: 'chart/Chart.yaml', content: 'apiVersion: v2\nname: app\nversion: 0.1.0\n' },
      { path: 'chart/templates/deployment.yaml', content: 'kind: Deployment\n' },
    ],
    published: '2025-01-20',
    downloads: 250,
    rating: 4.1,
  }),
  fixture('nginx-proxy', {
    name: 'NGINX Reverse Proxy',
    category: 'nginx',
    language: 'NGINX',
    tags: ['proxy', 'tls'],
    files: [{ path: 'nginx.conf', content: 'events {}\nhttp {}\n' }],
    price: 19,
    originalPrice: 29,
    published: '2025-04-01',
    downloads: 50,
    rating: 4.2,
  }),
  fixture('terraform-vpc', {
    name: 'Terraform AWS VPC',
    category: 'terraform',
    language: 'HCL',
    tags: ['aws', 'networking'],
    files: [{ path: 'main.tf', content: 'resource "aws_vpc" "main" {}\n' }],
    price: 29,
    published: '2025-01-15',
    downloads: 200,
    rating: 3.9,
  }),
  fixture('compose-postgres', {
    name: 'Compose Postgres Stack',
    category: 'docker-compose',
    language: 'YAML',
    tags: ['postgres', 'database'],
    files: [{ path: 'compose.yaml', content: 'services:\n  db:\n    image: postgres:17\n' }],
    price: 9.5,
    published: '2025-01-10',
    downloads: 150,
    rating: 4.4,
  }),
  fixture('zebra-in-name', { name: 'Zebra Stripes Dockerfile', published: '2024-12-01' }),
  fixture('zebra-in-readme', {
    name: 'Node Dockerfile',
    readme: '# Node\n\nzebra zebra zebra: the word appears only here, many times. zebra.\n',
    published: '2024-12-02',
  }),
  ...starters,
]

const total = fixtures.length
const bySlug = new Map(fixtures.map((template) => [template.slug, template]))

/** A free template's download as zip entries: README.md and its files. */
const expectedEntries = (template: TemplateSeed) =>
  Object.fromEntries([['README.md', template.readme], ...template.files.map((file) => [file.path, file.content])])

describe.each(testDatabaseKinds)('templates API on %s', (kind) => {
  let database: TestDatabase
  let app: ReturnType<typeof createApp>
  let today = new Date('2025-06-01T12:00:00Z')

  const list = (query = '') => call(app, `/api/templates/list${query}`)
  const listing = async (query = ''): Promise<TemplateListResponse> => {
    const response = await list(query)
    expect(response.status, query).toBe(200)
    return templateListResponse.parse(await response.json())
  }
  const slugs = (answer: TemplateListResponse) => answer.templates.map((template) => template.slug)
  /** Every page of a listing, in order. */
  const allSlugs = async (query: string) => {
    const first = await listing(`?${query}`)
    const seen = slugs(first)
    for (let page = 2; page <= first.pagination.total_pages; page++)
      seen.push(...slugs(await listing(`?${query}&page=${page}`)))
    return seen
  }
  const counters = async (slug: string) => {
    const [row] = await database.db
      .select({ downloads: templates.downloads, views: templates.views })
      .from(templates)
      .where(eq(templates.slug, slug))
    return row
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = createApp({
      database,
      auth: { secret: testSecret, passwordCost: cheapPasswords, trustedProxies: 1 },
      templates: { now: () => today },
    })
    await seedTemplates(database.db, fixtures)
    for (const { slug, rating, reviews, downloads, views } of fixtures)
      await database.db.update(templates).set({ rating, reviews, downloads, views }).where(eq(templates.slug, slug))
  })
  afterAll(() => database.dispose())

  describe('the list', () => {
    it('answers the first page, newest first, with the pager', async () => {
      const answer = await listing()
      expect(answer.pagination).toEqual({
        page: 1,
        page_size: TEMPLATE_PAGE_SIZE,
        total,
        total_pages: Math.ceil(total / TEMPLATE_PAGE_SIZE),
      })
      expect(answer.category).toBeNull()
      expect(slugs(answer).slice(0, 4)).toEqual(['nginx-proxy', 'k8s-deployment', 'k8s-ingress', 'helm-chart'])
    })

    it('shows what a card needs: image, category, prices in dollars, figures and date, without the files', async () => {
      const [card] = (await listing('?categorySlug=nginx')).templates
      expect(card).toMatchObject({
        slug: 'nginx-proxy',
        name: 'NGINX Reverse Proxy',
        image: '/api/templates/nginx-proxy/preview.svg',
        category: { slug: 'nginx', title: 'NGINX' },
        language: 'NGINX',
        tags: ['proxy', 'tls'],
        price: 19,
        original_price: 29,
        rating: 4.2,
        reviews: 10,
        downloads: 50,
        published_at: '2025-04-01',
      })
      expect(card).not.toHaveProperty('readme')
      expect(card).not.toHaveProperty('files')
      const [compose] = (await listing('?categorySlug=docker-compose')).templates
      expect(compose).toMatchObject({ price: 9.5, original_price: null })
      const [free] = (await listing('?categorySlug=helm')).templates
      expect(free).toMatchObject({ price: 0, original_price: null })
    })

    it('treats empty parameters and price=all as absent', async () => {
      const everything = await listing('?categorySlug=&page=&name=%20%20&price=&sort=&language=&tag=')
      expect(everything.pagination.total).toBe(total)
      expect(await listing('?price=all')).toEqual(await listing())
    })

    it('filters by category, naming it in the answer', async () => {
      const answer = await listing('?categorySlug=kubernetes')
      expect(slugs(answer)).toEqual(['k8s-deployment', 'k8s-ingress'])
      expect(answer.category).toEqual({ title: 'Kubernetes' })
      expect((await listing('?categorySlug=ci-cd')).pagination).toMatchObject({ total: 0, total_pages: 0 })
    })

    it('filters by price', async () => {
      expect(await allSlugs('price=paid')).toEqual(['nginx-proxy', 'terraform-vpc', 'compose-postgres'])
      expect((await listing('?price=free')).pagination.total).toBe(total - 3)
      expect(await allSlugs('price=free')).not.toContain('nginx-proxy')
    })

    it('filters by language and by tag, and combines filters', async () => {
      expect(slugs(await listing('?language=HCL'))).toEqual(['terraform-vpc'])
      expect((await listing('?language=Go')).templates).toEqual([])
      expect(slugs(await listing('?tag=tls'))).toEqual(['nginx-proxy', 'k8s-ingress'])
      expect(slugs(await listing('?tag=kubernetes&categorySlug=kubernetes'))).toEqual(['k8s-deployment', 'k8s-ingress'])
      expect(slugs(await listing('?tag=tls&price=free'))).toEqual(['k8s-ingress'])
      expect(slugs(await listing('?language=YAML&price=paid'))).toEqual(['compose-postgres'])
      expect((await listing('?tag=no-such-tag')).pagination.total).toBe(0)
    })

    it('sorts by popularity, rating and price, breaking ties by name', async () => {
      const popular = await allSlugs('sort=popular')
      expect(popular.slice(0, 6)).toEqual([
        'k8s-deployment',
        'k8s-ingress',
        'helm-chart',
        'terraform-vpc',
        'compose-postgres',
        // 100 downloads each: the newer first.
        'zebra-in-readme',
      ])
      // Equal rating: more reviews first.
      expect((await allSlugs('sort=rating')).slice(0, 3)).toEqual(['k8s-deployment', 'k8s-ingress', 'starter-01'])
      const low = await allSlugs('sort=price-low')
      expect(low.slice(-3)).toEqual(['compose-postgres', 'nginx-proxy', 'terraform-vpc'])
      // Free templates by name: 'Helm…', 'Ingress…', 'Kubernetes…', 'Node…', 'Starter 01'…
      expect(low.slice(0, 5)).toEqual(['helm-chart', 'k8s-ingress', 'k8s-deployment', 'zebra-in-readme', 'starter-01'])
      const high = await allSlugs('sort=price-high')
      expect(high.slice(0, 4)).toEqual(['terraform-vpc', 'nginx-proxy', 'compose-postgres', 'helm-chart'])
      expect((await allSlugs('sort=newest')).slice(-2)).toEqual(['starter-14', 'starter-15'])
    })

    it('shows every template exactly once across the pages, whatever the order', async () => {
      for (const sort of ['newest', 'popular', 'rating', 'price-low', 'price-high']) {
        const seen = await allSlugs(`sort=${sort}`)
        expect(seen, sort).toHaveLength(total)
        expect(new Set(seen).size, sort).toBe(total)
      }
    })

    it(`pages through ${TEMPLATE_PAGE_SIZE} at a time: totals, the last page, and a page past it`, async () => {
      const first = await listing('?categorySlug=starters')
      expect(first.pagination).toEqual({ page: 1, page_size: TEMPLATE_PAGE_SIZE, total: 15, total_pages: 2 })
      expect(slugs(first)).toEqual(starters.slice(0, 12).map((s) => s.slug))
      const last = await listing('?categorySlug=starters&page=2')
      expect(slugs(last)).toEqual(['starter-13', 'starter-14', 'starter-15'])
      expect(last.pagination).toEqual({ page: 2, page_size: TEMPLATE_PAGE_SIZE, total: 15, total_pages: 2 })
      const beyond = await listing('?categorySlug=starters&page=3')
      expect(beyond.templates).toEqual([])
      expect(beyond.pagination).toEqual({ page: 3, page_size: TEMPLATE_PAGE_SIZE, total: 15, total_pages: 2 })
      expect(beyond.category).toEqual({ title: 'Starters' })
    })
  })

  describe('search', () => {
    it('ranks a name match above a README-only match', async () => {
      const answer = await listing('?name=zebra')
      expect(slugs(answer)).toEqual(['zebra-in-name', 'zebra-in-readme'])
      expect(answer.pagination.total).toBe(2)
    })

    it("forgives typos in names and tags: 'kubernets' finds the Kubernetes templates", async () => {
      const found = slugs(await listing('?name=kubernets'))
      expect(found.slice(0, 1)).toEqual(['k8s-deployment'])
      expect(new Set(found)).toEqual(new Set(['k8s-deployment', 'k8s-ingress', 'helm-chart']))
      expect(slugs(await listing('?name=Terrafrom'))).toEqual(['terraform-vpc'])
    })

    it('matches tags, descriptions and categories, and finds nothing for nonsense', async () => {
      expect(slugs(await listing('?name=postgres'))).toEqual(['compose-postgres'])
      expect((await listing('?name=written%20tests')).pagination.total).toBe(total)
      expect(slugs(await listing('?name=kubernetes')).slice(0, 1)).toEqual(['k8s-deployment'])
      expect((await listing('?name=qwxzv')).pagination).toMatchObject({ total: 0, total_pages: 0 })
    })

    it('combines with filters and orders by another sort on request', async () => {
      expect(slugs(await listing('?name=kubernetes&categorySlug=helm'))).toEqual(['helm-chart'])
      expect(slugs(await listing('?name=kubernets&sort=price-low'))).toEqual([
        'helm-chart',
        'k8s-ingress',
        'k8s-deployment',
      ])
      expect(slugs(await listing('?name=tls&sort=popular'))).toEqual(['k8s-ingress', 'nginx-proxy'])
    })

    it('takes search syntax and SQL-looking text as plain words', async () => {
      for (const name of ["' OR 1=1--", '"zebra', 'zebra -stripes', '!!!', '(:*&|', '%_\\', 'zebra OR', '<%'])
        expect((await list(`?name=${encodeURIComponent(name)}`)).status, name).toBe(200)
      expect(await database.db.$count(templates)).toBe(total)
    })
  })

  describe('bad input', () => {
    it('answers 404 on field categorySlug for a category that does not exist', async () => {
      for (const slug of ['widgets', 'Kubernetes', 'a b']) {
        const response = await list(`?categorySlug=${encodeURIComponent(slug)}`)
        expect(response.status, slug).toBe(404)
        expect(await response.json()).toEqual({
          error: { code: 'NOT_FOUND', message: templateMessages.categoryNotFound, field: 'categorySlug' },
        } satisfies ErrorResponse)
      }
    })

    it.each([
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page=-1', 'page'],
      ['?page=1.5', 'page'],
      ['?page=100001', 'page'],
      ['?page=99999999999999999999', 'page'],
      ['?page=1&page=2', 'page'],
      ['?sort=cheapest', 'sort'],
      ['?sort=Newest', 'sort'],
      ['?price=cheap', 'price'],
      ['?price=Free', 'price'],
      ['?language=Cobol', 'language'],
      ['?tag=Not%20A%20Tag', 'tag'],
      [`?tag=${'a'.repeat(51)}`, 'tag'],
      [`?name=${'a'.repeat(201)}`, 'name'],
      ['?name=a%00b', 'name'],
      [`?categorySlug=${'a'.repeat(201)}`, 'categorySlug'],
    ])('%s → 422 on field %s', async (query, field) => {
      const response = await list(query)
      expect(response.status).toBe(422)
      expect(await errorBody(response)).toMatchObject({ code: 'VALIDATION', field })
    })

    it('never answers a 5xx or leaves the error shape, whatever the query string', async () => {
      const names = ['categorySlug', 'page', 'name', 'price', 'sort', 'language', 'tag']
      const valid = fc.oneof(
        fc
          .constantFrom(...names)
          .chain((name) =>
            fc
              .constantFrom('', '1', '2', '999', 'kubernetes', 'free', 'paid', 'all', 'popular', 'YAML', 'tls', 'zebra')
              .map((value) => `${name}=${value}`),
          ),
      )
      const mixed = fc
        .tuple(queryString(names), fc.array(valid, { maxLength: 4 }))
        .map(([hostile, parts]) => [hostile.replace(/^\?/, ''), ...parts].filter(Boolean).join('&'))
      await fc.assert(
        fc.asyncProperty(mixed, async (query) => {
          const response = await list(`?${query}`)
          expect(response.status, query).toBeLessThan(500)
          if (response.status >= 400) await errorBody(response)
          else templateListResponse.parse(await response.json())
        }),
        { numRuns: 150 },
      )
    })
  })

  describe('facets', () => {
    it('counts every category, the languages and the tags in use', async () => {
      const response = await call(app, '/api/templates/facets')
      expect(response.status).toBe(200)
      const facets = templateFacetsResponse.parse(await response.json())
      expect(facets.categories.map((category) => category.slug)).toEqual(templateCategories.map((c) => c.slug))
      const count = (slug: string) => facets.categories.find((category) => category.slug === slug)?.count
      expect([count('kubernetes'), count('starters'), count('docker'), count('ci-cd')]).toEqual([2, 15, 2, 0])
      expect(facets.categories.reduce((sum, category) => sum + category.count, 0)).toBe(total)
      expect(facets.languages).toEqual([
        { name: 'TypeScript', count: 15 },
        { name: 'YAML', count: 4 },
        { name: 'Dockerfile', count: 2 },
        { name: 'HCL', count: 1 },
        { name: 'NGINX', count: 1 },
      ])
      expect(facets.tags.slice(0, 4)).toEqual([
        { name: 'starter', count: 15 },
        { name: 'kubernetes', count: 3 },
        { name: 'fixture', count: 2 },
        { name: 'tls', count: 2 },
      ])
      expect(facets.tags).toContainEqual({ name: 'aws', count: 1 })
    })
  })

  describe('one template', () => {
    it('answers a template with its README and files, each with its size and language', async () => {
      const response = await call(app, '/api/templates/single?slug=k8s-deployment')
      expect(response.status).toBe(200)
      const { template } = templateSingleResponse.parse(await response.json())
      expect(template).toMatchObject({
        slug: 'k8s-deployment',
        name: 'Kubernetes Deployment',
        category: { slug: 'kubernetes', title: 'Kubernetes' },
        readme: bySlug.get('k8s-deployment')?.readme,
      })
      expect(template.files).toEqual([
        {
          path: 'k8s/deployment.yaml',
          content: 'apiVersion: apps/v1\nkind: Deployment\n',
          size: 37,
          language: 'YAML',
        },
        { path: 'k8s/service.yaml', content: 'apiVersion: v1\nkind: Service\n', size: 29, language: 'YAML' },
      ])
      const single = async (slug: string) =>
        templateSingleResponse.parse(await (await call(app, `/api/templates/single?slug=${slug}`)).json()).template
      expect((await single('nginx-proxy')).files[0]?.language).toBe('NGINX')
      expect((await single('terraform-vpc')).files[0]?.language).toBe('HCL')
      expect((await single('zebra-in-name')).files[0]?.language).toBe('Dockerfile')
    })

    it('answers 404 on field slug for an unknown slug, 422 for a malformed one', async () => {
      const missing = await call(app, '/api/templates/single?slug=no-such-template')
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({
        error: { code: 'NOT_FOUND', message: templateMessages.notFound, field: 'slug' },
      } satisfies ErrorResponse)
      for (const query of ['', '?slug=', '?slug=Not%20A%20Slug', `?slug=${'a'.repeat(201)}`]) {
        const response = await call(app, `/api/templates/single${query}`)
        expect(response.status, query).toBe(422)
        expect((await errorBody(response)).field).toBe('slug')
      }
    })
  })

  describe('one template by id', () => {
    const single = (query: string) => call(app, `/api/templates/single${query}`)
    const idOf = async (slug: string) => {
      const [row] = await database.db.select({ id: templates.id }).from(templates).where(eq(templates.slug, slug))
      return row?.id as string
    }

    it('answers the same template by its id as by its slug, upper-case ids too', async () => {
      const id = await idOf('terraform-vpc')
      const bySlugAnswer = await (await single('?slug=terraform-vpc')).json()
      const response = await single(`?id=${id}`)
      expect(response.status).toBe(200)
      const { template } = templateSingleResponse.parse(await response.json())
      expect(template).toEqual(templateSingleResponse.parse(bySlugAnswer).template)
      expect(template).toMatchObject({ id, slug: 'terraform-vpc', price: 29 })
      expect(template.files.map((file) => file.path)).toEqual(['main.tf'])
      const upper = await single(`?id=${id.toUpperCase()}`)
      expect(upper.status).toBe(200)
      expect(templateSingleResponse.parse(await upper.json()).template.slug).toBe('terraform-vpc')
    })

    it('takes the id a card shows, and an empty slug beside it counts as absent', async () => {
      const [card] = (await listing('?categorySlug=helm')).templates
      const response = await single(`?slug=&id=${card?.id}`)
      expect(response.status).toBe(200)
      expect(templateSingleResponse.parse(await response.json()).template.slug).toBe('helm-chart')
    })

    it('answers 404 on field id for an id no template has', async () => {
      const response = await single('?id=00000000-0000-4000-8000-000000000000')
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: templateMessages.notFound, field: 'id' },
      } satisfies ErrorResponse)
    })

    it.each([
      ['?id=42', 'id'],
      ['?id=not-a-uuid', 'id'],
      ["?id=' OR 1=1--", 'id'],
      ['?id=00000000-0000-4000-8000-00000000000g', 'id'],
      ['?id=', 'slug'],
      ['?slug=&id=', 'slug'],
      ['?slug=k8s-ingress&id=00000000-0000-4000-8000-000000000000', 'id'],
    ])('%s → 422 on field %s', async (query, field) => {
      const response = await single(query)
      expect(response.status).toBe(422)
      expect(await errorBody(response)).toMatchObject({ code: 'VALIDATION', field })
    })

    it('answers both ways when both forms are asked for at once, each from its own cache entry', async () => {
      const id = await idOf('k8s-ingress')
      const [bySlugResponse, byIdResponse, missing] = await Promise.all([
        single('?slug=k8s-ingress'),
        single(`?id=${id}`),
        single('?id=00000000-0000-4000-8000-000000000001'),
      ])
      expect([bySlugResponse.status, byIdResponse.status, missing.status]).toEqual([200, 200, 404])
      expect(await byIdResponse.json()).toEqual(await bySlugResponse.json())
    })
  })

  describe('downloads', () => {
    const download = (slug: string, init?: RequestInit) => call(app, `/api/templates/${slug}/download`, init)

    it('zips README.md and the files of a free template, as an attachment named after it', async () => {
      const response = await download('k8s-deployment')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/zip')
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="k8s-deployment.zip"')
      expect(response.headers.get('cache-control')).toBe('no-store')
      const entries = unzipSync(new Uint8Array(await response.arrayBuffer()))
      const texts = Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path, strFromU8(bytes)]))
      expect(texts).toEqual(expectedEntries(bySlug.get('k8s-deployment') as TemplateSeed))
    })

    it('zips the same template to the same bytes', async () => {
      const first = new Uint8Array(await (await download('helm-chart')).arrayBuffer())
      const second = new Uint8Array(await (await download('helm-chart')).arrayBuffer())
      expect(second).toEqual(first)
    })

    const from = (ip: string, userAgent = 'Mozilla/5.0 (test)') => ({ 'x-forwarded-for': ip, 'user-agent': userAgent })

    it('counts a download once per visitor and day, concurrent ones included, but not a HEAD request', async () => {
      const before = (await counters('zebra-in-name'))?.downloads ?? 0
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => download('zebra-in-name', { headers: from('203.0.113.90') })),
      )
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
      expect((await counters('zebra-in-name'))?.downloads).toBe(before + 1)
      expect((await download('zebra-in-name', { headers: from('203.0.113.90') })).status).toBe(200)
      expect((await counters('zebra-in-name'))?.downloads).toBe(before + 1)
      expect((await download('zebra-in-name', { headers: from('203.0.113.91') })).status).toBe(200)
      expect((await counters('zebra-in-name'))?.downloads).toBe(before + 2)
      expect((await download('zebra-in-name', { method: 'HEAD', headers: from('203.0.113.92') })).status).toBe(200)
      expect((await counters('zebra-in-name'))?.downloads).toBe(before + 2)
      // The next day the same visitor counts again.
      const day = today
      today = new Date(day.getTime() + 24 * 60 * 60 * 1000)
      try {
        expect((await download('zebra-in-name', { headers: from('203.0.113.90') })).status).toBe(200)
        expect((await counters('zebra-in-name'))?.downloads).toBe(before + 3)
      } finally {
        today = day
      }
    })

    it('holds one address to the hourly limit of views and downloads together', async () => {
      const limited = createApp({
        database,
        auth: {
          secret: testSecret,
          passwordCost: cheapPasswords,
          trustedProxies: 1,
          limits: { ...DEFAULT_RATE_LIMITS, viewsPerIp: { limit: 3, windowMs: 60 * 60 * 1000 } },
        },
      })
      const before = (await counters('k8s-deployment'))?.downloads ?? 0
      const send = (userAgent: string) =>
        call(limited, '/api/templates/k8s-deployment/download', { headers: from('203.0.113.93', userAgent) })
      const first = await Promise.all(['a/1', 'a/2', 'a/3'].map(send))
      expect(first.map((response) => response.status)).toEqual([200, 200, 200])
      const refused = await send('a/4')
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
      expect((await errorBody(refused)).code).toBe('RATE_LIMITED')
      expect((await counters('k8s-deployment'))?.downloads).toBe(before + 3)
    })

    it("records a member's counted download under their account, concurrent ones included", async () => {
      const { tokens, user } = await register(app)
      const before = await counters('helm-chart')
      const headers = { authorization: `Bearer ${tokens.access_token}` }
      const responses = await Promise.all(Array.from({ length: 3 }, () => download('helm-chart', { headers })))
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200])
      expect((await counters('helm-chart'))?.downloads).toBe((before?.downloads ?? 0) + 1)
      const recorded = await database.db
        .select({ templateId: templateDownloads.templateId })
        .from(templateDownloads)
        .where(eq(templateDownloads.userId, user.id))
      const [target] = await database.db
        .select({ id: templates.id })
        .from(templates)
        .where(eq(templates.slug, 'helm-chart'))
      expect(recorded).toEqual([{ templateId: target?.id }])
    })

    it('answers 402 for a paid template and counts nothing', async () => {
      const before = await counters('nginx-proxy')
      const response = await download('nginx-proxy')
      expect(response.status).toBe(402)
      expect(await response.json()).toEqual({
        error: {
          code: 'PAYMENT_REQUIRED',
          message: 'This template is part of Snipstack Pro. See /pro to unlock it.',
          field: 'slug',
        },
      } satisfies ErrorResponse)
      expect(await counters('nginx-proxy')).toEqual(before)
    })

    it('answers 404 for an unknown template and 422 for a malformed slug', async () => {
      const missing = await download('no-such-template')
      expect(missing.status).toBe(404)
      expect(await errorBody(missing)).toMatchObject({ code: 'NOT_FOUND', field: 'slug' })
      const malformed = await download('Not_A_Slug')
      expect(malformed.status).toBe(422)
      expect((await errorBody(malformed)).field).toBe('slug')
    })
  })

  describe('views', () => {
    const view = (slug: string, headers: Record<string, string> = {}) =>
      call(app, `/api/templates/${slug}/view`, { method: 'POST', headers })
    const viewed = async (slug: string, headers: Record<string, string> = {}) => {
      const response = await view(slug, headers)
      expect(response.status).toBe(200)
      return templateViewResponse.parse(await response.json())
    }
    const browser = (ip: string, userAgent = 'Mozilla/5.0 (test)') => ({
      'x-forwarded-for': ip,
      'user-agent': userAgent,
    })

    it('counts a view once per visitor and day, and apart for another visitor', async () => {
      const start = (await counters('k8s-ingress'))?.views ?? 0
      expect(await viewed('k8s-ingress', browser('203.0.113.1'))).toEqual({ views: start + 1, counted: true })
      expect(await viewed('k8s-ingress', browser('203.0.113.1'))).toEqual({ views: start + 1, counted: false })
      // Another address, or another browser at the same address, is another visitor.
      expect(await viewed('k8s-ingress', browser('203.0.113.2'))).toEqual({ views: start + 2, counted: true })
      expect(await viewed('k8s-ingress', browser('203.0.113.1', 'curl/8'))).toEqual({ views: start + 3, counted: true })
      // A view of another template is its own.
      expect((await viewed('k8s-deployment', browser('203.0.113.1'))).counted).toBe(true)
      expect((await counters('k8s-ingress'))?.views).toBe(start + 3)
    })

    it('counts concurrent first views by one visitor once', async () => {
      const start = (await counters('helm-chart'))?.views ?? 0
      const answers = await Promise.all(Array.from({ length: 5 }, () => viewed('helm-chart', browser('203.0.113.9'))))
      expect(answers.filter((answer) => answer.counted)).toHaveLength(1)
      expect((await counters('helm-chart'))?.views).toBe(start + 1)
    })

    it('counts the same visitor again the next day', async () => {
      const headers = browser('203.0.113.3')
      const first = await viewed('terraform-vpc', headers)
      expect(first.counted).toBe(true)
      const day = today
      try {
        today = new Date(day.getTime() + 24 * 60 * 60 * 1000)
        expect(await viewed('terraform-vpc', headers)).toEqual({ views: first.views + 1, counted: true })
        expect((await viewed('terraform-vpc', headers)).counted).toBe(false)
      } finally {
        today = day
      }
    })

    it('counts a signed-in member by their account, wherever they view from', async () => {
      const registered = await call(app, '/api/auth/register', {
        method: 'POST',
        headers: { ...jsonHeaders, 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify({
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: `ada-views-${kind}@example.com`,
          password: 'correct horse battery',
        }),
      })
      expect(registered.status).toBe(201)
      const { tokens } = (await registered.json()) as { tokens: { access_token: string } }
      const member = (ip: string) => ({ ...browser(ip), authorization: `Bearer ${tokens.access_token}` })
      expect((await viewed('compose-postgres', member('203.0.113.4'))).counted).toBe(true)
      expect((await viewed('compose-postgres', member('203.0.113.5'))).counted).toBe(false)
      // The same browser signed out is another visitor.
      expect((await viewed('compose-postgres', browser('203.0.113.4'))).counted).toBe(true)
      // A token that is not valid counts as signed out, not as an error.
      expect(
        (await view('compose-postgres', { ...browser('203.0.113.6'), authorization: 'Bearer nonsense' })).status,
      ).toBe(200)
    })

    it('stores no address, only a keyed hash per visitor and day', async () => {
      await viewed('starter-01', browser('203.0.113.200', 'Agent/200'))
      const rows = await database.db.select().from(templateViews)
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        expect(row.visitor).toMatch(/^[\w-]{43}$/)
        expect(row.visitor).not.toContain('203.0.113')
      }
    })

    it('now and then drops the records of days before yesterday, which count nothing', async () => {
      const [target] = await database.db
        .select({ id: templates.id })
        .from(templates)
        .where(eq(templates.slug, 'starter-02'))
      const templateId = target?.id as string
      await database.db.insert(templateViews).values([
        { templateId, visitor: 'long-ago', day: '2025-05-01' },
        { templateId, visitor: 'yesterday', day: '2025-05-31' },
      ])
      vi.spyOn(Math, 'random').mockReturnValue(0)
      try {
        await viewed('starter-02', browser('203.0.113.50'))
      } finally {
        vi.restoreAllMocks()
      }
      const kept = await database.db.select().from(templateViews).where(eq(templateViews.templateId, templateId))
      expect(kept.map((row) => row.visitor)).not.toContain('long-ago')
      expect(kept.map((row) => row.visitor)).toContain('yesterday')
      expect(kept).toHaveLength(2)
    })

    it('answers 404 for an unknown template and 422 for a malformed slug', async () => {
      const missing = await view('no-such-template', browser('203.0.113.7'))
      expect(missing.status).toBe(404)
      expect((await errorBody(missing)).field).toBe('slug')
      expect((await view('Not%20A%20Slug')).status).toBe(422)
      expect(await database.db.$count(templates)).toBe(total)
    })
  })

  describe('preview images', () => {
    it('serves an SVG with a long cache, an ETag, nosniff and a restrictive CSP', async () => {
      const response = await call(app, '/api/templates/k8s-deployment/preview.svg')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      const etag = response.headers.get('etag') as string
      expect(etag).toMatch(/^"[\w-]+"$/)
      expect(await response.text()).toContain('<svg')
      const again = await call(app, '/api/templates/k8s-deployment/preview.svg', { headers: { 'if-none-match': etag } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      expect(again.headers.get('etag')).toBe(etag)
    })

    it('answers 404 for an unknown template', async () => {
      const response = await call(app, '/api/templates/no-such-template/preview.svg')
      expect(response.status).toBe(404)
      expect((await errorBody(response)).field).toBe('slug')
    })
  })

  describe('the live demo', () => {
    it('answers what the template produces, read from its files, by the contract', async () => {
      const response = await call(app, '/api/templates/k8s-deployment/demo')
      expect(response.status).toBe(200)
      const answer = templateDemoResponse.parse(await response.json())
      expect(answer.sections.map((section) => [section.files, section.items.map((item) => item.kind)])).toEqual([
        [['k8s/deployment.yaml'], ['Deployment']],
        [['k8s/service.yaml'], ['Service']],
      ])
    })

    it('answers 404 for an unknown template and 422 for a slug that cannot be one', async () => {
      const missing = await call(app, '/api/templates/no-such-template/demo')
      expect(missing.status).toBe(404)
      expect((await errorBody(missing)).field).toBe('slug')
      expect((await call(app, '/api/templates/Not%20A%20Slug/demo')).status).toBe(422)
    })
  })

  it('documents every route, its parameters and its answers in the OpenAPI document', async () => {
    const document = (await (await call(app, '/api/openapi.json')).json()) as OpenApiDocument
    const paths = document.paths
    const listing = paths['/api/templates/list']?.get
    expect(listing?.tags).toEqual(['Templates'])
    expect(listing?.parameters?.map((parameter) => parameter.name).sort()).toEqual(
      ['categorySlug', 'language', 'name', 'page', 'price', 'sort', 'tag'].sort(),
    )
    expect(Object.keys(listing?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '422']))
    expect(paths['/api/templates/facets']?.get?.summary).toBeTruthy()
    const single = paths['/api/templates/single']?.get?.parameters
    expect(single?.map((parameter) => [parameter.name, parameter.in, parameter.required ?? false])).toEqual([
      ['slug', 'query', false],
      ['id', 'query', false],
    ])
    for (const path of [
      '/api/templates/{slug}/download',
      '/api/templates/{slug}/preview.svg',
      '/api/templates/{slug}/demo',
    ])
      expect(paths[path]?.get?.parameters, path).toMatchObject([{ name: 'slug', in: 'path' }])
    expect(Object.keys(paths['/api/templates/{slug}/download']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '402', '404', '429']),
    )
    expect(paths['/api/templates/{slug}/view']?.post?.summary).toBeTruthy()
  })
})
