import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { afterAll, inject, vi } from 'vitest'

// The setup file of the `unit` test project (vitest.config.ts), run before each test file. A unit
// test computes: it starts no process, opens no database and no socket, so the whole tier runs in
// seconds on every save. Each of those is made to throw here, so a test that reaches for one fails
// at once with what to do instead of quietly making the tier slow. Tests that need them are named
// `*.int.test.ts` and run in the `integration` project.

// The unit project shares its workers between files (`isolate: false`): loading the packages a
// file imports again for every file took more time than the tests themselves. What a file could
// leave behind is reset instead: the repository's own modules load afresh for each file (the
// packages from node_modules stay loaded), and timers, stubs and spies are put back after it.
vi.resetModules()
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

const { refuse } = vi.hoisted(() => {
  const advice = 'move this test to integration: rename it to *.int.test.ts'
  return {
    /** A stand-in that throws, naming what was called and what to do; a function, so `new` throws it too. */
    refuse: (what: string) =>
      function refused(..._args: unknown[]): never {
        throw new Error(`${what} in a unit test: ${advice}`)
      },
  }
})

// Processes. Named imports of node:child_process are bound when the test's modules load, so the
// module itself is replaced for every module the test runs.
vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:child_process')>()
  const names = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const
  const refused = Object.fromEntries(names.map((name) => [name, refuse(`child_process.${name}`)]))
  return { ...original, ...refused, default: { ...original, ...refused } }
})
Bun.spawn = refuse('Bun.spawn') as typeof Bun.spawn
Bun.spawnSync = refuse('Bun.spawnSync') as typeof Bun.spawnSync

// Sockets, listening or connecting; PostgreSQL and Redis clients connect through these too.
Bun.serve = refuse('Bun.serve') as typeof Bun.serve
Bun.listen = refuse('Bun.listen') as typeof Bun.listen
Bun.connect = refuse('Bun.connect') as typeof Bun.connect
net.Server.prototype.listen = refuse('Listening on a socket')
http.Server.prototype.listen = refuse('Listening on a socket')
https.Server.prototype.listen = refuse('Listening on a socket')
net.Socket.prototype.connect = refuse('Connecting a socket')

// The embedded database: the server opens PGlite on a worker thread of its own, and some tests
// open it directly. The config names the module's file (resolved from the server, the one
// workspace that depends on it), so every import of it meets this stand-in.
vi.mock('node:worker_threads', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:worker_threads')>()
  const Worker = refuse('Starting a worker thread (the embedded database runs on one)')
  return { ...original, Worker, default: { ...original, Worker } }
})
globalThis.Worker = refuse('Starting a worker') as unknown as typeof Worker
const { pglite } = vi.hoisted(() => ({ pglite: inject('pgliteEntry') }))
vi.mock(pglite, async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  PGlite: refuse('Opening PGlite'),
}))

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file `@electric-sql/pglite` resolves to, for the stand-in above. */
    pgliteEntry: string
  }
}
