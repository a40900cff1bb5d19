import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

// HTTP load generator, run in processes of its own so its work never shares the server's event loop
// (`bun run bench` spawns it; it also runs alone: `bun scripts/load.ts --help`).
//
// Closed loop, like wrk and autocannon: every connection sends its next request as soon as the
// previous answer has been read in full, so the rate is whatever the server sustains at that
// concurrency. Each connection walks the same interleaved schedule of routes (from its own starting
// point), so the requests follow the weights to within one cycle per connection, not a random draw.
//
// Bun's fetch keeps at most 64 idle keep-alive sockets per process; above that it closes and reopens
// connections on every request (on Bun 1.4.5, 128 concurrent fetches opened 13,647 connections for
// 104,435 requests in 5 s, enough to run out of ephemeral ports within a minute). So the connections
// are split over shard processes of at most 64 each, every connection stays open for the whole run,
// and this process only probes the routes, starts the shards and merges what they measured.

/** One entry of the mix. */
export type LoadRoute = {
  /** Label in the report, e.g. `GET /`. */
  name: string
  method?: string
  /** Path and query, appended to the target origin. */
  path: string
  /** Relative share of the requests. */
  weight: number
  headers?: Record<string, string>
  body?: string
  /**
   * Bodies spread over the connections (connection i sends bodies[i % length]) instead of `body`:
   * sign-ins as several accounts, as many people would, since one account's concurrent sign-ins
   * from one address soon meet its rate limit.
   */
  bodies?: string[]
  /**
   * Each connection sends its own `X-Forwarded-For` address (the server must trust one proxy):
   * requests that stand for many people, as sign-ins do, rather than one address's flood.
   */
  spreadAddresses?: boolean
}

export type LoadOptions = {
  /** Origin of the server under test, e.g. `http://127.0.0.1:3000`. */
  url: string
  routes: LoadRoute[]
  connections: number
  /** Measured duration. */
  seconds: number
  /** Load applied before measuring, so JIT warm-up and connection set-up are not in the figures. */
  warmupSeconds: number
}

export type RouteStats = {
  name: string
  /** Share of the mix, 0..1. */
  share: number
  /** Requests completed in the measured window, failed ones included. */
  requests: number
  errors: number
  /** Error kind (`HTTP 429`, `ECONNRESET`, `timeout`…) → count. */
  errorKinds: Record<string, number>
  perSecond: number
  /** Latency of the successful requests, in milliseconds. */
  p50: number
  p99: number
}

export type LoadResult = {
  connections: number
  /** Generator processes the connections were spread over. */
  processes: number
  seconds: number
  warmupSeconds: number
  /** CPU the shard processes used over the whole run, in seconds. */
  generatorCpuSeconds: number
  routes: RouteStats[]
  total: RouteStats
}

/** Idle keep-alive sockets Bun's fetch keeps per process (see the top of this file). */
const SOCKETS_PER_PROCESS = 64
/** Shards start together at an agreed wall-clock time this far ahead, after they have all booted. */
const START_DELAY_MS = 1000
/** A request still open this long after the run ends is aborted and counted as an error. */
const STRAGGLER_GRACE_MS = 30_000
/** Pause after a network error, so a dead server is not hammered in a tight loop. */
const ERROR_BACKOFF_MS = 10

// Latencies go into log-scale buckets 1 % wide: a shard's histogram is a few hundred numbers
// whatever the request count, and histograms from several shards add up exactly.
const BUCKET_GROWTH = 1.01
const bucketOf = (ms: number) => Math.max(0, Math.ceil(Math.log(Math.max(ms, 0.001) * 1000) / Math.log(BUCKET_GROWTH)))
/** Geometric middle of a bucket, so the reported value is within half a bucket (0.5 %) of the truth. */
const bucketValue = (bucket: number) => BUCKET_GROWTH ** (bucket - 0.5) / 1000

type Histogram = Map<number, number>
type Tally = { requests: number; errors: number; errorKinds: Record<string, number>; latencies: Histogram }
type ShardConfig = LoadOptions & { firstConnection: number; startAt: number }
type ShardReport = {
  tallies: Array<{ requests: number; errors: number; errorKinds: Record<string, number>; latencies: number[][] }>
}

const newTally = (): Tally => ({ requests: 0, errors: 0, errorKinds: {}, latencies: new Map() })

