import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { axeViolations, finishAnimations, gotoHydrated, pageProblems, watchConsole } from './support'

/** The methods a path item of an OpenAPI document may hold. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

type Operation = { method: string; path: string; summary?: string }

/** Every operation of the document the server publishes, in the document's order. */
async function documentedOperations(request: APIRequestContext): Promise<Operation[]> {
  const response = await request.get('/api/openapi.json')
  expect(response.ok()).toBe(true)
  const { paths } = (await response.json()) as { paths: Record<string, Record<string, { summary?: string }>> }
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, summary: item[method]?.summary })),
  )
}

const operationsNav = (page: Page) => page.getByRole('navigation', { name: 'API operations' })
const article = (page: Page, { method, path }: Operation) =>
  page.locator(`article[data-slot="api-operation"][data-method="${method}"][data-path="${path}"]`)
/** Unfolds every response's fields, which start folded and are made as they open. */
async function openAllFields(page: Page) {
  const folds = page.locator('[data-slot="api-response"] details')
  const count = await folds.evaluateAll((all) => {
    for (const details of all) details.setAttribute('open', '')
    return all.length
  })
  expect(count).toBeGreaterThan(0)
  await expect(folds.locator('[data-slot="api-fields"]')).toHaveCount(count)
}
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** An operation halfway down the page: far enough to scroll to, with room below to land at the top. */
const middle = (operations: Operation[]) => {
  const operation = operations[Math.floor(operations.length / 2)]
  if (!operation) throw new Error('The document lists no operations.')
  return operation
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the reference is a site page, in the header and footer, rendered by the server', async ({ page, request }) => {
    const response = await request.get('/api')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/html')
    expect(await response.text()).toMatch(/<h1[^>]*>Snipstack API<\/h1>/)
    // Only /api itself is a page: the API keeps every path below it.
    const unknown = await request.get('/api/no-such-route')
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })

    const problems = watchConsole(page)
    await gotoHydrated(page, '/api')
    await expect(page).toHaveTitle('API reference · Snipstack')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snipstack API')
    await expect(page.getByRole('main').getByRole('link', { name: 'OpenAPI document (JSON)' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    )
    await page.waitForLoadState('networkidle')
    expect(pageProblems(problems)).toEqual([])
  })

  test("the footer's API link opens the reference", async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'API', exact: true }).click()
    await expect(page).toHaveURL(/\/api$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Snipstack API')
  })

  test('lists every operation of /api/openapi.json, in the sidebar and on the page', async ({ page, request }) => {
    const operations = await documentedOperations(request)
    expect(operations.length).toBeGreaterThan(10)
    await gotoHydrated(page, '/api')
    await expect(operationsNav(page)).toBeVisible()
    await expect(operationsNav(page).locator('a[data-operation]')).toHaveCount(operations.length)
    await expect(page.locator('article[data-slot="api-operation"]')).toHaveCount(operations.length)
    await expect(page.getByRole('main')).toContainText(
      `${operations.length} operation${operations.length === 1 ? '' : 's'} in`,
    )
    for (const operation of operations) {
      const section = article(page, operation)
      await expect(section, `${operation.method} ${operation.path}`).toHaveCount(1)
      await expect(section.locator('[data-slot="method-badge"]').first()).toHaveText(operation.method)
      if (operation.summary) await expect(section.getByRole('heading', { level: 3 })).toHaveText(operation.summary)
    }
  })

  test("an operation's sidebar link leads to its anchor, below the sticky header", async ({ page, request }) => {
    const operation = middle(await documentedOperations(request))
    await gotoHydrated(page, '/api')
    const heading = article(page, operation).getByRole('heading', { level: 3 })
    const id = await heading.getAttribute('id')
    expect(id).toBeTruthy()
    const link = operationsNav(page).locator(`a[href="#${id}"]`)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/api#${id}$`))
    await expect(heading).toBeInViewport()
    const header = await page.getByRole('banner').boundingBox()
    const box = await heading.boundingBox()
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1)
    // The sidebar marks the operation in view.
    await expect(link).toHaveAttribute('data-active', 'true')
  })

  test('a link to an operation opens the page at that operation', async ({ page, request }) => {
    const operation = middle(await documentedOperations(request))
    await gotoHydrated(page, '/api')
    const id = await article(page, operation).getByRole('heading', { level: 3 }).getAttribute('id')
    // A fresh load, as from a shared link, rather than a jump within the page already open.
    await page.goto('about:blank')
    await gotoHydrated(page, `/api#${id}`)
    await expect(article(page, operation).getByRole('heading', { level: 3 })).toBeInViewport()
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('nothing overflows sideways at 390 px, with every part of the page open', async ({ page }) => {
    await gotoHydrated(page, '/api')
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390)
    await page.locator('[data-slot="api-operations-menu"] > summary').click()
    await expect(operationsNav(page)).toBeVisible()
    await openAllFields(page)
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390)
  })

  test('the operations open from a menu above the content, and a link closes it on its way', async ({
    page,
    request,
  }) => {
    const operations = await documentedOperations(request)
    await gotoHydrated(page, '/api')
    // The sidebar is not shown at this width, and the menu's copy of the list is folded away.
    const lists = page.locator('nav[data-slot="api-operations"]')
    await expect(lists).toHaveCount(2)
    await expect(lists.first()).toBeHidden()
    await expect(lists.last()).toBeHidden()
    const menu = page.locator('[data-slot="api-operations-menu"]')
    await expect(menu.locator('summary')).toContainText(`Operations (${operations.length})`)
    await menu.locator('summary').click()
    await expect(operationsNav(page).locator('a[data-operation]')).toHaveCount(operations.length)

    const operation = middle(operations)
    const heading = article(page, operation).getByRole('heading', { level: 3 })
    const id = await heading.getAttribute('id')
    await operationsNav(page).locator(`a[href="#${id}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/api#${id}$`))
    await expect(menu).not.toHaveAttribute('open')
    await expect(heading).toBeInViewport()
  })
})

// The whole API on one page is the site's largest: axe reads thousands of nodes, twice, at each
// width (a11y.e2e.ts leaves /api to this test).
for (const { name, viewport } of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
]) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport })

    test('axe finds no violations, in light and dark, with the menu and the fields open', async ({ page }) => {
      test.slow()
      // The theme follows the system setting by default, so the emulated one picks it.
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
      await gotoHydrated(page, '/api')
      await page.waitForLoadState('networkidle')
      expect(await axeViolations(page), 'light').toEqual([])

      // The menu is the phone's; on a wide screen its list is the sidebar, always shown.
      if (name === 'phone') await page.locator('[data-slot="api-operations-menu"] > summary').click()
      await openAllFields(page)
      await page.emulateMedia({ colorScheme: 'dark' })
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      // Colours that ease to the new theme are read where they end, not halfway.
      await finishAnimations(page)
      expect(await axeViolations(page), 'dark, all open').toEqual([])
    })
  })
}
