import { expect, type Page, test } from '@playwright/test'
import { animationFrames } from '@snipstack/testing/frames'
import { docsSections, gotoHydrated, recordTracking, watchConsole } from './support'

const header = (page: Page) => page.locator('header[data-slot="site-header"]')
const logo = (page: Page) => header(page).getByRole('link', { name: 'Snipstack' })
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const navTitles = ['Snippets', 'Components', 'Blocks', 'Templates', 'About', 'Shipfast']

/** What recordInput saw, in order: pointer events, clicks and the moment a menu appeared. */
type Recorded = { __input: Array<{ type: string; at: number }> }

/**
 * Records, from the first script of every page on, each pointer event and click the page receives
 * (in the capture phase, before the app's own handlers) and the moment a `role="menu"` element
 * appears, each with its time on the page's clock.
 */
async function recordInput(page: Page) {
  await page.addInitScript(() => {
    const input: Recorded['__input'] = []
    ;(window as unknown as Recorded).__input = input
    for (const type of ['pointerdown', 'pointerup', 'pointercancel', 'click'])
      window.addEventListener(type, (event) => input.push({ type, at: event.timeStamp }), { capture: true })
    const menus = new MutationObserver(() => {
      if (!document.querySelector('[role="menu"]')) return
      input.push({ type: 'menu', at: performance.now() })
      menus.disconnect()
    })
    menus.observe(document, { childList: true, subtree: true })
  })
}

/** Resolves once `recordInput` has seen an event of one of `types`. */
async function seen(page: Page, ...types: string[]) {
  await page.waitForFunction(
    (wanted) => (window as unknown as Recorded).__input.some((input) => wanted.includes(input.type)),
    types,
  )
}

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('renders on the server and hydrates without console problems', async ({ page, request }) => {
    const html = await (await request.get('/snippets')).text()
    expect(html).toContain('data-slot="site-header"')
    expect(html).toContain('Search documentation...')
    expect(html).toContain('href="/sign-in"')

    const problems = watchConsole(page)
    await gotoHydrated(page, '/snippets')
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test('shows logo, main navigation, search, sign-in and theme toggle', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expect(logo(page)).toHaveAttribute('href', '/')
    await expect(mainNav(page)).toBeVisible()
    await expect(mainNav(page).getByRole('link')).toHaveText(navTitles)
    const hrefs = await mainNav(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(['/snippets', '/components', '/blocks', '/templates', '/page/about-us', '/shipfast'])
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in')
    await expect(header(page).getByRole('button', { name: 'Toggle theme' })).toBeVisible()
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeHidden()
  })

  test('the logo goes home', async ({ page }) => {
    await gotoHydrated(page, '/snippets')
    await logo(page).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("in dark, the logo tile's edge stands out from the header at 3:1 or more", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await gotoHydrated(page, '/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    const ratio = await page.evaluate(() => {
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
      if (!context) throw new Error('no canvas')
      // The sRGB colour that CSS colours paint, stacked bottom first (the canvas reads any CSS colour).
      const paint = (...colors: string[]) => {
        context.clearRect(0, 0, 1, 1)
        for (const color of colors) {
          context.fillStyle = color
          context.fillRect(0, 0, 1, 1)
        }
        return [...context.getImageData(0, 0, 1, 1).data].slice(0, 3)
      }
      const luminance = (rgb: number[]) => {
        const [r = 0, g = 0, b = 0] = rgb.map((value) => {
          const c = value / 255
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      const header = document.querySelector('header[data-slot="site-header"]')
      const tile = header?.querySelector('[data-slot="logo-tile"]')
      if (!header || !tile) throw new Error('no logo tile in the header')
      // The header is translucent over the page's background.
      const behind = paint(getComputedStyle(document.body).backgroundColor, getComputedStyle(header).backgroundColor)
      const edge = paint(getComputedStyle(tile).stroke)
      const [lighter = 0, darker = 0] = [luminance(edge), luminance(behind)].sort((a, b) => b - a)
      return (lighter + 0.05) / (darker + 0.05)
    })
    expect(ratio).toBeGreaterThanOrEqual(3)
  })

  test('highlights the entry whose href starts the path', async ({ page }) => {
    await gotoHydrated(page, '/snippets')
    const snippets = mainNav(page).getByRole('link', { name: 'Snippets' })
    await expect(snippets).toHaveAttribute('aria-current', 'page')
    await expect(snippets).toHaveAttribute('data-active', 'true')
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1)
    await expect(mainNav(page).getByRole('link', { name: 'Blocks' })).toHaveAttribute('data-active', 'false')

    await mainNav(page).getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/page\/about-us$/)
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
    await expect(snippets).not.toHaveAttribute('aria-current', 'page')
  })

  test('the Shipfast entry fires shipfast_clicked', async ({ page }) => {
    const tracked = await recordTracking(page)
    await gotoHydrated(page, '/')
    await mainNav(page).getByRole('link', { name: 'Shipfast' }).click()
    await expect(page).toHaveURL(/\/shipfast$/)
    const shipfast = (await tracked()).filter((t) => t.event === 'shipfast_clicked')
    expect(shipfast).toHaveLength(1)
    expect(shipfast[0]?.params.app_version).toBe('0.0.0')
  })

  test('hovering an entry flagged for preload prefetches its page once; others do not', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.waitForLoadState('networkidle')
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    const chunks = (name: string) => requested.filter((p) => new RegExp(`/assets/${name}[^/]*\\.js$`).test(p))

    // Blocks is not flagged. The pointer goes on to Snippets, which is: its prefetch is the witness,
    // because a prefetch started by the Blocks hover would have sent its request first.
    await mainNav(page).getByRole('link', { name: 'Blocks' }).hover()
    await mainNav(page).getByRole('link', { name: 'Snippets' }).hover()
    await expect.poll(() => chunks('snippets').length).toBeGreaterThan(0)
    expect(chunks('blocks')).toEqual([])
    // The prefetch ends with the page's data, which its loader asks for once its code has come.
    await expect.poll(() => requested.filter((p) => p === '/api/snippets/list').length).toBe(1)
    const afterFirst = requested.length

    // Hovering Snippets again fetches nothing; Templates (flagged, not yet fetched) is the witness.
    await page.mouse.move(0, 400)
    await mainNav(page).getByRole('link', { name: 'Snippets' }).hover()
    await mainNav(page).getByRole('link', { name: 'Templates' }).hover()
    await expect.poll(() => chunks('templates').length).toBeGreaterThan(0)
    expect(requested.slice(afterFirst).filter((p) => /^\/(api|assets)\/snippets/.test(p))).toEqual([])
  })

  test('the scroll-progress bar follows the page scroll', async ({ page }) => {
    await gotoHydrated(page, '/')
    const bar = header(page).locator('[data-slot="scroll-progress"]')
    await expect(bar).toHaveAttribute('data-progress', '0.000')
    await page.evaluate(() => {
      document.body.style.minHeight = '6000px'
    })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(bar).toHaveAttribute('data-progress', '1.000')
    await expect(bar).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)')
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2))
    await expect.poll(async () => Number(await bar.getAttribute('data-progress'))).toBeCloseTo(0.5, 1)
    // It sits at the very top of the header.
    const [barBox, headerBox] = await Promise.all([bar.boundingBox(), header(page).boundingBox()])
    expect(barBox?.y).toBe(headerBox?.y)
  })

  test('hides the desktop navigation below xl', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 })
    await gotoHydrated(page, '/')
    await expect(mainNav(page)).toBeHidden()
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(mainNav(page)).toBeVisible()
  })
})

