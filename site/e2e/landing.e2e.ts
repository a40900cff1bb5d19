import { expect, type Page, test } from '@playwright/test'
import { type SiteStatsResponse, siteStatsResponse } from '@snipstack/contracts'
import { snipstackCommand } from '@snipstack/contracts/install-commands'
import { atLeast } from '@snipstack/contracts/stats-constants'
import { docsItems } from '@snipstack/ui/docs-index'
import { gotoHydrated, watchConsole } from './support'

const siteStats = async (page: Page): Promise<SiteStatsResponse> =>
  siteStatsResponse.parse(await (await page.request.get('/api/stats')).json())

test('the server-rendered landing page carries the headline and tagline', async ({ request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('Snippets, templates and utilities for modern software builders')
  expect(html).toContain('Cut boilerplate. Ship faster. Engineer smarter.')
  expect(html).toMatch(/<h1[^>]*>Snippets, templates and utilities for modern software builders<\/h1>/)
})

test('sections come in the specified order with their anchors', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  const headings = await main.getByRole('heading', { level: 2 }).allTextContents()
  expect(headings).toEqual([
    'Everything you need to ship faster',
    'Production-ready code, one click away',
    'From zero to shipped in four steps',
    'Why developers choose Snipstack',
    'Ready to ship your next project faster?',
  ])
  const order = await main
    .locator(':scope > section')
    .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby')))
  expect(order).toEqual(['hero-title', 'features', 'snippets', 'setup-title', 'about', 'cta-title'])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Snippets, templates and utilities for modern software builders',
  )
})

test('hero shows the figures, features and calls to action', async ({ page }) => {
  const problems = watchConsole(page)
  // Other tests may add snippets or accounts meanwhile: the page shows the figures of either moment.
  const before = await siteStats(page)
  await page.goto('/')
  const main = page.getByRole('main')
  const figure = (label: string) =>
    main
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
  await expect(figure('Snippets')).toHaveText(/\d/)
  const after = await siteStats(page)
  const shown = {
    Snippets: 'snippets',
    Templates: 'templates',
    Languages: 'languages',
  } satisfies Record<string, keyof Omit<SiteStatsResponse, 'registry'>>
  for (const [label, key] of Object.entries(shown)) {
    await expect(figure(label)).toHaveText(/\d/)
    expect([atLeast(before[key]), atLeast(after[key])]).toContain(await figure(label).textContent())
  }
  await expect(figure('Components')).toHaveText(atLeast(docsItems.filter((item) => item.section).length))
  // The call to action states the same figures once it hydrates, as it nears the screen.
  const cta = page.locator('#cta-title + p')
  await cta.scrollIntoViewIfNeeded()
  await expect(cta).toContainText('Browse ')
  const browse = [before, after].map((stats) => `Browse ${atLeast(stats.snippets)} snippets`)
  const line = (await cta.textContent()) ?? ''
  expect(
    browse.some((text) => line.includes(text)),
    line,
  ).toBe(true)
  const features = page.locator('#features')
  for (const word of ['Go', 'JavaScript', 'Python', 'PHP', 'Docker', 'Kubernetes', 'Helm', 'NGINX']) {
    await expect(features.getByText(word, { exact: true })).toBeVisible()
  }
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Multi-language snippets',
    'Infrastructure templates',
    'Boilerplate starters',
    'Productivity utilities',
  ])
  const explore = main.getByRole('link', { name: 'Explore Snippets' })
  await expect(explore).toHaveCount(2)
  for (const link of await explore.all()) await expect(link).toHaveAttribute('href', '/snippets')
  await expect(main.getByRole('link', { name: 'Submit Your Snippet' })).toHaveAttribute('href', '/snippets/submit')
  await expect(main.getByRole('link', { name: 'Submit Your First Snippet' })).toHaveAttribute(
    'href',
    '/snippets/submit',
  )

  await explore.first().click()
  await expect(page).toHaveURL(/\/snippets$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Code Snippets' })).toBeVisible()
  expect(problems).toEqual([])
})

test('featured snippets show two cards that link to their snippets', async ({ page }) => {
  await page.goto('/')
  const section = page.locator('#snippets')
  const cards = section.getByRole('article')
  await expect(cards).toHaveCount(2)
  await expect(cards.nth(0)).toContainText('Go')
  await expect(cards.nth(0).locator('pre')).toContainText('http.NewServeMux()')
  await expect(cards.nth(1)).toContainText('TypeScript')
  await expect(cards.nth(0).getByRole('link', { name: /View Full Snippet/ })).toHaveAttribute(
    'href',
    '/snippets/go-http-server',
  )
  await expect(cards.nth(1).getByRole('link', { name: /View Full Snippet/ })).toHaveAttribute(
    'href',
    '/snippets/typescript-api-route',
  )
  await expect(section.getByRole('link', { name: 'Browse All Snippets' })).toHaveAttribute('href', '/snippets')
})

