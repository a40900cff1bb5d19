import { afterEach, describe, expect, it, vi } from 'vitest'
import { loaderScript, loadModulesAfterFirstPaint } from './after-first-paint'

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

  it('leaves a page without an entry module alone', () => {
    const plain = '<html><body><p>$& stays</p></body></html>'
    expect(loadModulesAfterFirstPaint(plain)).toBe(plain)
  })
})

describe('loaderScript', () => {
  afterEach(() => vi.unstubAllGlobals())

  function fakeBrowser(visibilityState: 'visible' | 'hidden') {
    const appended: Array<{ rel: string; href: string }> = []
    const frames: Array<() => void> = []
    const timers: Array<() => void> = []
    vi.stubGlobal('document', {
      visibilityState,
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => appended.push({ ...link }) },
    })
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    vi.stubGlobal('setTimeout', (callback: () => void) => timers.push(callback))
    return { appended, frames, timers }
  }

  // The test's module runner cannot serve a dynamic import from evaluated code, so the loader's
  // one `import(` goes to a recorder instead.
  function run(source: string) {
    const imported: string[] = []
    new Function('record', source.replace('import(', 'record('))((url: string) => imported.push(url))
    return imported
  }

  it('waits for a painted frame before it preloads the chunks and imports the entry', () => {
    const browser = fakeBrowser('visible')
    const imported = run(loaderScript('/assets/entry.js', ['/assets/a.js', '/assets/b.js']))
    expect(browser.appended).toEqual([])
    expect(imported).toEqual([])
    browser.frames.shift()?.()
    expect(browser.appended).toEqual([])
    browser.timers.shift()?.()
    expect(browser.appended).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js' },
      { rel: 'modulepreload', href: '/assets/b.js' },
    ])
    expect(imported).toEqual(['/assets/entry.js'])
  })

  it('loads at once in a hidden tab, which does not paint', () => {
    const browser = fakeBrowser('hidden')
    const imported = run(loaderScript('/assets/entry.js', ['/assets/a.js']))
    expect(browser.frames).toEqual([])
    expect(imported).toEqual(['/assets/entry.js'])
    expect(browser.appended).toEqual([{ rel: 'modulepreload', href: '/assets/a.js' }])
  })
})
