import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'
import { root, spawnProductionServer } from './lib'
import { measurePaletteTiming, PALETTE_TARGET_MS } from './palette-timing'

// `bun run bench:web [--runs N] [--palette-only] [path ...]`: Lighthouse's mobile preset (its default config:
// a mid-range phone, simulated slow 4G and a 4× slower CPU) against the production build, served by
// a server this script starts on a loopback port with a fresh embedded database. Each page is
// loaded --runs times (BENCH_WEB_RUNS, 3), each time in a new headless Chromium, and the median of
// every figure is printed. Pages default to `/` and `/components/marquee`. It needs `bun run build`
// first. A benchmark, not a test: on a shared machine the figures move from run to run, which is
// why each is a median and the runs are printed beside it. Then the command palette's timing
// (palette-timing.ts): how soon its first catalogue results show once the debounce has passed,
// against the target of PALETTE_TARGET_MS; `--palette-only` measures that alone.

const { values: options, positionals } = parseArgs({
  args: Bun.argv.slice(2),
  options: { runs: { type: 'string' }, 'palette-only': { type: 'boolean' } },
  allowPositionals: true,
})
const runs = Number(options.runs ?? process.env.BENCH_WEB_RUNS ?? 3)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, not ${options.runs}`)
const pages = positionals.length
  ? positionals.map((page) => (page.startsWith('/') ? page : `/${page}`))
  : ['/', '/components/marquee']

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

type Figures = { score: number; lcp: number; tbt: number; cls: number; js: number; cpu: number }

type Chromium = { port: number; close(): Promise<void> }

/** A fresh browser per run, so no cache, service worker or warmed-up JIT carries over between runs. */
async function launchChromium(profile: string): Promise<Chromium> {
  const proc = Bun.spawn(
    [chromiumPath, ...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdout: 'ignore', stderr: 'pipe' },
  )
  // Chromium announces the port it picked on stderr; reading it avoids guessing a free port.
  const decoder = new TextDecoder()
  let seen = ''
  const reader = proc.stderr.getReader()
  const deadline = setTimeout(() => proc.kill('SIGKILL'), 30_000)
  let port: number | undefined
  while (port === undefined) {
    const { value, done } = await reader.read()
    if (done) break
    seen += decoder.decode(value, { stream: true })
    const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen)
    if (match) port = Number(match[1])
  }
  clearTimeout(deadline)
  // Chromium keeps writing to stderr; an unread pipe that fills up would stall it.
  void (async () => {
    while (!(await reader.read()).done) {}
  })()
  if (port === undefined) throw new Error(`Chromium at ${chromiumPath} did not start:\n${seen}`)
  return {
    port,
    async close() {
      proc.kill('SIGTERM')
      await proc.exited
    },
  }
}

type NetworkRequest = { resourceType?: string; transferSize?: number }

async function measure(url: string, profile: string): Promise<Figures> {
  const chromium = await launchChromium(profile)
  try {
    const result = await lighthouse(url, { port: chromium.port, logLevel: 'error', onlyCategories: ['performance'] })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue
      if (typeof value !== 'number') throw new Error(`Lighthouse reported no ${id} for ${url}`)
      return value
    }
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      js: requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      // Lighthouse's own measure of the host CPU (higher is faster). TBT scales with it, so it
      // tells a slower machine apart from a slower page when figures from two runs are compared.
      cpu: lhr.environment.benchmarkIndex,
    }
  } finally {
    await chromium.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

const formats: Record<keyof Figures, { label: string; show: (value: number) => string }> = {
  score: { label: 'performance', show: (v) => v.toFixed(0) },
  lcp: { label: 'LCP', show: (v) => `${(v / 1000).toFixed(2)} s` },
  tbt: { label: 'TBT', show: (v) => `${v.toFixed(0)} ms` },
  cls: { label: 'CLS', show: (v) => v.toFixed(3) },
  js: { label: 'JS transferred', show: (v) => `${(v / 1024).toFixed(1)} KB` },
  cpu: { label: 'CPU index', show: (v) => v.toFixed(0) },
}

function report(page: string, all: Figures[]) {
  console.log(`\n${page}  (median of ${all.length} runs)`)
  for (const [key, { label, show }] of Object.entries(formats) as Array<
    [keyof Figures, (typeof formats)[keyof Figures]]
  >) {
    const values = all.map((figures) => figures[key])
    console.log(`  ${label.padEnd(15)} ${show(median(values)).padStart(9)}   (runs: ${values.map(show).join(', ')})`)
  }
}

if (!existsSync(resolve(root, process.env.SITE_DIST ?? 'site/dist', 'client/.vite/manifest.json'))) {
  console.error('No production build found: run `bun run build` first.')
  process.exit(1)
}

const scratch = mkdtempSync(join(tmpdir(), 'snipstack-bench-web-'))
const server = spawnProductionServer(scratch)
try {
  const origin = await server.ready(120_000)
  if (!options['palette-only']) {
    console.log(`Lighthouse ${runs}× per page, mobile preset, against ${origin} (Chromium: ${chromiumPath})`)
    for (const page of pages) {
      const all: Figures[] = []
      for (let run = 0; run < runs; run++) {
        all.push(await measure(`${origin}${page}`, join(scratch, `profile-${all.length}-${Date.now()}`)))
      }
      report(page, all)
    }
  }
  const palette = await measurePaletteTiming(origin)
  console.log('\nCommand palette: the first catalogue results, in ms after the debounce, each text searched once')
  for (const [speed, timings] of Object.entries(palette)) {
    const values = timings.map((timing) => timing.ms)
    const worst = Math.max(...values)
    const label = speed === 'host' ? "this machine's CPU" : '4× slower CPU (a phone)'
    console.log(
      `  ${label.padEnd(24)} median ${median(values).toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target < ${PALETTE_TARGET_MS} ms: ${worst < PALETTE_TARGET_MS ? 'met' : 'MISSED'})`,
    )
    console.log(
      `    ${timings.map((timing) => `${timing.text} ${timing.ms.toFixed(0)} (answer ${timing.answerMs.toFixed(0)})`).join(' · ')}`,
    )
  }
} finally {
  await server.stop()
  rmSync(scratch, { recursive: true, force: true })
}
