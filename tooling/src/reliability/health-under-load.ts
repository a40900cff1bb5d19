import { type BuiltServer, startBuiltServer } from '@snipstack/testing/server-process'

// Holds /api/health under 100 ms p99 while one client address runs searches, failed sign-ins and
// Host-rotated downloads at the rates the server allows it, against the built server on PGlite
// with its real limits and password hashing. Run after `bun run build`:
//
//   bun tooling/src/reliability/health-under-load.ts
//
// Exits 1, with every figure it measured, when health is slower or fails. Traffic goes only to
// the server it starts on 127.0.0.1, and every loop is bounded in time and count.

/** The bar: a health check is what load balancers poll, and one client must not be able to slow it. */
export const HEALTH_P99_MS = 100
const HEALTH_EVERY_MS = 20
const MEASURE_MS = 15_000
const WARM_UP_MS = 3_000
/** A sample with no answer by then counts at this value; it fails the bar either way. */
const HEALTH_TIMEOUT_MS = 5_000
const LOAD_TIMEOUT_MS = 30_000

/**
 * Each generator's rate from one address. Failed sign-ins stay under the 50 per 15 minutes the
 * server allows an address, so every one runs its full password check; searches and downloads
 * are what an eager client sends, and any 429 the server chooses to give them is a fine answer.
 */
const SEARCHES_PER_SECOND = 8
const FAILED_SIGN_INS_PER_SECOND = 2
const DOWNLOADS_PER_SECOND = 4
/** A generator never has more than this many requests open: a stalled server is not buried deeper. */
const MAX_IN_FLIGHT = 4

const searchTerms = [
  'react',
  'hook',
  'array',
  'string',
  'date',
  'async',
  'fetch',
  'sort',
  'css',
  'docker',
  'nginx',
  'python',
  'git',
  'node',
  'api',
  'kubernetes',
  'deploy',
  'form',
  'debounce',
  'use state',
]

export type Generator = {
  name: string
  perSecond: number
  /** The n-th request of this generator. */
  request(n: number): { path: string; init?: RequestInit }
}

export type GeneratorFigures = {
  name: string
  sent: number
  /** Ticks passed over because MAX_IN_FLIGHT requests were still open. */
  held: number
  statuses: Record<string, number>
  p50: number
  p99: number
}

export type HealthFigures = {
  samples: number
  p50: number
  p90: number
  p99: number
  max: number
  /** Answers other than 200, and samples with no answer in time, by status (`timeout`, `error`). */
  failures: Record<string, number>
  load: GeneratorFigures[]
}

/** The nearest-rank percentile of `values` (0 < p ≤ 100); 0 for none. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

const count = (tally: Record<string, number>, key: string) => {
  tally[key] = (tally[key] ?? 0) + 1
}

export function loadGenerators(port: number): Generator[] {
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const downloads = ['/llms-full.txt', '/r/registry.json', '/cli/snipstack.tgz']
  return [
    {
      name: 'searches',
      perSecond: SEARCHES_PER_SECOND,
      request: (n) => {
        // A new text every time (a common word and a number), so the read cache answers none of them.
        const term = encodeURIComponent(`${searchTerms[n % searchTerms.length]} ${n}`)
        const list = n % 2 === 0 ? 'snippets' : 'templates'
        const page = n % 5 === 4 ? '&page=2' : ''
        return { path: `/api/${list}/list?name=${term}${page}` }
      },
    },
    {
      name: 'failed sign-ins',
      perSecond: FAILED_SIGN_INS_PER_SECOND,
      // A new identifier each time keeps clear of the 10 failures allowed per identifier and address.
      request: (n) => ({
        path: '/api/auth/login',
        init: json({ email: `nobody.${n}@example.com`, password: `wrong password ${n}` }),
      }),
    },
    {
      name: 'host-rotated downloads',
      perSecond: DOWNLOADS_PER_SECOND,
      // Every loopback name is a host the server answers; each must not cost a fresh compression.
      request: (n) => ({
        path: downloads[n % downloads.length] as string,
        init: { headers: { host: `a${n + 1}.localhost:${port}`, 'accept-encoding': 'br, gzip' } },
      }),
    },
  ]
}

async function timed(base: string, path: string, init: RequestInit, timeoutMs: number) {
  const started = performance.now()
  try {
    // Bodies are read as sent: decompressing them here would spend this process's time, which
    // the health loop shares, and count it against the server.
    const response = await fetch(`${base}${path}`, {
      ...init,
      decompress: false,
      signal: AbortSignal.timeout(timeoutMs),
    } as RequestInit)
    await response.arrayBuffer()
    return { status: String(response.status), ms: performance.now() - started }
  } catch (error) {
    const status =
      error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : `error (${String(error).slice(0, 80)})`
    return { status, ms: performance.now() - started }
  }
}

/** Runs `generator` at its rate until `until` (performance.now()), open-loop: a slow answer does not slow the sending. */
async function drive(base: string, generator: Generator, until: number): Promise<GeneratorFigures> {
  const figures: GeneratorFigures = { name: generator.name, sent: 0, held: 0, statuses: {}, p50: 0, p99: 0 }
  const times: number[] = []
  const open = new Set<Promise<void>>()
  const interval = 1000 / generator.perSecond
  for (let n = 0, next = performance.now(); next < until; n++, next += interval) {
    await Bun.sleep(Math.max(0, next - performance.now()))
    if (open.size >= MAX_IN_FLIGHT) {
      figures.held++
      continue
    }
    const { path, init = {} } = generator.request(n)
    figures.sent++
    const sent = timed(base, path, init, LOAD_TIMEOUT_MS).then(({ status, ms }) => {
      count(figures.statuses, status)
      times.push(ms)
      open.delete(sent)
    })
    open.add(sent)
  }
  await Promise.all(open)
  figures.p50 = Math.round(percentile(times, 50))
  figures.p99 = Math.round(percentile(times, 99))
  return figures
}

