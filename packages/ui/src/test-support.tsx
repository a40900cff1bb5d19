import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type * as React from 'react'
import { createRef } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, vi } from 'vitest'

/** Renders on the "server", hydrates in the page and returns every error React reported doing so. */
export async function hydrationErrors(node: React.ReactNode): Promise<unknown[]> {
  const container = document.createElement('div')
  container.innerHTML = renderToString(node)
  document.body.append(container)
  const errors: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
  const root = await act(async () =>
    hydrateRoot(container, node, { onRecoverableError: (error) => errors.push(error) }),
  )
  consoleError.mockRestore()
  act(() => root.unmount())
  container.remove()
  return errors
}

type Preference = 'reduce' | 'dark'
const preferences: Record<Preference, boolean> = { reduce: false, dark: false }
const listeners = new Set<() => void>()

/**
 * Replaces `window.matchMedia` with media query lists that answer from the preferences set here
 * and notify their listeners on change — motion and the items read `prefers-reduced-motion` once
 * and then listen, so a test flips the preference through `setMediaPreference`.
 */
export function installMediaQueries() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          if (query.includes('prefers-reduced-motion')) return preferences.reduce
          if (query.includes('prefers-color-scheme: dark')) return preferences.dark
          return false
        },
        onchange: null,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        addListener: (listener: () => void) => listeners.add(listener),
        removeListener: (listener: () => void) => listeners.delete(listener),
        dispatchEvent: () => true,
      }) as unknown as MediaQueryList,
  )
}

export function setMediaPreference(preference: Preference, value: boolean) {
  preferences[preference] = value
  for (const listener of listeners) listener()
}

/** Back to no preferences and no listeners, for afterEach. */
export function resetMediaPreferences() {
  preferences.reduce = false
  preferences.dark = false
  listeners.clear()
}

type Intersection = (entries: Array<Partial<IntersectionObserverEntry>>) => void

/**
 * Replaces `IntersectionObserver` with one the test drives: `setIntersecting(element, value)` tells
 * every observer watching that element that it entered or left the viewport. With `inView` set,
 * each new observation is answered with it straight away, as a browser answers after its next
 * frame; otherwise nothing is reported until a test says so. Undo with `vi.unstubAllGlobals()`.
 */
export function installIntersectionObserver({ inView }: { inView?: boolean } = {}) {
  const watching = new Map<Element, Set<Intersection>>()
  const rootMargins: Array<string | undefined> = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly #notify: Intersection
      readonly #targets = new Set<Element>()
      constructor(notify: Intersection, init?: IntersectionObserverInit) {
        this.#notify = notify
        rootMargins.push(init?.rootMargin)
      }
      observe(target: Element) {
        this.#targets.add(target)
        const callbacks = watching.get(target) ?? new Set()
        callbacks.add(this.#notify)
        watching.set(target, callbacks)
        const notify = this.#notify
        if (inView !== undefined) queueMicrotask(() => notify([{ target, isIntersecting: inView }]))
      }
      unobserve(target: Element) {
        this.#targets.delete(target)
        watching.get(target)?.delete(this.#notify)
      }
      disconnect() {
        for (const target of this.#targets) this.unobserve(target)
      }
      takeRecords() {
        return []
      }
    },
  )
  return {
    /** The root margin each observer was created with, in order of creation. */
    rootMargins: () => [...rootMargins],
    /** The elements some observer is watching now. */
    observed: () => [...watching].filter(([, callbacks]) => callbacks.size > 0).map(([element]) => element),
    setIntersecting(element: Element | null | undefined, isIntersecting: boolean) {
      if (!element) throw new Error('no element to intersect')
      act(() => {
        for (const notify of watching.get(element) ?? []) notify([{ target: element, isIntersecting }])
      })
    },
  }
}

/** Hides or shows the tab: `document.visibilityState` changes and `visibilitychange` fires. */
export function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

/**
 * Replaces `play()` and `pause()` of every media element (happy-dom has no player) with spies,
 * `play` resolving as a browser's does when it may play. Undo with `vi.restoreAllMocks()`.
 */
export function stubMediaPlayback() {
  const play = vi.fn<() => Promise<void>>(() => Promise.resolve())
  const pause = vi.fn<() => void>()
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause)
  return { play, pause }
}

