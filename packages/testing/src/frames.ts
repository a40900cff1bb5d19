import type { Page } from '@playwright/test'

// The callback runs in the page; this package is type-checked without the DOM's types.
declare const requestAnimationFrame: (callback: () => void) => number

/**
 * Resolves once the page has drawn `count` more frames: the wait for "nothing happened" or "it
 * moved" in browser tests, tied to the page's rendering rather than to a fixed time.
 */
export async function animationFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (left) =>
      new Promise<void>((done) => {
        const frame = () => (--left > 0 ? requestAnimationFrame(frame) : done())
        requestAnimationFrame(frame)
      }),
    count,
  )
}
