import { expect, type Page, test } from '@playwright/test'
import { gotoHydrated } from './support'

const STORAGE_KEY = 'snipstack-theme'

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)

/** Records the theme class at DOMContentLoaded, before any module script has run. */
async function recordClassAtDomReady(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { darkAtDomReady: boolean }).darkAtDomReady =
        document.documentElement.classList.contains('dark')
    })
  })
}
const darkAtDomReady = (page: Page) =>
  page.evaluate(() => (window as unknown as { darkAtDomReady?: boolean }).darkAtDomReady)

test.describe('theme', () => {
  test.use({ colorScheme: 'light', viewport: { width: 1280, height: 800 } })

  test('defaults to the system setting', async ({ browser, baseURL }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme, baseURL })
      const page = await context.newPage()
      await gotoHydrated(page, '/')
      expect(await isDark(page)).toBe(colorScheme === 'dark')
      expect(await stored(page)).toBeNull()
      await context.close()
    }
  })

  test('a page without the header, as sign-in is, follows the system setting as it changes', async ({ page }) => {
    await page.goto('/sign-in')
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('button', { name: 'Toggle theme' })).toHaveCount(0)
    expect(await isDark(page)).toBe(false)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  })

  test('the toggle switches dark and light and the choice survives a reload', async ({ page }) => {
    await recordClassAtDomReady(page)
    await gotoHydrated(page, '/')
    const toggle = page.getByRole('button', { name: 'Toggle theme' })
    expect(await isDark(page)).toBe(false)

    await toggle.click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await stored(page)).toBe('dark')
    await expect(page.locator('body')).toHaveCSS('background-color', /oklch\(0\.145/)

    await page.reload()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await darkAtDomReady(page)).toBe(true)

    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Toggle theme' }).click()
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    expect(await stored(page)).toBe('light')
    await page.reload()
    expect(await darkAtDomReady(page)).toBe(false)
    expect(await isDark(page)).toBe(false)
  })

  test('the palette sets light, dark and system', async ({ page }) => {
    await gotoHydrated(page, '/')
    const choose = async (name: string) => {
      await page.keyboard.press('Control+k')
      const palette = page.getByRole('dialog', { name: 'Search' })
      await palette.getByRole('group', { name: 'Theme' }).getByRole('option', { name }).click()
      await expect(palette).toBeHidden()
    }

    await choose('Dark')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await stored(page)).toBe('dark')

    await choose('Light')
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    expect(await stored(page)).toBe('light')

    await page.emulateMedia({ colorScheme: 'dark' })
    await choose('System')
    expect(await stored(page)).toBe('system')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    // 'System' keeps following the operating system.
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)

    await page.reload()
    expect(await stored(page)).toBe('system')
    expect(await isDark(page)).toBe(false)
  })

  test('the stored theme is applied by the server page alone, before any bundle runs', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text())
    })
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), STORAGE_KEY)
    // With every bundle blocked, only the server HTML and its inline script can set the class.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    // The nonce let the inline script through the page's CSP, and it removed itself.
    expect(problems.filter((p) => /Content Security Policy/i.test(p))).toEqual([])
    expect(await page.locator('head script:not([src])').count()).toBe(0)
  })

  test('a stored choice beats the system setting and hydrates without warnings', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text())
    })
    page.on('pageerror', (e) => problems.push(e.message))
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), STORAGE_KEY)
    await recordClassAtDomReady(page)
    await gotoHydrated(page, '/snippets')
    await page.waitForLoadState('networkidle')
    expect(await darkAtDomReady(page)).toBe(false)
    expect(await isDark(page)).toBe(false)
    expect(problems).toEqual([])
  })
})
