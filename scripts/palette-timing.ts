import { chromium, type Page } from '@playwright/test'
import { SEARCH_DEBOUNCE_MS } from '@snipstack/contracts'
import { chromiumLaunchOptions } from '@snipstack/testing/chromium'
import { measureBenchmarkIndex, PHONES, slowdownFor } from './phone-profiles'

/**
 * How soon the command palette shows the catalogues' first results once its debounce has passed,
 * on the production build (`bun run bench:web`): the time from the last key typed to the first
 * snippet or template option in the palette, less the debounce. Each search is a new text in a
 * freshly loaded page, so nothing answers from a cache; measured at the host's speed and with the
 * CPU slowed to a mid-tier phone's benchmark index (phone-profiles.ts), by DevTools' throttling.
 */

/** Texts the seed's catalogues hold, so every search has results to show. */
const texts = ['docker', 'react', 'fetch', 'postgres', 'python', 'nginx', 'cache', 'node']

export const PALETTE_TARGET_MS = 100

/** `ms` after the debounce in all; `answerMs` of them from the request's start to its answer's end. */
type Timing = { text: string; ms: number; answerMs: number }

/** The little of a browser page the timing script uses (this folder's code is typed for Bun, not the DOM). */
type PageGlobals = {
  document: {
    addEventListener(type: 'input', listener: () => void): void
    querySelector(selector: string): unknown
    body: unknown
  }
  MutationObserver: new (
    callback: () => void,
  ) => { observe(target: unknown, options: { subtree: boolean; childList: boolean }): void }
  typedAt: number
  shownAt: number
}

async function timeOne(page: Page, origin: string, text: string): Promise<Timing> {
  await page.goto(`${origin}/`)
  // Interactive once the header's effects have run (site/e2e/support.ts waits on the same mark).
  await page.locator('[data-slot="scroll-progress"][data-progress]').waitFor({ state: 'attached' })
  // The palette's code loads on first use: the text is typed once its field is there, so the
  // timing is the search's alone.
  await page.keyboard.press('Control+k')
  const input = page.getByPlaceholder('Type a command or search...')
  await input.waitFor()
  await page.evaluate(() => {
    const marks = globalThis as unknown as PageGlobals
    const { document, MutationObserver } = marks
    marks.typedAt = 0
    marks.shownAt = 0
    document.addEventListener('input', () => {
      marks.typedAt = performance.now()
    })
    // The first option of a catalogue's group (command-palette.tsx marks them), noticed as it is inserted.
    new MutationObserver(() => {
      if (!marks.shownAt && document.querySelector('[data-catalogue] [cmdk-item]')) marks.shownAt = performance.now()
    }).observe(document.body, { subtree: true, childList: true })
  })
  await input.pressSequentially(text)
  await page.waitForFunction(() => (globalThis as unknown as PageGlobals).shownAt > 0, undefined, {
    timeout: 30_000,
  })
  const { typedAt, shownAt, answer } = await page.evaluate(() => {
    const { typedAt, shownAt } = globalThis as unknown as PageGlobals
    const searches = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/search?'))
    const last = searches.at(-1) as PerformanceResourceTiming | undefined
    return { typedAt, shownAt, answer: last ? last.responseEnd - last.startTime : Number.NaN }
  })
  return { text, ms: shownAt - typedAt - SEARCH_DEBOUNCE_MS, answerMs: answer }
}

/**
 * The phone's slowdown on this host: the host's benchmark index, the throttling rate that brings it
 * to a mid-tier phone's, and the index measured under that rate (DevTools' throttling is not exactly
 * proportional, so the index it gives is measured rather than assumed).
 */
export type PhoneCalibration = { host: number; rate: number; emulated: number }

/** Every text searched once at each CPU speed; the figures in milliseconds after the debounce. */
export async function measurePaletteTiming(
  origin: string,
): Promise<{ host: Timing[]; phone: Timing[]; calibration: PhoneCalibration }> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const probe = await browser.newPage()
    const host = await measureBenchmarkIndex(probe)
    const rate = slowdownFor(host, PHONES.mid.index).multiplier
    const cdp = await probe.context().newCDPSession(probe)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const calibration = { host, rate, emulated: await measureBenchmarkIndex(probe) }
    await probe.close()
    const result = { host: [] as Timing[], phone: [] as Timing[], calibration }
    for (const speed of ['host', 'phone'] as const) {
      for (const text of texts) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
        const page = await context.newPage()
        if (speed === 'phone') {
          const session = await context.newCDPSession(page)
          await session.send('Emulation.setCPUThrottlingRate', { rate })
        }
        result[speed].push(await timeOne(page, origin, text))
        await context.close()
      }
    }
    return result
  } finally {
    await browser.close()
  }
}
