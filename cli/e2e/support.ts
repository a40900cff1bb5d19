import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { nodeBin, repoRoot, run } from '@snipstack/testing/fresh-app'

/** Shared by the install tests: scratch folders, the packed CLI, timing, servers and rendering checks. */

const apps: string[] = []

/** A scratch folder for one app, removed by `removeAppDirs` when the file's tests are done. */
export function freshDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `snipstack-${label}-`))
  apps.push(dir)
  return dir
}

/** Removes the apps made so far; a worker runs one test at a time, so none is in use. */
export function removeAppDirs() {
  for (const dir of apps.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/** Whatever the browser reports as an error while the page runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}

/**
 * The CLI packed as `npm pack` makes the package npm would publish (what `bun run build` also
 * serves at /cli/snipstack.tgz), once per worker. Its folder outlives `removeAppDirs`, since
 * later tests of the worker install it too.
 */
let packed: Promise<string> | undefined
function packedCli(): Promise<string> {
  packed ??= (async () => {
    const out = mkdtempSync(join(tmpdir(), 'snipstack-cli-pack-'))
    process.once('exit', () => rmSync(out, { recursive: true, force: true }))
    await run('npm', ['pack', '--silent', '--pack-destination', out], { cwd: join(repoRoot, 'cli') })
    const tarball = readdirSync(out).find((name) => name.endsWith('.tgz'))
    if (!tarball) throw new Error('npm pack wrote no tarball')
    return join(out, tarball)
  })()
  return packed
}

/**
 * Installs the packed CLI into a project as a dev dependency. A guide prints the instance's own
 * package (`npx -y <origin>/cli/snipstack.tgz`), which a server without a site build does not serve.
 */
export async function installPackedCli(dir: string, env?: Record<string, string>) {
  await run('npm', ['install', '--save-dev', await packedCli()], { cwd: dir, ...(env && { env }) })
}

/** The CLI installed in the project, run as a reader runs it. */
export const runSnipstack = (cwd: string, args: string[], env?: Record<string, string>) =>
  run('npx', ['--no-install', 'snipstack', ...args], { cwd, ...(env && { env }) })

/** The major version of a package as installed in the project. */
export const installedMajor = (dir: string, name: string): number =>
  Number(JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version.split('.')[0])

/** Beyond a guide: an npm package of its own (globe), Shiki, motion, and an example that brings its item. */
export const moreItems = ['globe', 'code-comparison', 'text-animate', 'dock-demo']

/** Adds `moreItems` to a project that followed its guide, as a timed phase. */
export const addMoreItems = (dir: string, env: Record<string, string>) =>
  phase('add more', () => runSnipstack(dir, ['add', ...moreItems, '--yes'], env))

/** Runs one phase of a test and prints how long it took, so a slow run says where its time went. */
export async function phase<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    console.log(`${test.info().title.split(' ')[0]} ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
}

/**
 * A framework's production server on a free port, until `stop`: `program` (Node.js unless given,
 * e.g. another Node.js or php) running the framework's own server, not `npm start`, since
 * stopping npm would leave the server running.
 */
export async function startServer(
  dir: string,
  env: Record<string, string>,
  args: (port: number) => string[],
  program = nodeBin(),
): Promise<{ url: string; stop(): void }> {
  // A port picked at random can be taken by the time the server binds it: a server that ends
  // before it answers is started again on another port, a few times.
  for (let start = 1; ; start++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000)
    const child = spawn(program, args(port), { cwd: dir, env: { ...env, PORT: String(port) } })
    let ended = false
    child.on('exit', () => {
      ended = true
    })
    // The end of what the server printed, for the error when it never answers.
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    const url = `http://127.0.0.1:${port}`
    let last = 'no answer'
    for (let attempt = 0; attempt < 120 && !ended; attempt++) {
      const ok = await fetch(url).then(
        (response) => {
          last = `HTTP ${response.status}`
          return response.ok
        },
        () => false,
      )
      if (ok) return { url, stop: () => child.kill() }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    child.kill()
    if (ended && start < 3) continue
    const why = ended ? 'ended before it answered' : `did not answer within 60 s (${last})`
    throw new Error(`${program} ${args(port).join(' ')} ${why}; it printed:\n${output}`)
  }
}

/** Every file below `dir` with its contents, by path relative to `dir`. */
export function filesUnder(dir: string, root = dir): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) Object.assign(files, filesUnder(path, root))
    else files[relative(root, path)] = readFileSync(path, 'utf8')
  }
  return files
}

/** Opens a page, runs `check` on it, and expects no console error or uncaught exception meanwhile. */
export async function expectCleanRender(page: Page, url: string, check: () => Promise<void>) {
  const errors = watchErrors(page)
  await page.goto(url)
  await check()
  expect(errors).toEqual([])
}

/** The guide's marquee, with `text` in it, and the dock example beside it, both on screen. */
export async function expectMarqueeAndDock(page: Page, text: string) {
  await expect(page.locator('[data-slot="marquee"]').getByText(text).first()).toBeVisible()
  await expect(page.getByRole('toolbar').first()).toBeVisible()
}

/** A page that shows the guide's marquee with `text` and the dock example, as a TSX or JSX module. */
export const marqueeAndDockPage = (name: string, text: string) => `import DockDemo from '@/components/dock-demo'
import { Marquee } from '@/components/ui/marquee'

export default function ${name}() {
  return (
    <main>
      <Marquee pauseOnHover>
        <span>${text}</span>
      </Marquee>
      <DockDemo />
    </main>
  )
}
`
