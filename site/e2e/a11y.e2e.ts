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
        await page.waitForLoadState('networkidle')
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
