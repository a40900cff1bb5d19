import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createSiteFixture } from '@snipstack/testing/site-fixture'

/**
 * A site fixture whose SSR bundle exports what the prerender needs: a few linked pages with
 * inline scripts (one with CR LF line ends, as a browser normalises before hashing), a header
 * that highlights the section the path is in, a `prerender` spec and `notFoundRoutes`.
 * Pages: `/`, `/docs`, `/docs/a`, `/docs/b` (prerendered; /docs/b links with a query),
 * `/account` (outside the prerendered area), and 404 for everything else.
 */
export function createPrerenderSiteFixture(options: { showOrigin?: boolean } = {}): { dist: string; client: string } {
  const site = createSiteFixture()
  writeFileSync(
    join(site.dist, 'server/entry-server.js'),
    `const pages = {
  '/': { title: 'Home', links: ['/docs', '/docs/a', '/account', 'https://elsewhere.test/x', '//cdn.test/y', '#top'] },
  '/docs': { title: 'Docs', links: ['/docs/a', '/docs/b', '/docs/missing'] },
  '/docs/a': { title: 'Doc A', links: ['/docs/b?tab=1#x'] },
  '/docs/b': { title: 'Doc B', links: ['/docs?view=all&sort=a'] },
  '/account': { title: 'Account', links: [] },
}
const nav = ['/docs', '/account']

export const prerender = {
  seeds: ['/', '/docs/c'],
  includes: (pathname) => pathname === '/' || pathname === '/docs' || pathname.startsWith('/docs/'),
}

export function notFoundRoutes(pathname) {
  if (pages[pathname]) return undefined
  return pathname.startsWith('/docs/') ? '__root__! /docs' : '__root__!'
}

export async function render({ request, assets, nonce }) {
  const url = new URL(request.url)
  const page = pages[url.pathname]
  const current = (href) => url.pathname === href || url.pathname.startsWith(href + '/')
  const n = nonce ? ' nonce="' + nonce + '"' : ''
  const links = (page ? page.links : []).map((href) => '<a href="' + href.replace('&', '&amp;') + '">' + href + '</a>')
  const html = '<!doctype html><html><head><link rel="stylesheet" href="' + assets.css[0] + '"/>'
    + '<script' + n + '>document.documentElement.dataset.theme = "light";\\r\\nvar t = 1</script></head><body>'
    + '<nav>' + nav.map((href) => '<a ' + (current(href) ? 'aria-current="page" ' : '') + 'href="' + href + '">' + href + '</a>').join('') + '</nav>'
    + '<h1>' + (page ? page.title : 'Page not found') + '</h1>' + links.join('')
    + ${options.showOrigin ? "'<p>' + url.origin + '</p>'" : "''"}
    + '<p>' + 'Snippets and templates. '.repeat(100) + '</p>'
    + '<script' + n + ' data-part="">self.$page = ' + JSON.stringify(page ? page.title : null) + '</script>'
    + '<script type="module" src="' + assets.entry + '"' + n + '></script></body></html>'
  return new Response(html, { status: page ? 200 : 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
`,
  )
  return site
}