test.describe('logo context menu', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('right-click offers both copies, which put the real files on the clipboard', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await gotoHydrated(page, '/snippets')

    await logo(page).click({ button: 'right' })
    const menu = page.getByRole('menu', { name: 'Logo' })
    await expect(menu.getByRole('menuitem')).toHaveText(['Copy Logo as SVG', 'Copy Logo as PNG'])
    // A right-click neither navigates nor opens the browser's own menu.
    await expect(page).toHaveURL(/\/snippets$/)

    await menu.getByRole('menuitem', { name: 'Copy Logo as SVG' }).click()
    await expect(menu).toBeHidden()
    await expect(page.getByText('Logo copied as SVG')).toBeVisible()
    const svg = await page.evaluate(() => navigator.clipboard.readText())
    const served = await (await page.request.get('/logo.svg')).text()
    expect(svg).toBe(served)
    expect(svg).toContain('<svg')

    await logo(page).click({ button: 'right' })
    await page.getByRole('menuitem', { name: 'Copy Logo as PNG' }).click()
    await expect(page.getByText('Logo copied as PNG')).toBeVisible()
    const image = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read()
      if (!item) return null
      const blob = await item.getType('image/png')
      const bitmap = await createImageBitmap(blob)
      return { types: item.types, width: bitmap.width, height: bitmap.height }
    })
    expect(image?.types).toContain('image/png')
    expect(image?.width).toBe(128)
    expect(image?.height).toBe(128)
  })

  test('the menu is keyboard operable', async ({ page }) => {
    await gotoHydrated(page, '/snippets')
    await logo(page).focus()
    await page.keyboard.press('Shift+F10')
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Copy Logo as SVG' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(logo(page)).toBeFocused()
  })
})

