import { type DehydratedState, dehydrate } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient, hydrateQueries } from './query-client'
import { hydrateSentQueries, lazyQueryClient, readyQueryClient } from './query-client-slot'

type Sent = DehydratedState['queries']

/** What the server sends for one query that has data. */
function sentQuery(key: string, data: unknown): Sent {
  const server = createQueryClient()
  server.setQueryData([key], data)
  return dehydrate(server).queries
}

describe('lazyQueryClient', () => {
  it('makes its client once, on the first load', async () => {
    const make = vi.fn(async () => createQueryClient())
    const slot = lazyQueryClient(make)
    expect(slot.current).toBeUndefined()
    expect(make).not.toHaveBeenCalled()

    const [first, second] = await Promise.all([slot.load(), slot.load()])
    expect(first).toBe(second)
    expect(slot.current).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
    expect(await slot.load()).toBe(first)
  })

  it('tries again after a load that failed', async () => {
    const make = vi
      .fn<() => Promise<ReturnType<typeof createQueryClient>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(async () => createQueryClient())
    const slot = lazyQueryClient(make)
    await expect(slot.load()).rejects.toThrow('chunk failed')
    expect(slot.current).toBeUndefined()
    expect(await slot.load()).toBe(slot.current)
    expect(make).toHaveBeenCalledTimes(2)
  })

  it('hands later callers a promise React can read without suspending', async () => {
    const slot = lazyQueryClient(async () => createQueryClient())
    const client = await slot.load()
    expect(slot.load()).toMatchObject({ status: 'fulfilled', value: client })
    const ready = readyQueryClient(client)
    expect(ready.current).toBe(client)
    expect(ready.load()).toMatchObject({ status: 'fulfilled', value: client })
  })
})

describe('hydrateSentQueries', () => {
  it('makes no client for a page the server sent no queries with', async () => {
    const make = vi.fn(async () => createQueryClient())
    const slot = lazyQueryClient(make)
    expect(hydrateSentQueries(slot, undefined, hydrateQueries)).toBeUndefined()
    const stream = new ReadableStream<Sent>({ start: (controller) => controller.close() })
    await hydrateSentQueries(slot, { stream }, hydrateQueries)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(make).not.toHaveBeenCalled()
  })

  it('puts the queries the page rendered with into the cache before it hydrates', async () => {
    const slot = lazyQueryClient(async () => createQueryClient())
    await hydrateSentQueries(slot, { initial: sentQuery('snippets', ['debounce']) }, hydrateQueries)
    expect(slot.current?.getQueryData(['snippets'])).toEqual(['debounce'])
  })

  it('adds the queries the server finishes later as they arrive', async () => {
    const slot = lazyQueryClient(async () => createQueryClient())
    let push: (queries: Sent) => void = () => {}
    const stream = new ReadableStream<Sent>({ start: (controller) => (push = (q) => controller.enqueue(q)) })
    await hydrateSentQueries(slot, { stream }, hydrateQueries)
    expect(slot.current).toBeUndefined()
    push(sentQuery('template', { slug: 'nginx' }))
    await vi.waitFor(() => expect(slot.current?.getQueryData(['template'])).toEqual({ slug: 'nginx' }))
  })
})
