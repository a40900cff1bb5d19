import { Elysia } from 'elysia'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { errorBody, memoryLogger } from '../test/http'
import { BODY_LIMIT_BYTES, jsonBody } from './lib/body'
import { httpFoundation } from './lib/http'
import { type RunningServer, serve } from './server'

/** A promise settled from outside, so a test waits for an event instead of a guessed delay. */
function latch() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

// A test-only app on a real port: a slow route to shut down under, a body route for limits.
// `/slow` reports that it has been reached and then holds its answer until the test releases it.
function start({ shutdownTimeoutMs }: { shutdownTimeoutMs?: number } = {}) {
  const logger = memoryLogger()
  const database = {
    closed: false,
    async close() {
      database.closed = true
    },
  }
  const reached = latch()
  const release = latch()
  const app = new Elysia()
    .use(httpFoundation({ logger }))
    .get('/slow', async () => {
      reached.open()
      await release.opened
      return { done: true }
    })
    .post('/echo', ({ body }) => ({ length: body.text.length }), {
      body: z.object({ text: z.string() }),
      parse: jsonBody,
    })
    .get('/', () => 'home')
  const running = serve({ app, port: 0, hostname: '127.0.0.1', logger, database, shutdownTimeoutMs })
  servers.push(running)
  return {
    running,
    logger,
    database,
    url: (path: string) => new URL(path, running.url).href,
    /** Resolves once a request is inside `/slow`. */
    inFlight: reached.opened,
    /** Lets every held and later `/slow` request answer. */
    release: release.open,
  }
}

/**
 * Speaks HTTP/1.1 on a raw socket, as curl or an attacker would, and resolves with whatever the
 * server answered by the deadline (or '' when it said nothing). `send` writes the request; it may
 * keep writing after the server has answered.
 */
async function rawExchange(
  url: URL,
  send: (write: (data: string | Uint8Array) => Promise<void>) => Promise<void>,
  deadlineMs = 5000,
): Promise<string> {
  let received = ''
  let over = false
  let answered: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    answered = resolve
  })
  let writable = latch()
  const finish = () => {
    over = true
    answered()
    writable.open()
  }
  const socket = await Bun.connect({
    hostname: url.hostname,
    port: Number(url.port),
    socket: {
      data(_, chunk) {
        received += new TextDecoder().decode(chunk)
        if (received.includes('\r\n\r\n')) finish()
      },
      drain: () => writable.open(),
      close: finish,
      error: finish,
    },
  })
  // What the kernel cannot take yet is written again once the socket drains, until the answer
  // arrives or the socket closes.
  const write = async (data: string | Uint8Array) => {
    let rest = typeof data === 'string' ? new TextEncoder().encode(data) : data
    while (rest.byteLength && !received && !over) {
      writable = latch()
      const written = socket.write(rest)
      if (written < 0) return
      rest = rest.subarray(written)
      if (rest.byteLength) await writable.opened
    }
  }
  const timer = setTimeout(finish, deadlineMs)
  void send(write).catch(() => {})
  await done
  clearTimeout(timer)
  socket.end()
  return received
}

const statusOf = (raw: string) => Number(raw.split(' ')[1])
const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))

const servers: RunningServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.shutdown()))
})

describe('serve', () => {
  it('logs one line per request with method, path, status and duration', async () => {
    const { logger, url, release } = start()
    release()
    await fetch(url('/slow?token=hidden'))
    await fetch(url('/nowhere'))
    expect(logger.lines).toEqual([
      expect.stringMatching(/^info GET \/slow 200 \d+\.\dms$/),
      expect.stringMatching(/^info GET \/nowhere 404 \d+\.\dms$/),
    ])
  })

  it('finishes in-flight requests on shutdown, refuses new ones, then closes the database', async () => {
    const { running, database, url, logger, inFlight, release } = start()
    const held = fetch(url('/slow'))
    await inFlight
    // Bun closes the listening socket inside stop(), before shutdown() returns.
    const stopped = running.shutdown()
    await expect(fetch(url('/slow'))).rejects.toThrow()
    expect(database.closed).toBe(false)

    release()
    const response = await held
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ done: true })
    await stopped
    expect(database.closed).toBe(true)
    expect(logger.lines.at(-1)).toBe('info Stopped.')
    expect(running.shutdown()).toBe(stopped)
  })

  it('cuts off requests that outlive the shutdown timeout', async () => {
    // Never released: the request outlives any timeout.
    const { running, database, url, logger, inFlight } = start({ shutdownTimeoutMs: 100 })
    const stuck = fetch(url('/slow')).catch((error: unknown) => error)
    await inFlight
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

  it('answers a chunked upload at the limit while the client is still sending', async () => {
    const { running } = start()
    const chunk = 'x'.repeat(64 * 1024)
    const raw = await rawExchange(running.url, async (write) => {
      await write(
        'POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      )
      // Four times the limit, more than the socket buffers hold: the server must answer, not wait.
      for (let sent = 0; sent < BODY_LIMIT_BYTES * 4; sent += chunk.length) {
        await write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
      }
      await write('0\r\n\r\n')
    })
    expect(statusOf(raw)).toBe(413)
    expect(raw.toLowerCase()).toContain('x-content-type-options: nosniff')
    expect(bodyOf(raw).error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1 MiB.' })
  })

  it('reads a chunked upload under the limit and hands the app a body of known length', async () => {
    const { running } = start()
    const body = JSON.stringify({ text: 'y'.repeat(200_000) })
    const raw = await rawExchange(running.url, async (write) => {
      await write(
        'POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      )
      for (let i = 0; i < body.length; i += 50_000) {
        const part = body.slice(i, i + 50_000)
        await write(`${part.length.toString(16)}\r\n${part}\r\n`)
      }
      await write('0\r\n\r\n')
    })
    expect(statusOf(raw)).toBe(200)
    expect(bodyOf(raw)).toEqual({ length: 200_000 })
  })

  it.each([
    ['a Host that is not a host name', 'GET / HTTP/1.1\r\nHost: a@b\r\n\r\n'],
    ['a Host with a space', 'GET / HTTP/1.1\r\nHost: a b\r\n\r\n'],
    ['HTTP/1.0 without a Host', 'GET / HTTP/1.0\r\n\r\n'],
  ])('answers %s with a 400 in the error shape, with the security headers', async (_, request) => {
    const { running, logger } = start()
    const raw = await rawExchange(running.url, (write) => write(request))
    expect(statusOf(raw)).toBe(400)
    expect(raw.toLowerCase()).toContain('x-frame-options: deny')
    expect(bodyOf(raw).error).toEqual({ code: 'BAD_REQUEST', message: 'The request has no valid Host header.' })
    expect(logger.lines.filter((line) => line.startsWith('error'))).toEqual([])
  })
})
