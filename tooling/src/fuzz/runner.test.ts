import { describe, expect, it } from 'vitest'
import { formatReport, fuzzApp } from './runner'

/**
 * A server with one defect of each kind the harness looks for, so that a clean run over the real app
 * (fuzz.int.test.ts) means the harness looked, not that it cannot see.
 */
function brokenApp() {
  const json = (body: unknown, status: number) => Response.json(body, { status })
  return {
    async handle(request: Request): Promise<Response> {
      const { pathname } = new URL(request.url)
      if (pathname === '/api/openapi.json')
        return json({ paths: { '/api/items/{id}': { get: {} }, '/api/echo': { post: {} } } }, 200)
      if (pathname.startsWith('/api/items/')) {
        if (pathname.includes('%')) return json({ error: { message: 'Bad', code: 'INTERNAL' } }, 500)
        return new Response('missing', { status: 404 })
      }
      if (pathname === '/api/echo' && request.method === 'POST') {
        const text = await request.text()
        if (text.startsWith('[')) await new Promise(() => {})
        return json({ error: { message: 'Invalid' } }, 422)
      }
      return json({ error: { message: 'Not found', code: 'NOT_FOUND' } }, 404)
    },
  }
}

describe('the fuzzing harness', () => {
  it('finds, counts and shrinks a server error, an off-shape error and a hang', async () => {
    const report = await fuzzApp(brokenApp(), { runs: 400, seed: 1, timeoutMs: 100, shrinkMs: 500, maxTimeouts: 3 })
    expect(report.serverErrors).toBeGreaterThan(0)
    expect(report.offShape).toBeGreaterThan(0)
    expect(report.timeouts).toBe(3)
    expect(report.sent).toBeLessThan(400)
    const kinds = new Set(report.samples.map((sample) => sample.kind))
    expect(kinds).toEqual(new Set(['server-error', 'off-shape', 'timeout']))
    const serverError = report.samples.find((sample) => sample.kind === 'server-error')
    // Shrunk: one bad escape is all it takes, so that is all the sample keeps.
    expect(serverError?.path).toMatch(/^\/api\/items\/[^/?]{0,4}$/)
    expect(formatReport(report)).toMatch(/^sent \d+, >=500 \d+, off-shape \d+, timeouts 3\n/)
  })
})