/**
 * What every button item promises, checked the same way for each: a real `<button>` of type
 * "button" unless told otherwise (it never submits a form by surprise), other props and the ref
 * reach it, it is in the tab order with a focus-visible style and activated without a pointer
 * (the browser turns Enter and Space into a click of `detail` 0, which happy-dom does not
 * synthesise), and while disabled it takes no click and has a disabled style.
 */
type ButtonBasicsProps = Pick<
  React.ComponentProps<'button'>,
  'ref' | 'type' | 'disabled' | 'className' | 'aria-describedby'
> & { children: React.ReactNode; onClick?: (event: React.MouseEvent<HTMLButtonElement>) => void }

export function expectButtonBasics(Button: React.ComponentType<ButtonBasicsProps>) {
  const ref = createRef<HTMLButtonElement>()
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
  const onClick = vi.fn()
  const { unmount } = render(
    <form onSubmit={onSubmit}>
      <Button ref={ref} aria-describedby="hint" className="w-full" data-testid="plain" onClick={onClick}>
        Plain
      </Button>
      <Button type="submit">Send</Button>
      <Button disabled onClick={onClick}>
        Later
      </Button>
    </form>,
  )
  try {
    const plain = screen.getByRole('button', { name: 'Plain' })
    expect(plain.tagName).toBe('BUTTON')
    expect(ref.current).toBe(plain)
    expect(plain.getAttribute('type')).toBe('button')
    expect(plain.getAttribute('aria-describedby')).toBe('hint')
    expect(plain.dataset.testid).toBe('plain')
    expect(plain.className).toContain('w-full')
    expect(plain.className).toContain('focus-visible:')

    expect(plain.tabIndex).toBe(0)
    plain.focus()
    expect(document.activeElement).toBe(plain)
    fireEvent.click(plain, { detail: 0 })
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)

    const later = screen.getByRole('button', { name: 'Later' }) as HTMLButtonElement
    expect(later.disabled).toBe(true)
    expect(later.className).toContain('disabled:')
    fireEvent.click(later)
    expect(onClick).toHaveBeenCalledTimes(1)
  } finally {
    unmount()
  }
}

/**
 * What an item animated by CSS promises: its animation pauses (`pausedClass` in the class list of
 * the `[data-slot="<slot>"]` element, and `data-paused` on it) while it is off screen or the tab is
 * hidden, runs again when it is back, and it stops watching both on unmount.
 */
export function expectPausesOffScreen(node: React.ReactElement, slot: string, pausedClass: string) {
  const viewport = installIntersectionObserver()
  const removeListener = vi.spyOn(document, 'removeEventListener')
  const { container, unmount } = render(node)
  const element = container.querySelector<HTMLElement>(`[data-slot="${slot}"]`)
  if (!element) throw new Error(`no [data-slot="${slot}"]`)
  expect(element.className).not.toContain(pausedClass)
  viewport.setIntersecting(element, false)
  expect(element.hasAttribute('data-paused')).toBe(true)
  expect(element.className).toContain(pausedClass)
  viewport.setIntersecting(element, true)
  expect(element.className).not.toContain(pausedClass)
  setTabHidden(true)
  expect(element.className).toContain(pausedClass)
  setTabHidden(false)
  expect(element.className).not.toContain(pausedClass)
  expect(element.hasAttribute('data-paused')).toBe(false)
  unmount()
  expect(viewport.observed()).toEqual([])
  expect(removeListener).toHaveBeenCalledWith('visibilitychange', expect.any(Function))
}

/**
 * What an item drawn frame by frame promises: its loop stops while it is off screen or the tab is
 * hidden (`data-state="paused"` on `element`), draws nothing meanwhile (`drawCount` stays), and
 * carries on when it is back. `show` brings it into view and `tick` runs the next frame it asks for.
 */
