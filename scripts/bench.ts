import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { buildRegistry } from '@snipstack/registry/build'
import {
  cliBundle,
  createFreshApp,
  nodeBin,
  run,
  shadcnBin,
  startShadcnFixture,
  testEnv,
} from '@snipstack/testing/fresh-app'
import { type ServerProcess, spawnServerProcess } from '@snipstack/testing/server-process'
import { SEARCH_BENCH_SNIPPETS, SYNTHETIC_SNIPPET_COUNT } from '@snipstack/tooling/bench/snippet-data'
import { SYNTHETIC_TEMPLATE_COUNT } from '@snipstack/tooling/bench/template-data'
import { bun, root, run as runStep, spawnProductionServer } from './lib'
import {
  formatErrorKinds,
  formatLoadTable,
  type LoadResult,
  type LoadRoute,
  type RouteStats,
  runLoad,
  wholeNumber,
} from './load'
import { median } from './stats'

// Benchmarks: `bun run bench [registry] [load] [snippets] [templates] [search] [--seconds N] [--connections N]
// [--warmup N]`, every section when none is named.
//
// registry: the registry and the CLI
//   1. registry build time for all items: in process, and as the `bun run registry:build` process;
//   2. wall time of `snipstack add marquee` and of `shadcn add <url>/r/marquee.json` into the same
//      prepared app (init done, so both find cn() and its packages installed), reset between runs;
//   3. the same for five items that bring npm packages of their own (FIVE_WITH_DEPENDENCIES), all
//      named in one command, so the install step dominates.
//   Each figure is the median of RUNS runs.
//
// load: the production server under a fixed mix (loadMix) from scripts/load.ts, a separate
//   process, for --seconds (BENCH_LOAD_SECONDS, 60) at --connections keep-alive connections
//   (BENCH_LOAD_CONNECTIONS, 128) after --warmup seconds (BENCH_LOAD_WARMUP, 2); then, as the
//   baseline, a bare Elysia `GET /hello` server (tooling/src/bench/hello-server.ts) under the same generator
//   for the same time. Per route: requests, errors (non-2xx/3xx or network; should be 0), req/s,
//   p50 and p99 latency. The bench exits with code 1 when there were errors.
//
// snippets, templates: a catalogue's anonymous reads over 10,000 synthetic rows
//   (SYNTHETIC_SNIPPET_COUNT snippets from tooling/src/bench/snippet-data.ts, SYNTHETIC_TEMPLATE_COUNT
//   templates from tooling/src/bench/template-data.ts: fixed seeds, bench data only, never seeded),
//   served by the normal app in a process of its own (tooling/src/bench/catalogue-server.ts, told
//   which catalogue by BENCH_CATALOGUE) on PGlite in a scratch directory, or in a throwaway schema
//   on DATABASE_URL when that is set. One route per run, at --connections (BENCH_LOAD_CONNECTIONS,
//   64 for these sections: the targets are stated at 64) for --seconds (BENCH_LOAD_SECONDS, 20 for
//   these sections) after the warm-up:
//   1. the section's routes (catalogueBenches), as the app serves them: from its read cache.
//      snippets: `GET /api/snippets/list?page=1` and the search `GET /api/snippets/list?name=debounce`
//      (a few hundred of the rows match; the report says how many).
//      templates: `GET /api/templates/list?page=1`, the category `?categorySlug=kubernetes` (about
//      a sixth of the rows) and the search `?name=rabbitmq` (about 3 %, as `debounce` is for
//      snippets). A term as common as `kubernetes` (a fifth of the rows) makes the planner scan the
//      table: near a second per uncached query on PGlite, so at 64 connections each uncached answer
//      would wait most of a minute behind the others, and the run would measure the queue.
//   2. the same routes with the read cache off (BENCH_READ_CACHE=off, read only by the bench
//      server), every request a query, serialisation and compression: what the cache saves;
//   3. the bare Elysia hello server, the baseline.
//   Prints req/s, p50, p99 and req/s as a share of bare Elysia's, beside the targets for the cached
//   routes: at least 50 % of bare Elysia's req/s, and p99 at most 10 ms, at 64 connections. The
//   requests ask for what Bun's fetch asks for (Accept-Encoding: gzip, deflate, br, zstd), so the
//   answers come brotli-compressed as a browser would get them; the generator reads every byte but
//   does not decode them (scripts/load.ts says why).
//   A bench, not a test: missing a target is reported, not failed; errors exit with code 1.
//
// search: every search route uncached, over SEARCH_BENCH_SNIPPETS (100,000) synthetic snippets and
//   SYNTHETIC_TEMPLATE_COUNT (10,000) templates in one server (BENCH_CATALOGUE=search, read cache
//   off), on PGlite, or on PostgreSQL when DATABASE_URL is set. One run of --seconds (20) at
//   --connections (64) loads a mix of searches at once (searchMix): the commonest words, rare
//   ones, typos, half-typed words, several words, nothing found, and the longest text the
//   contract allows, over the snippet list, the template list and GET /api/search. Then the bare
//   Elysia baseline. Prints each search's req/s, p50 and p99, and the mix against the targets:
//   p99 at most 20 ms, and at least 25 % of bare Elysia's req/s.

