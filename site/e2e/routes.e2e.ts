import { expect, test } from '@playwright/test'
import { expectOnlyThe404, openNotFoundPage, watchConsole } from './support'

const pages: Array<{ path: string; heading: string; title: string }> = [
  { path: '/', heading: 'Snippets, templates and utilities for modern software builders', title: 'Snipstack' },
  { path: '/pro', heading: 'Pro', title: 'Pro · Snipstack' },
  { path: '/shipfast', heading: 'Shipfast', title: 'Shipfast · Snipstack' },
  { path: '/shipfast/x', heading: 'Single Shipfast x', title: 'Single Shipfast x · Snipstack' },
  { path: '/blocks', heading: 'Blocks', title: 'Blocks · Snipstack' },
  { path: '/page', heading: 'Pages', title: 'Pages · Snipstack' },
  { path: '/page/about-us', heading: 'About Us', title: 'About Us · Snipstack' },
  { path: '/templates', heading: 'Templates', title: 'Templates · Snipstack' },
  { path: '/snippets', heading: 'Code Snippets', title: 'Code Snippets · Snipstack' },
  { path: '/snippets/go-http-server', heading: 'Go Web Server', title: 'Go Web Server · Snipstack' },
  // For members only: a visitor lands on sign-in (snippet-submit.e2e.ts follows the way back).
  { path: '/snippets/submit', heading: 'Welcome back', title: 'Sign in · Snipstack' },
  { path: '/components', heading: 'Introduction', title: 'Introduction · Snipstack' },
  { path: '/components/installation', heading: 'Installation', title: 'Installation · Snipstack' },
  // Signed out, the workspace offers the sign-in form in its place (workspace.e2e.ts signs in).
  { path: '/workspace', heading: 'Welcome back', title: 'My Workspace · Snipstack' },
  { path: '/workspace/hosting', heading: 'Welcome back', title: 'Hosting · Snipstack' },
  { path: '/sign-in', heading: 'Welcome back', title: 'Sign in · Snipstack' },
  { path: '/register', heading: 'Create your account', title: 'Create your account · Snipstack' },
]

for (const { path, heading, title } of pages) {
  test(`${path} renders and hydrates without console errors or warnings`, async ({ page }) => {
    const problems = watchConsole(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })
}

test('an unknown path answers 404 with the not-found page inside the main layout', async ({ page }) => {
  const problems = watchConsole(page)
  await openNotFoundPage(page, '/no/such/page')
  await expect(page.getByText("The page you are looking for doesn't exist.")).toBeVisible()
  await expect(page.getByRole('region', { name: 'Snipstack Pro' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expectOnlyThe404(page, problems)
})

test('the not-found page shows its status once, clear of its title, at every width', async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport)
    await openNotFoundPage(page, '/no/such/page')
    const section = page.locator('[data-slot="not-found"]')
    expect((await section.textContent())?.match(/404/g), `${viewport.width} px`).toHaveLength(1)
    const code = await section.locator('[data-slot="not-found-code"]').boundingBox()
    const title = await page.getByRole('heading', { level: 1, name: 'Page not found' }).boundingBox()
    if (!code || !title) throw new Error('the status or the title is not on screen')
    expect(code.y + code.height, `${viewport.width} px`).toBeLessThanOrEqual(title.y)
  }
})

test('a build file that is gone answers 404 in plain text, not with the not-found page', async ({ request }) => {
  for (const path of ['/assets/entry-gone999.js', '/assets/app-gone999.css']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8')
    expect(await response.text(), path).toBe('Not found\n')
  }
})

// Sections whose pages come from a catalogue answer a name they do not hold as missing. (Written
// pages, posts and workspace services are checked in their own files.)
for (const path of ['/blocks/x', '/components/no-such-item']) {
  test(`${path} answers the not-found page with 404`, async ({ page }) => {
    await openNotFoundPage(page, path)
  })
}

test("'Go back' returns to the previous page", async ({ page }) => {
  await page.goto('/pro')
  await expect(page.getByRole('heading', { level: 1, name: 'Pro' })).toBeVisible()
  await page.goto('/missing-page')
  await page.getByRole('button', { name: 'Go back' }).click()
  await expect(page).toHaveURL(/\/pro$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pro' })).toBeVisible()
})

test("'Take me home' goes to the landing page", async ({ page }) => {
  await page.goto('/missing-page')
  await page.getByRole('link', { name: 'Take me home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('modern software builders')
})

test('/docs redirects to /components and /blog to /page/blog', async ({ page, request }) => {
  const docs = await request.get('/docs', { maxRedirects: 0 })
  expect(docs.status()).toBeGreaterThanOrEqual(300)
  expect(docs.status()).toBeLessThan(400)
  expect(new URL(docs.headers().location ?? '', 'http://x').pathname).toBe('/components')
  const blog = await request.get('/blog', { maxRedirects: 0 })
  expect(blog.status()).toBeGreaterThanOrEqual(300)
  expect(blog.status()).toBeLessThan(400)
  expect(new URL(blog.headers().location ?? '', 'http://x').pathname).toBe('/page/blog')

  await page.goto('/docs')
  await expect(page).toHaveURL(/\/components$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible()
  await page.goto('/blog')
  await expect(page).toHaveURL(/\/page\/blog$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
})

test('footer links to /docs and /blog redirect on client-side navigation too', async ({ page }) => {
  await page.goto('/pro')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Docs' }).click()
  await expect(page).toHaveURL(/\/components$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction' })).toBeVisible()
  await footer.getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/page\/blog$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
})

test('sign-in and register render without the main layout and link back home', async ({ page }) => {
  for (const [path, heading] of [
    ['/sign-in', 'Welcome back'],
    ['/register', 'Create your account'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Snipstack Pro' })).toHaveCount(0)
    await expect(page.locator('[data-slot="site-header"]')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  }
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('region', { name: 'Snipstack Pro' })).toBeVisible()
  await expect(page.locator('[data-slot="site-header"]')).toBeVisible()
})
