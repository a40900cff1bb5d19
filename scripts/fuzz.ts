import { parseArgs } from 'node:util'
import { startBuiltServer } from '@snipstack/testing/server-process'
import { formatReport, fuzzApp } from '@snipstack/tooling/fuzz/runner'
import { type FuzzTarget, openFuzzTarget, serverFuzzTarget } from '@snipstack/tooling/fuzz/target'

// Fuzzes the whole HTTP layer: hostile requests for every route of the OpenAPI document, the
// registry and site pages. Exits 1 on any 5xx (a 503 with Retry-After excepted), any /api or /r
// failure outside the one error shape, any hang, or the server process dying; the seed printed
// replays the run exactly.
//
//   bun run fuzz [--target real|in-process] [--database pglite|postgres] [--runs N] [--seconds S]
//                [--seed N] [--max-timeouts N]
//
// `real` (the default) starts the production build (`bun run build` first) as `bun run start`
// runs it, with real rate limits and password hashing, on a fresh PGlite directory or a fresh
// database on the PostgreSQL server of --database-url (else TEST_DATABASE_URL, else
// DATABASE_URL), and sends over HTTP: what it finds is what users meet. `in-process` composes the
// app in this process with a stand-in site renderer, no limits and cheap hashing: several times
// faster, for long runs over the API. --seconds ends the run at that budget (requests and shrinking) without failing it.

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    target: { type: 'string', default: 'real' },
    database: { type: 'string', default: 'pglite' },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '10000' },
    seconds: { type: 'string' },
    seed: { type: 'string' },
    'max-timeouts': { type: 'string', default: '25' },
  },
})

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer, not '${value}'`)
  return number
}

const runs = positiveInteger('runs', values.runs) as number
const maxTimeouts = positiveInteger('max-timeouts', values['max-timeouts']) as number
const seconds = positiveInteger('seconds', values.seconds)
const seed = values.seed === undefined ? undefined : Number(values.seed)
if (seed !== undefined && !Number.isInteger(seed)) throw new Error(`--seed must be an integer, not '${values.seed}'`)
if (values.target !== 'real' && values.target !== 'in-process')
  throw new Error(`--target must be real or in-process, not '${values.target}'`)
if (values.database !== 'pglite' && values.database !== 'postgres')
  throw new Error(`--database must be pglite or postgres, not '${values.database}'`)
if (values.target === 'in-process' && values.database !== 'pglite')
  throw new Error('--target in-process runs on in-memory PGlite only')

const postgresUrl = values['database-url'] ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
if (values.database === 'postgres' && !postgresUrl)
  throw new Error('--database postgres needs --database-url, TEST_DATABASE_URL or DATABASE_URL')

async function openTarget(): Promise<FuzzTarget> {
  if (values.target === 'in-process') return openFuzzTarget()
  const database = values.database === 'postgres' ? 'postgres' : 'pglite'
  const server = await startBuiltServer({ database, ...(postgresUrl ? { postgresUrl } : {}) })
  try {
    return await serverFuzzTarget(server)
  } catch (error) {
    await server.dispose()
    throw error
  }
}

const label = values.target === 'real' ? `the built server on ${values.database}` : 'the app in process'
console.log(`Fuzzing ${label}: ${runs} requests${seconds ? ` or ${seconds} s, whichever comes first` : ''}.`)
const target = await openTarget()
try {
  const report = await fuzzApp(target.app, {
    runs,
    ...(seed === undefined ? {} : { seed }),
    ...(seconds === undefined ? {} : { deadlineMs: seconds * 1000 }),
    maxSamples: 20,
    maxTimeouts,
    shrinkMs: 10_000,
    session: () => target.session(),
    causes: () => target.causes(),
    halted: () => target.halted?.(),
    onProgress: (sent) => process.stderr.write(`\r${sent} / ${runs}`),
  })
  process.stderr.write('\r\x1b[K')
  console.log(formatReport(report))
  const hung = report.timeouts >= maxTimeouts
  if (hung) console.log(`\nStopped after ${report.sent} of ${runs} requests: ${maxTimeouts} timeouts.`)
  else if (report.sent < runs && !report.halted)
    console.log(`\nStopped after ${report.sent} of ${runs} requests: the ${seconds} s budget was spent.`)
  const failed = report.serverErrors || report.offShape || report.timeouts || report.halted
  process.exitCode = failed ? 1 : 0
} finally {
  await target.dispose()
}