const RUNS = 5
/** Items whose packages the prepared app lacks: cobe, canvas-confetti, shiki + lucide-react, motion + cva. */
const FIVE_WITH_DEPENDENCIES = ['globe', 'confetti', 'code-comparison', 'dock', 'text-animate']
const port = Number(process.env.BENCH_PORT ?? 4530)

const ms = (value: number) => `${value.toFixed(0)} ms`
const spread = (values: number[]) => `(runs: ${values.map((v) => v.toFixed(0)).join(', ')})`

async function benchRegistryAndCli(scratch: string) {
  let server: ReturnType<typeof Bun.spawn> | undefined
  try {
    if (!existsSync(cliBundle)) await run(bun, ['run', 'build'], { cwd: resolve(root, 'cli') })

    // 1. Registry build.
    const inProcess: number[] = []
    for (let i = 0; i < RUNS; i++)
      inProcess.push((await buildRegistry(join(scratch, `registry-${i}`), { writeGeneratedCss: false })).ms)
    const asProcess: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const result = await run(bun, [resolve(root, 'registry/src/build.ts')], {
        cwd: root,
        env: testEnv({ REGISTRY_DIST: join(scratch, `registry-process-${i}`) }),
      })
      asProcess.push(result.ms)
    }
    const itemCount = (await buildRegistry(join(scratch, 'registry-count'), { writeGeneratedCss: false })).items

    // 2. The server, serving the registry just built.
    const dist = join(scratch, 'registry-served')
    await buildRegistry(dist, { writeGeneratedCss: false })
    server = Bun.spawn([bun, resolve(root, 'server/src/index.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        DATA_DIR: join(scratch, 'data'),
        REGISTRY_DIST: dist,
      },
      stdout: 'ignore',
      stderr: 'inherit',
    })
    const origin = `http://127.0.0.1:${port}`
    for (let i = 0; ; i++) {
      const ok = await fetch(`${origin}/r/registry.json`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      if (i > 100) throw new Error('the server did not start')
      await Bun.sleep(200)
    }
    const registry = `${origin}/r`

    // 3. One prepared app, snapshotted after init and restored before every run.
    const app = join(scratch, 'app')
    console.log('Preparing a fresh Vite + React + Tailwind v4 app (npm install)...')
    await createFreshApp(app)
    const node = nodeBin()
    await run(node, [cliBundle, 'init', '--yes', '--registry', registry], { cwd: app })
    const snapshot = join(scratch, 'snapshot')
    const kept = ['package.json', 'package-lock.json', 'components.json', 'src']
    for (const path of kept) cpSync(join(app, path), join(snapshot, path), { recursive: true })

    // The same app without what init installed (cn() and its two packages): each add must install
    // them, so this is the first add into an app that lacks the dependencies.
    const bare = join(scratch, 'snapshot-bare')
    await run('npm', ['uninstall', '--no-audit', '--no-fund', 'clsx', 'tailwind-merge'], { cwd: app })
    rmSync(join(app, 'src/lib/utils.ts'), { force: true })
    for (const path of kept) cpSync(join(app, path), join(bare, path), { recursive: true })
    const restore = (from: string) => {
      for (const path of kept) {
        rmSync(join(app, path), { recursive: true, force: true })
        cpSync(join(from, path), join(app, path), { recursive: true })
      }
      // node_modules follows package-lock.json: prune what the last run installed, add what it lacks.
      return run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app })
    }

    const fixture = await startShadcnFixture()
    const timings = {
      ours: [] as number[],
      theirs: [] as number[],
      oursBare: [] as number[],
      theirsBare: [] as number[],
      oursFive: [] as number[],
      theirsFive: [] as number[],
    }
    const addOurs = (names: string[]) => () =>
      run(node, [cliBundle, 'add', ...names, '--yes', '--registry', registry], { cwd: app })
    const addTheirs = (names: string[]) => () =>
      run(node, [shadcnBin, 'add', ...names.map((name) => `${registry}/${name}.json`), '--yes', '--overwrite'], {
        cwd: app,
        env: testEnv({ REGISTRY_URL: fixture.url }),
      })
    try {
      for (let i = 0; i < RUNS; i++) {
        for (const [from, key, add] of [
          [snapshot, 'ours', addOurs(['marquee'])],
          [snapshot, 'theirs', addTheirs(['marquee'])],
          [bare, 'oursBare', addOurs(['marquee'])],
          [bare, 'theirsBare', addTheirs(['marquee'])],
          [snapshot, 'oursFive', addOurs(FIVE_WITH_DEPENDENCIES)],
          [snapshot, 'theirsFive', addTheirs(FIVE_WITH_DEPENDENCIES)],
        ] as const) {
          await restore(from)
          timings[key].push((await add()).ms)
        }
      }
    } finally {
      await fixture.close()
    }
    const { ours, theirs, oursBare, theirsBare, oursFive, theirsFive } = timings
    const five = FIVE_WITH_DEPENDENCIES.join(' ')

    const rows: Array<[string, number[]]> = [
      ['in process (buildRegistry)', inProcess],
      ['as a process (bun registry/src/build.ts)', asProcess],
      ['snipstack add marquee', ours],
      [`shadcn add ${registry}/marquee.json`, theirs],
      ['snipstack add marquee', oursBare],
      [`shadcn add ${registry}/marquee.json`, theirsBare],
      [`snipstack add ${five}`, oursFive],
      ['shadcn add <the same five URLs>', theirsFive],
    ]
    const width = Math.max(...rows.map(([label]) => label.length))
    const line = ([label, values]: [string, number[]]) =>
      `  ${label.padEnd(width)}  ${ms(median(values)).padStart(8)}  ${spread(values)}`
    console.log(`
Registry build (${itemCount} items, goal ≤ 1 s), median of ${RUNS}:
${rows.slice(0, 2).map(line).join('\n')}

Adding marquee (+ utils, already installed by init) to the same prepared app, wall time, median of ${RUNS}:
${rows.slice(2, 4).map(line).join('\n')}
  ratio ${(median(ours) / median(theirs)).toFixed(2)}×

Adding marquee to the app without cn(), clsx and tailwind-merge (both install them), median of ${RUNS}:
${rows.slice(4, 6).map(line).join('\n')}
  ratio ${(median(oursBare) / median(theirsBare)).toFixed(2)}×

Adding five items with npm packages of their own to the prepared app, one command each, median of ${RUNS}:
${rows.slice(6).map(line).join('\n')}
  ratio ${(median(oursFive) / median(theirsFive)).toFixed(2)}×
`)
  } finally {
    server?.kill()
    await server?.exited
  }
}

