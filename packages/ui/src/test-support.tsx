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