export function expectFrameLoopPauses({
  element,
  show,
  tick,
  drawCount,
  frames,
  viewport,
}: {
  element: HTMLElement
  show: () => void
  tick: () => void
  drawCount: () => number
  frames: ReturnType<typeof installManualFrames>
  viewport: ReturnType<typeof installIntersectionObserver>
}) {
  show()
  tick()
  expect(frames.pending()).toBe(1)

  viewport.setIntersecting(element, false)
  expect(frames.pending()).toBe(0)
  expect(element.dataset.state).toBe('paused')
  show()
  expect(frames.pending()).toBe(1)

  setTabHidden(true)
  expect(frames.pending()).toBe(0)
  expect(element.dataset.state).toBe('paused')
  const drawn = drawCount()
  tick()
  expect(drawCount()).toBe(drawn)
  setTabHidden(false)
  expect(frames.pending()).toBe(1)
}

/**
 * Animation frames run by hand. `runAt(time)` runs, inside `act`, the callbacks requested so far,
 * passing them `time` (those they request wait for the next run); `run(elapsed)` does so
 * `elapsed` ms after the last run (one 60 Hz frame by default). `pending()` is how many wait.
 * resetItemTest restores the real ones.
 */
export function installManualFrames() {
  let waiting = new Map<number, FrameRequestCallback>()
  let next = 1
  let clock = 0
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    waiting.set(next, callback)
    return next++
  })
  vi.stubGlobal('cancelAnimationFrame', (id: number) => waiting.delete(id))
  const runAt = (time: number) => {
    clock = time
    const due = waiting
    waiting = new Map()
    act(() => {
      for (const callback of due.values()) callback(time)
    })
  }
  return {
    runAt,
    run: (elapsed = 1000 / 60) => runAt(clock + elapsed),
    pending: () => waiting.size,
    now: () => clock,
  }
}

/**
 * ResizeObservers the test drives: `report(entry)` tells every observer, inside `act`, about each
 * element it watches, with what `entry(target)` adds to that element's entry (a `contentRect`, a
 * `borderBoxSize`); `count()` is how many observers are connected. resetItemTest restores the real one.
 */
export function installResizeObservers() {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element> }>()
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly #entry: { callback: ResizeObserverCallback; targets: Set<Element> }
      constructor(callback: ResizeObserverCallback) {
        this.#entry = { callback, targets: new Set() }
        observers.add(this.#entry)
      }
      observe(target: Element) {
        this.#entry.targets.add(target)
      }
      unobserve(target: Element) {
        this.#entry.targets.delete(target)
      }
      disconnect() {
        this.#entry.targets.clear()
        observers.delete(this.#entry)
      }
    },
  )
  return {
    count: () => observers.size,
    report(entry: (target: Element) => object = () => ({})) {
      act(() => {
        for (const observer of observers) {
          const entries = [...observer.targets].map((target) => ({ target, ...entry(target) }) as ResizeObserverEntry)
          if (entries.length) observer.callback(entries, {} as ResizeObserver)
        }
      })
    },
  }
}

/**
 * Undoes what an item's test set up: unmounts what it rendered, shows the tab again, forgets media
 * preferences, and restores spies and stubbed globals (observers, pixel ratio). For `afterEach`.
 */
export function resetItemTest() {
  cleanup()
  setTabHidden(false)
  resetMediaPreferences()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
}

/**
 * The text a screen reader reaches: every text node outside `aria-hidden` subtrees, in order. The
 * text items promise that this is their whole string, once.
 */
export function readableText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return ''
  return [...node.childNodes].map(readableText).join('')
}

/** The element an item marks with `data-slot="<slot>"`; throws (naming the slot) when it did not render. */
export function slotElement<T extends Element = HTMLElement>(container: ParentNode, slot: string): T {
  const element = container.querySelector<T>(`[data-slot="${slot}"]`)
  if (!element) throw new Error(`no [data-slot="${slot}"] rendered`)
  return element
}