type LoadSettings = { seconds: number; connections: number; warmupSeconds: number }

const browser = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' }

/** The pages every visitor sees the same, which the build prerenders: served from memory. */
const pagesOnly: LoadRoute[] = [
  { name: 'GET /', path: '/', weight: 1, headers: browser },
  { name: 'GET /components/marquee', path: '/components/marquee', weight: 1, headers: browser },
]
const json = { 'content-type': 'application/json' }

/**
 * The fixed mix, weights out of 100: mostly pages and registry JSON (what visitors and the CLI
 * fetch), API reads, and a few sign-ins. Sign-ins stay rare because each one is an argon2id hash
 * (64 MiB, 2 passes) by design; at page-view rates they would measure the hash, not the server.
 * Pages ask for compression as browsers do, so the per-request brotli is in their figures.
 */
function loadMix(accounts: Array<{ email: string; password: string }>, accessToken: string): LoadRoute[] {
  return [
    { name: 'GET /', path: '/', weight: 25, headers: browser },
    { name: 'GET /components/marquee', path: '/components/marquee', weight: 20, headers: browser },
    { name: 'GET /r/marquee.json', path: '/r/marquee.json', weight: 15 },
    { name: 'GET /r/registry.json', path: '/r/registry.json', weight: 10 },
    { name: 'GET /api/health', path: '/api/health', weight: 10 },
    {
      name: 'GET /api/auth/me',
      path: '/api/auth/me',
      weight: 19,
      headers: { authorization: `Bearer ${accessToken}` },
    },
    // Always the right password, each account on a few connections, each connection from an
    // address of its own: every attempt is counted while it runs (and refunded when it succeeds),
    // so sign-ins all from one address would meet the per-address limit once a busy server keeps
    // about 50 of them waiting, which is that limit doing its job, not what this measures.
    {
      name: 'POST /api/auth/login',
      method: 'POST',
      path: '/api/auth/login',
      weight: 1,
      headers: json,
      bodies: accounts.map((account) => JSON.stringify(account)),
      spreadAddresses: true,
    },
  ]
}

