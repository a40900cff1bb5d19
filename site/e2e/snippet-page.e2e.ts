import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { expectNotFoundAnswer, expectOnlyThe404, gotoHydrated, openNotFoundPage, watchConsole } from './support'

const PATH = '/snippets/go-http-server'

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })

test('the snippet page is server-rendered with its data and highlighted code', async ({ request }) => {
  const response = await request.get(PATH)
  expect(response.status()).toBe(200)
  const html = await response.text()
  const { snippet } = (await (await request.get('/api/snippets/single?slug=go-http-server')).json()) as {
    snippet: { title: string; description: string }
  }
  expect(html).toContain(`<h1 id="snippet-title"`)
  expect(html).toContain(snippet.title)
  expect(html).toContain(`<title>${snippet.title} · Snipstack</title>`)
  expect(html).toContain('property="og:title"')
  // Highlighted by the server: the code arrives as coloured tokens for both themes.
  expect(html).toMatch(/data-slot="highlighted-code"[^>]*>/)
  expect(html).toContain('--shiki-light:')
  expect(html).toContain('--shiki-dark:')
  expect(html).toContain('package')
})

test('the page shows the snippet and hydrates without console errors', async ({ page }) => {
  const problems = watchConsole(page)
  await gotoHydrated(page, PATH)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[data-badge="price"]')).toHaveText(/^(FREE|PRO|\$[\d.]+)$/)
  await expect(page.locator('[data-slot="snippet-meta"]')).toContainText('Go')
  await expect(page.getByRole('region', { name: /source code/ })).toContainText('package')
  await expect(page).toHaveTitle(/·/)
  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
})

test('opening the page counts one view, from the browser', async ({ page }) => {
  const views: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/snippets/') && request.url().endsWith('/view')) views.push(request.method())
  })
  const counted = page.waitForResponse((response) => response.url().endsWith('/api/snippets/go-http-server/view'))
  await gotoHydrated(page, PATH)
  expect((await counted).status()).toBe(200)
  await page.waitForLoadState('networkidle')
  expect(views).toEqual(['POST'])
})

test('copy, download and share raise the documented toasts', async ({ page, context, browserName }) => {
  if (browserName === 'chromium') await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const problems = watchConsole(page)
  await gotoHydrated(page, PATH)

  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect(toast(page, 'Copied!')).toContainText('Code snippet copied to clipboard')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('package')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download', exact: true }).click()
  expect((await download).suggestedFilename()).toMatch(/\.go$/)
  await expect(toast(page, 'Downloaded!')).toContainText('Code snippet downloaded successfully')

  // Without the Web Share API the link goes to the clipboard.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  await expect(toast(page, 'Link copied!')).toContainText('Snippet link copied to clipboard')
  const shared = await page.evaluate(() => navigator.clipboard.readText())
  expect(shared).toMatch(/\/snippets\/go-http-server#.+$/)
  expect(problems).toEqual([])
})

test('share uses the Web Share API when the browser has it', async ({ page }) => {
  await gotoHydrated(page, PATH)
  await page.evaluate(() => {
    const store = window as unknown as { __shared: ShareData[] }
    store.__shared = []
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        store.__shared.push(data)
      },
      configurable: true,
    })
  })
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length)).toBe(1)
  const [data] = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)
  expect(data?.url).toMatch(/\/snippets\/go-http-server#.+$/)
})

test('a failed copy shows the error toast', async ({ page }) => {
  await gotoHydrated(page, PATH)
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    }),
  )
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await expect(toast(page, 'Error')).toContainText('Failed to copy to clipboard')
})

test('an unknown slug answers 404 with the not-found page', async ({ page, request }) => {
  await expectNotFoundAnswer(request, '/snippets/no-such-snippet')

  const problems = watchConsole(page)
  await openNotFoundPage(page, '/snippets/no-such-snippet')
  await expectOnlyThe404(page, problems)
})

test('a client navigation loads and highlights the snippet', async ({ page }) => {
  await gotoHydrated(page, '/page/about-us')
  await page.evaluate(() => {
    window.history.pushState({}, '', '/snippets/go-http-server')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(
    page
      .getByRole('region', { name: /source code/ })
      .locator('span[style*="--shiki-light"]')
      .first(),
  ).toBeAttached()
})

test('the snippet page has no axe violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoHydrated(page, PATH)
  await page.waitForLoadState('networkidle')
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})
