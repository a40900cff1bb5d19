import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { bun, root } from './lib'

// Runs every check in order and ends with one summary line: "N passed, N failed[, N skipped]".
// Lint and type check count as one test each; the test runners report their own counts.

type Tally = { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const failures: string[] = []
// Names of the tests that failed, repeated beside the summary so a log's tail says what broke.
const failedTests: string[] = []
// How long each step took, printed before the summary: CI has an hour, and this says where it went.
const durations: string[] = []
const reports = mkdtempSync(join(tmpdir(), 'snipstack-test-'))

type StepOptions = { cwd?: string; env?: Record<string, string>; quiet?: boolean }

/** Runs one step; a `quiet` one, which runs beside another, prints its output only when it ends. */
async function step(name: string, cmd: string[], options: StepOptions = {}) {
  console.log(`\n━━ ${name}: ${cmd.join(' ')}`)
  const started = performance.now()
  const proc = Bun.spawn(cmd, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', options.quiet ? 'pipe' : 'inherit', options.quiet ? 'pipe' : 'inherit'],
  })
  const [code, out, err] = await Promise.all([
    proc.exited,
    options.quiet ? new Response(proc.stdout as ReadableStream).text() : '',
    options.quiet ? new Response(proc.stderr as ReadableStream).text() : '',
  ])
  if (options.quiet) console.log(`\n━━ ${name} printed:\n${out}${err}`)
  const seconds = Math.round((performance.now() - started) / 1000)
  // The CPU the step's processes used (theirs and the children they waited for): the run is bound
  // by its two cores, so this, not the time, says which step to make cheaper.
  const cpu = Math.round(Number(proc.resourceUsage()?.cpuTime.total ?? 0) / 1e6)
  durations.push(`${name} ${seconds} s (CPU ${cpu} s)`)
  console.log(`━━ ${name}: ${code === 0 ? 'done' : `exit ${code}`} after ${seconds} s`)
  if (code !== 0) failures.push(`${name} (exit ${code})`)
  return code === 0
}

function addCounts(name: string, counts: Tally | undefined, ok: boolean) {
  if (!counts) {
    // The runner died before it could report; count the whole step as one failure.
    if (!ok) total.failed += 1
    return
  }
  total.passed += counts.passed
  total.failed += counts.failed
  total.skipped += counts.skipped
  if (!ok && counts.failed === 0) {
    total.failed += 1
    failures.push(`${name}: the runner failed outside any test`)
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are what is removed here
const colours = /\u001b\[[0-9;]*m/g

// The start of a failure message, without colours, to print under a failed test's name: the
// assertion and the first lines of its difference, which is what says why.
function messageStart(message: string | undefined) {
  const lines = (message ?? '')
    .replace(colours, '')
    .split('\n')
    .map((line) => line.trimEnd().slice(0, 200))
    .filter((line) => line.trim() !== '')
    .slice(0, 6)
  return lines.map((line) => `\n      ${line.trim()}`).join('')
}

const asOne = (ok: boolean): Tally => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 })

addCounts('lint', asOne(await step('lint', [bun, 'x', 'biome', 'ci', '.'])), true)
// tsconfig.workspaces.json references every workspace; one build-mode process shares the parsed
// libraries between them, which takes about half as long as a `tsc -p` per project. It writes
// nothing (noEmit), and it is one thread, so it runs beside the unit tests and the build, which
// leave the second core mostly idle: about a minute and a half less on the way to the long steps.
const types = step('types', [bun, 'x', 'tsc', '-b', 'tsconfig.workspaces.json'], { quiet: true })

async function vitest(
  name: string,
  { cwd = root, args = [], quiet = false }: { cwd?: string; args?: string[]; quiet?: boolean } = {},
) {
  const out = join(reports, `${name.replaceAll(' ', '-')}.json`)
  const ok = await step(
    name,
    [bun, '--bun', 'x', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd: resolve(root, cwd), quiet },
  )
  let counts: Tally | undefined
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'))
    counts = { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }
    for (const file of r.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') {
          failedTests.push(
            `${name}: ${relative(root, file.name)} › ${t.fullName}${messageStart(t.failureMessages?.[0])}`,
          )
        }
      }
    }
  }
  addCounts(name, counts, ok)
}

// The fast tier first, so a broken computation shows within seconds (vitest.config.ts, `unit`).
await vitest('unit tests', { args: ['--project', 'unit'] })

