import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RegistryItem } from '@snipstack/contracts'
import type { Server } from 'bun'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLogger } from '../utils/logger'
import { cacheDir, indexCachePath, loadIndex, readCachedIndex } from './cache'
import { searchItems } from './format'

const index = {
  name: 'snipstack',
  homepage: 'http://registry.test',
  items: [
    {
      name: 'marquee',
      type: 'registry:ui',
      description: 'An endless scrolling strip',
      meta: { section: 'Components' },
    },
    {
      name: 'number-ticker',
      type: 'registry:ui',
      description: 'Counts up to a number',
      meta: { section: 'Text Animations' },
    },
  ],
}

let cache: string
let server: Server<undefined> | undefined
const saved = process.env.XDG_CACHE_HOME
const logger = createLogger({ silent: true })

beforeEach(() => {
  cache = mkdtempSync(join(tmpdir(), 'snipstack-cache-'))
  process.env.XDG_CACHE_HOME = cache
})
afterEach(async () => {
  await server?.stop(true)
  server = undefined
  process.env.XDG_CACHE_HOME = saved
  rmSync(cache, { recursive: true, force: true })
})

/** A registry on a fixed port, so that stopping it makes the very same base unreachable. */
function startRegistry(port = 0): string {
  server = Bun.serve({ port, hostname: '127.0.0.1', fetch: () => Response.json(index) })
  return `http://127.0.0.1:${server.port}/r`
}

describe('index cache', () => {
  it('lives under XDG_CACHE_HOME, one file per registry base', () => {
    expect(cacheDir()).toBe(join(cache, 'snipstack'))
    expect(indexCachePath('http://a/r')).not.toBe(indexCachePath('http://b/r'))
  })

  it('caches every fetched index and serves it, marked offline, when the registry is unreachable', async () => {
    const base = startRegistry()
    const online = await loadIndex(base, logger)
    expect(online.offline).toBe(false)
    expect(readCachedIndex(base)?.index.items).toHaveLength(2)

    await server?.stop(true)
    server = undefined
    const offline = await loadIndex(base, logger)
    expect(offline.offline).toBe(true)
    expect(offline.fetchedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(searchItems(offline.index.items, 'ticker').map((item) => item.name)).toEqual(['number-ticker'])
  })

  it('fails with a clear message when offline with nothing cached', async () => {
    const base = startRegistry()
    await server?.stop(true)
    server = undefined
    const error = await loadIndex(base, logger).catch((e: unknown) => e)
    expect((error as Error).message).toContain('Could not reach the registry')
    expect((error as { hint?: string }).hint).toContain('No cached index to fall back on yet')
  })

  it("never uses one registry's cache for another", async () => {
    const base = startRegistry()
    await loadIndex(base, logger)
    expect(readCachedIndex(`${base}/other`)).toBeUndefined()
  })
})

describe('searchItems', () => {
  it('ranks name matches first and needs every word', () => {
    const items: RegistryItem[] = [
      { name: 'shimmer-button', type: 'registry:ui', description: 'A button with a light sweep' },
      { name: 'button', type: 'registry:ui', description: 'A button' },
      { name: 'marquee', type: 'registry:ui', description: 'Scrolls buttons and logos' },
    ]
    expect(searchItems(items, 'button').map((item) => item.name)).toEqual(['button', 'shimmer-button', 'marquee'])
    expect(searchItems(items, 'button light').map((item) => item.name)).toEqual(['shimmer-button'])
    expect(searchItems(items, 'nothing')).toEqual([])
  })
})
