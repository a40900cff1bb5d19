import { expect, type Page, test } from '@playwright/test'
import { expectNotFoundAnswer, gotoHydrated, watchConsole } from './support'

type Card = { id: string; slug: string; name: string; price: number; category: { slug: string; title: string } }
type ListAnswer = { templates: Card[]; pagination: { page: number; total: number; total_pages: number } }
type Facets = {
  categories: { slug: string; title: string; count: number }[]
  languages: { name: string; count: number }[]
  tags: { name: string; count: number }[]
}

const cards = (page: Page) => page.locator('[data-slot="template-card"]')
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search templates', exact: true })
const hub = (page: Page) => page.getByRole('complementary', { name: 'Template Hub' })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

async function list(page: Page, query = ''): Promise<ListAnswer> {
  return (await (await page.request.get(`/api/templates/list${query}`)).json()) as ListAnswer
}

test.describe('the templates listing', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('is rendered on the server with its data, for the index and a category', async ({ request }) => {
    const api = (await (await request.get('/api/templates/list')).json()) as ListAnswer
    const response = await request.get('/templates')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Templates · Snipstack</title>')
    expect(html.match(/data-slot="template-card"/g)).toHaveLength(api.templates.length)
    for (const template of api.templates) expect(html).toContain(`href="/templates/${template.slug}"`)
    expect(html).toContain(`${api.pagination.total} templates`)

    const facets = (await (await request.get('/api/templates/facets')).json()) as Facets
    const category = facets.categories.find((c) => c.count > 0)
    if (!category) throw new Error('no category holds a template')
    const categoryHtml = await (await request.get(`/templates/category/${category.slug}`)).text()
    expect(categoryHtml).toContain(`Templates - ${category.title}`)
    expect(categoryHtml.match(/data-slot="template-card"/g)).toHaveLength(Math.min(category.count, 12))
    // The hub's counts come from the catalogue.
    expect(categoryHtml).toContain(`>${category.count}</span>`)
  })

  test('every route form answers, and paths that name nothing answer 404', async ({ request }) => {
    const api = (await (await request.get('/api/templates/list')).json()) as ListAnswer
    expect(api.pagination.total_pages).toBeGreaterThan(1)
    expect((await request.get('/templates/page/2')).status()).toBe(200)
    const slug = api.templates[0]?.category.slug ?? 'docker'
    expect((await request.get(`/templates/category/${slug}`)).status()).toBe(200)
    expect((await request.get(`/templates/category/${slug}/page/2`)).status()).toBe(200)
    for (const path of [
      '/templates/category/no-such-category',
      '/templates/category/no-such-category/page/2',
      '/templates/category/no-such-category/page/0',
      '/templates/category',
      '/templates/page',
      '/templates/a/b/c',
    ])
      await expectNotFoundAnswer(request, path)
  })

  test('a page number the listing does not have leads to one it has, keeping the query', async ({ request }) => {
    const lastPage = async (query: string) =>
      ((await (await request.get(`/api/templates/list${query}`)).json()) as ListAnswer).pagination.total_pages
    const freeLast = await lastPage('?price=free')
    const facets = (await (await request.get('/api/templates/facets')).json()) as Facets
    const category = facets.categories.find((c) => c.count > 0)
    if (!category) throw new Error('no category holds a template')
    const categoryLast = await lastPage(`?categorySlug=${category.slug}`)
    const pageOf = (base: string, page: number, query = '') =>
      page > 1 ? `${base}/page/${page}${query}` : `${base}${query}`
    const addresses: [string, string][] = [
      // Past the last page: the last page of the same list.
      ['/templates/page/99?price=free', pageOf('/templates', freeLast, '?price=free')],
      [`/templates/category/${category.slug}/page/999`, pageOf(`/templates/category/${category.slug}`, categoryLast)],
      // Not a page number: page 1, which has one address, without `/page/1`.
      ['/templates/page/1?price=free', '/templates?price=free'],
      ['/templates/page/0', '/templates'],
      ['/templates/page/-1', '/templates'],
      ['/templates/page/abc', '/templates'],
      ['/templates/page/100001?view=list', '/templates?view=list'],
      [`/templates/category/${category.slug}/page/0`, `/templates/category/${category.slug}`],
      // Leading zeros: the page's one address.
      ['/templates/page/02', '/templates/page/2'],
    ]
    for (const [path, target] of addresses) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(307)
      const location = new URL(response.headers().location ?? '', 'http://x')
      expect(`${location.pathname}${location.search}`, path).toBe(target)
    }
  })

  test('a page past the last opens the last page, rendered and in the browser alike', async ({ page }) => {
    const api = await list(page)
    const last = api.pagination.total_pages
    await page.goto('/templates/page/99')
    await expect(page).toHaveURL(new RegExp(`/templates/page/${last}$`))
    await expect(page.getByRole('status').first()).toContainText(`page ${last} of ${last}`)
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveCount(0)

    // In the browser: the router loads a changed address without a page load (as Back and Forward do).
    await gotoHydrated(page, '/templates')
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true })
      window.history.pushState(window.history.state, '', '/templates/page/99?view=list')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveURL(new RegExp(`/templates/page/${last}\\?view=list$`))
    await expect(pager(page).getByText('Next')).toHaveAttribute('data-disabled', '')
    await expect(page.locator('[data-slot="template-list"]')).toHaveAttribute('data-view', 'list')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  test('hydrates without console problems; price, sort and view live in the URL', async ({ page }) => {
    const problems = watchConsole(page)
    await gotoHydrated(page, '/templates')
    await expect(cards(page)).toHaveCount(12)
    const price = page.getByRole('navigation', { name: 'Price' })
    await expect(price.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    await expect(price.getByRole('link', { name: 'Free' })).not.toHaveAttribute('aria-current')

    await price.getByRole('link', { name: 'Free' }).click()
    await expect(page).toHaveURL(/\/templates\?price=free$/)
    await expect(cards(page).first()).toBeVisible()
    const labels = await cards(page).locator('[data-badge="price"]').allTextContents()
    expect(new Set(labels)).toEqual(new Set(['FREE']))

    await page.getByLabel('Sort').selectOption('popular')
    await expect(page).toHaveURL(/price=free&sort=popular|sort=popular&price=free/)
    const popular = await list(page, '?price=free&sort=popular')
    await expect(cards(page).first()).toContainText(popular.templates[0]?.name ?? '')

    await expect(page.getByRole('link', { name: 'Grid view' })).toHaveAttribute('aria-current', 'page')
    await page.getByRole('link', { name: 'List view' }).click()
    await expect(page).toHaveURL(/view=list/)
    await expect(page.getByRole('link', { name: 'List view' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('[data-slot="template-list"]')).toHaveAttribute('data-view', 'list')
    await page.reload()
    await expect(page.locator('[data-slot="template-list"]')).toHaveAttribute('data-view', 'list')
    await expect(page.getByLabel('Sort')).toHaveValue('popular')
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])

    await page.goBack()
    await expect(page).not.toHaveURL(/view=list/)
    await page.goBack()
    await expect(page).toHaveURL(/\/templates\?price=free$/)
    await page.goForward()
    await expect(page).toHaveURL(/sort=popular/)
  })

  test('a paid filter shows prices with their discount badge', async ({ page }) => {
    await gotoHydrated(page, '/templates?price=paid')
    const paid = await list(page, '?price=paid')
    expect(paid.templates.length).toBeGreaterThan(0)
    await expect(cards(page)).toHaveCount(paid.templates.length)
    for (const label of await cards(page).locator('[data-badge="price"]').allTextContents()) {
      expect(label).toMatch(/^\$\d+/)
    }
  })

  test('search waits for typing to stop, forgives typos and clears', async ({ page }) => {
    // The page's clock stands still while the word is typed, so a busy machine cannot stretch the
    // gap between two keys past the wait and search for the first letters alone.
    await page.clock.install()
    await gotoHydrated(page, '/templates')
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/templates/list')) calls.push(new URL(r.url()).search)
    })
    await page.clock.pauseAt(Date.now() + 1000)
    await searchBox(page).pressSequentially('kubernets')
    expect(calls).toEqual([])
    await page.clock.runFor(300) // SEARCH_DEBOUNCE_MS (contracts)
    await page.clock.resume()
    await expect(page).toHaveURL(/\/templates\?name=kubernets$/)
    await expect(cards(page).first()).toContainText(/kubernetes/i)
    expect(calls).toEqual(['?page=1&name=kubernets'])
    await searchBox(page).fill('')
    await expect(page).toHaveURL(/\/templates$/)
  })

  test('the pager shows the first five pages, moves by path and disables the ends', async ({ page }) => {
    const api = await list(page)
    await gotoHydrated(page, '/templates')
    const numbers = pager(page).getByRole('link', { name: /^Page \d+$/ })
    await expect(numbers).toHaveText(
      Array.from({ length: Math.min(5, api.pagination.total_pages) }, (_, i) => String(i + 1)),
    )
    await expect(pager(page).getByText('Previous')).toHaveAttribute('data-disabled', '')
    await pager(page).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/templates\/page\/2$/)
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await page.goto(`/templates/page/${api.pagination.total_pages}`)
    await expect(pager(page).getByText('Next')).toHaveAttribute('data-disabled', '')
  })

  test('a list still loading shows a skeleton', async ({ page }) => {
    await gotoHydrated(page, '/templates')
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/templates/list?*', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('navigation', { name: 'Price' }).getByRole('link', { name: 'Paid' }).click()
    await expect(page.locator('[data-slot="template-skeleton"]')).toBeVisible()
    release()
    await expect(page.locator('[data-slot="template-skeleton"]')).toHaveCount(0)
    await expect(cards(page).first()).toBeVisible()
  })

  test('nothing found shows the documented texts and a way back', async ({ page }) => {
    await gotoHydrated(page, '/templates?name=zzqqxxyy%20nothing%20matches')
    await expect(page.getByText('No templates found')).toBeVisible()
    await expect(
      page.getByText(
        "We couldn't find any templates matching your criteria. Try adjusting your filters or search terms.",
      ),
    ).toBeVisible()
    await expect(pager(page)).toHaveCount(0)
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/templates$/)
    await expect(cards(page)).toHaveCount(12)
  })

  test('cards link to their page and open the demo in a new tab', async ({ page }) => {
    const api = await list(page)
    const first = api.templates[0]
    if (!first) throw new Error('no templates')
    await gotoHydrated(page, '/templates')
    const card = cards(page).first()
    await expect(card.getByRole('link', { name: first.name, exact: true })).toHaveAttribute(
      'href',
      `/templates/${first.slug}`,
    )
    const demo = card.getByRole('link', { name: `Live demo of ${first.name}` })
    await expect(demo).toHaveAttribute('href', `/demo.php?id=${first.id}&type=template`)
    await expect(demo).toHaveAttribute('target', '_blank')
  })
})