/** Accounts the sign-ins spread over: eight connections each at 128, under the per-address limit of 10. */
const LOAD_ACCOUNTS = 16

/** Registers an account the mix signs in with and reads its access token. */
async function register(origin: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ first_name: 'Load', last_name: 'Bench', ...account }),
  })
  const body = (await response.json()) as { tokens?: { access_token?: string } }
  const token = body.tokens?.access_token
  if (response.status !== 201 || !token)
    throw new Error(`Registering the bench account answered ${response.status}: ${JSON.stringify(body)}`)
  return token
}

type Measured = { result: LoadResult; wallSeconds: number; serverCpu?: number }

/** Runs the generator against a started server at `origin`, noting the CPU the server used meanwhile. */
async function measure(
  server: ServerProcess,
  origin: string,
  routes: LoadRoute[],
  settings: LoadSettings,
): Promise<Measured> {
  const cpuBefore = server.cpuSeconds()
  const started = performance.now()
  const result = await runLoad({ url: origin, routes, ...settings })
  const wallSeconds = (performance.now() - started) / 1000
  const cpuAfter = server.cpuSeconds()
  const serverCpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  return { result, wallSeconds, serverCpu }
}

const formatLatency = (ms: number) =>
  Number.isNaN(ms) ? '-' : ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0)

const cores = (seconds: number | undefined, wall: number) =>
  seconds === undefined ? 'n/a' : (seconds / wall).toFixed(2)

/** The baseline: a bare Elysia `GET /hello` server (tooling/src/bench/hello-server.ts) under the same load. */
async function measureBareElysia(settings: LoadSettings): Promise<Measured> {
  const hello = spawnServerProcess([bun, resolve(root, 'tooling/src/bench/hello-server.ts')], {
    echo: 'hello',
    readyLine: /Hello server is running at http:\/\/[^:]+:(\d+)/,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', NODE_ENV: 'production' },
  })
  try {
    const origin = await hello.ready(60_000)
    return await measure(hello, origin, [{ name: 'GET /hello', path: '/hello', weight: 1 }], settings)
  } finally {
    await hello.stop()
  }
}

