import { expect, type Page, test } from '@playwright/test'
import { snipstackCommand } from '@snipstack/contracts/install-commands'
import { axeViolations, gotoHydrated, pageProblems, watchConsole } from './support'

/** The docs' page templates: each page shows its template live, made of blocks, and how to get it. */
const templates = [
  { name: 'agent', title: 'Agent', paid: true },
  { name: 'devtool', title: 'Devtool', paid: true },
  { name: 'mobile', title: 'Mobile', paid: true },
  { name: 'saas', title: 'SaaS', paid: true },
  { name: 'startup', title: 'Startup', paid: true },
  { name: 'portfolio', title: 'Portfolio', paid: false },
  { name: 'changelog', title: 'Changelog', paid: false },
] as const

const demo = (page: Page) => page.locator('[data-slot="template-demo"]')
const frame = (page: Page) => page.frameLocator('[data-slot="template-demo"] iframe')

for (const { name, title, paid } of templates) {
  test(`/components/templates/${name} shows the template live, what it holds and how to get it`, async ({ page }) => {
    test.setTimeout(150_000)
    const problems = watchConsole(page)
    await gotoHydrated(page, `/components/templates/${name}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    // The whole page, rendered by the server inside the frame: its own one h1 and its sections.
    await expect(frame(page).getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(frame(page).getByRole('heading', { level: 2 }).first()).toBeAttached()
    await expect(demo(page).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      `/blocks/view/${name}-template`,
    )
    await expect(page.getByRole('heading', { level: 2, name: 'What is inside' })).toBeVisible()
    const availability = page.locator('[data-slot="template-availability"]')
    if (paid) {
      await expect(availability.getByRole('link', { name: 'See Snipstack Pro' })).toHaveAttribute('href', '/pro')
      await expect(availability).not.toContainText('add ')
    } else {
      await expect(availability).toContainText(
        snipstackCommand('npm', `add ${name}-template`, { origin: new URL(page.url()).origin }),
      )
      await expect(availability).toContainText(`/r/${name}-template.json`)
    }
    // The page's own load, not network quiet: axe skips the frame, and under load a template page
    // has twice (changelog, startup) not gone quiet for the half second networkidle asks.
    await page.waitForLoadState('load')
    expect(await axeViolations(page, undefined, { skipFrames: true }), name).toEqual([])
    expect(pageProblems(problems)).toEqual([])

    // The template on its own, as the frame shows it, in light and dark.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await page.goto(`/blocks/view/${name}-template`)
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0)
      expect(await axeViolations(page), `${name} alone (${colorScheme})`).toEqual([])
    }
    expect(pageProblems(problems)).toEqual([])
  })
}

test('the demo switches to phone width, where the template lays out for a phone, and scrolls inside its stage', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/components/templates/saas')
  const iframe = demo(page).locator('iframe')
  await expect.poll(() => iframe.evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth)).toBe(1280)
  // Wider than the docs column: drawn scaled down, as a screenshot would be, once the script has
  // measured the space (the frame is 1280 px wide from the server's HTML on, cropped until then).
  await expect.poll(async () => (await iframe.boundingBox())?.width ?? 0).toBeLessThan(1280)
  await demo(page).getByRole('button', { name: 'Phone' }).click()
  await expect.poll(() => iframe.evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth)).toBe(375)
  await expect.poll(async () => Math.round((await iframe.boundingBox())?.width ?? 0)).toBe(375)
  const scroller = demo(page).locator('[data-slot="block-scroller"]')
  await expect.poll(() => scroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
  expect((await scroller.boundingBox())?.height ?? 0).toBeLessThanOrEqual(722)
})

test('a page template is shown alone at /blocks/view/{name}, and is no block of the catalogue', async ({ page }) => {
  const alone = await page.goto('/blocks/view/portfolio-template')
  expect(alone?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  const asBlock = await page.goto('/blocks/portfolio-template')
  expect(asBlock?.status()).toBe(404)
})
