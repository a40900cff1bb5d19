import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium as playwrightChromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js'
import { root, spawnProductionServer } from './lib'
import { measurePaletteTiming, PALETTE_TARGET_MS } from './palette-timing'
import { measureBenchmarkIndex, offPhone, overBudget, PHONES, type PhoneName, slowdownFor } from './phone-profiles'
import { median } from './stats'

// `bun run bench:web [--runs N] [--phone mid|low|both] [--palette-only] [path ...]`: Lighthouse's
// mobile preset (simulated slow 4G, a phone's screen) against the production build, served by a
// server this script starts on a loopback port with a fresh embedded database, with the CPU slowed
// to a phone's speed on this host (phone-profiles.ts): before each run the host's benchmark index is
// measured in the browser Lighthouse then uses, and the slowdown is the one that brings it to the
// phone's index, a mid-tier phone (1,000) and a low-tier one (264) by default. Each page is loaded
// --runs times per phone (BENCH_WEB_RUNS, 3), each time in a new headless Chromium, and the median
// of every figure is printed with the index and slowdown of every run, beside the phone's budget.
// Pages default to every page type (DEFAULT_PAGES). It needs `bun run build` first. A benchmark,
// not a test: on a shared machine the figures move from run to run, which is why each is a median
// and the runs are printed beside it. Then the command palette's timing (palette-timing.ts): how
// soon its first catalogue results show once the debounce has passed, against the target of
// PALETTE_TARGET_MS; `--palette-only` measures that alone.