async function benchLoad(scratch: string, settings: LoadSettings) {
  const built = [
    'site/dist/server/entry-server.js',
    'site/dist/client/.vite/manifest.json',
    'registry/dist/r/registry.json',
  ]
  if (!built.every((path) => existsSync(resolve(root, path)))) {
    console.log('The production build is missing; running `bun run build` first...')
    await runStep([bun, 'run', 'build'])
  }

  console.log(
    `\nLoad benchmark: ${settings.seconds} s at ${settings.connections} connections against the production server...`,
  )
  let snipstack: Measured
  let pages: Measured
  // One trusted proxy: the sign-ins' X-Forwarded-For addresses are believed.
  const server = spawnProductionServer(scratch, { DATA_DIR: join(scratch, 'load-data'), TRUST_PROXY: '1' })
  try {
    const origin = await server.ready(120_000)
    const password = `load-bench-${crypto.randomUUID()}`
    const accounts = Array.from({ length: LOAD_ACCOUNTS }, (_, i) => ({
      email: `load-bench-${i}@example.com`,
      password,
    }))
    const tokens = []
    for (const account of accounts) tokens.push(await register(origin, account))
    snipstack = await measure(server, origin, loadMix(accounts, tokens[0] as string), settings)
    console.log('The prerendered pages alone, under the same load...')
    pages = await measure(server, origin, pagesOnly, settings)
  } finally {
    await server.stop()
  }

  console.log('Baseline: the same load against a bare Elysia GET /hello server...')
  const baseline = await measureBareElysia(settings)

  const { result } = snipstack
  const baselineRow = {
    ...(baseline.result.routes[0] ?? baseline.result.total),
    name: 'baseline: bare Elysia GET /hello',
  }
  console.log(`
Load: ${result.seconds} s measured after a ${result.warmupSeconds} s warm-up, ${result.connections} keep-alive connections (closed loop) from ${result.processes} generator process(es) of scripts/load.ts
Snipstack: NODE_ENV=production, built site, PGlite in a fresh DATA_DIR; baseline: same generator, connections and duration
${formatLoadTable([...result.routes, result.total], [baselineRow])}

CPU used over each run, in cores (this machine has ${availableParallelism()}, shared by server and generator):
  Snipstack run: server ${cores(snipstack.serverCpu, snipstack.wallSeconds)}, generator ${cores(result.generatorCpuSeconds, snipstack.wallSeconds)}
  baseline run:  server ${cores(baseline.serverCpu, baseline.wallSeconds)}, generator ${cores(baseline.result.generatorCpuSeconds, baseline.wallSeconds)}
`)
  const pageRate = pages.result.total.requests / pages.result.seconds
  const baselineRate = baseline.result.total.requests / baseline.result.seconds
  console.log(`Prerendered pages alone (/ and /components/marquee, compressed as browsers ask, read whole but not decoded):
${formatLoadTable([...pages.result.routes, pages.result.total], [baselineRow])}
  pages at ${((pageRate / baselineRate) * 100).toFixed(1)} % of bare Elysia's req/s in the same run (goal: at least 20 %)
`)
  const errors = result.total.errors + pages.result.total.errors + baseline.result.total.errors
  if (errors > 0) {
    console.error(`The load runs had ${errors} error(s); the goal is 0.`)
    process.exitCode = 1
  }
}

/** The targets for the catalogues' cached reads (stated at 64 connections). */
const CATALOGUE_TARGETS = { shareOfBare: 0.5, p99Ms: 10, connections: 64 }

/** A catalogue section: which synthetic catalogue the bench server inserts, and the paths loaded over it (GETs). */
type CatalogueBench = {
  name: 'snippets' | 'templates'
  title: string
  count: number
  paths: string[]
}

const catalogueBenches: Record<CatalogueBench['name'], CatalogueBench> = {
  snippets: {
    name: 'snippets',
    title: 'Snippets',
    count: SYNTHETIC_SNIPPET_COUNT,
    paths: ['/api/snippets/list?page=1', '/api/snippets/list?name=debounce'],
  },
  templates: {
    name: 'templates',
    title: 'Templates',
    count: SYNTHETIC_TEMPLATE_COUNT,
    paths: [
      '/api/templates/list?page=1',
      '/api/templates/list?categorySlug=kubernetes',
      '/api/templates/list?name=rabbitmq',
    ],
  },
}

type CatalogueRun = { name: string; path: string; cached: boolean; matches?: number; measured?: Measured }

/** One server process over the section's synthetic catalogue, loaded with each run's route in turn. */
async function measureCatalogueServer(
  scratch: string,
  bench: CatalogueBench,
  cached: boolean,
  runs: CatalogueRun[],
  settings: LoadSettings,
) {
  const server = spawnProductionServer(
    scratch,
    {
      // The same directory for both servers: the second reuses the catalogue the first inserted.
      DATA_DIR: join(scratch, `${bench.name}-data`),
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      BENCH_CATALOGUE: bench.name,
      BENCH_READ_CACHE: cached ? 'on' : 'off',
    },
    {
      entry: resolve(root, 'tooling/src/bench/catalogue-server.ts'),
      echo: cached ? bench.name : `${bench.name}, cache off`,
      readyLine: /Catalogue bench server is running at http:\/\/[^:]+:(\d+)/,
    },
  )
  try {
    // Inserting 10,000 rows into PGlite takes about ten seconds on a fast machine.
    const origin = await server.ready(300_000)
    for (const run of runs) {
      // How many rows the route's filters match, so the report says what a search has to rank.
      const answer = (await (await fetch(new URL(run.path, origin))).json()) as { pagination?: { total?: number } }
      run.matches = answer.pagination?.total
      console.log(`${run.name}...`)
      run.measured = await measure(server, origin, [{ name: run.name, path: run.path, weight: 1 }], settings)
    }
  } finally {
    await server.stop()
  }
}

