import { expect, type Page, test } from '@playwright/test'
import { axeViolations, docsSections, gotoHydrated, recordTracking } from './support'

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const paletteInput = (page: Page) => page.getByPlaceholder('Type a command or search...')

test.describe('command palette', () => {
  test('opens with Ctrl+K and closes with Escape', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expect(palette(page)).toHaveCount(0)
    await page.keyboard.press('Control+k')
    await expect(palette(page)).toBeVisible()
    await expect(paletteInput(page)).toBeFocused()
    await page.keyboard.type('marq')
    await expect(paletteInput(page)).toHaveValue('marq')
    await page.keyboard.press('Escape')
    await expect(palette(page)).toBeHidden()
    // Focus went back to the page, so the shortcut works again, and the search starts afresh.
    await page.keyboard.press('Control+k')
    await expect(palette(page)).toBeVisible()
    await expect(paletteInput(page)).toHaveValue('')
  })

  test('Ctrl+K and Cmd+K close the palette they opened', async ({ page }) => {
    await gotoHydrated(page, '/')
    for (const chord of ['Control+k', 'Meta+k']) {
      await page.keyboard.press(chord)
      await expect(palette(page)).toBeVisible()
      await expect(paletteInput(page)).toBeFocused()
      await page.keyboard.type('mar')
      await page.keyboard.press(chord)
      await expect(palette(page)).toBeHidden()
    }
    // Inside the palette '/' is typed, not taken as the shortcut.
    await page.keyboard.press('Control+k')
    await expect(paletteInput(page)).toBeFocused()
    await page.keyboard.type('a/b')
    await expect(paletteInput(page)).toHaveValue('a/b')
    await expect(palette(page)).toBeVisible()
  })

  test("opens with Cmd+K and with '/'", async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.keyboard.press('Meta+k')
    await expect(palette(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(palette(page)).toBeHidden()
    await page.keyboard.press('/')
    await expect(palette(page)).toBeVisible()
    // The '/' that opened it is not typed into the search field.
    await expect(paletteInput(page)).toHaveValue('')
  })

  test('opens from the search button, which names itself by screen size', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoHydrated(page, '/')
    const button = page.getByRole('button', { name: 'Search documentation...' })
    await expect(button).toBeVisible()
    await button.click()
    await expect(palette(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()

    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByRole('button', { name: 'Search...', exact: true })).toBeVisible()
    await expect(page.getByText('Search documentation...')).toBeHidden()
  })

  test('ignores the shortcuts while typing in a field or an editable element', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.evaluate(() => {
      const input = document.createElement('input')
      input.id = 'scratch-input'
      input.setAttribute('aria-label', 'Scratch input')
      const textarea = document.createElement('textarea')
      textarea.id = 'scratch-textarea'
      const editable = document.createElement('div')
      editable.id = 'scratch-editable'
      editable.contentEditable = 'true'
      editable.style.minHeight = '20px'
      document.body.prepend(input, textarea, editable)
    })

    await page.locator('#scratch-input').focus()
    await page.keyboard.press('/')
    await page.keyboard.press('Control+k')
    await page.keyboard.type('a/b')
    await expect(page.locator('#scratch-input')).toHaveValue('/a/b')

    await page.locator('#scratch-textarea').focus()
    await page.keyboard.press('/')
    await expect(page.locator('#scratch-textarea')).toHaveValue('/')

    await page.locator('#scratch-editable').focus()
    await page.keyboard.press('/')
    await expect(page.locator('#scratch-editable')).toHaveText('/')

    await expect(palette(page)).toHaveCount(0)

    await page.locator('#scratch-editable').blur()
    await page.keyboard.press('/')
    await expect(palette(page)).toBeVisible()
  })

  test("shows 'No results found' for a query that matches nothing", async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.keyboard.press('Control+k')
    await paletteInput(page).fill('zzqxjvqzz')
    await expect(palette(page).getByText('No results found')).toBeVisible()
    await expect(palette(page).getByRole('option')).toHaveCount(0)
  })

  test('lists Links, every docs section and Theme, in a list at most 300px tall', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.keyboard.press('Control+k')
    const groups = palette(page).locator('[cmdk-group-heading]')
    await expect(groups).toHaveText(['Links', ...docsSections, 'Theme'])
    const links = palette(page).getByRole('group', { name: 'Links' }).getByRole('option')
    await expect(links).toHaveText(['Snippets', 'Components', 'Blocks', 'Templates', 'About', 'Shipfast'])
    const theme = palette(page).getByRole('group', { name: 'Theme' }).getByRole('option')
    await expect(theme).toHaveText(['Light', 'Dark', 'System'])
    await expect(palette(page).getByRole('option', { name: /SaaS/ })).toContainText('Pro')

    const list = palette(page).locator('[cmdk-list]')
    await expect(list).toHaveCSS('max-height', '300px')
    const box = await list.boundingBox()
    expect(box?.height).toBeLessThanOrEqual(300)
  })

  test('choosing a Links item closes the palette and navigates', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.keyboard.press('Control+k')
    await paletteInput(page).fill('templ')
    await palette(page).getByRole('group', { name: 'Links' }).getByRole('option', { name: 'Templates' }).click()
    await expect(palette(page)).toBeHidden()
    await expect(page).toHaveURL(/\/templates$/)
  })

  test('the keyboard alone can pick an item', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.keyboard.press('/')
    await expect(paletteInput(page)).toBeFocused()
    await page.keyboard.type('about')
    await expect(palette(page).getByRole('option', { selected: true })).toHaveText('About')
    await page.keyboard.press('Enter')
    await expect(palette(page)).toBeHidden()
    await expect(page).toHaveURL(/\/page\/about-us$/)
  })

  test('choosing a docs page navigates to it and fires its event', async ({ page }) => {
    const tracked = await recordTracking(page)
    await gotoHydrated(page, '/')
    await page.keyboard.press('Control+k')
    await paletteInput(page).fill('agent')
    await palette(page).getByRole('group', { name: 'Templates' }).getByRole('option', { name: /Agent/ }).click()
    await expect(page).toHaveURL(/\/components\/templates\/agent$/)
    expect((await tracked()).map((t) => t.event)).toContain('template_agent_clicked')
  })

  test('finds snippets and templates as you type, in groups of their own, and the keyboard opens one', async ({
    page,
  }) => {
    // The catalogue's content may change: the first hit of each kind is read from the API.
    type Answer = { groups: { kind: string; items: { title: string }[] }[] }
    const answer = (await (await page.request.get('/api/search?q=docker')).json()) as Answer
    const first = (kind: string) => answer.groups.find((group) => group.kind === kind)?.items[0]?.title ?? ''
    expect([first('snippet'), first('template')]).not.toContain('')
    await gotoHydrated(page, '/')
    await page.keyboard.press('Control+k')
    await page.keyboard.type('docker')
    const snippets = palette(page).getByRole('group', { name: 'Snippets' })
    const templates = palette(page).getByRole('group', { name: 'Project templates' })
    await expect(snippets.getByRole('option', { name: first('snippet') })).toBeVisible()
    await expect(templates.getByRole('option', { name: first('template') })).toBeVisible()
    // The group says how many more the catalogue holds, and leads to its list searched for the text.
    const all = templates.getByRole('option', { name: /^See all \d+ project templates$/ })
    await expect(all).toBeVisible()
    await expect(palette(page).getByText('Searching snippets and templates…')).toHaveCount(0)

    await all.click()
    await expect(palette(page)).toBeHidden()
    await expect(page).toHaveURL(/\/templates\?name=docker$/)

    // Nothing else matches these words: the first option is the snippet, and Enter opens it.
    await page.keyboard.press('Control+k')
    await page.keyboard.type('compose postgresql redis')
    await expect(palette(page).getByRole('option', { selected: true })).toContainText(
      'Docker Compose for App, PostgreSQL and Redis',
    )
    await page.keyboard.press('Enter')
    await expect(palette(page)).toBeHidden()
    await expect(page).toHaveURL(/\/snippets\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Docker Compose for App, PostgreSQL and Redis')
  })

  test('an answer to an older text is never shown over the newer one', async ({ page }) => {
    let releaseOld: () => void = () => {}
    const oldHeld = new Promise<void>((resolve) => {
      releaseOld = resolve
    })
    let oldAsked: () => void = () => {}
    const oldSent = new Promise<void>((resolve) => {
      oldAsked = resolve
    })
    let oldDone: () => void = () => {}
    const oldAnswered = new Promise<void>((resolve) => {
      oldDone = resolve
    })
    await page.route('**/api/search?*', async (route) => {
      if (new URL(route.request().url()).searchParams.get('q') !== 'kubernetes') return route.continue()
      oldAsked()
      await oldHeld
      const stale = {
        groups: [
          {
            kind: 'snippet',
            total: 1,
            more: '/snippets?name=kubernetes',
            items: [
              {
                kind: 'snippet',
                slug: 'stale-answer',
                title: 'Stale answer',
                description: 'An answer to an older text.',
                detail: 'YAML',
                href: '/snippets/stale-answer',
              },
            ],
          },
        ],
      }
      // The page may have cancelled it: then there is nothing to answer.
      await route.fulfill({ json: stale }).catch(() => {})
      oldDone()
    })
    await gotoHydrated(page, '/')
    await page.keyboard.press('Control+k')
    await paletteInput(page).fill('kubernetes')
    await oldSent
    await paletteInput(page).fill('docker')
    await expect(palette(page).getByRole('group', { name: 'Snippets' }).getByRole('option').first()).toBeVisible()
    releaseOld()
    await oldAnswered
    // The old answer had its chance to land (a frame to render it): the newer text's is what stays.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(palette(page).getByText('Stale answer')).toHaveCount(0)
    await expect(palette(page).getByRole('option', { name: /Docker Compose for App/ })).toBeVisible()
  })

  test('the open palette with catalogue results has no axe violations, light and dark', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await gotoHydrated(page, '/')
      await page.keyboard.press('Control+k')
      await page.keyboard.type('docker')
      await expect(palette(page).getByRole('group', { name: 'Project templates' })).toBeVisible()
      expect(await axeViolations(page, '[role="dialog"]'), colorScheme).toEqual([])
    }
  })
})
