// biome-ignore-all lint/suspicious/noTemplateCurlyInString: registries entries name environment variables as ${VAR}, literally
import type { RegistryItem } from '@snipstack/contracts'
import { describe, expect, it } from 'vitest'
import { RegistryError } from './fetch'
import { resolveTree } from './resolve'
import { distance, suggestNames } from './suggest'

const base = 'http://registry.test/r'

/** An in-memory registry: name → registryDependencies (names or URLs). */
function registry(graph: Record<string, string[]>) {
  const calls: string[] = []
  const fetchItem = async (url: string): Promise<RegistryItem> => {
    calls.push(url)
    const name = url.slice(`${base}/`.length, -'.json'.length)
    const deps = graph[name]
    if (!deps) throw new RegistryError('not-found', url, `404 ${url}`)
    return { name, type: 'registry:ui', registryDependencies: deps.map((dep) => `${base}/${dep}.json`), files: [] }
  }
  return { calls, fetchItem, listNames: async () => Object.keys(graph) }
}

describe('resolveTree', () => {
  it('installs dependencies before the items that need them, each once', async () => {
    const r = registry({ utils: [], button: ['utils'], 'bento-grid': ['button', 'utils'], marquee: ['utils'] })
    const tree = await resolveTree(['bento-grid', 'marquee'], { base, ...r })
    expect(tree.items.map((item) => item.name)).toEqual(['utils', 'button', 'bento-grid', 'marquee'])
    expect(tree.cycles).toEqual([])
    // Every URL fetched exactly once, even though utils is reached three ways.
    expect(r.calls.sort()).toEqual([...new Set(r.calls)].sort())
    expect(r.calls).toHaveLength(4)
  })

  it('accepts item URLs and names for the same item without installing it twice', async () => {
    const r = registry({ utils: [], marquee: ['utils'] })
    const tree = await resolveTree(['marquee', `${base}/marquee.json`, 'utils'], { base, ...r })
    expect(tree.items.map((item) => item.name)).toEqual(['utils', 'marquee'])
  })

  it('detects a cycle, reports it and still installs each item once', async () => {
    const r = registry({ a: ['b'], b: ['c'], c: ['a'] })
    const tree = await resolveTree(['a'], { base, ...r })
    expect(tree.items.map((item) => item.name)).toEqual(['c', 'b', 'a'])
    expect(tree.cycles).toEqual([['a', 'b', 'c', 'a']])
    expect(r.calls).toHaveLength(3)
  })

  it('handles an item that depends on itself', async () => {
    const tree = await resolveTree(['self'], { base, ...registry({ self: ['self'] }) })
    expect(tree.items.map((item) => item.name)).toEqual(['self'])
    expect(tree.cycles).toEqual([['self', 'self']])
  })

  it('names every unknown item with the closest existing names', async () => {
    const r = registry({ marquee: [], 'animated-beam': [], 'number-ticker': [] })
    const error = await resolveTree(['marque', 'beam', 'zzzzzz'], { base, ...r }).catch((e: unknown) => e)
    expect((error as Error).message).toBe(
      "Unknown item 'marque'. Did you mean 'marquee'?\nUnknown item 'beam'. Did you mean 'animated-beam'?\nUnknown item 'zzzzzz'.",
    )
    expect((error as { hint?: string }).hint).toContain('snipstack list')
  })

  it('says which item has a dependency the registry lacks', async () => {
    const r = registry({ marquee: ['ghost'] })
    await expect(resolveTree(['marquee'], { base, ...r })).rejects.toThrowError(
      `'marquee' depends on ${base}/ghost.json, which the registry does not have.`,
    )
  })

  it('passes a network failure through unchanged', async () => {
    const unreachable = new RegistryError('unreachable', `${base}/marquee.json`, 'Could not reach')
    await expect(resolveTree(['marquee'], { base, fetchItem: () => Promise.reject(unreachable) })).rejects.toBe(
      unreachable,
    )
  })
})