async function benchCatalogue(scratch: string, bench: CatalogueBench, settings: LoadSettings) {
  const { paths } = bench
  const runs: CatalogueRun[] = [true, false].flatMap((cached) =>
    paths.map((path) => ({ name: `GET ${path} (${cached ? 'cached' : 'cache off'})`, path, cached })),
  )
  const database = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL, a throwaway schema)'
    : 'PGlite in a scratch directory'
  console.log(
    `\n${bench.title} benchmark: ${bench.count.toLocaleString('en')} synthetic ${bench.name} on ${database}, ${settings.seconds} s per route at ${settings.connections} connections...`,
  )
  for (const cached of [true, false])
    await measureCatalogueServer(
      scratch,
      bench,
      cached,
      runs.filter((run) => run.cached === cached),
      settings,
    )
  console.log('Baseline: the same load against a bare Elysia GET /hello server...')
  const baseline = await measureBareElysia(settings)

  const bareRate = baseline.result.total.perSecond
  const share = (stats: RouteStats) => stats.perSecond / bareRate
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`
  const rows = [
    ...runs.map((run) => ({ measured: run.measured as Measured, name: run.name })),
    { measured: baseline, name: 'baseline: bare Elysia GET /hello' },
  ].map(({ measured, name }) => {
    const stats = measured.result.total
    return [
      name,
      String(stats.requests),
      String(stats.errors),
      stats.perSecond < 100 ? stats.perSecond.toFixed(1) : stats.perSecond.toFixed(0),
      formatLatency(stats.p50),
      formatLatency(stats.p99),
      percent(share(stats)),
      `${cores(measured.serverCpu, measured.wallSeconds)} / ${cores(measured.result.generatorCpuSeconds, measured.wallSeconds)}`,
    ]
  })
  const header = ['route', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'of bare', 'cores server / generator']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] as string).length)),
  )
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] as number) : cell.padStart(widths[column] as number))).join('  ')}`
  const rule = `  ${'-'.repeat(widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1))}`

  const atTargetLoad = settings.connections === CATALOGUE_TARGETS.connections
  const verdict = (stats: RouteStats) => {
    const rate = share(stats) >= CATALOGUE_TARGETS.shareOfBare ? 'met' : 'MISSED'
    const tail = stats.p99 <= CATALOGUE_TARGETS.p99Ms ? 'met' : 'MISSED'
    return `req/s ${percent(share(stats))} of bare Elysia (target ≥ ${percent(CATALOGUE_TARGETS.shareOfBare)}): ${rate}; p99 ${formatLatency(stats.p99)} ms (target ≤ ${CATALOGUE_TARGETS.p99Ms} ms): ${tail}`
  }
  const cachedRuns = runs.filter((run) => run.cached)
  const matching = cachedRuns.map((run) => `${run.path.split('?')[1]} matches ${run.matches ?? '?'}`).join(', ')
  const gains = paths.map((path) => {
    const [on, off] = [true, false].map(
      (cached) => runs.find((run) => run.cached === cached && run.path === path)?.measured?.result.total,
    )
    const factor = on && off && off.perSecond > 0 ? `${(on.perSecond / off.perSecond).toFixed(0)}× the req/s` : 'n/a'
    return `  GET ${path}: ${factor}, p99 ${formatLatency(off?.p99 ?? Number.NaN)} → ${formatLatency(on?.p99 ?? Number.NaN)} ms`
  })
  console.log(`
${bench.title}: ${bench.count.toLocaleString('en')} synthetic rows on ${database} (${matching}); one route per run, ${settings.seconds} s measured after a ${settings.warmupSeconds} s warm-up, ${settings.connections} keep-alive connections (closed loop, scripts/load.ts), a browser's Accept-Encoding (answers come brotli-compressed; read whole, not decoded)
${[line(header), ...rows.slice(0, -1).map(line), rule, line(rows[rows.length - 1] as string[])].join('\n')}
  (cores: CPU used over the run; this machine has ${availableParallelism()}, shared by server and generator)

Targets for the cached reads at ${CATALOGUE_TARGETS.connections} connections${atTargetLoad ? '' : ` (this run used ${settings.connections}, so they do not strictly apply)`}:
${cachedRuns.map((run) => `  ${run.name}: ${verdict((run.measured as Measured).result.total)}`).join('\n')}

What the read cache buys (cache off: a query, the contract check, serialisation and compression per request):
${gains.join('\n')}
`)
  const errors = [...runs.map((run) => run.measured as Measured), baseline].reduce(
    (sum, measured) => sum + measured.result.total.errors,
    0,
  )
  if (errors > 0) {
    console.error(
      formatErrorKinds([
        ...runs.map((run) => ({ ...(run.measured as Measured).result.total, name: run.name })),
        { ...baseline.result.total, name: 'baseline: bare Elysia GET /hello' },
      ]),
    )
    console.error(`The ${bench.name} runs had ${errors} error(s); the goal is 0.`)
    process.exitCode = 1
  }
}

