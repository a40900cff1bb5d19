import { expect, type Page, test } from '@playwright/test'
import { snipstackCommand } from '@snipstack/contracts/install-commands'
import { gotoHydrated, setTabHidden, watchConsole } from './support'

/**
 * The init step's copy button as the server's markup names it: prerendered pages cannot know their
 * origin, so the command shows a placeholder for it until the page hydrates (site/src/lib/cli-command.ts).
 */
const serverInitButton = `button[aria-label="Copy command: ${snipstackCommand('npm', 'init', { origin: 'https://<this-site>' })}"]`

/**
 * What keeps pages fast to paint and idle once painted: the landing page paints from the server's
 * HTML and loads only what its first screen needs; continuous animation runs on the compositor and
 * stops where nobody can see it; docs demos mount as they come near the screen.
 */

/** Script paths the page has requested so far. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/** Every animation in the document with its play state and the properties its keyframes change. */
function animations(page: Page, selector?: string) {
  return page.evaluate((within) => {
    const root = within ? document.querySelector(within) : document.documentElement
    return (root?.getAnimations({ subtree: true }) ?? []).map((animation) => {
      const effect = animation.effect as KeyframeEffect | null
      const target = effect?.target
      const properties = new Set<string>()
      for (const frame of effect?.getKeyframes() ?? []) {
        for (const key of Object.keys(frame)) {
          if (!['offset', 'computedOffset', 'easing', 'composite'].includes(key)) properties.add(key)
        }
      }
      return {
        name: (animation as CSSAnimation).animationName ?? 'script',
        slot: target instanceof Element ? (target.closest('[data-slot]')?.getAttribute('data-slot') ?? '') : '',
        playState: animation.playState,
        infinite: effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        properties: [...properties],
      }
    })
  }, selector)
}

test.describe('landing page first paint', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test('the hero is visible from the server HTML alone, without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    await page.goto('/')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    // Nothing on the first screen starts invisible and waits for script to reveal it.
    const hiddenOnFirstScreen = await page.evaluate(() =>
      [...document.querySelectorAll('section[aria-labelledby="hero-title"] *')]
        .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
        .filter((element) => (element.textContent ?? '').trim() !== '')
        .filter((element) => Number(getComputedStyle(element).opacity) < 1)
        .map((element) => element.outerHTML.slice(0, 80)),
    )
    expect(hiddenOnFirstScreen).toEqual([])
    await context.close()
  })

  test('asks for no script before the first paint, and hydrates after it without a warning', async ({ page }) => {
    const problems = watchConsole(page)
    await gotoHydrated(page, '/')
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    expect(timing.scripts.length).toBeGreaterThan(0)
    expect(timing.firstPaint).toBeGreaterThan(0)
    // Nothing shares the connection with the HTML and the stylesheet while the first screen paints.
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.firstPaint)
    expect(problems).toEqual([])
  })

  test('what a visitor does before hydration holds: the scroll position stays, a press is carried out', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const scripts = recordScripts(page)
    await page.goto('/')
    // As early as the HTML allows: the page's own scripts have not run yet.
    const early = await page.evaluate((selector) => {
      // The server's markup has a placeholder for the origin, which the page learns in the browser.
      const button = document.querySelector<HTMLButtonElement>(selector)
      button?.scrollIntoView({ block: 'center' })
      button?.click()
      return { y: window.scrollY, hydrated: Object.keys(button ?? {}).some((key) => key.startsWith('__react')) }
    }, serverInitButton)
    expect(early.hydrated).toBe(false)
    expect(early.y).toBeGreaterThan(0)
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    // What is copied is the command for this instance, which the page shows once hydrated.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      snipstackCommand('npm', 'init', { origin: new URL(page.url()).origin }),
    )
    expect(scripts.some((path) => path.includes('below-the-fold'))).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(early.y)
  })

  test('loads no toast, palette, menu or below-the-fold code until it is needed', async ({ page }) => {
    const problems = watchConsole(page)
    const scripts = recordScripts(page)
    // Hydrated first, so what the page loads on its own has loaded when the list is read.
    await gotoHydrated(page, '/')
    await page.waitForLoadState('networkidle')
    expect(
      scripts.filter((path) => /sonner|toaster|command-palette|dialog|dropdown|below-the-fold/.test(path)),
    ).toEqual([])
    // The sections below the hero are in the page, as the server rendered them.
    await expect(page.locator('#features h2')).toHaveText('Everything you need to ship faster')

    await page.locator('#features').scrollIntoViewIfNeeded()
    await expect.poll(() => scripts.some((path) => path.includes('below-the-fold'))).toBe(true)
    await page.locator('#snippets').scrollIntoViewIfNeeded()
    await page.getByRole('button', { name: 'Copy Go code' }).click()
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
    expect(problems).toEqual([])
  })

  test('its first scripts carry no highlighted docs source', async ({ page, request }) => {
    const scripts = recordScripts(page)
    // The scripts load after the first paint, which a busy browser can hold past networkidle:
    // wait for the page to hydrate, then for whatever it loads next.
    await gotoHydrated(page, '/')
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(0)
    // A docs page's Manual tab shows sources highlighted at build time; they load with that tab.
    for (const path of scripts)
      expect((await (await request.get(path)).text()).includes('--shiki-light'), path).toBe(false)
  })

  test('pages without data never load the query library; the first page with data loads it', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page)
    const scripts = recordScripts(page)
    // The query library's own error text, present in whichever chunk carries it.
    const carriesQueries = async (path: string) => (await (await request.get(path)).text()).includes('Missing queryFn')
    const loadedQueries = async () => {
      for (const path of new Set(scripts)) if (await carriesQueries(path)) return true
      return false
    }
    for (const path of ['/', '/components/marquee', '/page/about']) {
      await gotoHydrated(page, path)
      await page.waitForLoadState('networkidle')
      expect(await loadedQueries(), path).toBe(false)
    }
    // Navigating to the snippets loads it with their loader, and the list shows.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByRole('banner').getByRole('link', { name: 'Snippets', exact: true }).click()
    await expect(page).toHaveURL(/\/snippets$/)
    await expect(page.locator('[data-slot="snippet-card"]')).toHaveCount(9)
    expect(await loadedQueries()).toBe(true)
    expect(problems).toEqual([])
  })

  test('a click that arrives before its section has hydrated is not lost', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const scripts = recordScripts(page)
    // The page has hydrated, its below-the-fold section not: that section's own hold is under test
    // (a press before the page hydrates is the loader's, tested in early-clicks.test.tsx).
    await gotoHydrated(page, '/')
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((path) => path.includes('below-the-fold'))).toEqual([])
    // Clicked straight from the server's markup: the section's code has not even been requested.
    await page.evaluate((selector) => document.querySelector<HTMLButtonElement>(selector)?.click(), serverInitButton)
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      snipstackCommand('npm', 'init', { origin: new URL(page.url()).origin }),
    )
  })

  test('what is typed while the palette loads goes into its search field', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.keyboard.press('/')
    await page.keyboard.type('marq', { delay: 0 })
    await expect(page.getByPlaceholder('Type a command or search...')).toHaveValue('marq')
  })
})

