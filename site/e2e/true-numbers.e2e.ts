import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  siteStatsResponse,
  snippetFacetsResponse,
  snippetListResponse,
  templateFacetsResponse,
  templateListResponse,
  templateSingleResponse,
  workspaceResponse,
} from '@snipstack/contracts'
import { atLeast } from '@snipstack/contracts/stats-constants'
import { gotoHydrated, openSignedIn, registerAccount } from './support'

/*
 * Every number the site states is the API's (README, Ratings and counters): one walk through the
 * landing page, both catalogues, a template page, the workspace and the API reference, comparing
 * each figure on screen with the answer the API gives for it at that moment.
 */

const getJson = async (page: Page, path: string) => {
  const response = await page.request.get(path)
  expect(response.status(), path).toBe(200)
  return response.json()
}

/** The value of the `<dt>label</dt><dd>value</dd>` pair in `scope`. */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('div', { has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first()

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })
const plural = (n: number, one: string) => `${compact.format(n)} ${n === 1 ? one : `${one}s`}`
const ratingText = ({ rating, reviews }: { rating: number; reviews: number }) =>
  reviews > 0 ? `${rating.toFixed(1)} (${plural(reviews, 'rating')})` : 'No ratings yet'

/** The hub's entries of one list as `name count`, in the order shown. */
const hubEntries = (page: Page, list: string) =>
  page
    .getByRole('complementary', { name: 'Template Hub' })
    .getByRole('region', { name: list })
    .getByRole('link')
    .evaluateAll((links) =>
      // The name and the count are spans of their own, side by side.
      links.map((link) =>
        Array.from(link.querySelectorAll('span'), (span) => span.textContent?.trim())
          .filter(Boolean)
          .join(' '),
      ),
    )

const listStatus = (total: number, noun: string, totalPages: number) =>
  `${total === 1 ? `1 ${noun}` : `${total.toLocaleString('en-US')} ${noun}s`}${totalPages > 1 ? ` · page 1 of ${totalPages}` : ''}`

test('the landing page states the counts of the catalogue', async ({ page }) => {
  await gotoHydrated(page, '/')
  const stats = siteStatsResponse.parse(await getJson(page, '/api/stats'))
  const hero = page.locator('main dl').first()
  await expect(figure(hero, 'Snippets')).toHaveText(atLeast(stats.snippets))
  await expect(figure(hero, 'Templates')).toHaveText(atLeast(stats.templates))
  await expect(figure(hero, 'Languages')).toHaveText(atLeast(stats.languages))
  // No claim the data cannot back: none of the old invented figures.
  await expect(page.getByRole('main')).not.toContainText(/10,000\+|5,000\+|500\+ templates/)
})

/** What each catalogue's page shows of its list and facets, read from the API's answers. */
const catalogues = {
  snippets: async (page: Page) => {
    const list = snippetListResponse.parse(await getJson(page, '/api/snippets/list'))
    const facets = snippetFacetsResponse.parse(await getJson(page, '/api/snippets/facets'))
    return {
      pagination: list.pagination,
      categories: facets.categories.map((c) => ({ name: c.name, count: c.count })),
      facets,
      cards: [] as Array<{ rating: number; reviews: number }>,
    }
  },
  templates: async (page: Page) => {
    const list = templateListResponse.parse(await getJson(page, '/api/templates/list'))
    const facets = templateFacetsResponse.parse(await getJson(page, '/api/templates/facets'))
    return {
      pagination: list.pagination,
      categories: facets.categories.map((c) => ({ name: c.title, count: c.count })),
      facets,
      cards: list.templates,
    }
  },
}

for (const [catalogue, read] of Object.entries(catalogues)) {
  test(`/${catalogue} states the list's total and the hub's counts as the API does`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await gotoHydrated(page, `/${catalogue}`)
    const noun = catalogue.slice(0, -1)
    const { pagination, categories, facets, cards } = await read(page)
    const entry = (facet: { name: string; count: number }) => `${facet.name} ${facet.count}`
    await expect(page.getByRole('status').filter({ hasText: noun }).first()).toHaveText(
      listStatus(pagination.total, noun, pagination.total_pages),
    )
    expect(await hubEntries(page, 'Categories')).toEqual(categories.map(entry))
    expect(await hubEntries(page, 'Languages')).toEqual(facets.languages.map(entry))
    expect(await hubEntries(page, 'Popular Tags')).toEqual(facets.tags.slice(0, 10).map(entry))
    // The categories hold every item once.
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(pagination.total)
    // Each template card's rating, as the list answers it.
    const shown = page.locator('[data-slot="template-list"] article')
    if (cards.length) await expect(shown).toHaveCount(cards.length)
    for (const [i, card] of cards.entries())
      await expect(shown.nth(i).locator('[data-slot="rating-figure"]')).toContainText(ratingText(card))
  })
}

test("a template page states the template's rating, downloads and views as the API does", async ({ page }) => {
  const list = templateListResponse.parse(await getJson(page, '/api/templates/list?price=free'))
  const slug = list.templates[0]?.slug
  if (!slug) throw new Error('The catalogue has no free template.')
  // A download and a view by this visitor, so that the figures are not all zero.
  expect((await page.request.get(`/api/templates/${slug}/download`)).status()).toBe(200)
  await gotoHydrated(page, `/templates/${slug}`)
  // The page counts its view; the API's answer after it is the one to compare with.
  await expect
    .poll(
      async () =>
        templateSingleResponse.parse(await getJson(page, `/api/templates/single?slug=${slug}`)).template.views,
    )
    .toBeGreaterThan(0)
  await page.reload()
  const { template } = templateSingleResponse.parse(await getJson(page, `/api/templates/single?slug=${slug}`))
  const stats = page.locator('[data-slot="template-stats"]')
  await expect(figure(stats, 'Rating')).toHaveText(ratingText(template))
  await expect(figure(stats, 'Downloads')).toHaveText(plural(template.downloads, 'download'))
  await expect(figure(stats, 'Views')).toHaveText(plural(template.views, 'view'))
})

test("the workspace states the account's own figures, and no figure for a preview", async ({ page, request }) => {
  const session = await registerAccount(request)
  await openSignedIn(page, session, '/workspace')
  const answer = workspaceResponse.parse(
    await (
      await page.request.get('/api/workspace', { headers: { authorization: `Bearer ${session.tokens.access_token}` } })
    ).json(),
  )
  const snippets = answer.services.find((service) => service.id === 'snippets')
  if (!snippets?.analytics) throw new Error('The snippets service has no figures.')
  const figures = page.locator('main dl').last()
  await expect(figure(figures, snippets.analytics.items.label)).toHaveText(String(snippets.analytics.items.value))
  await expect(figure(figures, snippets.analytics.performance.label)).toHaveText(snippets.analytics.performance.value)
  for (const service of answer.services.filter((s) => s.preview)) expect(service.analytics).toBeNull()
})

test('/api lists as many operations as the OpenAPI document has', async ({ page }) => {
  const doc = (await getJson(page, '/api/openapi.json')) as { paths: Record<string, Record<string, unknown>> }
  const methods = new Set(['get', 'post', 'put', 'patch', 'delete'])
  const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item).filter((m) => methods.has(m)))
  await gotoHydrated(page, '/api')
  await expect(page.locator('article[data-slot="api-operation"]')).toHaveCount(operations.length)
})