/** The targets for uncached searches over the search bench's catalogues (stated at 64 connections). */
const SEARCH_TARGETS = { shareOfBare: 0.25, p99Ms: 20, connections: 64 }

/** The longest text a search box takes (200 characters), of words the catalogues hold. */
const longestSearch = 'fetch format validate parse sort debounce cache filter retry throttle paginate memoize '
  .repeat(3)
  .slice(0, 200)
  .trim()

/**
 * What the search bench loads, equally weighted: the words every other row holds, rare ones, a
 * typo, the word being typed (one letter of it, the widest prefix), several words, a text nothing
 * matches and the longest allowed, across the three routes that search.
 */
const searchMix: LoadRoute[] = [
  ['snippets', 'fetch'],
  ['snippets', 'the'],
  ['snippets', 'debounce'],
  ['snippets', 'debounse'],
  ['snippets', 'd'],
  ['snippets', 'fetch data retry'],
  ['snippets', 'memoize cache typescript'],
  ['snippets', 'qwxzv'],
  ['snippets', longestSearch],
  ['templates', 'kubernetes'],
  ['templates', 'rabbitmq'],
  ['templates', 'kubernets'],
  ['templates', 'docker compose postgres'],
  ['search', 'fetch'],
  ['search', 'retry backoff'],
  ['search', 'k'],
].map(([route, text]) => {
  const q = encodeURIComponent(text as string)
  const path = route === 'search' ? `/api/search?q=${q}` : `/api/${route}/list?name=${q}`
  return {
    name: `${route} "${(text as string).length > 24 ? `${(text as string).slice(0, 21)}…` : text}"`,
    path,
    weight: 1,
  }
})

