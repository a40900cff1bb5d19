import { expect, type Page } from '@playwright/test'

/** Collects everything the browser reports as an error or warning, hydration mismatches included. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** Opens a page and waits until it is interactive: the header's effects run once hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('[data-slot="scroll-progress"][data-progress]')).toBeAttached()
}

export type Tracked = { event: string; params: Record<string, unknown> }

/**
 * Records every `snipstack:track` event the page dispatches, from the first script on; the
 * returned function reads what was recorded so far.
 */
export async function recordTracking(page: Page): Promise<() => Promise<Tracked[]>> {
  await page.addInitScript(() => {
    const store = window as unknown as { __tracked: unknown[] }
    store.__tracked = []
    window.addEventListener('snipstack:track', (event) => store.__tracked.push((event as CustomEvent).detail))
  })
  return () => page.evaluate(() => (window as unknown as { __tracked: Tracked[] }).__tracked)
}