function addError(tally: Tally, kind: string, count = 1) {
  tally.requests += count
  tally.errors += count
  tally.errorKinds[kind] = (tally.errorKinds[kind] ?? 0) + count
}

function percentile(latencies: Histogram, q: number): number {
  const buckets = [...latencies.entries()].sort(([a], [b]) => a - b)
  const total = buckets.reduce((sum, [, count]) => sum + count, 0)
  if (total === 0) return Number.NaN
  const rank = Math.ceil(q * total)
  let seen = 0
  for (const [bucket, count] of buckets) {
    seen += count
    if (seen >= rank) return bucketValue(bucket)
  }
  return Number.NaN
}

/**
 * Smooth weighted round-robin (as nginx balances upstreams): one cycle holds every route `weight`
 * times, spread out rather than in runs, so any stretch of a connection's requests follows the mix.
 */
export function schedule(routes: LoadRoute[]): number[] {
  const total = routes.reduce((sum, route) => sum + route.weight, 0)
  const current = routes.map(() => 0)
  const order: number[] = []
  for (let step = 0; step < total; step++) {
    let best = 0
    for (let i = 0; i < routes.length; i++) {
      current[i] = (current[i] as number) + (routes[i] as LoadRoute).weight
      if ((current[i] as number) > (current[best] as number)) best = i
    }
    current[best] = (current[best] as number) - total
    order.push(best)
  }
  return order
}

function errorKind(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'AbortError' || error.name === 'TimeoutError') return 'timeout'
    const code = (error as { code?: unknown }).code
    return typeof code === 'string' ? code : error.name
  }
  return String(error)
}

/** What Bun's fetch asks for on its own; sent explicitly, since `decompress: false` drops it. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

const requestInit = (route: LoadRoute): RequestInit & { decompress: boolean } => ({
  method: route.method ?? 'GET',
  headers: { 'accept-encoding': ACCEPT_ENCODING, ...route.headers },
  // Every byte is read (the latency is to the last one) but not decoded, as wrk and autocannon do:
  // decoding is the client's work, and on a small machine it takes the cores the server needs.
  // Decoding 10 KB of brotli into an 83 KB page took the generator 1.5 of 2 cores at 18,700 pages a
  // second while the server used 0.4: the figure measured the generator.
  decompress: false,
  // The probe before the run sends the first of spread bodies; each connection then sends its own.
  body: route.body ?? route.bodies?.[0],
  // A redirect is an answer too (2xx and 3xx count as success); following it would time two requests.
  redirect: 'manual',
})

/** Runs in each shard process: drives its connections and reports per-route tallies. */
async function runShard(config: ShardConfig): Promise<ShardReport> {
  const order = schedule(config.routes)
  const inits = config.routes.map(requestInit)
  const urls = config.routes.map((route) => new URL(route.path, config.url).href)
  const tallies = config.routes.map(newTally)
  // One clock for the whole shard: the agreed wall-clock start, mapped onto performance.now().
  const clockOffset = Date.now() - performance.now()
  const startAt = config.startAt - clockOffset
  const measureFrom = startAt + config.warmupSeconds * 1000
  const endAt = measureFrom + config.seconds * 1000
  const hardStop = new AbortController()

  async function connection(index: number) {
    let position = index % order.length
    while (performance.now() < endAt) {
      const route = order[position] as number
      position = (position + 1) % order.length
      const tally = tallies[route] as Tally
      const started = performance.now()
      let failure: string | undefined
      try {
        const bodies = config.routes[route]?.bodies
        const body = bodies?.length ? { body: bodies[index % bodies.length] } : {}
        const address = config.routes[route]?.spreadAddresses
          ? { headers: { ...inits[route]?.headers, 'x-forwarded-for': `10.0.${index >> 8}.${index & 255}` } }
          : {}
        const response = await fetch(urls[route] as string, {
          ...inits[route],
          ...body,
          ...address,
          signal: hardStop.signal,
        })
        // The whole body, as a browser or the CLI reads it: the time to last byte is the latency.
        await response.arrayBuffer()
        if (response.status < 200 || response.status >= 400) failure = `HTTP ${response.status}`
      } catch (error) {
        failure = errorKind(error)
      }
      const finished = performance.now()
      if (finished >= measureFrom && finished <= endAt) {
        if (failure) addError(tally, failure)
        else {
          tally.requests++
          const bucket = bucketOf(finished - started)
          tally.latencies.set(bucket, (tally.latencies.get(bucket) ?? 0) + 1)
        }
      } else if (finished > endAt && failure === 'timeout') {
        // Answers after the end are outside the window, but a stalled request is still reported.
        addError(tally, failure)
      }
      if (failure && !failure.startsWith('HTTP ')) await Bun.sleep(ERROR_BACKOFF_MS)
    }
  }

  await Bun.sleep(Math.max(0, startAt - performance.now()))
  const stop = setTimeout(() => hardStop.abort(), endAt + STRAGGLER_GRACE_MS - performance.now())
  const connections = Array.from({ length: config.connections }, (_, i) => connection(config.firstConnection + i))
  await Promise.all(connections)
  clearTimeout(stop)
  return {
    tallies: tallies.map((tally) => ({ ...tally, latencies: [...tally.latencies.entries()] })),
  }
}

