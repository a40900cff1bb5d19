import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import {
  axeViolations,
  bearer,
  gotoHydrated,
  openSignedIn,
  PASSWORD,
  publishSnippet,
  registerAccount,
  reloadHydrated,
  type Session,
} from './support'

/*
 * Members' ratings of templates and snippets, from the pages that show them. Each test that writes
 * rates a template of its own (by its place on the listing's first page), and every figure it
 * expects is worked out from the ratings the API reports before it starts, so the tests run in
 * parallel and on any catalogue.
 */

type Card = { id: string; slug: string; name: string; rating: number; reviews: number }
type Counts = number[]

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })
const ratingsSection = (page: Page) => page.getByRole('region', { name: 'Ratings and reviews' })
const templateStats = (page: Page) => page.locator('[data-slot="template-stats"]')
const reviewBy = (page: Page, name: string) =>
  ratingsSection(page).locator('[data-slot="review"]').filter({ hasText: name })

/** The templates on the first page of the listing, as /templates shows them. */
async function firstPageTemplates(request: APIRequestContext): Promise<Card[]> {
  const response = await request.get('/api/templates/list')
  expect(response.status()).toBe(200)
  const { templates } = (await response.json()) as { templates: Card[] }
  expect(templates.length).toBeGreaterThanOrEqual(4)
  return templates
}

/** How many members gave the item 1 to 5 stars, as the API counts them now. */
async function countsOf(request: APIRequestContext, path: string): Promise<Counts> {
  const response = await request.get(`/api/${path}/ratings`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { counts: Counts }).counts
}

/** `counts` with one more rating of `stars`. */
const plus = (counts: Counts, stars: number) => counts.map((count, index) => (index + 1 === stars ? count + 1 : count))

const totalOf = (counts: Counts) => counts.reduce((sum, count) => sum + count, 0)

/** The average of these counts as the API rounds it and the site writes it: '4.3'. */
function averageOf(counts: Counts): string {
  const stars = counts.reduce((sum, count, index) => sum + count * (index + 1), 0)
  return (Math.round((stars / totalOf(counts)) * 10) / 10).toFixed(1)
}

/** What the figure reads for these counts: '4.3 (3 ratings)', or 'No ratings yet'. */
function figure(counts: Counts): string {
  const total = totalOf(counts)
  if (!total) return 'No ratings yet'
  return `${averageOf(counts)} (${total} ${total === 1 ? 'rating' : 'ratings'})`
}

const snippetBody = (title: string) => ({
  title,
  description: 'Clamps a number between two bounds.',
  language: 'TypeScript',
  category: 'Function',
  tags: ['math'],
  code: 'export const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))\n',
  mdx: '## Usage\n\n`clamp(12, 0, 10)` is 10.',
})

async function rateWithApi(
  request: APIRequestContext,
  session: Session,
  path: string,
  body: { stars: number; review?: string },
) {
  const response = await request.put(`/api/${path}/rating`, { headers: bearer(session), data: body })
  expect(response.status(), await response.text()).toBe(200)
}

