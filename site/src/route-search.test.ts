import { QueryClient } from '@tanstack/react-query'
import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { lazyQueryClient } from './lib/query-client-slot'
import { createRouter } from './router'

/*
 * The data routes parse their query strings in `validateSearch`. These tests go through the app's
 * own router, as a visit does: the URL's query is read with the router's parser (which turns
 * `2` into a number and `[1]` into an array), each route on the way validates it, and what the
 * page's `useSearch()` and the loader's deps get is checked. Nothing is loaded.
 */

const router = createRouter({ queries: lazyQueryClient(async () => new QueryClient()) })

/** The search and loader deps the route `routeId` gets for `href`. */
function matchAt(href: string, routeId: string) {
  const url = new URL(href, 'http://localhost')
  const match = router.matchRoutes(url.pathname, defaultParseSearch(url.search)).find((m) => m.routeId === routeId)
  if (!match) throw new Error(`${href} does not reach ${routeId}`)
  return { search: match.search as Record<string, unknown>, deps: match.loaderDeps as Record<string, unknown> }
}

/** Only the keys that hold a value: a key parsed to undefined is as good as absent. */
const defined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined))

const q = (params: Record<string, string | string[]>) => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) for (const one of [value].flat()) query.append(key, one)
  return `?${query}`
}

describe('/snippets', () => {
  const at = (query: string) => matchAt(`/snippets${query}`, '/snippets/')

  it('keeps a good query, in the catalogue’s spelling', () => {
    const { search, deps } = at(q({ name: ' debounce ', language: 'go', category: 'HOOK', page: '3' }))
    const parsed = { name: 'debounce', language: 'Go', category: 'Hook', page: 3 }
    expect(defined(search)).toEqual(parsed)
    expect(defined(deps)).toEqual(parsed)
  })

  it.each([
    ['an unknown language and category', q({ language: 'COBOL', category: 'Widget' })],
    ['a negative page', q({ page: '-2' })],
    ['page 0 and page 1, the default', q({ page: '0' })],
    ['a fractional page', q({ page: '2.5' })],
    ['a huge page', q({ page: '1e308' })],
    ['a page beyond the last allowed', q({ page: '100001' })],
    ['a page that is not a number', q({ page: 'two' })],
    ['a page in hexadecimal', q({ page: '0x10' })],
    ['repeated keys (arrays)', q({ language: ['Go', 'SQL'], page: ['2', '3'] })],
    ['JSON arrays and objects', q({ language: '["Go"]', category: '{"a":1}', page: '[2]' })],
    ['booleans and null', q({ language: 'true', category: 'null', page: 'false' })],
    ['an empty or blank name', q({ name: '   ' })],
  ])('drops %s, so the list shows its defaults', (_, query) => {
    const { search, deps } = at(query)
    for (const key of ['language', 'category', 'page', 'name']) {
      expect(search[key], key).toBeUndefined()
      expect(deps[key], key).toBeUndefined()
    }
  })

  it('reads a number or an over-long text as search text, cut to the API maximum', () => {
    expect(at(q({ name: '42' })).search.name).toBe('42')
    expect(at(q({ name: 'x'.repeat(300) })).search.name).toHaveLength(200)
  })

  it('keeps unknown keys out of the loader', () => {
    expect(Object.keys(at(q({ evil: '1', language: 'Go' })).deps).sort()).toEqual(
      ['category', 'language', 'name', 'page', 'sort', 'tag'].sort(),
    )
  })
})

describe('/templates and its paged and category listings', () => {
  const listings = [
    ['/templates', '/templates/'],
    ['/templates/page/2', '/templates/page/$page'],
    ['/templates/category/docker', '/templates/category/$categorySlug/'],
    ['/templates/category/docker/page/3', '/templates/category/$categorySlug/page/$page'],
  ] as const

  it.each(listings)('%s keeps a good query', (path, routeId) => {
    const { search, deps } = matchAt(
      path + q({ name: 'nginx', price: 'PAID', sort: 'popular', view: 'list', language: 'yaml', tag: ' CI-CD ' }),
      routeId,
    )
    const parsed = { name: 'nginx', price: 'paid', sort: 'popular', view: 'list', language: 'YAML', tag: 'ci-cd' }
    expect(defined(search)).toEqual(parsed)
    expect(defined(deps)).toEqual(parsed)
  })

  it.each(listings)('%s drops unknown, hostile and wrongly typed values', (path, routeId) => {
    for (const query of [
      q({ sort: 'evil', price: 'free-ish', view: 'grid', language: 'Brainfuck', tag: 'a b' }),
      q({ sort: ['popular', 'rating'], price: ['free', 'paid'], tag: ['go', 'ci'] }),
      q({ sort: '{"$gt":""}', price: '["paid"]', view: 'true', language: '1e308', tag: 'null' }),
      q({ sort: 'newest' }),
      q({ tag: 'x'.repeat(51) }),
      q({ name: '[]' }),
    ]) {
      const { search, deps } = matchAt(path + query, routeId)
      expect(defined(search), query).toEqual({})
      expect(defined(deps), query).toEqual({})
    }
  })
})

describe('/demo.php', () => {
  const at = (query: string) => matchAt(`/demo.php${query}`, '/demo.php')

  it('keeps a template id, as text, and the template type', () => {
    const id = '00000000-0000-4000-8000-000000000000'
    expect(defined(at(q({ id: ` ${id} `, type: 'template' })).deps)).toEqual({ id, type: 'template' })
    // The router reads ?id=42 as a number; the id stays text.
    expect(at(q({ id: '42', type: 'template' })).search.id).toBe('42')
  })

  it.each([
    [q({ id: '1', type: 'snippet' }), { id: '1' }],
    [q({ id: ['1', '2'], type: ['template', 'template'] }), {}],
    [q({ id: '{"a":1}', type: '["template"]' }), {}],
    [q({ id: '   ', type: 'Template' }), {}],
    [q({ id: 'null', type: 'true' }), {}],
  ])('drops any other type and an id that is no single value: %s', (query, kept) => {
    const { search, deps } = at(query)
    expect(defined(search)).toEqual(kept)
    expect(defined(deps)).toEqual(kept)
  })
})
