import { existsSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { atLeast } from '@snipstack/contracts/stats-constants'
import { gotoHydrated, recordTracking } from './support'

/** Every block and whole-page template: one folder with its metadata under packages/ui/src/blocks each. */
const blocksDir = resolve(import.meta.dirname, '../../packages/ui/src/blocks')
const blocksAndTemplates = readdirSync(blocksDir, { withFileTypes: true }).filter(
  (entry) => entry.isDirectory() && existsSync(resolve(blocksDir, entry.name, `${entry.name}.meta.ts`)),
).length

test('the main layout has banner, header, main content and footer landmarks', async ({ page }) => {
  await page.goto('/pro')
  await expect(page.getByRole('region', { name: 'Snipstack Pro' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Pro')
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('the skip link moves focus past the header to the page content', async ({ page }) => {
  await page.goto('/pro')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main-content$/)
})

test('the banner opens /pro in a new tab and tracks pro_clicked', async ({ page, context }) => {
  const tracked = await recordTracking(page)
  // The link works from the server's HTML alone; counting the click takes the hydrated page.
  await gotoHydrated(page, '/')
  const banner = page.getByRole('region', { name: 'Snipstack Pro' })
  await expect(banner).toContainText(`${atLeast(blocksAndTemplates)} blocks and templates`)
  const link = banner.getByRole('link')
  await expect(link).toHaveAttribute('href', '/pro')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)

  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()])
  await popup.waitForLoadState()
  expect(new URL(popup.url()).pathname).toBe('/pro')
  await expect(popup.getByRole('heading', { level: 1, name: 'Pro' })).toBeVisible()
  await popup.close()

  const proClicks = (await tracked()).filter((t) => t.event === 'pro_clicked')
  expect(proClicks).toHaveLength(1)
  expect(proClicks[0]?.params).toMatchObject({ category: 'pro', label: 'pro_clicked', app_version: '0.0.0' })
  // The landing page stays where it was.
  expect(new URL(page.url()).pathname).toBe('/')
})

test('page_view is tracked for the first page and for every client-side navigation', async ({ page }) => {
  const tracked = await recordTracking(page)
  const pageViews = async () =>
    (await tracked()).filter((t) => t.event === 'page_view').map((t) => t.params.page_path as string)

  await page.goto('/')
  await expect.poll(pageViews).toEqual(['/'])

  // A marker on window survives only if no full page load happens in between.
  await page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
  })
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Templates' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible()
  await expect.poll(pageViews).toEqual(['/', '/templates'])

  await footer.getByRole('link', { name: 'Contact' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
  await expect.poll(pageViews).toEqual(['/', '/templates', '/page/contact'])

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible()
  await expect.poll(pageViews).toEqual(['/', '/templates', '/page/contact', '/templates'])
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

  const views = (await tracked()).filter((t) => t.event === 'page_view')
  for (const view of views) expect(view.params.app_version).toBe('0.0.0')
})

test('the footer lists its three link groups and the current year', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const groups: Record<string, string[]> = {
    Product: ['/snippets', '/templates', '/api', '/docs'],
    Community: ['/snippets/submit', '/page/contributors', '/page/discord', '/blog'],
    Company: ['/page/about', '/page/contact', '/page/terms-of-service', '/page/privacy-policy'],
  }
  for (const [group, hrefs] of Object.entries(groups)) {
    const nav = footer.getByRole('navigation', { name: group })
    await expect(nav.getByRole('link')).toHaveCount(hrefs.length)
    for (const [index, href] of hrefs.entries()) {
      await expect(nav.getByRole('link').nth(index)).toHaveAttribute('href', href)
    }
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Snipstack`)
})

test('footer app links navigate client-side and /api loads as a full page', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => {
    ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
  })
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

  const [request] = await Promise.all([
    page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/api'),
    footer.getByRole('link', { name: 'API' }).click(),
  ])
  expect(request.frame()).toBe(page.mainFrame())
  await expect(page).toHaveURL(/\/api$/)
})

test('a page that fails to load shows the error fallback until the page is reloaded', async ({ page }) => {
  // The about page is one chunk and has no error view of its own, so the failure reaches the
  // layout's fallback. (The snippets list's chunk name also matches its own error view's chunk,
  // and a test that breaks both depends on which of the two the router asks for first.)
  const chunk = '**/assets/page._slug-*.js'
  await page.route(chunk, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("Chunk exploded")' }),
  )
  // Hydrated first: a click before that is a full page load, which never asks the router for the chunk.
  await gotoHydrated(page, '/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()

  const fallback = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
  await expect(fallback).toBeVisible()
  await expect(fallback.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(fallback).toContainText('Chunk exploded')
  // Layout chrome survives around the fallback.
  await expect(page.getByRole('contentinfo')).toBeVisible()

  // Navigating elsewhere does not leave the fallback: only a reload does.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Templates' }).click()
  await expect(page).toHaveURL(/\/templates$/)
  await expect(fallback).toBeVisible()

  await page.unroute(chunk)
  await Promise.all([page.waitForEvent('load'), fallback.getByRole('button', { name: 'Reload Page' }).click()])
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible()
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
})

test('the error fallback explains an error without a message', async ({ page }) => {
  // Two chunks are named pro-*.js: the Pro page's own, which is made to fail, and the Pro constants
  // the catalogue pages share, which is left as it is.
  await page.route('**/assets/pro-*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (!body.includes('pro-page')) return route.fulfill({ response, body })
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("")' })
  })
  await page.goto('/blocks')
  await page.getByRole('main').getByRole('link', { name: 'See Pro blocks' }).click()
  const fallback = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
  await expect(fallback).toContainText('An unexpected error occurred')
  await expect(fallback.getByRole('button', { name: 'Reload Page' })).toBeVisible()
})

test('toasts appear at the bottom right', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/')
  await page.getByRole('button', { name: 'Copy Go code' }).click()
  const toaster = page.locator('[data-sonner-toaster]')
  await expect(toaster).toHaveAttribute('data-y-position', 'bottom')
  await expect(toaster).toHaveAttribute('data-x-position', 'right')
})