type PlaywrightSpec = {
  title: string
  file: string
  tests: { status: string; results: { error?: { message?: string } }[] }[]
}
type PlaywrightSuite = { specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }
function* playwrightSpecs(suites: PlaywrightSuite[]): Generator<PlaywrightSpec> {
  for (const suite of suites) {
    yield* suite.specs ?? []
    yield* playwrightSpecs(suite.suites ?? [])
  }
}

async function playwright(name: string, dir: string, { quiet = false } = {}) {
  const out = join(reports, `${name.replaceAll(' ', '-')}.json`)
  const ok = await step(name, [bun, 'x', 'playwright', 'test'], {
    cwd: resolve(root, dir),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, BUN_PATH: bun },
    quiet,
  })
  let counts: Tally | undefined
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'))
    const s = report.stats
    counts = { passed: s.expected, failed: s.unexpected + s.flaky, skipped: s.skipped }
    for (const spec of playwrightSpecs(report.suites ?? [])) {
      // A flaky test (passed only on retry) counts as failed, as it does in the tally.
      const failed = spec.tests.find((t) => t.status === 'unexpected' || t.status === 'flaky')
      if (failed) {
        const message = failed.results.find((r) => r.error)?.error?.message
        failedTests.push(`${name}: ${spec.file} › ${spec.title}${messageStart(message)}`)
      }
    }
  }
  addCounts(name, counts, ok)
}

// The install tests use the build's registry and CLI bundle; the browser tests its pages.
const built = await step('build', [bun, 'run', 'build'])
if (!built) total.failed += 1
addCounts('types', asOne(await types), true)

// The install tests spend most of their 20-odd minutes waiting on npm and on one command at a time
// in fresh apps, so they run beside the integration suites and the browser tests, which then cost
// the run little time of their own. Their output is printed when they end.
const install = built ? playwright('install tests', 'cli', { quiet: true }) : undefined
// Databases, servers, processes, external tools and component tests (`integration`). The suites
// that put a server under load of their own and time its answers (the `load` project) run later,
// when the machine is theirs: beside the install tests' builds its load passed 15 on two cores,
// and an answer due in 5 s took 6.
await vitest('integration tests', { args: ['--project', 'integration'] })
// The browser tests start as soon as those end, beside the install tests' last minutes (their
// longest apps: every item, by our CLI and by shadcn's). They wait on conditions, not on time, and
// order events rather than time them, so a busy machine slows them without failing them; their
// limits allow for it (site/playwright.config.ts).
const browser = built ? playwright('browser tests', 'site') : undefined
// The browser tests wait on pages, animations and timers more than they compute: alone, they kept
// less than one of the two cores busy. So the stories and the Storybook build run beside them, and
// print their output when they end.
// Every story, rendered in Chromium in light, dark and reduced-motion passes, with axe checks.
await vitest('stories', { cwd: 'storybook', quiet: true })
// The static Storybook must build with every item's stories.
addCounts('storybook', asOne(await step('storybook', [bun, 'run', 'storybook:build'], { quiet: true })), true)
await install
await browser

// The suites that time a server's answers under load of their own, and what follows, have the
// machine to themselves.
await vitest('integration tests under load', { args: ['--project', 'load'] })

// The built server as users meet it (real pages, limits and hashing) under hostile input, on each
// database, and /api/health under one client's load: one test each, about 30 s of requests apiece.
if (built) {
  const fuzzDatabases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
  for (const database of fuzzDatabases) {
    const fuzz = [bun, 'scripts/fuzz.ts', '--target', 'real', '--database', database]
    const budget = ['--runs', '1500', '--seconds', '30', '--max-timeouts', '10']
    addCounts(`fuzz ${database}`, asOne(await step(`fuzz (built server, ${database})`, [...fuzz, ...budget])), true)
  }
  const health = [bun, 'tooling/src/reliability/health-under-load.ts']
  addCounts('health under load', asOne(await step('health under load', health)), true)
}

console.log(`\nStep times: ${durations.join(' · ')}`)
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((f) => `  - ${f}`).join('\n')}`)
if (failures.length) console.log(`\nFailed steps:\n${failures.map((f) => `  - ${f}`).join('\n')}`)
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
process.exit(total.failed > 0 || failures.length > 0 ? 1 : 0)