async function benchSearch(scratch: string, settings: LoadSettings) {
  const database = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL, a throwaway schema)'
    : 'PGlite in a scratch directory'
  console.log(
    `\nSearch benchmark: ${SEARCH_BENCH_SNIPPETS.toLocaleString('en')} synthetic snippets and ${SYNTHETIC_TEMPLATE_COUNT.toLocaleString('en')} templates on ${database}, read cache off, ${searchMix.length} searches mixed, ${settings.seconds} s at ${settings.connections} connections...`,
  )
  let searches: Measured
  const server = spawnProductionServer(
    scratch,
    {
      DATA_DIR: join(scratch, 'search-data'),
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      BENCH_CATALOGUE: 'search',
      BENCH_READ_CACHE: 'off',
    },
    {
      entry: resolve(root, 'tooling/src/bench/catalogue-server.ts'),
      echo: 'search',
      readyLine: /Catalogue bench server is running at http:\/\/[^:]+:(\d+)/,
    },
  )
  try {
    const origin = await server.ready(900_000)
    // Each instance builds its indexes on its first search: timed here, and kept out of the run.
    const started = performance.now()
    const first = await fetch(new URL('/api/search?q=fetch', origin))
    if (!first.ok) throw new Error(`The first search answered ${first.status}`)
    console.log(`The indexes were built on the first search in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
    searches = await measure(server, origin, searchMix, settings)
  } finally {
    await server.stop()
  }
  console.log('Baseline: the same load against a bare Elysia GET /hello server...')
  const baseline = await measureBareElysia(settings)

  const { result } = searches
  const bareRate = baseline.result.total.perSecond
  const share = result.total.perSecond / bareRate
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`
  const baselineRow = { ...baseline.result.total, name: 'baseline: bare Elysia GET /hello' }
  const rate = share >= SEARCH_TARGETS.shareOfBare ? 'met' : 'MISSED'
  const tail = result.total.p99 <= SEARCH_TARGETS.p99Ms ? 'met' : 'MISSED'
  const atTargetLoad = settings.connections === SEARCH_TARGETS.connections
  console.log(`
Search, uncached: ${result.seconds} s measured after a ${result.warmupSeconds} s warm-up, ${result.connections} keep-alive connections (closed loop, scripts/load.ts), every search in the mix equally often
${formatLoadTable([...result.routes, result.total], [baselineRow])}
  (cores: server ${cores(searches.serverCpu, searches.wallSeconds)}, generator ${cores(result.generatorCpuSeconds, searches.wallSeconds)}; this machine has ${availableParallelism()})

Targets for uncached searches at ${SEARCH_TARGETS.connections} connections${atTargetLoad ? '' : ` (this run used ${settings.connections}, so they do not strictly apply)`}:
  req/s ${percent(share)} of bare Elysia (target ≥ ${percent(SEARCH_TARGETS.shareOfBare)}): ${rate}; p99 ${formatLatency(result.total.p99)} ms (target ≤ ${SEARCH_TARGETS.p99Ms} ms): ${tail}
`)
  const errors = result.total.errors + baseline.result.total.errors
  if (errors > 0) {
    console.error(formatErrorKinds([...result.routes, baselineRow]))
    console.error(`The search runs had ${errors} error(s); the goal is 0.`)
    process.exitCode = 1
  }
}

const sections = ['registry', 'load', 'snippets', 'templates', 'search'] as const
type Section = (typeof sections)[number]

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string' },
    connections: { type: 'string' },
    warmup: { type: 'string' },
  },
})
const unknown = positionals.filter((name) => !sections.includes(name as Section))
if (unknown.length)
  throw new Error(`Unknown bench section ${unknown.join(', ')}; the sections are ${sections.join(', ')}`)
const selected = positionals.length ? new Set(positionals as Section[]) : new Set(sections)

// A flag wins over its environment variable, which wins over the default.
const env = process.env
const settings: LoadSettings = {
  seconds: wholeNumber('--seconds / BENCH_LOAD_SECONDS', values.seconds ?? env.BENCH_LOAD_SECONDS, 60, 1),
  connections: wholeNumber(
    '--connections / BENCH_LOAD_CONNECTIONS',
    values.connections ?? env.BENCH_LOAD_CONNECTIONS,
    128,
    1,
  ),
  warmupSeconds: wholeNumber('--warmup / BENCH_LOAD_WARMUP', values.warmup ?? env.BENCH_LOAD_WARMUP, 2, 0),
}
// The catalogue sections' own defaults: the targets are stated at 64 connections, and 20 s per run
// keeps each section's runs (five for snippets, seven for templates) to a few minutes.
const catalogueSettings: LoadSettings = {
  ...settings,
  seconds: wholeNumber('--seconds / BENCH_LOAD_SECONDS', values.seconds ?? env.BENCH_LOAD_SECONDS, 20, 1),
  connections: wholeNumber(
    '--connections / BENCH_LOAD_CONNECTIONS',
    values.connections ?? env.BENCH_LOAD_CONNECTIONS,
    CATALOGUE_TARGETS.connections,
    1,
  ),
}
// GET /api/auth/me uses the access token from registration, which lives 15 minutes.
if (settings.seconds + settings.warmupSeconds > 14 * 60)
  throw new Error('The load run must end within 14 minutes: its access token expires after 15.')

const scratch = mkdtempSync(join(tmpdir(), 'snipstack-bench-'))
try {
  if (selected.has('registry')) await benchRegistryAndCli(scratch)
  if (selected.has('load')) await benchLoad(scratch, settings)
  for (const name of ['snippets', 'templates'] as const)
    if (selected.has(name)) await benchCatalogue(scratch, catalogueBenches[name], catalogueSettings)
  if (selected.has('search')) await benchSearch(scratch, catalogueSettings)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
