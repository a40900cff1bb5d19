import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { cliBundle, createFreshApp, nodeBin, run, shadcnBin, startShadcnFixture, testEnv } from '../cli/e2e/fresh-app'
import { buildRegistry } from '../registry/src/build'
import { bun, root } from './lib'

// Benchmarks the registry and the CLI (`bun run bench`):
//   1. registry build time for all items: in process, and as the `bun run registry:build` process;
//   2. wall time of `snipstack add marquee` and of `shadcn add <url>/r/marquee.json` into the same
//      prepared app (init done, so both find cn() and its packages installed), reset between runs.
// Each figure is the median of RUNS runs.

const RUNS = 5
const port = Number(process.env.BENCH_PORT ?? 4530)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}
const ms = (value: number) => `${value.toFixed(0)} ms`
const spread = (values: number[]) => `(runs: ${values.map((v) => v.toFixed(0)).join(', ')})`

const scratch = mkdtempSync(join(tmpdir(), 'snipstack-bench-'))
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
  const restore = () => {
    for (const path of kept) {
      rmSync(join(app, path), { recursive: true, force: true })
      cpSync(join(snapshot, path), join(app, path), { recursive: true })
    }
  }

  const fixture = await startShadcnFixture()
  const ours: number[] = []
  const theirs: number[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      restore()
      ours.push((await run(node, [cliBundle, 'add', 'marquee', '--yes', '--registry', registry], { cwd: app })).ms)
      restore()
      const shadcn = await run(node, [shadcnBin, 'add', `${registry}/marquee.json`, '--yes', '--overwrite'], {
        cwd: app,
        env: testEnv({ REGISTRY_URL: fixture.url }),
      })
      theirs.push(shadcn.ms)
    }
  } finally {
    await fixture.close()
  }

  const rows: Array<[string, number[]]> = [
    ['in process (buildRegistry)', inProcess],
    ['as a process (bun registry/src/build.ts)', asProcess],
    ['snipstack add marquee', ours],
    [`shadcn add ${registry}/marquee.json`, theirs],
  ]
  const width = Math.max(...rows.map(([label]) => label.length))
  const line = ([label, values]: [string, number[]]) =>
    `  ${label.padEnd(width)}  ${ms(median(values)).padStart(8)}  ${spread(values)}`
  console.log(`
Registry build (${itemCount} items), median of ${RUNS}:
${rows.slice(0, 2).map(line).join('\n')}

Adding marquee (+ utils, already installed by init) to the same prepared app, wall time, median of ${RUNS}:
${rows.slice(2).map(line).join('\n')}
`)
} finally {
  server?.kill()
  await server?.exited
  rmSync(scratch, { recursive: true, force: true })
}
