import { Elysia } from 'elysia'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BODY_LIMIT_BYTES, httpFoundation } from './lib/http'
import { type RunningServer, serve } from './server'
import { errorBody, memoryLogger } from './test/http'

// A test-only app on a real port: a slow route to shut down under, a body route for limits.
function start({ shutdownTimeoutMs }: { shutdownTimeoutMs?: number } = {}) {
  const logger = memoryLogger()
  const database = {
    closed: false,
    async close() {
      database.closed = true
    },
  }
  const app = new Elysia()
    .use(httpFoundation({ logger }))
    .get('/slow', async ({ query }) => {
      await Bun.sleep(Number(query.ms ?? 300))
      return { done: true }
    })
    .post('/echo', ({ body }) => ({ length: body.text.length }), { body: z.object({ text: z.string() }) })
  const running = serve({ app, port: 0, hostname: '127.0.0.1', logger, database, shutdownTimeoutMs })
  servers.push(running)
  return { running, logger, database, url: (path: string) => new URL(path, running.url).href }
}

const servers: RunningServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.shutdown()))
})

describe('serve', () => {
  it('logs one line per request with method, path, status and duration', async () => {
    const { logger, url } = start()
    await fetch(url('/slow?ms=1&token=hidden'))
    await fetch(url('/nowhere'))
    expect(logger.lines).toEqual([
      expect.stringMatching(/^info GET \/slow 200 \d+\.\dms$/),
      expect.stringMatching(/^info GET \/nowhere 404 \d+\.\dms$/),
    ])
  })

  it('finishes in-flight requests on shutdown, refuses new ones, then closes the database', async () => {
    const { running, database, url, logger } = start()
    const inFlight = fetch(url('/slow?ms=400'))
    await Bun.sleep(100)
    const stopped = running.shutdown()
    await Bun.sleep(20)
    await expect(fetch(url('/slow?ms=1'))).rejects.toThrow()
    expect(database.closed).toBe(false)

    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ done: true })
    await stopped
    expect(database.closed).toBe(true)
    expect(logger.lines.at(-1)).toBe('info Stopped.')
    expect(running.shutdown()).toBe(stopped)
  })

  it('cuts off requests that outlive the shutdown timeout', async () => {
    const { running, database, url, logger } = start({ shutdownTimeoutMs: 100 })
    const stuck = fetch(url('/slow?ms=5000')).catch((error: unknown) => error)
    await Bun.sleep(50)
    const started = performance.now()
    await running.shutdown()
    expect(performance.now() - started).toBeLessThan(2000)
    expect(database.closed).toBe(true)
    expect(await stuck).toBeInstanceOf(Error)
    expect(logger.lines).toContain('warn Requests still running after 100 ms; closing them.')
  })

  it('answers 413 JSON over HTTP, with or without a Content-Length', async () => {
    const { url } = start()
    const text = 'x'.repeat(BODY_LIMIT_BYTES + 10)
    const fixed = await fetch(url('/echo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    })
    expect(fixed.status).toBe(413)
    expect((await errorBody(fixed)).code).toBe('PAYLOAD_TOO_LARGE')

    const encoded = new TextEncoder().encode(JSON.stringify({ text }))
    const chunked = await fetch(url('/echo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < encoded.length; i += 64 * 1024) controller.enqueue(encoded.subarray(i, i + 64 * 1024))
          controller.close()
        },
      }),
    })
    expect(chunked.status).toBe(413)
    expect((await errorBody(chunked)).code).toBe('PAYLOAD_TOO_LARGE')

    const small = await fetch(url('/echo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'hello' }),
    })
    expect(await small.json()).toEqual({ length: 5 })
  })
})
