import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { snipstackCommand } from '@snipstack/contracts/install-commands'
import { animationFrames } from '@snipstack/testing/frames'
import type { ItemMeta } from '@snipstack/ui/meta'
import { docsSidebar, flattenSidebar } from '../src/config/docs-sidebar'
import {
  axeViolations,
  finishAnimations,
  gotoHydrated,
  pageProblems,
  recordTracking,
  reloadHydrated,
  setTabHidden,
  watchConsole,
} from './support'

const uiSrc = resolve(import.meta.dirname, '../../packages/ui/src')
const contentDir = resolve(import.meta.dirname, '../src/content/docs')
const clientDir = resolve(process.env.SITE_DIST ?? resolve(import.meta.dirname, '../dist'), 'client')

/** Every item that has a docs page: metadata that names a sidebar section (read from the sources, as the build does). */
async function readBuiltItems(): Promise<ItemMeta[]> {
  const items: ItemMeta[] = []
  for (const entry of readdirSync(uiSrc, { withFileTypes: true })) {
    const file = resolve(uiSrc, entry.name, `${entry.name}.meta.ts`)
    if (!entry.isDirectory() || !existsSync(file)) continue
    const meta = ((await import(file)) as { default: ItemMeta }).default
    if (meta.section) items.push(meta)
  }
  return items.sort((a, b) => a.name.localeCompare(b.name))
}

const builtItems = await readBuiltItems()
const built = new Set(builtItems.map((item) => item.name))

/** Hrefs of the MDX pages written for the site. */
function contentHrefs(dir = contentDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name)
    if (entry.isDirectory()) return contentHrefs(path)
    if (!entry.name.endsWith('.mdx')) return []
    const slug = relative(contentDir, path)
      .replace(/\.mdx$/, '')
      .replace(/(^|\/)index$/, '')
    return [slug ? `/components/${slug}` : '/components']
  })
}
const published = new Set([...contentHrefs(), ...[...built].map((name) => `/components/${name}`)])
/** The published pages in sidebar order: what previous/next must follow. */
const readingOrder = flattenSidebar(docsSidebar).filter((entry) => published.has(entry.href))

const docsNav = (page: Page) => page.getByRole('navigation', { name: 'Docs' })
const preview = (page: Page) => page.locator('[data-slot="component-preview"]').first()
const stage = (page: Page) => preview(page).locator('[data-slot="preview-stage"]')

/** Opens a component page and waits for its main demo to be on screen. */
async function openItemPage(page: Page, name: string) {
  await gotoHydrated(page, `/components/${name}`)
  await expect(stage(page).locator('[data-slot="demo"]')).toBeVisible()
}

/**
 * Waits for entrance motion to settle (with reduced motion it is instant or very short): until no
 * finite animation runs on `target` and its DOM has not changed for 10 frames, or `maxFrames`
 * frames have passed, so that motion which never settles is left to the assertions that follow.
 */
