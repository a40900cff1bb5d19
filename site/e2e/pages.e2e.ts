import { expect, type Page, test } from '@playwright/test'
import { expectNoAxeViolations, gotoHydrated, watchConsole } from './support'

const pages = [
  ['about-us', 'About Us'],
  ['about', 'About Snipstack'],
  ['blog', 'Blog'],
  ['contributors', 'Contributors'],
  ['discord', 'Discord'],
  ['contact', 'Contact'],
  ['terms-of-service', 'Terms of Service'],
  ['privacy-policy', 'Privacy Policy'],
] as const

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('/page lists every written page, and each renders its content from the server HTML', async ({ page, request }) => {
  await gotoHydrated(page, '/page')
  await expect(heading(page)).toHaveText('Pages')
  const links = page.getByRole('main').getByRole('link').filter({ hasNotText: /^$/ })
  for (const [slug, title] of pages) {
    await expect(links.filter({ hasText: new RegExp(`^${title}$`) })).toHaveAttribute('href', `/page/${slug}`)
  }
  // Every page is whole in the HTML the server sends: its title, and its body's sections.
  for (const [slug, title] of pages) {
    const response = await request.get(`/page/${slug}`)
    expect(response.status(), slug).toBe(200)
    const html = await response.text()
    expect(html, slug).toContain(`${title}</h1>`)
    if (slug !== 'blog' && slug !== 'contact') expect(html, slug).toMatch(/<h2[^>]*>/)
  }
})

test('a page opens from the list and reads without console errors', async ({ page }) => {
  const problems = watchConsole(page)
  await gotoHydrated(page, '/page')
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/page\/privacy-policy$/)
  await expect(heading(page)).toHaveText('Privacy Policy')
  await expect(page.getByText('Last updated: 24 November 2026.')).toBeVisible()
  await page.getByRole('link', { name: 'All pages' }).click()
  await expect(heading(page)).toHaveText('Pages')
  expect(problems).toEqual([])
})

test('the blog lists its posts, newest first, and each post has its page', async ({ page }) => {
  await gotoHydrated(page, '/page/blog')
  const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem')
  await expect(posts).toHaveCount(3)
  await expect(posts.first().getByRole('heading')).toHaveText('One registry, two command-line tools')
  await expect(posts.first().locator('time')).toHaveText('20 November 2026')
  await posts.last().getByRole('link').click()
  await expect(page).toHaveURL(/\/page\/blog\/introducing-snipstack$/)
  await expect(heading(page)).toHaveText('Introducing Snipstack')
  await expect(page.locator('.docs-prose h2').first()).toBeVisible()
  await page.getByRole('link', { name: 'All posts' }).click()
  await expect(page).toHaveURL(/\/page\/blog$/)
})

for (const path of ['/page/no-such-page', '/page/blog/no-such-post']) {
  test(`${path} answers the not-found page with 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  })
}

test('the contact form shows the messages next to its fields, then sends and confirms', async ({ page }) => {
  const problems = watchConsole(page)
  await gotoHydrated(page, '/page/contact')
  const form = page.getByRole('form', { name: 'Contact' })
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByLabel('Name')).toBeFocused()
  await expect(form.getByText('Please enter your name')).toBeVisible()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText('Please write at least 10 characters')).toBeVisible()

  await form.getByLabel('Name').fill('Grace')
  // A fixed field clears its message as it is typed.
  await expect(form.getByText('Please enter your name')).toBeHidden()
  await form.getByLabel('Email').fill('grace@example.com')
  await form.getByLabel('Topic').selectOption('Community')
  await form.getByLabel('Message').fill('Could I have an invite to the community chat, please?')
  await form.getByRole('button', { name: 'Send message' }).click()
  const confirmation = page.getByRole('status').filter({ hasText: 'your message has been sent' })
  await expect(confirmation).toBeVisible()
  await expect(confirmation).toContainText(/Reference: [0-9a-f-]{36}/)
  await expect(form).toBeHidden()
  expect(problems).toEqual([])
})

test('the contact form stays as the server rendered it while its code and the query library load', async ({ page }) => {
  const problems = watchConsole(page)
  // The form's own code arrives late, well after the query library has: the form must hydrate in
  // place, never be swapped for its loading state (which would move everything below it).
  await page.route(/\/assets\/contact-form-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.addInitScript(() => {
    const seen = { gone: false }
    Object.assign(window, { contactFormSeen: seen })
    const check = () => {
      if (!document.querySelector('form[aria-label="Contact"]')) seen.gone = true
      requestAnimationFrame(check)
    }
    document.addEventListener('DOMContentLoaded', check)
  })
  await gotoHydrated(page, '/page/contact')
  const form = page.getByRole('form', { name: 'Contact' })
  // Hydrated: a press on Send checks the fields.
  await expect(async () => {
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Please enter your name')).toBeVisible({ timeout: 500 })
  }).toPass()
  expect(
    await page.evaluate(() => (window as unknown as { contactFormSeen: { gone: boolean } }).contactFormSeen.gone),
  ).toBe(false)
  expect(problems).toEqual([])
})

test('the contact page, a written page and a post pass axe in light and dark', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    for (const path of ['/page/contact', '/page/terms-of-service', '/page/blog/one-registry-two-clis']) {
      await gotoHydrated(page, path)
      await expect(heading(page)).toBeVisible()
      await expectNoAxeViolations(page)
    }
  }
})
