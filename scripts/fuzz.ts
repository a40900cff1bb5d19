import { parseArgs } from 'node:util'
import { formatReport, fuzzApp } from '@snipstack/server/fuzz/runner'
import { openFuzzTarget } from '@snipstack/server/fuzz/target'

// Fuzzes the whole HTTP layer (`bun run fuzz [--runs N] [--seed N] [--max-timeouts N]`): hostile
// requests for every route of the OpenAPI document, the registry and site pages. Exits 1 on any
// 5xx, any /api or /r failure outside the one error shape, or any hang; the seed printed replays
// the run exactly. A server that keeps hanging ends the run after --max-timeouts of them.

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    'max-timeouts': { type: 'string', default: '25' },
  },
})
const runs = Number(values.runs)
const maxTimeouts = Number(values['max-timeouts'])
const seed = values.seed === undefined ? undefined : Number(values.seed)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not '${values.runs}'`)
if (seed !== undefined && !Number.isInteger(seed)) throw new Error(`--seed must be an integer, not '${values.seed}'`)
if (!Number.isInteger(maxTimeouts) || maxTimeouts < 1)
  throw new Error(`--max-timeouts must be a positive integer, not '${values['max-timeouts']}'`)

const target = await openFuzzTarget()
try {
  const report = await fuzzApp(target.app, {
    runs,
    ...(seed === undefined ? {} : { seed }),
    maxSamples: 20,
    maxTimeouts,
    shrinkMs: 10_000,
    session: target.session,
    causes: target.causes,
    onProgress: (sent) => process.stderr.write(`\r${sent} / ${runs}`),
  })
  process.stderr.write('\r\x1b[K')
  console.log(formatReport(report))
  if (report.sent < runs) console.log(`\nStopped after ${report.sent} of ${runs} requests: ${maxTimeouts} timeouts.`)
  process.exitCode = report.serverErrors || report.offShape || report.timeouts || report.sent < runs ? 1 : 0
} finally {
  await target.dispose()
}