async function settled(target: Locator, maxFrames: number) {
  await target.evaluate(async (element, budget) => {
    let changed = false
    const observer = new MutationObserver(() => {
      changed = true
    })
    observer.observe(element, { subtree: true, childList: true, attributes: true, characterData: true })
    try {
      let quiet = 0
      for (let frames = 0; quiet < 10 && frames < budget; frames++) {
        changed = false
        await new Promise(requestAnimationFrame)
        const finite = element
          .getAnimations({ subtree: true })
          .some(
            (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
          )
        quiet = changed || finite ? 0 : quiet + 1
      }
    } finally {
      observer.disconnect()
    }
  }, maxFrames)
}

/**
 * Axe on the page at rest. A colour caught half-faded (a list item fading in) says nothing about
 * the contrast a reader gets, so the tab is reported hidden first, which every item answers by
 * starting nothing new; entrances that end are taken to their end (the hidden tab pauses CSS ones
 * where they are), and script-driven ones are let finish. The tab is shown again after.
 */
async function expectNoAxeViolations(page: Page, include?: string) {
  await setTabHidden(page, true)
  await finishAnimations(page)
  await settled(page.locator('body'), 120)
  // A template's live demo is a frame of its own, checked at its own address (template-docs.e2e.ts).
  const summary = await axeViolations(page, include, { skipFrames: true })
  await setTabHidden(page, false)
  expect(summary).toEqual([])
}

/** Pixels of the stage before and after the page draws `frames` frames: equal when nothing on it moves. */
async function stillFor(target: Locator, frames: number) {
  const first = await target.screenshot({ animations: 'allow' })
  await animationFrames(target.page(), frames)
  const second = await target.screenshot({ animations: 'allow' })
  return first.equals(second)
}

/** With reduced motion, the main preview settles and then nothing on it keeps moving. */
async function expectPreviewStill(page: Page) {
  await settled(stage(page), 90)
  const running = await stage(page).evaluate(
    (element) =>
      element
        .getAnimations({ subtree: true })
        .filter(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity,
        ).length,
  )
  expect(running).toBe(0)
  await page.mouse.move(0, 0)
  expect(await stillFor(stage(page).locator('[data-slot="demo"]'), 60)).toBe(true)
}

test('there are component pages to test', () => {
  expect(built.has('marquee')).toBe(true)
})

test.describe('component pages', () => {
  test.use({ viewport: { width: 1440, height: 900 } })
  // A page test loads the page twice and runs axe on each: twice the work of one visit.
  test.describe.configure({ timeout: 60_000 })

  // One visit with reduced motion: the whole page is checked by axe in light, then the system turns
  // dark, the page follows without a reload, and axe checks the previews in dark once the preview
  // stands still. With motion, every demo is checked by the stories in light and dark (axe on each),
  // and the docs page template in dark by a11y.e2e.ts. Animated previews in a light visit cost two
  // busy cores more than the rest of the test together.
  for (const item of builtItems) {
    test(`${item.name}: renders, previews and passes axe in light, and on its previews in dark with reduced motion, where nothing keeps moving`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(`/components/${item.name}`)).text()
      expect(html).toContain(`>${item.title}</h1>`)
      expect(html).toContain(`add ${item.name}`)

      const problems = watchConsole(page)
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
      const response = await page.goto(`/components/${item.name}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
      await expect(page).toHaveTitle(`${item.title} · Snipstack`)
      await expect(stage(page).locator('[data-slot="demo"]')).toBeVisible()
      await expect(page.locator('[data-slot="component-preview"] [role="alert"]')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
      await expectNoAxeViolations(page)

      await page.emulateMedia({ colorScheme: 'dark' })
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      await expectPreviewStill(page)
      await expectNoAxeViolations(page, '[data-slot="component-preview"]')
      expect(pageProblems(problems)).toEqual([])
      // The page's own section ids and the MDX heading ids share one document.
      const ids = await page.locator('[data-slot="doc-page"] [id]').evaluateAll((nodes) => nodes.map((n) => n.id))
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    })
  }

  test('a page downloads its own demos only, and no item code comes with the entry', async ({ page }) => {
    const manifest = JSON.parse(readFileSync(resolve(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[] }
    >
    const demoFiles = Object.entries(manifest)
      .filter(([key]) => /^\.\.\/packages\/ui\/src\/[^/]+\/examples\/.+\.tsx$/.test(key))
      .map(([key, chunk]) => ({ item: key.split('/')[4] ?? '', file: `/${chunk.file}` }))
    expect(demoFiles.filter((demo) => demo.item === 'marquee').length).toBeGreaterThan(0)

    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? ''
    const entryClosure = new Set<string>()
    const visit = (key: string) => {
      if (entryClosure.has(key) || !manifest[key]) return
      entryClosure.add(key)
      for (const imported of manifest[key]?.imports ?? []) visit(imported)
    }
    visit(entryKey)
    expect([...entryClosure].filter((key) => key.includes('packages/ui/src/') || key.includes('.mdx'))).toEqual([])
    expect([...entryClosure].filter((key) => /catalog|doc-page|cobe|shiki|motion/.test(key))).toEqual([])

    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await openItemPage(page, 'marquee')
    await page.getByRole('tab', { name: 'Code' }).first().click()
    await expect(preview(page).locator('pre.shiki')).toBeVisible()
    await page.waitForLoadState('networkidle')
    const loadedDemos = demoFiles.filter((demo) => scripts.includes(demo.file))
    expect(loadedDemos.length).toBeGreaterThan(0)
    expect(loadedDemos.filter((demo) => demo.item !== 'marquee')).toEqual([])
  })

  test('the install command copies to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openItemPage(page, 'marquee')
    const installation = page.locator('[data-slot="installation"]')
    await expect(installation.getByRole('tab', { name: 'CLI', selected: true })).toBeVisible()
    // This instance names the CLI it serves, which installs from its registry.
    const command = snipstackCommand('npm', 'add marquee', { origin: new URL(page.url()).origin })
    expect(command).toMatch(/^npx -y http:\/\/127\.0\.0\.1:\d+\/cli\/snipstack\.tgz add marquee$/)
    const copy = installation.getByRole('button', { name: `Copy command: ${command}` })
    await copy.click()
    await expect(installation.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command)

    const shadcn = installation.getByRole('button', { name: /^Copy command: npx shadcn@latest add / })
    await shadcn.click()
    const origin = new URL(page.url()).origin
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `npx shadcn@latest add ${origin}/r/marquee.json`,
    )
    // The check mark goes back to the copy icon after two seconds.
    await expect(installation.getByRole('button', { name: 'Copied' })).toHaveCount(0, { timeout: 4000 })
  })

  test('the package-manager switch changes every command and is remembered', async ({ page }) => {
    await openItemPage(page, 'marquee')
    const installation = page.locator('[data-slot="installation"]')
    const managers = installation.getByRole('tablist', { name: 'Package manager' })
    await expect(managers.getByRole('tab')).toHaveText(['npm', 'pnpm', 'yarn', 'bun'])
    await expect(managers.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true')

    const origin = new URL(page.url()).origin
    const expected = {
      pnpm: [snipstackCommand('pnpm', 'add marquee', { origin }), 'pnpm dlx shadcn@latest add'],
      yarn: [snipstackCommand('yarn', 'add marquee', { origin }), 'yarn dlx shadcn@latest add'],
      bun: [snipstackCommand('bun', 'add marquee', { origin }), 'bunx --bun shadcn@latest add'],
    }
    for (const [pm, [command, shadcn]] of Object.entries(expected)) {
      await managers.getByRole('tab', { name: pm, exact: true }).click()
      await expect(managers.getByRole('tab', { name: pm, exact: true })).toHaveAttribute('aria-selected', 'true')
      await expect(installation.locator('[data-slot="command"] code').first()).toHaveText(command ?? '')
      await expect(installation.locator('[data-slot="command"] code').nth(1)).toContainText(shadcn ?? '')
    }

    // Keyboard: arrow keys move between managers.
    await managers.getByRole('tab', { name: 'bun' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(managers.getByRole('tab', { name: 'yarn' })).toBeFocused()
    await expect(managers.getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true')

    const problems = watchConsole(page)
    await reloadHydrated(page)
    await expect(
      page.locator('[data-slot="installation"]').getByRole('tab', { name: 'yarn', selected: true }),
    ).toBeVisible()
    await expect(page.locator('[data-slot="installation"] [data-slot="command"] code').first()).toHaveText(
      snipstackCommand('yarn', 'add marquee', { origin }),
    )
    await page.waitForLoadState('networkidle')
    expect(pageProblems(problems)).toEqual([])
  })

  test('the Manual tab lists dependencies, source and CSS', async ({ page }) => {
    await openItemPage(page, 'marquee')
    const installation = page.locator('[data-slot="installation"]')
    await installation.getByRole('tab', { name: 'Manual' }).click()
    await expect(installation.getByRole('heading', { name: 'Install the dependencies' })).toBeVisible()
    await expect(installation.locator('[data-slot="command"] code').first()).toHaveText(
      'npm install clsx tailwind-merge',
    )
    await expect(installation.getByText('lib/utils.ts')).toBeVisible()
    const source = installation.locator('[data-slot="code-frame"]', { hasText: 'components/ui/marquee.tsx' })
    await expect(source.locator('pre.shiki')).toContainText("import { cn } from '@/lib/utils'")
    const css = installation.locator('[data-slot="code-frame"]', { hasText: 'globals.css' })
    await expect(css.locator('pre.shiki')).toContainText('@keyframes marquee')
    await expect(css.locator('pre.shiki')).toContainText('--animate-marquee')
  })

  test('the Code tab shows the demo source as installed, highlighted at build time', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openItemPage(page, 'marquee')
    const tabs = preview(page).getByRole('tablist', { name: /example$/ })
    await expect(tabs.getByRole('tab')).toHaveText(['Preview', 'Code'])
    await tabs.getByRole('tab', { name: 'Code' }).click()
    // The example installs as an item of its own, into the path the code frame names.
    await expect(
      preview(page).getByText(snipstackCommand('npm', 'add marquee-demo', { origin: new URL(page.url()).origin })),
    ).toBeVisible()
    const code = preview(page).locator('pre.shiki')
    await expect(code).toContainText("import { Marquee } from '@/components/ui/marquee'")
    await expect(code).not.toContainText("from '../marquee'")
    await expect(code.locator('span[style*="--shiki-dark"]').first()).toBeAttached()
    await preview(page).getByRole('button', { name: 'Copy components/marquee-demo.tsx' }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('export default function MarqueeDemo')
    await tabs.getByRole('tab', { name: 'Preview' }).click()
    await expect(stage(page).locator('[data-slot="demo"]')).toBeVisible()
  })

  test('Replay remounts the demo', async ({ page }) => {
    await openItemPage(page, 'marquee')
    const demo = stage(page).locator('[data-slot="demo"]')
    await demo.evaluate((element) => element.setAttribute('data-before-replay', ''))
    await expect(stage(page).locator('[data-before-replay]')).toHaveCount(1)
    await stage(page)
      .getByRole('button', { name: /^Replay/ })
      .click()
    await expect(demo).toBeVisible()
    await expect(stage(page).locator('[data-before-replay]')).toHaveCount(0)
  })

  test('previous and next links follow the published pages in sidebar order', async ({ page }) => {
    const index = readingOrder.findIndex((entry) => entry.href === '/components/marquee')
    const previous = readingOrder[index - 1]
    const next = readingOrder[index + 1]
    await gotoHydrated(page, '/components/marquee')
    const pager = page.getByRole('navigation', { name: 'Previous and next page' })
    if (previous) await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', previous.href)
    if (next) {
      const link = pager.locator('a[rel="next"]')
      await expect(link).toHaveAttribute('href', next.href)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${next.href}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }

    await gotoHydrated(page, '/components')
    await expect(pager.locator('a[rel="prev"]')).toHaveCount(0)
    await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', '/components/installation')

    const last = readingOrder.at(-1)
    if (last) {
      await gotoHydrated(page, last.href)
      await expect(pager.locator('a[rel="next"]')).toHaveCount(0)
    }
    // Never a link to a page that does not exist.
    for (const href of await pager.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(published.has(href ?? '')).toBe(true)
  })

  test('the table of contents links to the sections and follows the scroll', async ({ page }) => {
    await gotoHydrated(page, '/components/marquee')
    const toc = page.getByRole('navigation', { name: 'On this page' })
    await expect(toc.getByRole('link')).toContainText(['Installation', 'Usage', 'Props'])
    await toc.getByRole('link', { name: 'Props' }).click()
    await expect(page).toHaveURL(/#props$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Props' })).toBeInViewport()
    await expect(toc.getByRole('link', { name: 'Props' })).toHaveAttribute('data-active', 'true')
    await toc.getByRole('link', { name: 'Installation' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Installation' })).toBeInViewport()
    await expect(toc.getByRole('link', { name: 'Installation' })).toHaveAttribute('data-active', 'true')
  })

  test('every sidebar entry is a published page: nothing is left coming soon', () => {
    expect(flattenSidebar(docsSidebar).filter((entry) => !published.has(entry.href))).toEqual([])
  })

  test('the sidebar marks the current page, links every entry and lists templates with events', async ({ page }) => {
    const tracked = await recordTracking(page)
    await gotoHydrated(page, '/components/marquee')
    const nav = docsNav(page)
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Marquee', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)

    await expect(nav.locator('[aria-disabled]')).toHaveCount(0)
    const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.sort()).toEqual(
      flattenSidebar(docsSidebar)
        .map((entry) => entry.href)
        .sort(),
    )

    const agent = nav.getByRole('link', { name: /^Agent/ })
    await expect(agent.getByText('Pro', { exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: /^Changelog/ }).getByText('New', { exact: true })).toBeVisible()
    await agent.click()
    await expect(page).toHaveURL(/\/components\/templates\/agent$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agent')
    await expect(page.locator('[data-slot="doc-page"] header').getByText('Pro', { exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: /^Agent/ })).toHaveAttribute('aria-current', 'page')
    await expect.poll(async () => (await tracked()).map((t) => t.event)).toContain('template_agent_clicked')
  })

  test('the sidebar stays in place while the page scrolls', async ({ page }) => {
    await gotoHydrated(page, '/components/marquee')
    const nav = docsNav(page)
    const before = await nav.boundingBox()
    await page.mouse.wheel(0, 1500)
    await expect.poll(async () => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await expect(nav).toBeInViewport()
    const after = await nav.boundingBox()
    expect(after?.x).toBe(before?.x)
  })
})

test.describe('docs pages', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  for (const href of [...published].filter((h) => !built.has(h.replace('/components/', '')))) {
    test(`${href} renders its written content`, async ({ page }) => {
      // A template's page loads the template too, a second document in its live demo: on a busy
      // machine that takes more than one page's time.
      if (href.startsWith('/components/templates/')) test.slow()
      const problems = watchConsole(page)
      const response = await page.goto(href)
      expect(response?.status()).toBe(200)
      const entry = flattenSidebar(docsSidebar).find((e) => e.href === href)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry?.title ?? '')
      await expect(page.locator('.docs-prose')).not.toBeEmpty()
      // The page's own load, not network quiet: a template's page holds a second document, its
      // live demo, and on a busy machine the two together can go minutes without half a quiet second.
      await page.waitForLoadState('load')
      expect(pageProblems(problems)).toEqual([])
    })
  }

  for (const path of ['/components', '/components/installation/vite', '/components/templates/saas']) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${path} passes axe in ${colorScheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme })
        await gotoHydrated(page, path)
        // The page's own load, not network quiet (see above); the template's demo is not checked
        // here but at its own address.
        await page.waitForLoadState('load')
        await expectNoAxeViolations(page)
      })
    }
  }

  test('unknown docs paths answer 404 inside the docs layout', async ({ page }) => {
    for (const path of ['/components/no-such-component', '/components/installation/nope', '/components/templates/x']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await expect(docsNav(page)).toBeVisible()
    }
  })

  test('client-side navigation between docs pages works without a reload', async ({ page }) => {
    await gotoHydrated(page, '/components')
    await page.evaluate(() => {
      ;(window as unknown as { __sameDocument: boolean }).__sameDocument = true
    })
    await docsNav(page).getByRole('link', { name: 'Installation', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation')
    await docsNav(page).getByRole('link', { name: 'Marquee', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marquee')
    await expect(stage(page).locator('[data-slot="demo"]')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  })
})

test.describe('search palette', () => {
  test('lists every component, none disabled, and navigates to one', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Search' })
    const components = palette.getByRole('group', { name: 'Components' })
    for (const item of builtItems.filter((i) => i.section === 'Components')) {
      // An option's name includes its badge ('Progressive Blur New').
      const name = item.label ? `${item.title} ${item.label}` : item.title
      await expect(components.getByRole('option', { name, exact: true })).not.toHaveAttribute('aria-disabled', 'true')
    }
    await expect(palette.locator('[role="option"][aria-disabled="true"]')).toHaveCount(0)
    await page.getByPlaceholder('Type a command or search...').fill('marquee')
    await palette.getByRole('option', { name: 'Marquee', exact: true }).click()
    await expect(palette).toBeHidden()
    await expect(page).toHaveURL(/\/components\/marquee$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marquee')
  })
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the sidebar moves into the menu below md', async ({ page }) => {
    await gotoHydrated(page, '/components/marquee')
    await expect(docsNav(page)).toBeHidden()
    await expect(stage(page).locator('[data-slot="demo"]')).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Marquee', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(menu.locator('[aria-disabled]')).toHaveCount(0)
    await menu.getByRole('link', { name: 'Installation', exact: true }).click()
    await expect(page).toHaveURL(/\/components\/installation$/)
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } })

  test('the marquee stops scrolling', async ({ page }) => {
    await openItemPage(page, 'marquee')
    const track = stage(page).locator('[data-slot="marquee"] > div').first()
    await expect(track).toHaveCSS('animation-name', 'none')
    expect(await stage(page).evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0)
  })
})
