import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UNKNOWN_PREFETCH_ERROR, usePrefetchStore } from './prefetch-store'

const store = () => usePrefetchStore.getState()

describe('prefetch store', () => {
  beforeEach(() => store().reset())
  afterEach(() => vi.restoreAllMocks())

  it('starts idle', () => {
    expect(store()).toMatchObject({ isLoading: false, error: null, lastPreloadedPage: null })
  })

  it('loads a page once and records it', async () => {
    const load = vi.fn(async () => undefined)
    const pending = store().prefetchPage('/snippets', load)
    expect(store().isLoading).toBe(true)
    await pending
    await store().prefetchPage('/snippets', load)
    expect(load).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledWith('/snippets')
    expect(store()).toMatchObject({ isLoading: false, error: null, lastPreloadedPage: '/snippets' })
  })

  it('does not start a second load while the first is running', async () => {
    let finish: () => void = () => {}
    const load = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const first = store().prefetchPage('/templates', load)
    await store().prefetchPage('/templates', load)
    finish()
    await first
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('records and logs a failure, and allows a retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await store().prefetchPage('/templates', async () => {
      throw new Error('Network down')
    })
    expect(store()).toMatchObject({ isLoading: false, error: 'Network down', lastPreloadedPage: null })
    expect(log).toHaveBeenCalledOnce()

    const retry = vi.fn(async () => undefined)
    await store().prefetchPage('/templates', retry)
    expect(retry).toHaveBeenCalledOnce()
    expect(store()).toMatchObject({ error: null, lastPreloadedPage: '/templates' })
  })

  it('falls back to a generic message for errors without one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await store().prefetchPage('/snippets', () => Promise.reject('boom'))
    expect(store().error).toBe(UNKNOWN_PREFETCH_ERROR)
    await store().prefetchPage('/blocks', () => Promise.reject(new Error('')))
    expect(store().error).toBe('Unknown error occurred')
  })

  it('stays loading until every concurrent prefetch settles', async () => {
    const finishers: (() => void)[] = []
    const load = () => new Promise<void>((resolve) => finishers.push(resolve))
    const a = store().prefetchPage('/a', load)
    const b = store().prefetchPage('/b', load)
    finishers[0]?.()
    await a
    expect(store().isLoading).toBe(true)
    finishers[1]?.()
    await b
    expect(store().isLoading).toBe(false)
  })
})
