import { expect, type Page, test } from '@playwright/test'
import { gotoHydrated, reloadHydrated, watchConsole } from './support'

type ListAnswer = {
  snippets: { id: string; slug: string; title: string; language: string; code: string }[]
  pagination: { page: number; total: number; total_pages: number }
}
type Facets = {
  categories: { name: string; slug: string; count: number }[]
  languages: { name: string; count: number }[]
  tags: { name: string; count: number }[]
}

const cards = (page: Page) => page.locator('[data-slot="snippet-card"]')
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })
const languageFilter = (page: Page) => page.getByRole('navigation', { name: 'Language' })
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search snippets' })

test.describe('the snippet list', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('is rendered on the server with the first page of data and highlighted previews', async ({ request }) => {
    const api = (await (await request.get('/api/snippets/list?page=1')).json()) as ListAnswer
    const response = await request.get('/snippets')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Code Snippets · Snipstack</title>')
    expect(html.match(/data-slot="snippet-card"/g)).toHaveLength(api.snippets.length)
    for (const snippet of api.snippets) expect(html).toContain(`href="/snippets/${snippet.slug}"`)
    expect(html).toContain('--shiki-light:')
    expect(html).toContain(`${api.pagination.total.toLocaleString('en-US')} snippets`)

    // A filter in the URL is applied by the server too.
    const go = await (await request.get('/snippets?language=Go')).text()
    const goApi = (await (await request.get('/api/snippets/list?language=Go')).json()) as ListAnswer
    expect(go.match(/data-slot="snippet-card"/g)).toHaveLength(goApi.snippets.length)
    expect(go).toContain(`${goApi.pagination.total.toLocaleString('en-US')} snippets`)
  })

  test('hydrates without console problems and previews at most five lines', async ({ page }) => {
    const problems = watchConsole(page)
    await gotoHydrated(page, '/snippets')
    await expect(cards(page)).toHaveCount(9)
    const lineCounts = await page
      .locator('[data-slot="snippet-preview"] code')
      .evaluateAll((blocks) => blocks.map((block) => (block.textContent ?? '').split('\n').length))
    expect(lineCounts.length).toBe(9)
    for (const count of lineCounts) expect(count).toBeLessThanOrEqual(5)
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test('filters put their value in the URL, survive a reload and follow back and forward', async ({ page }) => {
    await gotoHydrated(page, '/snippets')
    await languageFilter(page).getByRole('link', { name: 'Go', exact: true }).click()
    await expect(page).toHaveURL(/\/snippets\?language=Go$/)
    await expect(languageFilter(page).getByRole('link', { name: 'Go', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const goBadges = cards(page).locator('[data-slot="badge"]').first()
    await expect(goBadges).toHaveText('Go')
    const languages = await cards(page).evaluateAll((all) =>
      all.map((card) => card.querySelector('[data-slot="badge"]')?.textContent),
    )
    expect(new Set(languages)).toEqual(new Set(['Go']))

    await page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Function' }).click()
    await expect(page).toHaveURL(/language=Go/)
    await expect(page).toHaveURL(/category=Function/)
    await page.reload()
    await expect(
      page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Function' }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Code Snippets - Function')

    await page.goBack()
    await expect(page).toHaveURL(/\/snippets\?language=Go$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Code Snippets')
    await page.goBack()
    await expect(page).toHaveURL(/\/snippets$/)
    await expect(languageFilter(page).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    await page.goForward()
    await expect(page).toHaveURL(/\/snippets\?language=Go$/)
  })

  test('search waits for typing to stop, is trimmed, forgives typos and clears', async ({ page }) => {
    // The page's clock stands still while the word is typed, so the keystrokes come faster than
    // the 300 ms wait however busy the machine is; then it moves on by that wait, and runs again.
    await page.clock.install()
    await gotoHydrated(page, '/snippets')
    const listCalls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/snippets/list')) listCalls.push(new URL(r.url()).search)
    })
    await page.clock.pauseAt(Date.now() + 1000)
    await searchBox(page).pressSequentially('  debounse ')
    expect(listCalls).toEqual([])
    await page.clock.runFor(300) // SEARCH_DEBOUNCE_MS (contracts)
    await page.clock.resume()
    await expect(page).toHaveURL(/\/snippets\?name=debounse$/)
    await expect(cards(page).first()).toContainText(/debounce/i)
    // One request for the whole typed word.
    expect(listCalls).toEqual(['?page=1&name=debounse'])

    await reloadHydrated(page)
    await expect(searchBox(page)).toHaveValue('debounse')
    await expect(cards(page).first()).toContainText(/debounce/i)

    await searchBox(page).fill('')
    await expect(page).toHaveURL(/\/snippets$/)
    await page.goBack()
    await expect(page).toHaveURL(/name=debounse/)
    await expect(searchBox(page)).toHaveValue('debounse')
  })

  test('a search with no match shows the empty state', async ({ page }) => {
    await gotoHydrated(page, '/snippets?name=zzqqxxyy%20nothing%20matches')
    await expect(page.getByText('No snippets found matching your criteria.')).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await expect(pager(page)).toHaveCount(0)
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/snippets$/)
    await expect(cards(page)).toHaveCount(9)
  })

  test('a page number the list does not have leads to one it has, keeping the filters', async ({ request }) => {
    const lastPage = async (query: string) =>
      ((await (await request.get(`/api/snippets/list${query}`)).json()) as ListAnswer).pagination.total_pages
    const all = await lastPage('')
    const go = await lastPage('?language=Go')
    const goAddress = go > 1 ? `/snippets?language=Go&page=${go}` : '/snippets?language=Go'
    const addresses: [string, string][] = [
      // Past the last page: the last page of the same list.
      ['/snippets?page=999', `/snippets?page=${all}`],
      ['/snippets?language=Go&page=999', goAddress],
      // An empty list has one page, the first, with its empty state.
      ['/snippets?name=zzqqxxyy&page=3', '/snippets?name=zzqqxxyy'],
      // Not a page number: page 1, which has no page in its address.
      ['/snippets?page=0', '/snippets'],
      ['/snippets?page=-1&language=Go', '/snippets?language=Go'],
      ['/snippets?page=abc', '/snippets'],
      ['/snippets?page=100001', '/snippets'],
      ['/snippets?page=1', '/snippets'],
    ]
    for (const [path, target] of addresses) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(307)
      const location = new URL(response.headers().location ?? '', 'http://x')
      expect(`${location.pathname}${location.search}`, path).toBe(target)
    }
  })

  test('a page past the last opens the last page, rendered and in the browser alike', async ({ page, request }) => {
    const { pagination } = (await (await request.get('/api/snippets/list')).json()) as ListAnswer
    const last = pagination.total_pages
    await page.goto('/snippets?page=999')
    await expect(page).toHaveURL(new RegExp(`/snippets\\?page=${last}$`))
    await expect(page.getByRole('status').first()).toContainText(`page ${last} of ${last}`)
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByText('No snippets found matching your criteria.')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveCount(0)

    // In the browser: the router loads a changed address without a page load (as Back and Forward do).
    await gotoHydrated(page, '/snippets')
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true })
      window.history.pushState(window.history.state, '', '/snippets?page=999')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveURL(new RegExp(`/snippets\\?page=${last}$`))
    await expect(page.getByRole('status').first()).toContainText(`page ${last} of ${last}`)
    await expect(cards(page).first()).toBeVisible()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  test('the pager shows the first, last and neighbouring pages and moves through the list', async ({
    page,
    request,
  }) => {
    const { pagination } = (await (await request.get('/api/snippets/list')).json()) as ListAnswer
    expect(pagination.total_pages).toBeGreaterThan(4)
    await gotoHydrated(page, '/snippets')
    const numbers = () => pager(page).getByRole('link', { name: /^Page \d+$/ })
    await expect(numbers()).toHaveText(['1', '2', String(pagination.total_pages)])
    await expect(pager(page).getByText('Previous')).toHaveAttribute('data-disabled', '')

    const firstTitle = await cards(page).first().getByRole('heading').textContent()
    await pager(page).getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/snippets\?page=2$/)
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expect(numbers()).toHaveText(['1', '2', '3', String(pagination.total_pages)])
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '')

    await pager(page)
      .getByRole('link', { name: `Page ${pagination.total_pages}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`page=${pagination.total_pages}$`))
    await expect(pager(page).getByText('Next')).toHaveAttribute('data-disabled', '')
    await page.goBack()
    await expect(page).toHaveURL(/\/snippets\?page=2$/)

    // A single page of results has no pager.
    await gotoHydrated(page, '/snippets?name=go-http-server')
    await expect(pager(page)).toHaveCount(0)
  })

  test('the code dialog widens with the code and carries the actions', async ({ page, request }) => {
    const expectedWidth = (code: string) =>
      code.length > 1000 ? 1152 : code.length > 500 ? 1024 : code.length > 200 ? 896 : 672
    // One short and one long snippet, each then found by its title.
    const all: ListAnswer['snippets'] = []
    for (let n = 1; n <= 20 && !(all.some((s) => s.code.length > 1000) && all.some((s) => s.code.length <= 500)); n++)
      all.push(...((await (await request.get(`/api/snippets/list?page=${n}`)).json()) as ListAnswer).snippets)
    const long = all.find((s) => s.code.length > 1000)
    const short = all.find((s) => s.code.length <= 500)
    expect(long && short).toBeTruthy()
    for (const snippet of [long, short]) {
      if (!snippet) continue
      await gotoHydrated(page, `/snippets?name=${encodeURIComponent(snippet.title)}`)
      const card = cards(page).filter({ has: page.getByRole('heading', { name: snippet.title, exact: true }) })
      await card.getByRole('button', { name: 'View code' }).click()
      const dialog = page.getByRole('dialog', { name: snippet.title })
      await expect(dialog).toBeVisible()
      // The layout width: the opening zoom scales the box for a moment, which a measured rectangle would include.
      const width = await dialog.evaluate((el) => (el as HTMLElement).offsetWidth)
      expect(width).toBe(expectedWidth(snippet.code))
      await expect(dialog.getByRole('region', { name: /source code/ })).toContainText(
        snippet.code.split('\n')[0]?.trim() ?? '',
      )
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    }
  })

  test('copy, download and share on a card raise the documented toasts', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await gotoHydrated(page, '/snippets?language=Python')
    // A free one: a Pro card's Copy explains instead (pro.e2e.ts).
    const card = cards(page)
      .filter({ has: page.locator('[data-badge="price"]', { hasText: 'FREE' }) })
      .first()
    const title = (await card.getByRole('heading').textContent()) ?? ''
    const slug = (await card.getByRole('link').first().getAttribute('href'))?.replace('/snippets/', '')

    await card.getByRole('button', { name: `Copy ${title}` }).click()
    await expect(toast(page, 'Copied!')).toContainText('Code snippet copied to clipboard')
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toBe('')

    const download = page.waitForEvent('download')
    await card.getByRole('button', { name: `Download ${title}` }).click()
    expect((await download).suggestedFilename()).toMatch(/^[\p{L}\p{N}_]+\.py$/u)
    await expect(toast(page, 'Downloaded!')).toContainText('Code snippet downloaded successfully')

    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
    await card.getByRole('button', { name: `Share ${title}` }).click()
    await expect(toast(page, 'Link copied!')).toContainText('Snippet link copied to clipboard')
    // The card shares the snippet's own page, not the list.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/snippets/${slug}#.+$`))
  })

  test('an answer with an error shows its message and can be tried again', async ({ page }) => {
    await gotoHydrated(page, '/snippets')
    let fail = true
    await page.route('**/api/snippets/list?**', async (route) => {
      if (!fail) return route.continue()
      await route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'The catalogue is being rebuilt.', code: 'VALIDATION' } }),
      })
    })
    await languageFilter(page).getByRole('link', { name: 'SQL' }).click()
    const alert = page.locator('[data-slot="snippet-list-error"]')
    await expect(alert).toContainText('The catalogue is being rebuilt.')
    fail = false
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(cards(page).first()).toContainText('SQL')
  })

  test('hovering the header entry prefetches the first page once', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.waitForLoadState('networkidle')
    const listCalls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/snippets/list')) listCalls.push(new URL(r.url()).search)
    })
    const entry = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Snippets' })
    await entry.hover()
    await expect.poll(() => listCalls).toEqual(['?page=1'])
    await page.mouse.move(0, 500)
    await entry.hover()
    await entry.click()
    await expect(cards(page)).toHaveCount(9)
    // The click used the prefetched page.
    expect(listCalls).toEqual(['?page=1'])
  })
})