test.describe('the Template Hub on the listing', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  const handle = (page: Page) => page.getByRole('separator', { name: 'Resize the Template Hub' })
  const hubWidth = (page: Page) => hub(page).evaluate((el) => Math.round(el.getBoundingClientRect().width))

  test('has the one search box of the page, for templates', async ({ page }) => {
    await gotoHydrated(page, '/templates')
    await expect(page.getByRole('searchbox')).toHaveCount(1)
    await expect(hub(page).getByRole('searchbox', { name: 'Search templates', exact: true })).toHaveAttribute(
      'placeholder',
      'Search templates...',
    )
  })

  test('entries filter the list and choosing one again clears it', async ({ page }) => {
    const facets = (await (await page.request.get('/api/templates/facets')).json()) as Facets
    const category = facets.categories.find((c) => c.count > 0)
    const language = facets.languages[0]
    if (!category || !language) throw new Error('empty facets')
    await gotoHydrated(page, '/templates')
    const categories = hub(page).getByRole('region', { name: 'Categories' })
    // Each entry reads its name and the count from the catalogue.
    const entry = categories.getByRole('link', { name: `${category.title} ${category.count}`, exact: true })
    await entry.click()
    await expect(page).toHaveURL(new RegExp(`/templates/category/${category.slug}$`))
    await expect(heading(page)).toHaveText(`Templates - ${category.title}`)
    await expect(entry).toHaveAttribute('aria-current', 'true')
    await entry.click()
    await expect(page).toHaveURL(/\/templates$/)
    await expect(heading(page)).toHaveText('Templates')

    const languageEntry = hub(page)
      .getByRole('region', { name: 'Languages' })
      .getByRole('link', { name: `${language.name} ${language.count}`, exact: true })
    await languageEntry.click()
    await expect(page).toHaveURL(new RegExp(`language=${language.name}`))
    await expect(page.getByRole('status').first()).toContainText(`${language.count} template`)
    await languageEntry.click()
    await expect(page).toHaveURL(/\/templates$/)

    await hub(page).getByRole('link', { name: 'Trending Now' }).click()
    await expect(page).toHaveURL(/sort=popular/)
  })

  test('resizes between 280 and 600 px exclusive and keeps the width', async ({ page }) => {
    await gotoHydrated(page, '/templates')
    expect(await hubWidth(page)).toBe(320)
    const box = await handle(page).boundingBox()
    if (!box) throw new Error('no resize handle')
    const x = box.x + box.width / 2
    const y = box.y + 200
    const drag = async (from: number, to: number) => {
      await page.mouse.move(x + from, y)
      await page.mouse.down()
      await page.mouse.move(x + to, y, { steps: 4 })
      await page.mouse.up()
    }
    await drag(0, -39) // 281: accepted
    expect(await hubWidth(page)).toBe(281)
    await drag(-39, -41) // 279: refused, the edge stays at the last accepted width
    expect(await hubWidth(page)).toBe(281)
    await drag(-39, 279) // 599: accepted
    expect(await hubWidth(page)).toBe(599)
    await drag(279, 281) // 601: refused
    expect(await hubWidth(page)).toBe(599)
    await page.reload()
    expect(await hubWidth(page)).toBe(599)
  })
})

test.describe('the listing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('filters and the Template Hub open as drawers', async ({ page }) => {
    await gotoHydrated(page, '/templates')
    // Without the sidebar, the listing has its own search box, and only that one.
    await expect(page.getByRole('searchbox')).toHaveCount(1)
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search templates...')
    await expect(page.getByRole('navigation', { name: 'Price' })).toBeHidden()
    await page.getByRole('button', { name: 'Filters' }).click()
    const filters = page.getByRole('dialog', { name: 'Filters' })
    await expect(filters).toBeVisible()
    await filters.getByRole('link', { name: 'Paid' }).click()
    await expect(page).toHaveURL(/price=paid/)
    await page.keyboard.press('Escape')
    await expect(filters).toBeHidden()

    await page.getByRole('button', { name: 'Template Hub' }).click()
    const drawer = page.getByRole('dialog', { name: 'Template Hub' })
    await expect(drawer.getByRole('region', { name: 'Categories' }).getByRole('link').first()).toBeVisible()
  })
})