test.describe('continuous animation', () => {
  for (const path of ['/', '/components/marquee', '/components/animated-beam', '/components/shimmer-button']) {
    test(`${path}: everything that keeps running animates transform or opacity only`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      // Transitions that run once (a hover, a menu opening) are not what keeps a page busy.
      const running = (await animations(page)).filter((a) => a.playState === 'running' && a.infinite)
      expect(running.length).toBeGreaterThan(0)
      const offending = running.filter((a) => a.properties.some((p) => p !== 'transform' && p !== 'opacity'))
      expect(offending).toEqual([])
    })
  }

  test('the banner shine and the meteors stop off screen and in a hidden tab', async ({ page }) => {
    await page.goto('/')
    const playStates = async (slot: string) => [
      ...new Set((await animations(page)).filter((a) => a.slot === slot).map((a) => a.playState)),
    ]
    await expect.poll(() => playStates('banner-shine')).toEqual(['running'])
    const heroMeteors = () =>
      animations(page, 'section[aria-labelledby="hero-title"] [aria-hidden="true"]:has(.animate-meteor)')
    await expect.poll(async () => [...new Set((await heroMeteors()).map((a) => a.playState))]).toEqual(['running'])

    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect.poll(() => playStates('banner-shine')).toEqual(['paused'])
    await expect.poll(async () => [...new Set((await heroMeteors()).map((a) => a.playState))]).toEqual(['paused'])

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => playStates('banner-shine')).toEqual(['running'])
    await setTabHidden(page, true)
    await expect.poll(() => playStates('banner-shine')).toEqual(['paused'])
    await setTabHidden(page, false)
    await expect.poll(() => playStates('banner-shine')).toEqual(['running'])
  })
})

test.describe('docs previews', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a demo further down mounts only as it nears the screen, and pauses once scrolled away', async ({ page }) => {
    const problems = watchConsole(page)
    const scripts = recordScripts(page)
    await page.goto('/components/marquee')
    const stages = page.locator('[data-slot="preview-stage"]')
    await expect(stages.first().locator('[data-slot="demo"]')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(stages.nth(1).locator('[data-slot="demo"]')).toHaveCount(0)
    expect(scripts.some((path) => path.includes('marquee-demo-2-'))).toBe(false)

    await stages.nth(1).scrollIntoViewIfNeeded()
    await expect(stages.nth(1).locator('[data-slot="demo"]')).toBeVisible()
    expect(scripts.some((path) => path.includes('marquee-demo-2-'))).toBe(true)
    // The first demo is off screen now: its stage and the marquee inside it both hold still.
    await expect(stages.first()).toHaveAttribute('data-paused', '')
    await expect
      .poll(async () => [...new Set((await animations(page, '[data-slot="preview-stage"]')).map((a) => a.playState))])
      .toEqual(['paused'])

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(stages.first()).not.toHaveAttribute('data-paused', '')
    await setTabHidden(page, true)
    await expect(stages.first()).toHaveAttribute('data-paused', '')
    const running = (await animations(page, '[data-slot="preview-stage"]')).filter((a) => a.playState === 'running')
    expect(running).toEqual([])
    expect(problems).toEqual([])
  })
})
