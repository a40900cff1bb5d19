/**
 * Runs one browser example in a Chromium of its own, as a process of its own (examples.ts starts
 * it with a time limit, as it runs every toolchain): `bun page-run.ts <folder>` serves the folder's
 * index.html (and main.js, when the example is a bundled module) at https://example.test/, prints
 * what the page's scripts `console.log`, and exits 1 with the page's uncaught errors. A page
 * without main.js ends when it has loaded; one with it, when the module (top-level awaits
 * included) has run to its end.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '@snipstack/testing/chromium'

const dir = process.argv[2] ?? '.'
const html = readFileSync(join(dir, 'index.html'), 'utf8')
const bundlePath = join(dir, 'main.js')
// The module's last statement says it has finished.
const bundle = existsSync(bundlePath) ? `${readFileSync(bundlePath, 'utf8')}\nwindow.__exampleDone = true\n` : undefined
const origin = 'https://example.test'

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } })
  const printed: string[] = []
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'log') printed.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: html })
    if (pathname === '/main.js' && bundle !== undefined)
      return route.fulfill({ contentType: 'text/javascript', body: bundle })
    return route.fulfill({ status: 404, body: '' })
  })
  await page.goto(`${origin}/`)
  if (bundle !== undefined) await page.waitForFunction('window.__exampleDone === true', undefined, { polling: 50 })
  // A round trip after the load, so every message logged during it has arrived.
  else await page.evaluate(() => 0)
  if (errors.length) {
    process.stderr.write(`${errors.join('\n')}\n`)
    process.exitCode = 1
  } else process.stdout.write(`${printed.join('\n')}\n`)
} finally {
  await browser.close()
}
