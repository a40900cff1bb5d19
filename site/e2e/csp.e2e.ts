import { expect, type Page, test } from '@playwright/test'
import { gotoHydrated } from './support'

/*
 * The site's CSP allows what its items need and no more (server/src/lib/security.ts): these load
 * the demos that need something beyond the page's own origin and expect the browser to refuse
 * nothing. The machine running them has no internet, so the video's host is answered from here:
 * what is checked is what the page allows, not what the network does.
 */

type Recorded = { violations: string[]; workers: { url: string; ran: boolean; failed: boolean }[] }

/**
 * Records, from the page's first script on, every CSP violation it reports (the event, and the
 * console message Chrome prints for a refused resource) and every worker it starts, with whether
 * the worker answered or failed.
 */
async function recordPage(page: Page): Promise<() => Promise<Recorded>> {
  const messages: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text())
  })
  await page.addInitScript(() => {
    const recorded: Recorded = { violations: [], workers: [] }
    Object.assign(window, { __recorded: recorded })
    // Capturing at the window sees the violations of the document, its elements and its workers.
    window.addEventListener(
      'securitypolicyviolation',
      (event) => recorded.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      true,
    )
    const NativeWorker = window.Worker
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options)
        const worker = { url: String(url), ran: false, failed: false }
        recorded.workers.push(worker)
        this.addEventListener('message', () => {
          worker.ran = true
        })
        this.addEventListener('error', () => {
          worker.failed = true
        })
      }
    }
  })
  return async () => {
    const recorded = await page.evaluate(() => (window as unknown as { __recorded: Recorded }).__recorded)
    return { ...recorded, violations: [...recorded.violations, ...messages] }
  }
}

test.describe('the content security policy', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("lets Hero Video Dialog's demo play its video in the dialog", async ({ page }) => {
    const recorded = await recordPage(page)
    const player: string[] = []
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      player.push(route.request().url())
      return route.fulfill({
        contentType: 'text/html',
        body: '<!DOCTYPE html><title>Player</title><p>Player stand-in</p>',
      })
    })
    await gotoHydrated(page, '/components/hero-video-dialog')
    await page.getByRole('button', { name: 'Play video' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Product tour' })
    await expect(dialog).toBeVisible()
    // A frame the CSP refused would show the browser's "This content is blocked" page instead.
    await expect(dialog.locator('iframe').contentFrame().locator('body')).toHaveText('Player stand-in')
    expect(player).toEqual([expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)])
    expect((await recorded()).violations).toEqual([])
  })

  test("lets Confetti draw in its worker, on the page's load and on a burst", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const recorded = await recordPage(page)
    await gotoHydrated(page, '/components/confetti')
    expect((await recorded()).violations).toEqual([])
    await page.getByRole('button', { name: 'Celebrate' }).first().click()
    // canvas-confetti's worker answers when a burst has landed; a refused one fails instead.
    await expect.poll(async () => (await recorded()).workers.some((worker) => worker.ran || worker.failed)).toBe(true)
    const { violations, workers } = await recorded()
    expect(violations).toEqual([])
    expect(workers).toContainEqual({ url: expect.stringMatching(/^blob:/), ran: true, failed: false })
  })
})
