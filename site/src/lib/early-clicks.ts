/**
 * Presses held back before hydration. The page's loader (after-first-paint.ts) holds back presses on
 * controls until the app has hydrated and keeps them under `window[EARLY_CLICKS]`; the app replays
 * them once it can handle them. This module is what the browser side needs of that.
 */

/** What a held-back press may land on: the controls that need script to do anything. */
export const CONTROLS = 'button, [role="button"], summary, label, input, select, textarea'
export const EARLY_CLICKS = '__snipstackEarlyClicks'

declare global {
  interface Window {
    [EARLY_CLICKS]?: () => Element[]
  }
}

/** How long a held-back press waits for its control to hydrate before it is given up. */
const REPLAY_WITHIN_MS = 10_000

/**
 * Whether React has hydrated the element. React keeps its fiber on every element it manages, under
 * a key that starts with `__reactFiber$`; server HTML that is still waiting to hydrate (a Suspense
 * boundary, a deferred section) has none.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

/**
 * Stops holding presses back and presses again, in order, each control pressed before the page
 * hydrated, as soon as that control has hydrated itself: parts of the page hydrate after the rest,
 * and a press on one of them before that would be lost. Called once, after the root has hydrated.
 */
export function replayEarlyClicks(): void {
  const pending = typeof window === 'undefined' ? [] : (window[EARLY_CLICKS]?.() ?? [])
  if (!pending.length) return
  const deadline = performance.now() + REPLAY_WITHIN_MS
  // React claims an element while it renders, before it commits and runs the part's effects; a
  // press is safe only a couple of frames after the element is seen claimed.
  let settledFrames = 0
  const replay = () => {
    while (pending[0] && !pending[0].isConnected) pending.shift()
    const next = pending[0]
    if (next && isHydrated(next)) settledFrames += 1
    if (next && settledFrames > 2) {
      pending.shift()
      settledFrames = 0
      if (next instanceof HTMLElement) next.click()
    }
    if (pending.length && performance.now() < deadline) requestAnimationFrame(replay)
  }
  replay()
}