test('a member rates a template with a review, sees the figures change on the page and its card, changes it and removes it', async ({
  page,
  request,
}) => {
  const [template] = await firstPageTemplates(request)
  if (!template) throw new Error('The listing has no template')
  const path = `templates/${template.slug}`
  const before = await countsOf(request, path)
  const member = await registerAccount(request, { first_name: 'Rita', last_name: 'Rater' })
  await openSignedIn(page, member, `/templates/${template.slug}`)

  const section = ratingsSection(page)
  await expect(templateStats(page)).toContainText(figure(before))
  const form = section.getByRole('form', { name: 'Rate this template' })
  await expect(form).toBeVisible()
  await expect(form.getByRole('radio')).toHaveCount(5)
  await expect(form.getByRole('button', { name: 'Remove my rating' })).toHaveCount(0)

  // A first rating: four stars and a review.
  const firstReview = 'Clear files, and the README says what to change.'
  await form.getByRole('radio', { name: '4 stars' }).check()
  await form.getByLabel('Your review (optional)').fill(firstReview)
  await expect(form.locator('[data-slot="review-counter"]')).toHaveText(`${firstReview.length}/500 characters`)
  await form.getByRole('button', { name: 'Save rating' }).click()
  await expect(toast(page, 'Rating saved')).toBeVisible()

  const rated = plus(before, 4)
  await expect(templateStats(page)).toContainText(figure(rated))
  const summary = section.locator('[data-slot="ratings-summary"]')
  await expect(summary).toContainText(averageOf(rated))
  await expect(summary).toContainText(`${totalOf(rated)} ${totalOf(rated) === 1 ? 'rating' : 'ratings'}`)
  await expect(section.locator('li[data-stars="4"]')).toHaveText(
    new RegExp(`^4 stars\\s*${rated[3]} ${rated[3] === 1 ? 'rating' : 'ratings'}$`),
  )
  await expect(reviewBy(page, 'Rita Rater')).toContainText(firstReview)
  await expect(reviewBy(page, 'Rita Rater').getByRole('img', { name: '4 out of 5 stars' })).toBeVisible()
  const mine = section.getByRole('form', { name: 'Your rating' })
  await expect(mine.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await expect(mine.getByLabel('Your review (optional)')).toHaveValue(firstReview)

  // The card on the listing shows the same figure, reached in the browser and loaded afresh alike.
  const card = page
    .locator('[data-slot="template-card"]')
    .filter({ has: page.getByRole('heading', { name: template.name, exact: true }) })
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Templates', exact: true })
    .click()
  await expect(page).toHaveURL(/\/templates$/)
  await expect(card).toContainText(figure(rated))
  await gotoHydrated(page, '/templates')
  await expect(card).toContainText(figure(rated))

  // Changing it, by keyboard: the arrows move the choice from four stars to two.
  await card.getByRole('link', { name: template.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/templates/${template.slug}$`))
  await expect(mine.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await mine.getByRole('radio', { name: '4 stars' }).focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(mine.getByRole('radio', { name: '2 stars' })).toBeChecked()
  await expect(mine.getByRole('radio', { name: '2 stars' })).toBeFocused()
  const secondReview = 'On a second look, the defaults need more work.'
  await mine.getByLabel('Your review (optional)').fill(secondReview)
  await mine.getByRole('button', { name: 'Save rating' }).click()
  await expect(toast(page, 'Rating updated')).toBeVisible()

  const changed = plus(before, 2)
  await expect(templateStats(page)).toContainText(figure(changed))
  await expect(reviewBy(page, 'Rita Rater')).toContainText(secondReview)
  await expect(reviewBy(page, 'Rita Rater')).not.toContainText(firstReview)
  await expect(reviewBy(page, 'Rita Rater').getByRole('img', { name: '2 out of 5 stars' })).toBeVisible()
  // The server has stored it: a fresh load says the same.
  await reloadHydrated(page)
  await expect(templateStats(page)).toContainText(figure(changed))
  await expect(mine.getByRole('radio', { name: '2 stars' })).toBeChecked()

  // Removing it leaves the figures as they were and the form empty.
  await mine.getByRole('button', { name: 'Remove my rating' }).click()
  await expect(toast(page, 'Rating removed')).toBeVisible()
  await expect(templateStats(page)).toContainText(figure(before))
  await expect(reviewBy(page, 'Rita Rater')).toHaveCount(0)
  const again = section.getByRole('form', { name: 'Rate this template' })
  await expect(again.getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(again.getByLabel('Your review (optional)')).toHaveValue('')
  expect(await countsOf(request, path)).toEqual(before)
  await gotoHydrated(page, '/templates')
  await expect(card).toContainText(figure(before))
})

test('the form asks for stars before it sends anything', async ({ page, request }) => {
  const template = (await firstPageTemplates(request))[3]
  if (!template) throw new Error('The listing has too few templates')
  const before = await countsOf(request, `templates/${template.slug}`)
  await openSignedIn(page, await registerAccount(request), `/templates/${template.slug}`)
  const form = ratingsSection(page).getByRole('form', { name: 'Rate this template' })
  await form.getByLabel('Your review (optional)').fill('No stars given')
  await form.getByRole('button', { name: 'Save rating' }).click()
  await expect(form.locator('[data-slot="field-error"]')).toHaveText('Please choose from 1 to 5 stars')
  await expect(form.getByRole('radio', { name: '1 star', exact: true })).toBeFocused()
  await form.getByRole('radio', { name: '3 stars' }).check()
  await expect(form.locator('[data-slot="field-error"]')).toHaveCount(0)
  expect(await countsOf(request, `templates/${template.slug}`)).toEqual(before)
})

test('a signed-out visitor is offered to sign in, and comes back to the ratings to rate', async ({ page, request }) => {
  const template = (await firstPageTemplates(request))[3]
  if (!template) throw new Error('The listing has too few templates')
  const account = await registerAccount(request)
  await gotoHydrated(page, `/templates/${template.slug}`)
  const section = ratingsSection(page)
  const signIn = section.getByRole('link', { name: 'Sign in to rate' })
  await expect(signIn).toBeVisible()
  await expect(signIn).toHaveAttribute(
    'href',
    `/sign-in?redirect_url=${encodeURIComponent(`/templates/${template.slug}#ratings`)}`,
  )
  await expect(section.getByRole('radio')).toHaveCount(0)
  await expect(section.getByRole('button', { name: 'Save rating' })).toHaveCount(0)

  await signIn.click()
  await expect(page).toHaveURL(/\/sign-in\?redirect_url=/)
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  await page.getByLabel('Email or username').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/templates/${template.slug}(#ratings)?$`))
  await expect(ratingsSection(page).getByRole('form', { name: 'Rate this template' })).toBeVisible()
  await expect(ratingsSection(page).getByRole('link', { name: 'Sign in to rate' })).toHaveCount(0)
})

test("a snippet's author is told they can't rate it, while another member rates it", async ({
  page,
  request,
  browser,
}) => {
  const author = await registerAccount(request, { first_name: 'Sam', last_name: 'Author' })
  const title = `Rated clamp ${Date.now()}`
  const { slug } = await publishSnippet(request, author, snippetBody(title))

  await openSignedIn(page, author, `/snippets/${slug}`)
  const section = ratingsSection(page)
  await expect(section.getByText("You can't rate your own snippet")).toBeVisible()
  await expect(section.getByRole('radio')).toHaveCount(0)
  await expect(section.locator('form')).toHaveCount(0)
  await expect(page.locator('[data-slot="snippet-meta"]')).toContainText('No ratings yet')
  // The API refuses it as well.
  const refused = await request.put(`/api/snippets/${slug}/rating`, { headers: bearer(author), data: { stars: 5 } })
  expect(refused.status()).toBe(403)

  const other = await browser.newPage()
  await openSignedIn(
    other,
    await registerAccount(request, { first_name: 'Olga', last_name: 'Other' }),
    `/snippets/${slug}`,
  )
  const form = ratingsSection(other).getByRole('form', { name: 'Rate this snippet' })
  await form.getByRole('radio', { name: '5 stars' }).check()
  await form.getByRole('button', { name: 'Save rating' }).click()
  await expect(toast(other, 'Rating saved')).toBeVisible()
  await expect(other.locator('[data-slot="snippet-meta"]')).toContainText('5.0 (1 rating)')
  // Stars without words are counted, and listed among the reviews only with words.
  await expect(ratingsSection(other).locator('li[data-stars="5"]')).toHaveText(/^5 stars\s*1 rating$/)
  await expect(ratingsSection(other)).toContainText('No written reviews yet.')
  await other.close()

  await reloadHydrated(page)
  await expect(page.locator('[data-slot="snippet-meta"]')).toContainText('5.0 (1 rating)')
  await expect(section.getByText("You can't rate your own snippet")).toBeVisible()
  await gotoHydrated(page, `/snippets?name=${encodeURIComponent(title)}`)
  await expect(page.locator('[data-slot="snippet-card"]').filter({ hasText: title })).toContainText('5.0 (1 rating)')
})

test('a review with markup shows as the text it is', async ({ page, request }) => {
  const template = (await firstPageTemplates(request))[1]
  if (!template) throw new Error('The listing has too few templates')
  const member = await registerAccount(request, { first_name: 'Mal', last_name: 'Lory' })
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><b>bold</b> & more'
  await rateWithApi(request, member, `templates/${template.slug}`, { stars: 3, review: payload })

  await gotoHydrated(page, `/templates/${template.slug}`)
  const review = reviewBy(page, 'Mal Lory')
  await expect(review.locator('[data-slot="review-text"]')).toHaveText(payload)
  await expect(review.locator('img, script, b')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
})

test('the template page with its ratings, form and messages has no axe violations, light and dark', async ({
  page,
  request,
}) => {
  // Five axe runs over a page whose file viewer holds a highlighted file (thousands of coloured
  // spans for the contrast rule): well within a minute on a quiet machine, not always beside a
  // second worker on two cores.
  test.slow()
  const template = (await firstPageTemplates(request))[2]
  if (!template) throw new Error('The listing has too few templates')
  const rater = await registerAccount(request, { first_name: 'Ava', last_name: 'Axe' })
  await rateWithApi(request, rater, `templates/${template.slug}`, { stars: 5, review: 'Does what it says.' })
  await openSignedIn(page, await registerAccount(request), `/templates/${template.slug}`)

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await gotoHydrated(page, `/templates/${template.slug}`)
    const section = ratingsSection(page)
    const form = section.getByRole('form', { name: 'Rate this template' })
    await expect(form).toBeVisible()
    await expect(reviewBy(page, 'Ava Axe')).toBeVisible()
    await expect(section.locator('[data-slot="ratings-distribution"] li')).toHaveCount(5)
    await page.waitForLoadState('networkidle')
    expect(await axeViolations(page), colorScheme).toEqual([])

    // With a message beside the stars.
    await form.getByRole('button', { name: 'Save rating' }).click()
    await expect(form.locator('[data-slot="field-error"]')).toBeVisible()
    expect(await axeViolations(page, '[data-slot="ratings-section"]'), `${colorScheme}, with an error`).toEqual([])
  }

  // Signed out, the section offers to sign in instead; the rest of the page is the one checked above.
  await page.evaluate(() => window.localStorage.clear())
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await gotoHydrated(page, `/templates/${template.slug}`)
  await expect(ratingsSection(page).getByRole('link', { name: 'Sign in to rate' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await axeViolations(page, '[data-slot="ratings-section"]'), 'signed out').toEqual([])
})
