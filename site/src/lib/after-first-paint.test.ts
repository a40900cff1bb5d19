import { afterEach, describe, expect, it, vi } from 'vitest'
import { FALLBACK_MS, loaderScript, loadModulesAfterFirstPaint } from './after-first-paint'

const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><link rel="modulepreload" href="/assets/framework.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/page.js" fetchPriority="low"/><link rel="icon" href="/logo.svg"/></head><body><main>Hello</main><script type="module" src="/assets/entry.js" async=""></script></body></html>`

describe('loadModulesAfterFirstPaint', () => {
  it('replaces the module tags with one loader for the same files, keeping everything else', () => {
    const html = loadModulesAfterFirstPaint(page)
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>')
    expect(html).toContain('<link rel="icon" href="/logo.svg"/>')
    expect(html).toContain(
      `<script>${loaderScript('/assets/entry.js', ['/assets/framework.js', '/assets/page.js'])}</script>`,
    )
  })

  it('gives the loader the request’s nonce', () => {
    expect(loadModulesAfterFirstPaint(page, 'abc"1')).toContain('<script nonce="abc&quot;1">(()=>')
  })

  it('recognises the tags of a page rendered per request, which carry its nonce', () => {
    const withNonce = page
      .replaceAll('fetchPriority="low"/>', 'fetchPriority="low" nonce="n0nce"/>')
      .replace('async=""></script>', 'async="" nonce="n0nce"></script>')
    const html = loadModulesAfterFirstPaint(withNonce, 'n0nce')
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    expect(html).toContain(
      `<script nonce="n0nce">${loaderScript('/assets/entry.js', ['/assets/framework.js', '/assets/page.js'])}</script>`,
    )
  })

  it('leaves a page without an entry module alone', () => {
    const plain = '<html><body><p>$& stays</p></body></html>'
    expect(loadModulesAfterFirstPaint(plain)).toBe(plain)
  })
})

describe('loaderScript', () => {
  afterEach(() => vi.unstubAllGlobals())

  type Observer = {
    callback: (list: { getEntriesByName(name: string): unknown[] }, observer: Observer) => void
    disconnected: boolean
    disconnect(): void
  }

  /** A page's globals as the loader uses them, driven by the test: frames, timers and paint entries. */
  function fakeBrowser({ hidden = false, paintTiming = true } = {}) {
    const appended: Array<{ rel: string; href: string }> = []
    const frames: Array<() => void> = []
    const timers: Array<{ callback: () => void; ms?: number }> = []
    const observers: Observer[] = []
    const listeners = new Map<string, (event: unknown) => void>()
    class FakeElement {
      constructor(readonly matches: { link?: boolean; control?: boolean }) {}
      closest(selector: string) {
        if (selector === 'a[href]') return this.matches.link ? this : null
        return this.matches.control ? this : null
      }
    }
    const page: Record<string, unknown> = {}
    vi.stubGlobal('window', page)
    vi.stubGlobal('Element', FakeElement)
    vi.stubGlobal('addEventListener', (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    )
    vi.stubGlobal('removeEventListener', (type: string) => listeners.delete(type))
    vi.stubGlobal('document', {
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => appended.push({ ...link }) },
    })
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    vi.stubGlobal('setTimeout', (callback: () => void, ms?: number) => timers.push({ callback, ms }))
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: Observer['callback']) {
            const observer: Observer = {
              callback,
              disconnected: false,
              disconnect() {
                observer.disconnected = true
              },
            }
            observers.push(observer)
          }
          observe() {}
        },
        { supportedEntryTypes: paintTiming ? ['paint', 'resource'] : ['resource'] },
      ),
    )
    const paint = (name: string) => {
      for (const observer of observers)
        observer.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, observer)
    }
    /** Clicks `target`; true when the loader held the press back. */
    const press = (matches: { link?: boolean; control?: boolean }) => {
      let held = false
      listeners.get('click')?.({
        target: new FakeElement(matches),
        preventDefault: () => {
          held = true
        },
        stopImmediatePropagation: () => {},
      })
      return held
    }
    const takeEarly = () => (page.__snipstackEarlyClicks as () => unknown[])()
    return { appended, frames, timers, observers, paint, press, takeEarly, listeners }
  }

  // The test's module runner cannot serve a dynamic import from evaluated code, so the loader's
  // one `import(` goes to a recorder instead.
  function run(source: string) {
    const imported: string[] = []
    new Function('record', source.replace('import(', 'record('))((url: string) => imported.push(url))
    return imported
  }

  const preloaded = (hrefs: string[]) => hrefs.map((href) => ({ rel: 'modulepreload', href }))

  it('waits for the first contentful paint, then preloads the chunks and imports the entry once', () => {
    const browser = fakeBrowser()
    const imported = run(loaderScript('/assets/entry.js', ['/assets/a.js', '/assets/b.js']))
    browser.paint('first-paint')
    expect(browser.appended).toEqual([])
    expect(imported).toEqual([])
    browser.paint('first-contentful-paint')
    expect(browser.appended).toEqual(preloaded(['/assets/a.js', '/assets/b.js']))
    expect(imported).toEqual(['/assets/entry.js'])
    expect(browser.observers.every((observer) => observer.disconnected)).toBe(true)
    // The fallback timer finds the work done.
    for (const timer of browser.timers) timer.callback()
    expect(imported).toEqual(['/assets/entry.js'])
  })

  it('starts anyway when no paint is reported in time', () => {
    const browser = fakeBrowser()
    const imported = run(loaderScript('/assets/entry.js', []))
    expect(browser.timers.map((timer) => timer.ms)).toEqual([FALLBACK_MS])
    browser.timers[0]?.callback()
    expect(imported).toEqual(['/assets/entry.js'])
  })

  it('without paint timing, waits for the first frame', () => {
    const browser = fakeBrowser({ paintTiming: false })
    const imported = run(loaderScript('/assets/entry.js', ['/assets/a.js']))
    expect(browser.observers).toEqual([])
    browser.frames.shift()?.()
    expect(imported).toEqual([])
    browser.timers.find((timer) => timer.ms === undefined)?.callback()
    expect(imported).toEqual(['/assets/entry.js'])
  })

  it('loads at once in a hidden tab, which does not paint', () => {
    const browser = fakeBrowser({ hidden: true })
    const imported = run(loaderScript('/assets/entry.js', ['/assets/a.js']))
    expect(browser.frames).toEqual([])
    expect(browser.appended).toEqual(preloaded(['/assets/a.js']))
    expect(imported).toEqual(['/assets/entry.js'])
  })

  it('holds back presses on controls until the app takes them, and leaves links alone', () => {
    const browser = fakeBrowser()
    run(loaderScript('/assets/entry.js', []))
    expect(browser.press({ link: true, control: true })).toBe(false)
    expect(browser.press({})).toBe(false)
    expect(browser.press({ control: true })).toBe(true)
    expect(browser.takeEarly()).toHaveLength(1)
    // Taken once: the loader stops listening, so later presses go to the app.
    expect(browser.listeners.has('click')).toBe(false)
    expect(browser.takeEarly()).toEqual([])
  })
})
