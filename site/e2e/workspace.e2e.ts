import { expect, type Page, test } from '@playwright/test'
import {
  expectNoAxeViolations,
  gotoHydrated,
  openSignedIn,
  PASSWORD,
  registerAccount,
  reloadHydrated,
  watchConsole,
} from './support'

const card = (page: Page, service: string) => page.locator(`[data-slot="workspace-service"][data-service="${service}"]`)
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('signed out, the workspace is a sign-in form in the main layout that leads back to it', async ({
  page,
  request,
}) => {
  const { email } = await registerAccount(request)
  const problems = watchConsole(page)
  await gotoHydrated(page, '/workspace')
  await expect(heading(page)).toHaveText('Welcome back')
  await expect(page.getByText('Sign in to your account to continue')).toBeVisible()
  // The main layout's header and footer stay around the form.
  await expect(page.locator('header[data-slot="site-header"]')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  await page.getByLabel('Email or username').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(heading(page)).toHaveText('My Workspace')
  await expect(page).toHaveURL(/\/workspace$/)
  await expect(page.locator('[data-slot="workspace-service"]')).toHaveCount(6)
  expect(problems).toEqual([])
})

test('the dashboard shows six services; a card click selects it; subscriptions persist', async ({ page, request }) => {
  const session = await registerAccount(request)
  const problems = watchConsole(page)
  await openSignedIn(page, session, '/workspace')
  await expect(heading(page)).toHaveText('My Workspace')
  const names = page.locator('[data-slot="workspace-service"] h2')
  await expect(names).toHaveText(['Snippets', 'Templates', 'Hosting', 'Databases', 'Websites', 'Studio'])

  // Unsubscribed cards show their price, 'Not subscribed' and 'Subscribe Now' (docs/product.md,
  // Workspace).
  await expect(card(page, 'databases')).toContainText('$29/month')
  await expect(card(page, 'studio')).toContainText('$49/month')
  await expect(card(page, 'hosting')).toContainText('Free')
  for (const service of ['hosting', 'databases']) {
    await expect(card(page, service)).toContainText('Not subscribed')
    await expect(card(page, service).getByText('Subscribe Now')).toBeVisible()
  }
  // A priced service is subscribed to through the Pro plans.
  await expect(card(page, 'databases').getByRole('link', { name: /Subscribe Now/ })).toHaveAttribute('href', '/pro')

  // The snippets service is selected first and shows the account's own (empty) figures.
  await expect(card(page, 'snippets').getByRole('button', { name: 'Snippets', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const snippetsFigures = page.getByRole('region', { name: 'Snippets usage' })
  await expect(snippetsFigures).toBeVisible()
  await expect(snippetsFigures.getByText('Snippets submitted')).toBeVisible()
  await expect(snippetsFigures.locator('dt', { hasText: /^Rating$/ }).locator('+ dd')).toHaveText('No ratings yet')

  // The four services that do not run here are marked as previews on their cards; the two that do are not.
  for (const service of ['hosting', 'databases', 'websites', 'studio'])
    await expect(card(page, service)).toContainText('Not yet available on this instance.')
  for (const service of ['snippets', 'templates'])
    await expect(card(page, service).locator('[data-slot="workspace-preview"]')).toHaveCount(0)

  // A click anywhere on a card (here its corner, away from its name) selects it.
  await card(page, 'hosting').click({ position: { x: 8, y: 8 } })
  await expect(card(page, 'hosting')).toHaveAttribute('data-selected', 'true')
  await expect(card(page, 'snippets')).not.toHaveAttribute('data-selected', 'true')
  // Hosting is a preview: it says so, and shows no figures, storage or activity.
  const hostingFigures = page.getByRole('region', { name: 'Hosting usage' })
  await expect(hostingFigures).toBeVisible()
  await expect(hostingFigures).toContainText('Hosting is a preview: it is not yet available on this instance')
  await expect(hostingFigures.getByRole('progressbar')).toHaveCount(0)
  await expect(hostingFigures.locator('dt')).toHaveCount(0)
  await expect(hostingFigures.getByText('Recent activity')).toHaveCount(0)

  await card(page, 'hosting').getByRole('button', { name: 'Subscribe Now to Hosting' }).click()
  await expect(card(page, 'hosting')).toContainText('Subscribed')
  await expect(card(page, 'hosting').getByRole('link', { name: 'Manage Service' })).toBeVisible()

  await reloadHydrated(page)
  await expect(card(page, 'hosting').getByRole('link', { name: 'Manage Service' })).toBeVisible()
  await expect(card(page, 'templates')).toContainText('Not subscribed')

  // 'Manage Service' opens the service's page, where the subscription ends.
  await card(page, 'hosting').getByRole('link', { name: 'Manage Service' }).click()
  await expect(page).toHaveURL(/\/workspace\/hosting$/)
  await expect(heading(page)).toHaveText('Hosting')
  await expect(page.getByText('Plan: Free')).toBeVisible()
  await expect(page.locator('[data-slot="workspace-preview"]')).toContainText('not yet available on this instance')
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByText('Not subscribed')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Subscribe Now to Hosting' })).toBeVisible()

  await page.getByRole('link', { name: 'My Workspace' }).last().click()
  await expect(card(page, 'hosting').getByRole('button', { name: 'Subscribe Now to Hosting' })).toBeVisible()
  await page.reload()
  await expect(card(page, 'hosting')).toContainText('Not subscribed')
  expect(problems).toEqual([])
})

test("a member's template download is theirs: saved as {slug}.zip, then shown on the workspace's templates card", async ({
  page,
  request,
}) => {
  const session = await registerAccount(request)
  // The catalogue's content may change, so the template is whichever free one the API lists first.
  const listing = await request.get('/api/templates/list?price=free')
  expect(listing.ok()).toBe(true)
  const [template] = ((await listing.json()) as { templates: Array<{ slug: string; name: string }> }).templates
  if (!template) throw new Error('The catalogue lists no free template')
  const problems = watchConsole(page)

  await openSignedIn(page, session, `/templates/${template.slug}`)
  // The signed-in header shows once the stored session has been read; from then on Download sends it.
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible()
  const link = page.locator('[data-slot="template-actions"]').getByRole('link', { name: 'Download', exact: true })
  // Still a plain link to the zip, for visitors and for a page whose script has not run.
  await expect(link).toHaveAttribute('href', `/api/templates/${template.slug}/download`)
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(`${template.slug}.zip`)

  await gotoHydrated(page, '/workspace')
  await card(page, 'templates').getByRole('button', { name: 'Templates', exact: true }).click()
  const figures = page.getByRole('region', { name: 'Templates usage' })
  await expect(figures.getByText('Your account')).toBeVisible()
  await expect(figures.locator('[data-slot="workspace-preview"]')).toHaveCount(0)
  await expect(figures.locator('dt', { hasText: 'Templates downloaded' }).locator('+ dd')).toHaveText('1')
  await expect(figures.locator('dt', { hasText: /^Downloads$/ }).locator('+ dd')).toHaveText('1')
  await expect(figures.getByRole('listitem')).toHaveCount(1)
  await expect(figures.getByRole('listitem')).toContainText(`Downloaded “${template.name}”`)
  expect(problems).toEqual([])
})

test('on a phone, selecting a card brings its figures into view', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const session = await registerAccount(request)
  await openSignedIn(page, session, '/workspace')
  await expect(page.locator('[data-slot="workspace-service"]')).toHaveCount(6)
  const figures = page.getByRole('heading', { name: 'Templates usage' })
  await card(page, 'templates').getByRole('button', { name: 'Templates', exact: true }).click()
  await expect(figures).toBeInViewport()
})

test('a workspace service that does not exist answers the not-found page with 404', async ({ page }) => {
  const response = await page.goto('/workspace/mail')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

test('the signed-in dashboard and a service page pass axe in light and dark', async ({ page, request }) => {
  const session = await registerAccount(request)
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await openSignedIn(page, session, '/workspace')
    await expect(page.locator('[data-slot="workspace-service"]')).toHaveCount(6)
    await expectNoAxeViolations(page)
    await gotoHydrated(page, '/workspace/studio')
    await expect(heading(page)).toHaveText('Studio')
    await expectNoAxeViolations(page)
  }
})