/** One request per route before the run, so a misconfigured route fails in a second, not after a minute. */
export async function probeRoutes(url: string, routes: LoadRoute[]): Promise<void> {
  for (const route of routes) {
    // Not kept alive: the server should see exactly the run's connections, not an idle extra one.
    const response = await fetch(new URL(route.path, url), { ...requestInit(route), keepalive: false })
    const text = await response.text()
    if (response.status < 200 || response.status >= 400)
      throw new Error(`${route.name} answered ${response.status} before the load started: ${text.slice(0, 300)}`)
  }
}

function stats(name: string, share: number, tally: Tally, seconds: number): RouteStats {
  return {
    name,
    share,
    requests: tally.requests,
    errors: tally.errors,
    errorKinds: tally.errorKinds,
    perSecond: tally.requests / seconds,
    p50: percentile(tally.latencies, 0.5),
    p99: percentile(tally.latencies, 0.99),
  }
}

/** Probes the routes, runs the shards, and merges their tallies into per-route and total figures. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  if (!options.routes.length) throw new Error('The load mix has no routes.')
  // Whole weights: the schedule holds each route `weight` times per cycle.
  const fractional = options.routes.find((route) => !Number.isInteger(route.weight) || route.weight < 1)
  if (fractional) throw new Error(`${fractional.name}: a weight is a whole number ≥ 1 (got ${fractional.weight})`)
  await probeRoutes(options.url, options.routes)
  const processes = Math.ceil(options.connections / SOCKETS_PER_PROCESS)
  const startAt = Date.now() + START_DELAY_MS
  const shards = Array.from({ length: processes }, (_, shard) => {
    // Spread evenly (100 → 50 + 50) rather than filling the first shard.
    const firstConnection = Math.floor((shard * options.connections) / processes)
    const connections = Math.floor(((shard + 1) * options.connections) / processes) - firstConnection
    const config: ShardConfig = { ...options, connections, firstConnection, startAt }
    return Bun.spawn([process.execPath, import.meta.path, '--shard'], {
      // The access token travels on stdin rather than on a command line that `ps` shows.
      stdin: new Blob([JSON.stringify(config)]),
      stdout: 'pipe',
      stderr: 'inherit',
    })
  })
  let reports: ShardReport[]
  try {
    reports = await Promise.all(
      shards.map(async (shard) => {
        const output = await new Response(shard.stdout).text()
        const code = await shard.exited
        if (code !== 0) throw new Error(`A load generator shard exited with code ${code}`)
        return JSON.parse(output) as ShardReport
      }),
    )
  } catch (error) {
    // The other shards would otherwise go on loading the server for the rest of the run.
    for (const shard of shards) shard.kill()
    throw error
  }
  const generatorCpuSeconds = shards.reduce((sum, shard) => {
    const usage = shard.resourceUsage()
    return sum + (usage ? Number(usage.cpuTime.user + usage.cpuTime.system) / 1e6 : 0)
  }, 0)

  const weights = options.routes.reduce((sum, route) => sum + route.weight, 0)
  const total = newTally()
  const routes = options.routes.map((route, index) => {
    const tally = newTally()
    for (const report of reports) {
      const part = report.tallies[index]
      if (!part) continue
      tally.requests += part.requests - part.errors
      for (const [kind, count] of Object.entries(part.errorKinds)) addError(tally, kind, count)
      for (const [bucket, count] of part.latencies as Array<[number, number]>)
        tally.latencies.set(bucket, (tally.latencies.get(bucket) ?? 0) + count)
    }
    total.requests += tally.requests - tally.errors
    for (const [kind, count] of Object.entries(tally.errorKinds)) addError(total, kind, count)
    for (const [bucket, count] of tally.latencies)
      total.latencies.set(bucket, (total.latencies.get(bucket) ?? 0) + count)
    return stats(route.name, route.weight / weights, tally, options.seconds)
  })
  return {
    connections: options.connections,
    processes,
    seconds: options.seconds,
    warmupSeconds: options.warmupSeconds,
    generatorCpuSeconds,
    routes,
    total: stats('total', 1, total, options.seconds),
  }
}

const formatMs = (ms: number) =>
  Number.isNaN(ms) ? '-' : ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0)
const formatRate = (rate: number) => (rate < 100 ? rate.toFixed(1) : rate.toFixed(0))

/**
 * The report table: one row per route, then the total. `extra` rows (a baseline) follow under a
 * rule so they can be read against the same columns.
 */