test.describe('touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('a 700 ms long press on the logo opens its context menu, a tap does not', async ({ page, context }) => {
    await recordInput(page)
    const cdp = await context.newCDPSession(page)
    const touchLogo = async () => {
      const box = await logo(page).boundingBox()
      if (!box) throw new Error('logo not laid out')
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
    }
    const lift = () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })

    // A tap: the finger lifts as soon as the page has seen it land.
    await gotoHydrated(page, '/snippets')
    await touchLogo()
    await seen(page, 'pointerdown')
    await lift()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('menu')).toHaveCount(0)

    // A long press: the menu opens while the finger is still down, and not before 700 ms have
    // passed. How soon after that is the menu's code and first render, a matter of machine speed,
    // not of this test: on a busy machine it can take more than 2 s.
    await gotoHydrated(page, '/snippets')
    await touchLogo()
    await expect(page.getByRole('menuitem', { name: 'Copy Logo as PNG' })).toBeVisible()
    const heldMs = await page.evaluate(() => {
      const at = (type: string) => (window as unknown as Recorded).__input.find((input) => input.type === type)?.at
      return (at('menu') ?? Number.NaN) - (at('pointerdown') ?? Number.NaN)
    })
    expect(heldMs).toBeGreaterThanOrEqual(700)
    await lift()
    await expect(page.getByRole('menuitem', { name: 'Copy Logo as SVG' })).toBeVisible()
    // Lifting the finger after a long press does not follow the link: checked once the page has
    // handled the lift and drawn two frames since (a click it let through would have navigated by then).
    await seen(page, 'pointerup', 'pointercancel')
    await animationFrames(page, 2)
    await expect(page).toHaveURL(/\/snippets$/)
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const width of [360, 390]) {
    test(`at ${width} px the product name shows beside the logo, and everything fits on one row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await gotoHydrated(page, '/')
      await expect(logo(page).getByText('Snipstack', { exact: true })).toBeVisible()
      // The search button is an icon there, still named for screen readers.
      const search = header(page).getByRole('button', { name: 'Search...', exact: true })
      await expect(search).toBeVisible()
      expect((await search.boundingBox())?.width).toBeLessThanOrEqual(40)
      // The last control of the row ends inside the screen.
      const toggle = await header(page).getByRole('button', { name: 'Toggle theme' }).boundingBox()
      expect((toggle?.x ?? width) + (toggle?.width ?? 0)).toBeLessThanOrEqual(width)
      const logoBox = await logo(page).boundingBox()
      const searchBox = await search.boundingBox()
      expect((logoBox?.x ?? 0) + (logoBox?.width ?? 0)).toBeLessThanOrEqual(searchBox?.x ?? 0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    })
  }

  test('slides in from the left with the logo, main navigation and sidebar sections', async ({ page }) => {
    const problems = watchConsole(page)
    await gotoHydrated(page, '/snippets')
    await expect(mainNav(page)).toBeHidden()
    const trigger = header(page).getByRole('button', { name: 'Open menu' })
    await expect(trigger).toBeVisible()
    await trigger.click()

    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu).toHaveAttribute('data-side', 'left')
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0)
    const box = await menu.boundingBox()
    expect(box?.width).toBeLessThan(390)

    await expect(menu.getByRole('link', { name: 'Snipstack' })).toHaveAttribute('href', '/')
    const nav = menu.getByRole('navigation', { name: 'Mobile' })
    for (const title of navTitles) await expect(nav.getByRole('link', { name: title, exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Snippets', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('heading', { level: 2 })).toHaveText(docsSections)
    const agent = nav.getByRole('link', { name: /^Agent/ })
    await expect(agent).toHaveAttribute('href', '/components/templates/agent')
    await expect(agent.getByText('Pro', { exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: /^Portfolio/ }).getByText('Pro')).toHaveCount(0)
    await expect(nav.getByRole('link', { name: /^Changelog/ }).getByText('New', { exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: /^Vite$/ })).toHaveAttribute('href', '/components/installation/vite')

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    expect(problems).toEqual([])
  })

  test('choosing an entry closes the menu and navigates', async ({ page }) => {
    await gotoHydrated(page, '/')
    await header(page).getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('link', { name: 'Blocks', exact: true }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/blocks$/)
  })

  test('covers tablet widths and gives way to the main nav from the xl breakpoint', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 })
    await gotoHydrated(page, '/')
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeHidden()
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible()
  })
})
