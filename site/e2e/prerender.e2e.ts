import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { expectOnlyThe404, openNotFoundPage, watchConsole } from './support'

const scriptSources = (csp: string) => /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes ?? ''))
    .map(([, , text]) => text ?? '')

test('a prerendered page lists the hash of every inline script it has, and carries no nonce', async ({ request }) => {
  const response = await request.get('/components/marquee')
  expect(response.status()).toBe(200)
  const headers = response.headers()
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  expect(headers.etag).toMatch(/^W\/"[\w-]+"$/)
  expect(headers.vary).toBe('Accept-Encoding')
  const html = await response.text()
  expect(html).not.toContain('nonce')
  const sources = scriptSources(headers['content-security-policy'] ?? '')
  expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false)
  const scripts = inlineScripts(html)
  expect(scripts.length).toBeGreaterThan(1)
  for (const script of scripts) {
    expect(sources).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  }

  const revalidated = await request.get('/components/marquee', { headers: { 'if-none-match': headers.etag ?? '' } })
  expect(revalidated.status()).toBe(304)
})

test('data pages are still rendered per request under a nonce', async ({ request }) => {
  const response = await request.get('/snippets')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-cache')
  expect(response.headers().etag).toBeUndefined()
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
  expect(nonce).toBeTruthy()
  expect(await response.text()).toContain(`nonce="${nonce}"`)
})

for (const path of ['/components/marquee', '/page/about-us', '/components/installation/vite']) {
  test(`${path} runs every script under its hash-based CSP and hydrates without a warning`, async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto(path)
    // The header's effects run once hydrated.
    await expect(page.locator('[data-slot="scroll-progress"][data-progress]')).toBeAttached()
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })
}

// Each lies in another section, so each gets its own rendering of the not-found page: the header
// highlights the section, and production React keeps the server's attributes when it hydrates.
const missing: Array<{ path: string; highlighted: string[] }> = [
  { path: '/pro/x', highlighted: [] },
  { path: '/blocks/a/b', highlighted: ['Blocks'] },
  { path: '/page/a/b', highlighted: [] },
  { path: '/shipfast/a/b', highlighted: ['Shipfast'] },
  { path: '/page/about-us/x', highlighted: ['About'] },
  { path: '/wp-login.php', highlighted: [] },
]

for (const { path, highlighted } of missing) {
  test(`${path} answers 404 with the not-found page of its section, which hydrates without a warning`, async ({
    page,
  }) => {
    const problems = watchConsole(page)
    const response = await openNotFoundPage(page, path)
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
    await expect(page.locator('[data-slot="scroll-progress"][data-progress]')).toBeAttached()
    await expect(page.locator('[data-slot="nav-link"][data-active="true"]')).toHaveText(highlighted)
    await expectOnlyThe404(page, problems)
  })
}
