// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setTabHidden } from '../test-support'
import { NumberTicker } from './number-ticker'

// motion reads prefers-reduced-motion once per module and then listens for changes, so the
// preference is switched through a media query list that notifies its listeners.
let prefersReduced = false
const mediaListeners = new Set<() => void>()
function setReducedMotion(value: boolean) {
  prefersReduced = value
  for (const listener of mediaListeners) listener()
}

// happy-dom has no layout, so nothing ever scrolls into view unless the test says so.
let visible = false
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    if (!visible) return
    queueMicrotask(() =>
      this.callback(
        [{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    )
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          return query.includes('prefers-reduced-motion') && prefersReduced
        },
        addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
        addListener: (listener: () => void) => mediaListeners.add(listener),
        removeListener: (listener: () => void) => mediaListeners.delete(listener),
      }) as unknown as MediaQueryList,
  )
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  // Under Bun the global EventTarget is the runtime's own, not happy-dom's, so motion's
  // `element instanceof EventTarget` check would refuse happy-dom's elements and observe nothing.
  vi.stubGlobal('EventTarget', Object.getPrototypeOf(Node.prototype).constructor)
})

afterEach(() => {
  vi.useRealTimers()
  cleanup()
  setTabHidden(false)
  visible = false
  setReducedMotion(false)
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/**
 * Lets pending microtasks run (an observer's report), moves the clock on by `ms` (fake timers and a
 * fake `performance`, which motion's frames are timed by), then lets the frames motion asks for
 * run. happy-dom's frames are real but quick; two are enough for motion to start an animation and
 * draw it at the new time.
 */
async function elapse(ms: number) {
  await act(async () => {})
  act(() => vi.advanceTimersByTime(ms))
  for (let i = 0; i < 2; i++) {
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
  }
}
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })

const parts = (container: HTMLElement) => {
  const root = container.querySelector('[data-slot="number-ticker"]') as HTMLElement
  const [shown, final] = [...root.children] as HTMLElement[]
  return { root, shown, final }
}

describe('NumberTicker', () => {
  it('renders the starting number and, for screen readers only, the final one on the server', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<NumberTicker value={1234.5} decimalPlaces={1} className="text-4xl" />)
    const { root, shown, final } = parts(host)
    // Magic UI's default look: black (white in dark mode), widely tracked tabular figures.
    for (const name of ['tabular-nums', 'tracking-wider', 'text-black', 'dark:text-white', 'text-4xl']) {
      expect(root.className.split(' ')).toContain(name)
    }
    expect(shown?.textContent).toBe('0.0')
    expect(shown?.getAttribute('aria-hidden')).toBe('true')
    expect(final?.textContent).toBe('1,234.5')
    expect(final?.className).toContain('sr-only')
    // Visitors who prefer reduced motion see the final number from the first paint, before hydration.
    expect(final?.className).toContain('motion-reduce:not-sr-only')
    expect(shown?.className).toContain('motion-reduce:hidden')
  })

  it('formats for the locale and with extra Intl options', () => {
    const { container, rerender } = render(<NumberTicker value={1234567.891} decimalPlaces={2} locale="de-DE" />)
    expect(parts(container).final?.textContent).toBe('1.234.567,89')
    rerender(<NumberTicker value={48250} formatOptions={{ style: 'currency', currency: 'USD' }} />)
    expect(parts(container).final?.textContent).toBe('$48,250')
    expect(parts(container).shown?.textContent).toBe('$0')
  })

  it('counts down from value to startValue with direction="down"', () => {
    const { container } = render(<NumberTicker value={100} startValue={5} direction="down" />)
    expect(parts(container).shown?.textContent).toBe('100')
    expect(parts(container).final?.textContent).toBe('5')
  })

  it('waits until it is in view', async () => {
    fakeClock()
    const { container } = render(<NumberTicker value={500} />)
    // Long enough to have counted all the way if it had started.
    await elapse(300)
    await elapse(5000)
    expect(parts(container).shown?.textContent).toBe('0')
  })

  it('springs to the value once in view with a fast start and a long, gentle settle', async () => {
    fakeClock()
    visible = true
    const { container } = render(<NumberTicker value={1000} />)
    const shown = () => Number(parts(container).shown?.textContent?.replace(/,/g, ''))
    await elapse(0)
    // damping 60 and stiffness 100: about 815 after one second, 994 after three, no overshoot.
    await elapse(1000)
    expect(shown()).toBeGreaterThan(800)
    expect(shown()).toBeLessThan(830)
    await elapse(2000)
    expect(shown()).toBeGreaterThanOrEqual(990)
    expect(shown()).toBeLessThan(1000)
    await elapse(6000)
    expect(parts(container).shown?.textContent).toBe('1,000')
  })

  it('counts down to startValue and keeps decimalPlaces fixed on the way', async () => {
    fakeClock()
    visible = true
    const { container } = render(<NumberTicker value={10} startValue={2.5} direction="down" decimalPlaces={2} />)
    expect(parts(container).shown?.textContent).toBe('10.00')
    await elapse(0)
    await elapse(500)
    const halfway = parts(container).shown?.textContent ?? ''
    expect(halfway).toMatch(/^\d+\.\d{2}$/)
    expect(Number(halfway)).toBeLessThan(10)
    expect(Number(halfway)).toBeGreaterThan(2.5)
    await elapse(10_000)
    expect(parts(container).shown?.textContent).toBe('2.50')
  })

  it('holds the start for the delay after coming into view', async () => {
    fakeClock()
    visible = true
    const { container } = render(<NumberTicker value={50} delay={0.6} />)
    // A count started early would show by the second step.
    await elapse(300)
    await elapse(299)
    expect(parts(container).shown?.textContent).toBe('0')
    await elapse(1)
    await elapse(5000)
    expect(parts(container).shown?.textContent).toBe('50')
  })

  it('waits for the tab to be visible before counting, so the count is not over unseen', async () => {
    fakeClock()
    visible = true
    setTabHidden(true)
    const { container } = render(<NumberTicker value={50} />)
    await elapse(300)
    await elapse(5000)
    expect(parts(container).shown?.textContent).toBe('0')
    setTabHidden(false)
    await elapse(1)
    await elapse(5000)
    expect(parts(container).shown?.textContent).toBe('50')
  })

  it('shows the final value at once under reduced motion, even out of view', async () => {
    // motion notes the setting once in development; the message is expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    setReducedMotion(true)
    const { container } = render(<NumberTicker value={42.5} decimalPlaces={1} />)
    await act(async () => {})
    expect(parts(container).shown?.textContent).toBe('42.5')
  })

  it('hydrates the server HTML without warnings', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable = vi.fn()
    const element = <NumberTicker value={99} />
    const host = document.createElement('div')
    host.innerHTML = renderToString(element)
    document.body.append(host)
    const root = await act(async () => hydrateRoot(host, element, { onRecoverableError: recoverable }))
    expect(error).not.toHaveBeenCalled()
    expect(recoverable).not.toHaveBeenCalled()
    act(() => root.unmount())
    host.remove()
  })
})
