import { createHash } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrerenderSiteFixture } from '../test/prerender-site'
import { inlineScriptHashes, type PrerenderSummary, prerenderSite, siteLinks } from './prerender'
import type { PrerenderManifest } from './prerendered'

describe('inlineScriptHashes', () => {
  it("hashes an inline script's text as CSP does", () => {
    // The example of MDN's CSP script-src page.
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      'qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    ])
  })

  it('hashes after CR LF becomes LF, skips scripts with a src and lists each text once', () => {
    const html =
      '<script nonce="">a\r\nb\rc</script><SCRIPT type="module" src="/x.js"></SCRIPT>' +
      '<script data-x="">a\nb\nc</script ><script type="application/json">{}</script>'
    const sha = (text: string) => createHash('sha256').update(text).digest('base64')
    expect(inlineScriptHashes(html)).toEqual([sha('a\nb\nc'), sha('{}')])
  })
})

describe('siteLinks', () => {
  it("lists anchors to this site's paths, entities decoded, and nothing else", () => {
    const html =
      '<link rel="stylesheet" href="/assets/a.css"/><a href="/docs">d</a><a class="x" href="/docs?a=1&amp;b=2#h">q</a>' +
      '<a href="https://elsewhere.test/">e</a><a href="//cdn.test/x">c</a><a href="#top">t</a><a href="/docs">again</a>'
    expect(siteLinks(html)).toEqual(['/docs', '/docs?a=1&b=2#h'])
  })
})

describe('prerenderSite', () => {
  const site = createPrerenderSiteFixture()
  const dir = join(site.dist, 'prerendered')
  let summary: PrerenderSummary
  let manifest: PrerenderManifest

  beforeAll(async () => {
    summary = await prerenderSite(site.dist)
    manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))
  })
  afterAll(() => rmSync(site.dist, { recursive: true, force: true }))

  it('renders the seeds and every page they link to inside the area, and only pages that answer 200', () => {
    expect(summary.pages).toEqual(['/', '/docs', '/docs/a', '/docs/b'])
    expect(Object.keys(manifest.pages)).toEqual(summary.pages)
    // /account is linked but outside the area: it stays rendered per request, unmentioned.
    expect(summary.skipped).toEqual([
      { path: '/docs/c', status: 404 },
      { path: '/docs/missing', status: 404 },
    ])
  })

  it('writes the HTML as rendered without a nonce, with brotli and gzip siblings', () => {
    const entry = manifest.pages['/docs/a']
    const html = readFileSync(join(dir, entry?.file ?? ''), 'utf8')
    expect(html).toContain('<h1>Doc A</h1>')
    expect(html).not.toContain('nonce')
    expect(brotliDecompressSync(readFileSync(join(dir, `${entry?.file}.br`))).toString()).toBe(html)
    expect(gunzipSync(readFileSync(join(dir, `${entry?.file}.gz`))).toString()).toBe(html)
  })

  it("records the page's weak ETag and the hashes of its inline scripts", () => {
    const entry = manifest.pages['/docs/a']
    const html = readFileSync(join(dir, entry?.file ?? ''))
    const digest = createHash('sha256').update(html).digest('base64url').slice(0, 32)
    expect(entry?.etag).toBe(`W/"${digest}"`)
    const sha = (text: string) => createHash('sha256').update(text).digest('base64')
    expect(entry?.sha256).toEqual([
      sha('document.documentElement.dataset.theme = "light";\nvar t = 1'),
      sha('self.$page = "Doc A"'),
    ])
    // Every page has its own data script, so its own list.
    expect(manifest.pages['/docs/b']?.sha256[1]).toBe(sha('self.$page = "Doc B"'))
  })

  it('notes the pages whose links carry a query', () => {
    expect(manifest.pages['/']?.searchLinks).toBe(false)
    expect(manifest.pages['/docs/a']?.searchLinks).toBe(true)
    expect(manifest.pages['/docs/b']?.searchLinks).toBe(true)
  })

  it('renders the not-found page once per set of matched routes and highlighted link', () => {
    expect(manifest.notFound?.links).toEqual(['/account', '/docs'])
    const variants = manifest.notFound?.pages.map(({ under, routes }) => ({ under, routes }))
    expect(variants).toEqual([
      { under: '', routes: '__root__!' },
      { under: '/account', routes: '__root__!' },
      { under: '/docs', routes: '__root__! /docs' },
    ])
    const underDocs = manifest.notFound?.pages[2]
    const html = readFileSync(join(dir, underDocs?.file ?? ''), 'utf8')
    expect(html).toContain('<a aria-current="page" href="/docs">')
    expect(html).toContain('<h1>Page not found</h1>')
    expect(underDocs?.etag).toMatch(/^W\/"[\w-]{32}"$/)
  })

  it('refuses a page that shows the origin it was asked at', async () => {
    const leaky = createPrerenderSiteFixture({ showOrigin: true })
    try {
      await expect(prerenderSite(leaky.dist)).rejects.toThrow(/\/ shows the origin it was requested at/)
    } finally {
      rmSync(leaky.dist, { recursive: true, force: true })
    }
  })
})