/** Health every HEALTH_EVERY_MS from its own loop, one request at a time, until `until`. */
async function sampleHealth(base: string, until: number) {
  const times: number[] = []
  const failures: Record<string, number> = {}
  for (let next = performance.now(); next < until; next += HEALTH_EVERY_MS) {
    await Bun.sleep(Math.max(0, next - performance.now()))
    const { status, ms } = await timed(base, '/api/health', {}, HEALTH_TIMEOUT_MS)
    if (status !== '200') count(failures, status)
    times.push(status === 'timeout' ? HEALTH_TIMEOUT_MS : ms)
  }
  return { times, failures }
}

/** Measures health latency while the generators run against `base`; warms both up first. */
export async function measureHealthUnderLoad(base: string, generators: Generator[]): Promise<HealthFigures> {
  // First answers pay for compiling, first renders and caches: not what this measures.
  for (const generator of generators) {
    for (let n = 0; n < 3; n++) {
      const { path, init = {} } = generator.request(10_000 + n)
      await timed(base, path, init, LOAD_TIMEOUT_MS)
    }
  }
  await sampleHealth(base, performance.now() + WARM_UP_MS)

  const until = performance.now() + MEASURE_MS
  const [health, ...load] = await Promise.all([
    sampleHealth(base, until),
    ...generators.map((generator) => drive(base, generator, until)),
  ])
  return {
    samples: health.times.length,
    p50: Math.round(percentile(health.times, 50)),
    p90: Math.round(percentile(health.times, 90)),
    p99: Math.round(percentile(health.times, 99)),
    max: Math.round(Math.max(0, ...health.times)),
    failures: health.failures,
    load,
  }
}

export function formatFigures(figures: HealthFigures): string {
  const statuses = (tally: Record<string, number>) =>
    Object.entries(tally)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ') || 'none'
  return [
    `/api/health: ${figures.samples} samples, p50 ${figures.p50} ms, p90 ${figures.p90} ms, p99 ${figures.p99} ms, max ${figures.max} ms; not 200: ${statuses(figures.failures)}`,
    ...figures.load.map(
      (g) =>
        `  ${g.name}: ${g.sent} sent (${g.held} ticks held back), ${statuses(g.statuses)}, p50 ${g.p50} ms, p99 ${g.p99} ms`,
    ),
  ].join('\n')
}

/** What is wrong with the figures; none when health held. */
export function healthProblems(figures: HealthFigures): string[] {
  const problems: string[] = []
  if (figures.p99 >= HEALTH_P99_MS) problems.push(`p99 ${figures.p99} ms is not under ${HEALTH_P99_MS} ms`)
  const failed = Object.values(figures.failures).reduce((sum, n) => sum + n, 0)
  if (failed) problems.push(`${failed} health checks did not answer 200`)
  return problems
}

if (import.meta.main) {
  let server: BuiltServer | undefined
  try {
    server = await startBuiltServer({ database: 'pglite' })
    console.log(
      `Measuring /api/health every ${HEALTH_EVERY_MS} ms for ${MEASURE_MS / 1000} s under load (${server.base})`,
    )
    const figures = await measureHealthUnderLoad(server.base, loadGenerators(server.port))
    const problems = healthProblems(figures)
    const exit = server.process.child.exitCode
    if (exit !== null) problems.push(`the server process exited (code ${exit}) during the run`)
    console.log(formatFigures(figures))
    if (problems.length) {
      console.log(`\nhealth under load: FAILED: ${problems.join('; ')}`)
      process.exitCode = 1
    } else console.log(`\nhealth under load: passed (p99 ${figures.p99} ms < ${HEALTH_P99_MS} ms)`)
  } finally {
    await server?.dispose()
  }
}