const { values: options, positionals } = parseArgs({
  args: Bun.argv.slice(2),
  options: { runs: { type: 'string' }, phone: { type: 'string' }, 'palette-only': { type: 'boolean' } },
  allowPositionals: true,
})
const runs = Number(options.runs ?? process.env.BENCH_WEB_RUNS ?? 3)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, not ${options.runs}`)
const phoneOption = options.phone ?? 'both'
if (!['mid', 'low', 'both'].includes(phoneOption))
  throw new Error(`--phone must be mid, low or both, not ${phoneOption}`)
const phones: PhoneName[] = phoneOption === 'both' ? ['mid', 'low'] : [phoneOption as PhoneName]

/** One page of each type the site has: landing, a component, blocks and a block, snippets and a snippet, templates and a template, the workspace. */
const DEFAULT_PAGES = [
  '/',
  '/components/marquee',
  '/blocks',
  '/blocks/faq-accordion',
  '/snippets',
  '/snippets/javascript-debounce',
  '/templates',
  '/templates/docker-bun-api',
  '/workspace',
]
const pages = positionals.length ? positionals.map((page) => (page.startsWith('/') ? page : `/${page}`)) : DEFAULT_PAGES

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

type Figures = {
  score: number
  lcp: number
  tbt: number
  cls: number
  js: number
  /** The host's benchmark index, measured just before the run. */
  host: number
  /** The CPU slowdown the run used. */
  slowdown: number
  /** Lighthouse's own measure of the host during the run, divided by the slowdown: the device emulated. */
  emulated: number
}

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

/** The host's benchmark index in the browser on `port`, in a page of its own that is closed after. */
async function hostIndex(port: number): Promise<number> {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    const index = await measureBenchmarkIndex(page)
    await page.close()
    return index
  } finally {
    // Disconnects only: the browser stays for Lighthouse.
    await browser.close()
  }
}

/**
 * One Lighthouse run of `url` as `phone`, in a fresh Chromium. The host is measured just before, and
 * the run checked after by Lighthouse's own measure of the host: when the machine's speed changed in
 * between enough to put the emulated index more than a quarter off the phone's, the run is made once
 * more with the slowdown taken from Lighthouse's measure, and that run counts.
 */
async function measure(url: string, profile: string, phone: PhoneName): Promise<Figures> {
  const target = PHONES[phone].index
  const first = await lighthouseRun(url, `${profile}-a`, (host) => slowdownFor(host, target).multiplier)
  if (!offPhone(first.emulated, target, first.host < target)) return first
  const measured = first.emulated * first.slowdown
  return lighthouseRun(url, `${profile}-b`, () => slowdownFor(measured, target).multiplier)
}

async function lighthouseRun(url: string, profile: string, slowdown: (host: number) => number): Promise<Figures> {
  const chromium = await launchChromium(profile)
  try {
    const host = await hostIndex(chromium.port)
    const multiplier = slowdown(host)
    const result = await lighthouse(
      url,
      { port: chromium.port, logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance'],
          throttling: { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
        },
      },
    )
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
    if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== multiplier)
      throw new Error(`Lighthouse ran ${url} with another CPU slowdown than ${multiplier}`)
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
      host,
      slowdown: multiplier,
      emulated: lhr.environment.benchmarkIndex / multiplier,
    }
  } finally {
    await chromium.close()
  }
}

const formats: Record<keyof Figures, { label: string; show: (value: number) => string }> = {
  score: { label: 'performance', show: (v) => v.toFixed(0) },
  lcp: { label: 'LCP', show: (v) => `${(v / 1000).toFixed(2)} s` },
  tbt: { label: 'TBT', show: (v) => `${v.toFixed(0)} ms` },
  cls: { label: 'CLS', show: (v) => v.toFixed(3) },
  js: { label: 'JS transferred', show: (v) => `${(v / 1024).toFixed(1)} KB` },
  host: { label: 'host index', show: (v) => v.toFixed(0) },
  slowdown: { label: 'CPU slowdown', show: (v) => `${v.toFixed(2)}×` },
  emulated: { label: 'emulated index', show: (v) => v.toFixed(0) },
}

/** A page's medians and runs for one phone, and whether they keep to its budget; the pages over it. */
function report(page: string, phone: PhoneName, all: Figures[]): string | undefined {
  const { label, index, budget } = PHONES[phone]
  console.log(`\n${page}  as a ${label}, index ${index}  (median of ${all.length} runs)`)
  for (const [key, { label, show }] of Object.entries(formats) as Array<
    [keyof Figures, (typeof formats)[keyof Figures]]
  >) {
    const values = all.map((figures) => figures[key])
    console.log(`  ${label.padEnd(15)} ${show(median(values)).padStart(9)}   (runs: ${values.map(show).join(', ')})`)
  }
  if (all.some((figures) => figures.host < index))
    console.log('  (this host measured slower than the phone: the figures are for a slower device)')
  const strayed = all.filter((figures) => offPhone(figures.emulated, index, figures.host < index)).length
  if (strayed)
    console.log(
      `  (${strayed} of ${all.length} runs emulated an index more than a quarter off ${index} even when run again: the host's speed kept changing)`,
    )
  const over = overBudget(budget, { score: median(all.map((f) => f.score)), tbt: median(all.map((f) => f.tbt)) })
  const stated = `${budget.score === undefined ? '' : `performance ≥ ${budget.score}, `}TBT ≤ ${budget.tbtMs} ms`
  console.log(`  budget (${stated}): ${over.length ? `MISSED: ${over.join(', ')}` : 'met'}`)
  return over.length ? `${page} as a ${label}: ${over.join(', ')}` : undefined
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
    console.log(
      `Lighthouse ${runs}× per page and phone, mobile preset with the CPU slowed to the phone's benchmark index, against ${origin} (Chromium: ${chromiumPath})`,
    )
    const over: string[] = []
    for (const phone of phones) {
      for (const page of pages) {
        const all: Figures[] = []
        for (let run = 0; run < runs; run++) {
          all.push(await measure(`${origin}${page}`, join(scratch, `profile-${all.length}-${Date.now()}`), phone))
        }
        const missed = report(page, phone, all)
        if (missed) over.push(missed)
      }
    }
    console.log(
      over.length ? `\nOver budget:\n  ${over.join('\n  ')}` : '\nEvery page kept to its budget on every phone.',
    )
  }
  const { calibration, ...palette } = await measurePaletteTiming(origin)
  console.log('\nCommand palette: the first catalogue results, in ms after the debounce, each text searched once')
  for (const [speed, timings] of Object.entries(palette)) {
    const values = timings.map((timing) => timing.ms)
    const worst = Math.max(...values)
    const label =
      speed === 'host'
        ? `this machine's CPU (index ${calibration.host.toFixed(0)})`
        : `a mid-tier phone (${calibration.rate.toFixed(2)}× slower: index ${calibration.emulated.toFixed(0)})`
    console.log(
      `  ${label}: median ${median(values).toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target < ${PALETTE_TARGET_MS} ms: ${worst < PALETTE_TARGET_MS ? 'met' : 'MISSED'})`,
    )
    console.log(
      `    ${timings.map((timing) => `${timing.text} ${timing.ms.toFixed(0)} (answer ${timing.answerMs.toFixed(0)})`).join(' · ')}`,
    )
  }
} finally {
  await server.stop()
  rmSync(scratch, { recursive: true, force: true })
}