test.describe('copying a featured snippet', () => {
  test('copies the code and confirms with a toast for 3 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const problems = watchConsole(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Copy TypeScript code' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'TypeScript code copied to clipboard!' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('You can now paste it in your editor')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('export async function POST(request: Request)')
    await page.mouse.move(0, 0)
    await expect(toast).toBeHidden({ timeout: 6_000 })
    expect(problems).toEqual([])
  })

  test('reports a failed copy with a toast', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      })
    })
    await page.goto('/')
    await page.getByRole('button', { name: 'Copy Go code' }).click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to copy code' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Please try again')
  })
})

test.describe('quick setup', () => {
  test('lists four steps whose commands copy with a 2-second check mark', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await gotoHydrated(page, '/')
    const steps = page.locator('section[aria-labelledby="setup-title"] ol > li')
    await expect(steps).toHaveCount(4)
    // The section hydrates as it nears the screen; then it knows the page's origin.
    await steps.first().scrollIntoViewIfNeeded()
    // Our CLI in the form this instance serves it (the published package is for the public site).
    const init = snipstackCommand('npm', 'init', { origin: new URL(page.url()).origin })
    await expect(steps.locator('code')).toHaveText([
      'npm create vite@latest my-app -- --template react-ts',
      init,
      snipstackCommand('npm', 'add marquee', { origin: new URL(page.url()).origin }),
      'npm run dev',
    ])
    const button = page.getByRole('button', { name: `Copy command: ${init}` })
    await button.click()
    const copiedButton = steps.nth(1).getByRole('button', { name: 'Copied' })
    await expect(copiedButton).toBeVisible()
    await expect(copiedButton.locator('svg.lucide-check')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(init)
    const shownAt = Date.now()
    await expect(page.getByRole('button', { name: `Copy command: ${init}` })).toBeVisible({
      timeout: 5_000,
    })
    expect(Date.now() - shownAt).toBeGreaterThan(1_200)
    await expect(steps.nth(1).locator('svg.lucide-check')).toHaveCount(0)
  })

  test('every command shows whole on a phone, wrapping between words and URL parts', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, '/')
    const section = page.locator('section[aria-labelledby="setup-title"]')
    await section.scrollIntoViewIfNeeded()
    const origin = new URL(page.url()).origin
    const commands = section.locator('ol > li code')
    await expect(commands.nth(1)).toHaveText(snipstackCommand('npm', 'init', { origin }))
    const boxes = await commands.evaluateAll((codes) =>
      codes.map((code) => {
        const linesOf = (range: Range) => new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
        const whole = document.createRange()
        whole.selectNodeContents(code)
        // A run of characters between spaces and line-break points that spans two lines was cut inside.
        const cut: string[] = []
        for (const node of code.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue
          for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange()
            range.setStart(node, word.index)
            range.setEnd(node, word.index + word[0].length)
            if (linesOf(range) > 1) cut.push(word[0])
          }
        }
        return {
          text: code.textContent ?? '',
          overflow: code.scrollWidth - code.clientWidth,
          right: code.getBoundingClientRect().right,
          lines: linesOf(whole),
          cut,
        }
      }),
    )
    for (const box of boxes) {
      expect(box.overflow, box.text).toBeLessThanOrEqual(0)
      expect(box.right, box.text).toBeLessThanOrEqual(390)
      expect(box.cut, box.text).toEqual([])
    }
    // The CLI's commands name a URL and are wider than a phone: they wrap.
    expect(boxes[1]?.lines).toBeGreaterThan(1)
  })

  test('only logs a failed command copy', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      })
    })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await gotoHydrated(page, '/')
    // The section hydrates as it nears the screen; then it names this instance's CLI.
    await page.locator('section[aria-labelledby="setup-title"]').scrollIntoViewIfNeeded()
    const add = snipstackCommand('npm', 'add marquee', { origin: new URL(page.url()).origin })
    await page.getByRole('button', { name: `Copy command: ${add}` }).click()
    await expect.poll(() => errors.some((e) => e.includes('Could not copy the command'))).toBe(true)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
    await expect(page.getByRole('button', { name: `Copy command: ${add}` })).toBeVisible()
  })
})

test.describe('meteors', () => {
  test('30 in the hero and 20 in the call to action', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('section[aria-labelledby="hero-title"] .animate-meteor')).toHaveCount(30)
    await expect(page.locator('section[aria-labelledby="cta-title"] .animate-meteor')).toHaveCount(20)
    const visible = await page
      .locator('.animate-meteor')
      .evaluateAll((nodes) => nodes.filter((n) => getComputedStyle(n).display !== 'none').length)
    expect(visible).toBe(50)
  })

  test('are hidden for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const visible = await page
      .locator('.animate-meteor')
      .evaluateAll((nodes) => nodes.filter((n) => getComputedStyle(n).display !== 'none').length)
    expect(visible).toBe(0)
  })
})

test('the landing page looks after itself in dark mode too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  const problems = watchConsole(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
})