export function formatLoadTable(rows: RouteStats[], extra: RouteStats[] = []): string {
  const header = ['route', 'mix', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms']
  const cells = (row: RouteStats) => [
    row.name,
    `${Math.round(row.share * 100)}%`,
    String(row.requests),
    String(row.errors),
    formatRate(row.perSecond),
    formatMs(row.p50),
    formatMs(row.p99),
  ]
  const body = [...rows, ...extra].map(cells)
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => (cells[column] as string).length)),
  )
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] as number) : cell.padStart(widths[column] as number))).join('  ')}`
  const rule = `  ${'-'.repeat(widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1))}`
  const lines = [line(header), ...body.slice(0, rows.length).map(line)]
  if (extra.length) lines.push(rule, ...body.slice(rows.length).map(line))
  const kinds = formatErrorKinds([...rows, ...extra].filter((row) => row.name !== 'total'))
  if (kinds) lines.push('', kinds)
  return lines.join('\n')
}

/** What went wrong on each row that had errors (`HTTP 503 × 12, timeout × 1`); empty when none had any. */
export function formatErrorKinds(rows: Array<Pick<RouteStats, 'name' | 'errors' | 'errorKinds'>>): string {
  const kinds = rows
    .filter((row) => row.errors > 0)
    .map(
      (row) =>
        `  ${row.name}: ${Object.entries(row.errorKinds)
          .map(([kind, count]) => `${kind} × ${count}`)
          .join(', ')}`,
    )
  return kinds.length ? ['  Errors:', ...kinds].join('\n') : ''
}

const usage = `Usage: bun scripts/load.ts --url <origin> [--path <path>]... [--mix <routes.json>]
                          [--seconds 60] [--connections 128] [--warmup 2] [--json]

  --path     a GET route; repeat for several, equally weighted (default: /)
  --mix      JSON array of { name, path, weight, method?, headers?, body? }, instead of --path
  --json     print the result as JSON rather than a table`

/** A whole-number setting: `raw` when given (empty counts as not given), else `fallback`. */
export function wholeNumber(label: string, raw: string | undefined, fallback: number, min: number): number {
  const value = raw === undefined || raw === '' ? fallback : Number(raw)
  if (!Number.isInteger(value) || value < min) throw new Error(`${label} must be a whole number ≥ ${min} (got ${raw})`)
  return value
}

async function main() {
  const { values } = parseArgs({
    options: {
      shard: { type: 'boolean' },
      url: { type: 'string' },
      path: { type: 'string', multiple: true },
      mix: { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  })
  if (values.shard) {
    const config = JSON.parse(await Bun.stdin.text()) as ShardConfig
    process.stdout.write(JSON.stringify(await runShard(config)))
    return
  }
  if (values.help || !values.url) {
    console.log(usage)
    process.exitCode = values.help ? 0 : 1
    return
  }
  const routes: LoadRoute[] = values.mix
    ? JSON.parse(await Bun.file(resolve(values.mix)).text())
    : (values.path ?? ['/']).map((path) => ({ name: `GET ${path}`, path, weight: 1 }))
  const result = await runLoad({
    url: values.url,
    routes,
    seconds: wholeNumber('--seconds', values.seconds, 60, 1),
    connections: wholeNumber('--connections', values.connections, 128, 1),
    warmupSeconds: wholeNumber('--warmup', values.warmup, 2, 0),
  })
  if (values.json) console.log(JSON.stringify(result, null, 2))
  else console.log(`${formatLoadTable([...result.routes, result.total])}`)
  if (result.total.errors > 0) process.exitCode = 1
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
