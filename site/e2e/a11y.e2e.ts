import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

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
  '/blocks/x',
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
  '/workspace/x',
  '/sign-in',
  '/register',
  '/no-such-page',
]

const widths = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
}

for (const { name, viewport } of widths) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport })

    for (const path of routes) {
      test(`${path} has no violations in light and dark`, async ({ page }) => {
        for (const colorScheme of ['light', 'dark'] as const) {
          // The theme follows the system setting by default, so the emulated one picks it.
          await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
          await page.goto(path)
          await page.waitForLoadState('networkidle')
          await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
          expect(await violations(page), `${path} (${colorScheme})`).toEqual([])
        }
      })
    }
  })
}
