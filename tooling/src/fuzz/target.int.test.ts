import { resolve } from 'node:path'
import { spawnServerProcess } from '@snipstack/testing/server-process'
import { describe, expect, it } from 'vitest'
import { formatReport, fuzzApp } from './runner'
import { causesInLog, type FuzzTarget, serverFuzzTarget } from './target'

const brokenServer = resolve(import.meta.dirname, 'broken-server.ts')

async function brokenTarget(env: Record<string, string> = {}): Promise<FuzzTarget> {
  const spawned = spawnServerProcess([process.execPath, brokenServer], {
    env: { PATH: process.env.PATH ?? '', ...env },
  })
  const base = await spawned.ready()
  return serverFuzzTarget(
    { base, process: spawned, dispose: async () => void (await spawned.stop()) },
    { timeoutMs: 500 },
  )
}

async function fuzz(target: FuzzTarget, runs: number) {
  return fuzzApp(target.app, {
    runs,
    seed: 1,
    timeoutMs: 500,
    shrinkMs: 500,
    maxTimeouts: 3,
    session: () => target.session(),
    causes: () => target.causes(),
    halted: () => target.halted?.(),
  })
}

describe('fuzzing a server process over HTTP', () => {
  it('finds its 500 with the cause it logged, its off-shape error and its hang', async () => {
    const target = await brokenTarget()
    try {
      const report = await fuzz(target, 400)
      expect(report.serverErrors, formatReport(report)).toBeGreaterThan(0)
      expect(report.offShape).toBeGreaterThan(0)
      expect(report.timeouts).toBe(3)
      expect(report.halted).toBeUndefined()
      const serverError = report.samples.find((sample) => sample.kind === 'server-error')
      expect(serverError?.causes.join('\n')).toMatch(/RangeError: Invalid array length/)
    } finally {
      await target.dispose()
    }
  })

  it('halts, saying so and what the process last logged, when the server process dies', async () => {
    const target = await brokenTarget({ EXIT_AFTER: '20' })
    try {
      const report = await fuzz(target, 400)
      expect(report.halted).toMatch(/exited \(code 3\).*Out of memory: giving up/)
      expect(report.sent).toBeLessThan(400)
      expect(formatReport(report)).toMatch(/^Halted: the server process exited/m)
    } finally {
      await target.dispose()
    }
  })
})

describe('the causes read from a server log', () => {
  it('keep messages and error lines, not stack frames or source excerpts', () => {
    const log = [
      'Unexpected error during GET /snippets/ABC',
      '12 |   const value = load()',
      '     ^',
      'RangeError: Invalid array length',
      '      at render (/app/site/dist/server/entry-server.js:1:2)',
      '',
      'Bun v1.4.5 (Linux x64)',
    ].join('\n')
    expect(causesInLog(log)).toEqual(['Unexpected error during GET /snippets/ABC', 'RangeError: Invalid array length'])
  })
})
