import { expect, test } from '@playwright/test'
import { axeViolations, finishAnimations } from './support'

/**
 * One path for every route of the router, so each page a later issue adds is checked as soon as
 * its route exists: add its path here. Docs pages are represented by a component page (code
 * blocks, previews, props table) and a getting-started page (install tabs, command blocks).
 */
const routes = [
  '/',
  '/pro',
  '/shipfast',
  '/shipfast/x',
  '/blocks',
  '/page',
  '/page/about-us',
  '/templates',
  '/templates/x',
  '/snippets',
  '/snippets/x',
  '/snippets/go-http-server',
  '/snippets/submit',
  '/components',
  '/components/marquee',
  '/components/code-comparison',
  '/components/installation/vite',
  '/workspace',
  '/workspace/hosting',
  '/sign-in',
  '/register',
  // '/api' has its own axe test, with its folds open and more time (api-reference.e2e.ts).
  '/no-such-page',
]

const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

for (const { name, viewport } of widths) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport })

    for (const path of routes) {
      test(`${path} has no violations in light and dark`, async ({ page }) => {
        // The theme follows the system setting by default, so the emulated one picks it: light on
        // load, then dark as the system switches, which the page follows without a reload.
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
        await page.goto(path)
        // A page for signed-in users shows a loading state until the stored session is read, then
        // sends a signed-out visitor to sign in; axe reads the page it lands on, not the one it leaves.
        await expect(page.getByText('Loading your account…')).toHaveCount(0)
        await page.waitForLoadState('networkidle')
        // The page landed on has its heading: the sign-in page a redirect leads to loads its code
        // after the loading state has gone, and network quiet can come between the two.
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
        await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
        expect(await axeViolations(page), `${path} (light)`).toEqual([])

        await page.emulateMedia({ colorScheme: 'dark' })
        await expect(page.locator('html')).toHaveClass(/\bdark\b/)
        // Colours that ease to the new theme are read where they end, not halfway.
        await finishAnimations(page)
        expect(await axeViolations(page), `${path} (dark)`).toEqual([])
      })
    }
  })
}

test('a page for signed-in users has no violations while the account loads', async ({ page }) => {
  // Without scripts the server's page stays in its loading state, which a visitor sees until the
  // stored session is read.
  await page.route('**/*.js', (route) => route.abort())
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const [path, heading] of [
    ['/snippets/submit', 'Submit Your Snippet'],
    ['/snippets/submit?edit=go-http-server', 'Edit Snippet'],
    ['/profile', 'Profile'],
    ['/settings', 'Settings'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('status')).toHaveText('Loading your account…')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    expect(await axeViolations(page), path).toEqual([])
  }
})