test.describe('the Template Hub sidebar', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  const hub = (page: Page) => page.getByRole('complementary', { name: 'Template Hub' })
  const handle = (page: Page) => page.getByRole('separator', { name: 'Resize the Template Hub' })
  const hubWidth = (page: Page) => hub(page).evaluate((el) => Math.round(el.getBoundingClientRect().width))

  test('resizes by dragging within 280–600 px, keeps the width across visits, and by keyboard', async ({ page }) => {
    await gotoHydrated(page, '/snippets')
    expect(await hubWidth(page)).toBe(320)
    const box = await handle(page).boundingBox()
    if (!box) throw new Error('no resize handle')
    const x = box.x + box.width / 2
    const y = box.y + 200
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + 100, y, { steps: 5 })
    await page.mouse.up()
    expect(await hubWidth(page)).toBe(420)

    // Past the upper bound the edge stops at the last accepted width; the bound itself is refused.
    await page.mouse.move(x + 100, y)
    await page.mouse.down()
    await page.mouse.move(x + 279, y, { steps: 4 })
    await page.mouse.move(x + 400, y, { steps: 4 })
    await page.mouse.up()
    expect(await hubWidth(page)).toBe(599)

    // Kept across visits, and applied before the first paint.
    await page.reload()
    expect(await hub(page).evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(599)
    await gotoHydrated(page, '/snippets')
    await expect(handle(page)).toHaveAttribute('aria-valuenow', '599')

    await handle(page).focus()
    await page.keyboard.press('ArrowLeft')
    expect(await hubWidth(page)).toBe(589)
    await page.evaluate(() => localStorage.setItem('catalog-sidebar-width', '600'))
    await page.reload()
    expect(await hubWidth(page)).toBe(320)
  })

  test('has the one search box of the page, for snippets', async ({ page }) => {
    await gotoHydrated(page, '/snippets')
    await expect(page.getByRole('searchbox')).toHaveCount(1)
    await expect(hub(page).getByRole('searchbox', { name: 'Search snippets' })).toHaveAttribute(
      'placeholder',
      'Search snippets...',
    )
    await expect(page.getByPlaceholder('Search templates...')).toHaveCount(0)
  })

  test('entries filter the list by their counts, combine, and choosing one again clears it', async ({ page }) => {
    const facets = (await (await page.request.get('/api/snippets/facets')).json()) as Facets
    const language = facets.languages[0]
    const category = facets.categories.find((c) => c.count > 0)
    const tag = facets.tags[0]
    if (!language || !category || !tag) throw new Error('empty facets')
    await gotoHydrated(page, '/snippets')
    for (const sample of ['Mobile Apps', 'Vue.js']) await expect(hub(page)).not.toContainText(sample)

    const languageEntry = hub(page)
      .getByRole('region', { name: 'Languages' })
      .getByRole('link', { name: `${language.name} ${language.count}`, exact: true })
    await languageEntry.click()
    await expect(page).toHaveURL(new RegExp(`/snippets\\?language=${language.name}$`))
    await expect(languageEntry).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('status').first()).toContainText(`${language.count} snippet`)

    // A tag keeps the language; the total is the API's for both.
    const tagEntry = hub(page)
      .getByRole('region', { name: 'Popular Tags' })
      .getByRole('link', { name: `${tag.name} ${tag.count}`, exact: true })
    await tagEntry.click()
    await expect(page).toHaveURL(new RegExp(`tag=${tag.name}`))
    await expect(page).toHaveURL(new RegExp(`language=${language.name}`))
    const both = (await (
      await page.request.get(`/api/snippets/list?language=${language.name}&tag=${tag.name}`)
    ).json()) as ListAnswer
    await expect(page.getByRole('status').first()).toContainText(
      both.pagination.total === 1 ? '1 snippet' : `${both.pagination.total.toLocaleString('en-US')} snippets`,
    )

    // Choosing the tag again clears only the tag.
    await tagEntry.click()
    await expect(page).toHaveURL(new RegExp(`/snippets\\?language=${language.name}$`))
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`tag=${tag.name}`))
    await expect(tagEntry).toHaveAttribute('aria-current', 'true')
    await page.goForward()
    await expect(page).toHaveURL(new RegExp(`/snippets\\?language=${language.name}$`))
    await languageEntry.click()
    await expect(page).toHaveURL(/\/snippets$/)

    const categoryEntry = hub(page)
      .getByRole('region', { name: 'Categories' })
      .getByRole('link', { name: `${category.name} ${category.count}`, exact: true })
    await categoryEntry.click()
    await expect(page).toHaveURL(new RegExp(`category=${category.name}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Code Snippets - ${category.name}`)
    await expect(page.getByRole('status').first()).toContainText(`${category.count} snippet`)

    await hub(page).getByRole('link', { name: 'Featured Templates' }).click()
    await expect(page).toHaveURL(/\/snippets\?sort=rating$/)
    await hub(page).getByRole('link', { name: 'Trending Now' }).click()
    await expect(page).toHaveURL(/\/snippets\?sort=popular$/)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the Template Hub opens as a drawer', async ({ page }) => {
    await gotoHydrated(page, '/snippets')
    await expect(page.getByRole('complementary', { name: 'Template Hub' })).toBeHidden()
    // Without the sidebar, the list has its own search box, and only that one.
    await expect(page.getByRole('searchbox')).toHaveCount(1)
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search snippets...')
    await page.getByRole('button', { name: 'Template Hub' }).click()
    const drawer = page.getByRole('dialog', { name: 'Template Hub' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('searchbox', { name: 'Search snippets' })).toHaveAttribute(
      'placeholder',
      'Search snippets...',
    )
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })
})
