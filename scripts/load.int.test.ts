import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { probeRoutes } from './load'

// A server that, like the API, refuses a POST without a JSON body.
let server: ReturnType<typeof Bun.serve>
const received: string[] = []
beforeAll(() => {
  server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      if (request.method !== 'POST') return new Response('ok')
      const body = await request.text()
      received.push(body)
      return body ? Response.json({ ok: true }) : Response.json({ error: 'empty body' }, { status: 400 })
    },
  })
})
afterAll(() => server.stop(true))

describe('probeRoutes', () => {
  it('sends a route with bodies spread over connections the first of them', async () => {
    const url = `http://127.0.0.1:${server.port}`
    await probeRoutes(url, [
      { name: 'GET /', path: '/', weight: 1 },
      { name: 'POST /login', path: '/login', method: 'POST', weight: 1, bodies: ['{"a":1}', '{"a":2}'] },
    ])
    expect(received).toEqual(['{"a":1}'])
  })

  it('fails at once on a route that does not answer with success', async () => {
    const url = `http://127.0.0.1:${server.port}`
    await expect(probeRoutes(url, [{ name: 'POST /empty', path: '/x', method: 'POST', weight: 1 }])).rejects.toThrow(
      'POST /empty answered 400',
    )
  })
})
