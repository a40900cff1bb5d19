import type { SiteStatsResponse } from '@snipstack/contracts'
import { describe, expect, it, vi } from 'vitest'
import { recordingServerApi as serverApi } from '@/lib/api/server-api-testing'
import { createStatsSource, loadSiteStats } from './site-stats'

const figures: SiteStatsResponse = {
  snippets: 437,
  templates: 52,
  languages: 7,
  accounts: 3,
  pro: { snippets: 0, templates: 0 },
  registry: null,
}

/** A request that settles when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((done, fail) => {
    resolve = done
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('createStatsSource', () => {
  it('shares one request between every caller while it runs, then holds its answer', async () => {
    const request = deferred<SiteStatsResponse>()
    const fetchStats = vi.fn(() => request.promise)
    const source = createStatsSource(fetchStats)
    const first = source.get()
    const second = source.get()
    expect(source.held()).toBeUndefined()
    request.resolve(figures)
    expect(await first).toEqual(figures)
    expect(await second).toEqual(figures)
    expect(source.held()).toEqual(figures)
    expect(await source.get()).toEqual(figures)
    expect(fetchStats).toHaveBeenCalledTimes(1)
  })

  it('asks again once the answer is older than the fresh time', async () => {
    let now = 1_000
    const fetchStats = vi.fn(async () => ({ ...figures, snippets: figures.snippets + fetchStats.mock.calls.length }))
    const source = createStatsSource(fetchStats, { freshMs: 100, now: () => now })
    expect((await source.get()).snippets).toBe(438)
    now += 99
    expect(source.held()?.snippets).toBe(438)
    now += 1
    expect(source.held()).toBeUndefined()
    expect((await source.get()).snippets).toBe(439)
    expect(fetchStats).toHaveBeenCalledTimes(2)
  })

  it('keeps no failure: every waiting caller sees it, and the next call asks again', async () => {
    const failing = deferred<SiteStatsResponse>()
    const fetchStats = vi.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce(figures)
    const source = createStatsSource(fetchStats)
    const waiting = [source.get(), source.get()]
    failing.reject(new Error('offline'))
    for (const caller of waiting) await expect(caller).rejects.toThrow('offline')
    expect(source.held()).toBeUndefined()
    expect(await source.get()).toEqual(figures)
    expect(fetchStats).toHaveBeenCalledTimes(2)
  })
})

describe('loadSiteStats on the server', () => {
  it('has none while the build renders the page, where there is no API', async () => {
    expect(await loadSiteStats(undefined)).toBeNull()
  })

  it('asks /api/stats in process and checks the answer', async () => {
    const server = serverApi(() => Response.json(figures))
    expect(await loadSiteStats(server.api)).toEqual(figures)
    expect(server.requests.map((request) => [request.method, request.url])).toEqual([
      ['GET', 'http://localhost/api/stats'],
    ])
  })

  it('leaves the figures to the browser when the API fails or answers off contract', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const unavailable = serverApi(() =>
        Response.json({ error: { message: 'Down', code: 'UNAVAILABLE' } }, { status: 503 }),
      )
      expect(await loadSiteStats(unavailable.api)).toBeNull()
      const offContract = serverApi(() => Response.json({ ...figures, snippets: -1 }))
      expect(await loadSiteStats(offContract.api)).toBeNull()
      expect(error).toHaveBeenCalledTimes(2)
    } finally {
      error.mockRestore()
    }
  })
})