describe('resolveTree: where dependencies come from', () => {
  /** Items by URL, each with the dependencies given, recording what was fetched. */
  function items(byUrl: Record<string, string[]>) {
    const calls: string[] = []
    const fetchItem = async (url: string): Promise<RegistryItem> => {
      calls.push(url)
      const deps = byUrl[url]
      if (!deps) throw new RegistryError('not-found', url, `404 ${url}`)
      const name =
        url
          .split('/')
          .at(-1)
          ?.replace(/\.json$/, '') ?? url
      return { name, type: 'registry:ui', registryDependencies: deps, files: [] }
    }
    return { calls, fetchItem }
  }

  it('fetches @snipstack/<name> from the registry in use and @namespace/<name> from the registry components.json lists', async () => {
    const r = items({
      [`${base}/card.json`]: ['@snipstack/utils', '@acme/button'],
      [`${base}/utils.json`]: [],
      'https://acme.test/r/button.json': [],
    })
    const registries = { '@snipstack': `${base}/{name}.json`, '@acme': { url: 'https://acme.test/r/{name}.json' } }
    const tree = await resolveTree(['card'], { base, registries, ...r })
    expect(tree.items.map((item) => item.name)).toEqual(['utils', 'button', 'card'])
    expect(r.calls.sort()).toEqual([`${base}/card.json`, `${base}/utils.json`, 'https://acme.test/r/button.json'])
  })

  it("sends a registries entry's headers, with ${VAR} from the environment, to that registry's items only", async () => {
    const sent = new Map<string, Record<string, string> | undefined>()
    const r = items({
      'https://pro.test/r/pricing.json': ['@snipstack/utils', 'https://other.test/r/helper.json'],
      [`${base}/utils.json`]: [],
      'https://other.test/r/helper.json': [],
    })
    const fetchItem = (url: string, headers?: Record<string, string>) => {
      sent.set(url, headers)
      return r.fetchItem(url)
    }
    const registries = {
      '@snipstack-pro': {
        url: 'https://pro.test/r/{name}.json',
        headers: { Authorization: 'Bearer ${SNIPSTACK_TOKEN}', 'X-Plan': 'pro' },
      },
    }
    const env = { SNIPSTACK_TOKEN: 'snipstack_secret' }
    const tree = await resolveTree(['@snipstack-pro/pricing'], { base, registries, env, fetchItem })
    expect(tree.items.map((item) => item.name)).toEqual(['utils', 'helper', 'pricing'])
    expect(sent.get('https://pro.test/r/pricing.json')).toEqual({
      Authorization: 'Bearer snipstack_secret',
      'X-Plan': 'pro',
    })
    expect(sent.get(`${base}/utils.json`)).toBeUndefined()
    expect(sent.get('https://other.test/r/helper.json')).toBeUndefined()
  })

  it('says which variable a registries entry needs when it is not set, and fetches nothing', async () => {
    const r = items({ 'https://pro.test/r/pricing.json': [] })
    const registries = {
      '@snipstack-pro': {
        url: 'https://pro.test/r/{name}.json',
        headers: { Authorization: 'Bearer ${SNIPSTACK_TOKEN}' },
      },
    }
    const failure = resolveTree(['@snipstack-pro/pricing'], { base, registries, env: {}, ...r })
    await expect(failure).rejects.toThrowError(
      '"@snipstack-pro" in components.json sends ${SNIPSTACK_TOKEN} in its Authorization header, but SNIPSTACK_TOKEN is not set.',
    )
    await expect(failure).rejects.toMatchObject({ hint: expect.stringContaining('Make a registry token') })
    expect(r.calls).toEqual([])
  })

  it('says which registry components.json is missing for a namespaced dependency', async () => {
    const r = items({ [`${base}/card.json`]: ['@acme/button'] })
    await expect(resolveTree(['card'], { base, ...r })).rejects.toThrowError(
      "'@acme/button' names the registry @acme, which components.json does not list.",
    )
  })

  it("fetches a dependency under the registry's homepage from the registry in use: a mirror serves what it copied", async () => {
    const mirror = 'http://mirror.test/snipstack/r'
    const upstream = 'https://upstream.test'
    const r = items({
      [`${mirror}/marquee.json`]: [`${upstream}/r/utils.json`, 'https://other.test/r/helper.json'],
      [`${mirror}/utils.json`]: [],
      'https://other.test/r/helper.json': [],
    })
    let lookups = 0
    const homepage = async () => {
      lookups++
      return `${upstream}/`
    }
    const tree = await resolveTree(['marquee'], { base: mirror, homepage, ...r })
    expect(tree.items.map((item) => item.name)).toEqual(['utils', 'helper', 'marquee'])
    // Never the upstream origin; another registry's item stays where it was named.
    expect(r.calls.sort()).toEqual([
      `${mirror}/marquee.json`,
      `${mirror}/utils.json`,
      'https://other.test/r/helper.json',
    ])
    expect(lookups).toBe(1)
  })

  it('looks no homepage up when every dependency is already in the registry in use', async () => {
    const r = registry({ utils: [], marquee: ['utils'] })
    const homepage = () => Promise.reject(new Error('not needed'))
    const tree = await resolveTree(['marquee'], { base, homepage, ...r })
    expect(tree.items.map((item) => item.name)).toEqual(['utils', 'marquee'])
  })
})

describe('suggestNames', () => {
  const names = ['marquee', 'terminal', 'bento-grid', 'animated-beam', 'globe', 'number-ticker', 'shimmer-button']

  it('finds typos, missing dashes and parts of names', () => {
    expect(suggestNames('marqee', names)).toEqual(['marquee'])
    expect(suggestNames('bentogrid', names)).toEqual(['bento-grid'])
    expect(suggestNames('ticker', names)).toEqual(['number-ticker'])
    expect(suggestNames('button', names)).toEqual(['shimmer-button'])
    expect(suggestNames('xylophone', names)).toEqual([])
  })

  it('measures edit distance', () => {
    expect(distance('kitten', 'sitting')).toBe(3)
    expect(distance('', 'abc')).toBe(3)
    expect(distance('same', 'same')).toBe(0)
  })
})
