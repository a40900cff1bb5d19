import { expect, type Page, test } from '@playwright/test'
import { blockCategories } from '@snipstack/contracts'
import { snipstackCommand } from '@snipstack/contracts/install-commands'
import { desktopPreviewHeights } from '../src/features/blocks/preview-heights'
import { axeViolations, gotoHydrated, openNotFoundPage, pageProblems, recordTracking, watchConsole } from './support'

type IndexItem = { name: string; title: string; type: string; meta?: { category?: string; paid?: boolean } }

/** The blocks as the registry publishes them: what the catalogue must show (page templates have docs pages). */
async function publishedBlocks(page: Page): Promise<IndexItem[]> {
  const index = (await (await page.request.get('/r/registry.json')).json()) as { items: IndexItem[] }
  return index.items.filter((item) => item.type === 'registry:block' && item.meta?.category !== 'Template')
}

const frame = (page: Page) => page.frameLocator('[data-slot="block-stage"] iframe')
const stage = (page: Page) => page.locator('[data-slot="block-stage"]')

test('/blocks lists every published block under its category, with Pro badges, and leads to each', async ({ page }) => {
  const problems = watchConsole(page)
  const blocks = await publishedBlocks(page)
  expect(blocks.length).toBeGreaterThanOrEqual(16)
  await gotoHydrated(page, '/blocks')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blocks')
  await expect(page.getByText(`${blocks.length} blocks in`)).toBeVisible()
  const cards = page.locator('li[data-block]')
  await expect(cards).toHaveCount(blocks.length)
  for (const block of blocks) {
    const card = page.locator(`li[data-block="${block.name}"]`)
    const section = page.getByRole('region', { name: block.meta?.category ?? '' })
    await expect(section.locator(`li[data-block="${block.name}"]`), block.name).toHaveCount(1)
    await expect(card.getByRole('link', { name: block.title })).toHaveAttribute('href', `/blocks/${block.name}`)
    await expect(card.getByText('Pro', { exact: true })).toHaveCount(block.meta?.paid ? 1 : 0)
  }
  // The categories come in the catalogue's order, each linked from the list at the top.
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
  expect(headings).toEqual(blockCategories.filter((category) => headings.includes(category)))
  await page
    .getByRole('navigation', { name: 'Block categories' })
    .getByRole('link', { name: /^Pricing/ })
    .click()
  await expect(page).toHaveURL(/#pricing$/)

  await page.locator('li[data-block="pricing-tiers"]').getByRole('link').click()
  await expect(page).toHaveURL(/\/blocks\/pricing-tiers$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    blocks.find((b) => b.name === 'pricing-tiers')?.title ?? '',
  )
  await expect(frame(page).getByRole('heading').first()).toBeVisible()
  expect(pageProblems(problems)).toEqual([])
})

test('a block page previews the block at desktop, tablet and phone widths, shows its code and how to install it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.setViewportSize({ width: 1280, height: 900 })
  const problems = watchConsole(page)
  await gotoHydrated(page, '/blocks/hero-centered')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Centred hero')
  const iframe = page.locator('[data-slot="block-stage"] iframe')
  await expect(frame(page).getByRole('heading', { level: 1 })).toHaveText('Ship a landing page this afternoon')
  // The frame grows to the block's height: no scrollbar inside it.
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(300)
  const fits = () =>
    iframe.evaluate((element: HTMLIFrameElement) => {
      const doc = element.contentDocument?.documentElement
      return doc ? doc.scrollHeight <= element.clientHeight + 1 : false
    })
  await expect.poll(fits).toBe(true)

  const widths = page.getByRole('group', { name: 'Preview width' })
  await expect(widths.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true')
  for (const [name, width] of [
    ['Tablet', 768],
    ['Phone', 375],
  ] as const) {
    await widths.getByRole('button', { name }).click()
    await expect(widths.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true')
    // The block inside sees the frame's width as its viewport, so its breakpoints answer it.
    await expect
      .poll(() => iframe.evaluate((element: HTMLIFrameElement) => element.contentWindow?.innerWidth))
      .toBe(width)
    await expect.poll(fits).toBe(true)
  }

  await page.getByRole('tab', { name: 'Code' }).click()
  const code = page.locator('[data-slot="code-frame"]').filter({ hasText: 'components/hero-centered.tsx' })
  await expect(code).toContainText('export default function HeroCentered')
  // Shown as installed: the items it uses are imported from the project's components.
  await expect(code).toContainText("from '@/components/ui/animated-gradient-text'")
  await expect(page.getByRole('group', { name: 'Preview width' })).toHaveCount(0)

  const install = page.getByRole('region', { name: 'Installation' })
  // This instance names the CLI it serves (the published package is for the public site).
  await expect(install).toContainText(
    snipstackCommand('npm', 'add hero-centered', { origin: new URL(page.url()).origin }),
  )
  await expect(install).toContainText('/r/hero-centered.json')
  await expect(
    page.getByRole('region', { name: 'Built with' }).getByRole('link', { name: 'Animated Gradient Text' }),
  ).toHaveAttribute('href', '/components/animated-gradient-text')
  await expect(page.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
    'href',
    '/blocks/view/hero-centered',
  )
  expect(await axeViolations(page, undefined, { skipFrames: true })).toEqual([])
  expect(pageProblems(problems)).toEqual([])
})

test('a Pro block carries the Pro badge and a way to Pro, and is previewed and installed with a registry token', async ({
  page,
}) => {
  const paid = (await publishedBlocks(page)).filter((block) => block.meta?.paid)
  expect(paid.length).toBeGreaterThanOrEqual(3)
  const [block] = paid
  await gotoHydrated(page, `/blocks/${block?.name}`)
  await expect(page.getByRole('heading', { level: 1 }).getByText('Pro', { exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'See Pro' })).toHaveAttribute('href', '/pro')
  // Installed through the project's Pro registry entry, which sends the account's token.
  const install = page.getByRole('region', { name: 'Installation' })
  await expect(install).toContainText(`add @snipstack-pro/${block?.name}`)
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the entry names the variable for the CLIs to fill in
  await expect(install).toContainText('"Authorization": "Bearer ${SNIPSTACK_TOKEN}"')
  await expect(install).toContainText(`"url": "${new URL(page.url()).origin}/r/{name}.json"`)
  await expect(install.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings')
  // Without a token the registry keeps the code: a 401 that says how to send one.
  const refused = await page.request.get(`/r/${block?.name}.json`)
  expect(refused.status()).toBe(401)
  expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('registry token')
  expect(await axeViolations(page, undefined, { skipFrames: true })).toEqual([])
})

test('every block renders alone from the server HTML, fits a phone, and passes axe in light and dark', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 375, height: 800 })
  for (const block of await publishedBlocks(page)) {
    const problems = watchConsole(page)
    const response = await page.request.get(`/blocks/view/${block.name}`)
    expect(response.status(), block.name).toBe(200)
    // The server renders the block itself, not a placeholder for it.
    expect(await response.text(), block.name).toMatch(/<h[12][^>]*>/)

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await page.goto(`/blocks/view/${block.name}`)
      await expect(page.locator('[data-slot="block-frame"]'), block.name).toBeVisible()
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${block.name} is wider than a phone`).toBeLessThanOrEqual(0)
      expect(await axeViolations(page), `${block.name} (${colorScheme})`).toEqual([])
    }
    expect(pageProblems(problems), block.name).toEqual([])
    page.removeAllListeners('console')
    page.removeAllListeners('pageerror')
  }
})

test('each block and page template is as tall at desktop width as the preview reserves for it', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const index = (await (await page.request.get('/r/registry.json')).json()) as { items: IndexItem[] }
  const framed = index.items.filter((item) => item.type === 'registry:block').map((item) => item.name)
  expect(Object.keys(desktopPreviewHeights).sort()).toEqual(framed.sort())
  const measured: Record<string, number> = {}
  for (const name of framed) {
    await page.goto(`/blocks/view/${name}`)
    await page.waitForLoadState('networkidle')
    measured[name] = Math.ceil(
      await page.locator('[data-slot="block-frame"]').evaluate((element) => element.getBoundingClientRect().height),
    )
  }
  // Text wraps a little differently with another machine's fonts: a few pixels either way is no shift.
  const off = framed.filter(
    (name) =>
      Math.abs((measured[name] ?? 0) - (desktopPreviewHeights[name] ?? 0)) > Math.max(4, 0.01 * (measured[name] ?? 0)),
  )
  expect(off, `preview-heights.ts should read: ${JSON.stringify(measured, null, 2)}`).toEqual([])
})

test('a preview has its size in the server HTML, so nothing below it moves as the frame loads', async ({ browser }) => {
  test.setTimeout(120_000)
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 900 },
  ]) {
    for (const path of ['/blocks/navbar', '/blocks/pricing-tiers', '/components/templates/saas']) {
      const still = await browser.newContext({ viewport, javaScriptEnabled: false })
      const served = await still.newPage()
      expect((await served.goto(path))?.status()).toBe(200)
      const before = (await stage(served).boundingBox())?.height
      await still.close()

      const live = await browser.newContext({ viewport })
      const page = await live.newPage()
      await gotoHydrated(page, path)
      const iframe = page.locator('[data-slot="block-stage"] iframe')
      // Measured: the frame is as tall as the block inside it, and scaled to the space.
      await expect
        .poll(() =>
          iframe.evaluate((element: HTMLIFrameElement) => {
            const block = element.contentDocument?.querySelector('[data-slot="block-frame"]')
            return block ? Math.abs(element.clientHeight - Math.ceil(block.getBoundingClientRect().height)) : -1
          }),
        )
        .toBe(0)
      const after = (await stage(page).boundingBox())?.height
      expect(Math.abs((after ?? 0) - (before ?? -100)), `${path} at ${viewport.width} px`).toBeLessThanOrEqual(2)
      await live.close()
    }
  }
})

for (const path of ['/blocks/no-such-block', '/blocks/view/no-such-block']) {
  test(`${path} answers the not-found page with 404`, async ({ page }) => {
    await openNotFoundPage(page, path)
  })
}

test('a block shown alone, as in the preview frames, counts no page view of its own', async ({ page }) => {
  const tracked = await recordTracking(page)
  await page.goto('/blocks/view/faq-accordion')
  const question = page.locator('button[aria-expanded="false"]').first()
  const id = await question.getAttribute('aria-controls')
  const same = page.locator(`button[aria-controls="${id}"]`)
  // A press opens the answer once the frame has hydrated, when page views would be reported.
  await expect(async () => {
    await same.click()
    await expect(same).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass()
  expect((await tracked()).filter((t) => t.event === 'page_view')).toEqual([])
})
