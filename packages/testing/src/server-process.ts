import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { SQL } from 'bun'

const repoRoot = resolve(import.meta.dirname, '../../..')

/** The real entry point, as `bun run start` runs it. */
export const serverEntry = resolve(repoRoot, 'server/src/index.ts')

/** The line the entry prints once it listens, its first group the port; `bun run start` users and tests wait for it. */
export const serverReadyLine = /Snipstack is running at http:\/\/localhost:(\d+)/

export type ServerProcess = {
  child: Bun.Subprocess<'ignore', 'pipe', 'pipe'>
  /** Everything the process wrote so far, stdout and stderr interleaved as they arrived. */
  output(): string
  /** Resolves with the first match of `pattern` in the output; fails once the process exits or time runs out. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>
  /**
   * Waits for the ready line and answers the base URL on 127.0.0.1 (a loopback host, which the
   * server accepts without PUBLIC_URL), with the port the process printed.
   */
  ready(timeoutMs?: number): Promise<string>
  /** The exit code, once the process has ended and its output is all read. */
  exited(): Promise<number>
  /** SIGTERM, so a server shuts down as in production, then SIGKILL if it is still running after `timeoutMs`; answers the exit code. */
  stop(timeoutMs?: number): Promise<number>
  /** CPU the process has used so far, in seconds; undefined where /proc is not available. */
  cpuSeconds(): number | undefined
}

export type SpawnOptions = {
  /** The process's whole environment: nothing is inherited that is not listed here. */
  env: Record<string, string | undefined>
  /** Matches the line the process prints once it listens; its first group is the port. The server's by default. */
  readyLine?: RegExp
  /** When set, every line the process prints is also echoed, prefixed `[echo]`, so its warnings show as its own. */
  echo?: string
  /** The repository's root unless given. */
  cwd?: string
}

/**
 * Spawns a server process that reports its port in a ready line, so callers can pass PORT=0 and
 * never collide with a port already in use.
 */
export function spawnServerProcess(cmd: string[], options: SpawnOptions): ServerProcess {
  const { echo, readyLine = serverReadyLine } = options
  const child = Bun.spawn(cmd, {
    cwd: options.cwd ?? repoRoot,
    env: options.env,
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  let output = ''
  let ended = false
  // Checks of pending waitFor calls, run whenever output arrives and once it has all been read.
  const watchers = new Set<() => void>()
  const notify = () => {
    for (const watch of watchers) watch()
  }
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder()
    let line = ''
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true })
      output += text
      if (echo !== undefined) {
        const lines = (line + text).split('\n')
        line = lines.pop() ?? ''
        for (const done of lines) console.log(`[${echo}] ${done}`)
      }
      notify()
    }
    if (echo !== undefined && line) console.log(`[${echo}] ${line}`)
  }
  const drained = Promise.all([collect(child.stdout), collect(child.stderr)]).then(() => {
    ended = true
    notify()
  })

  function waitFor(pattern: RegExp, timeoutMs = 90_000): Promise<RegExpMatchArray> {
    return new Promise((resolveMatch, reject) => {
      const finish = () => {
        clearTimeout(timer)
        watchers.delete(check)
      }
      const check = () => {
        const match = output.match(pattern)
        if (match) {
          finish()
          resolveMatch(match)
        } else if (ended) {
          finish()
          reject(
            new Error(`\`${cmd.join(' ')}\` exited (code ${child.exitCode}) without printing ${pattern}:\n${output}`),
          )
        }
      }
      const timer = setTimeout(() => {
        finish()
        reject(new Error(`\`${cmd.join(' ')}\` printed no ${pattern} within ${timeoutMs / 1000} s:\n${output}`))
      }, timeoutMs)
      watchers.add(check)
      check()
    })
  }

  async function exited(): Promise<number> {
    const code = await child.exited
    await drained
    return code
  }

  return {
    child,
    output: () => output,
    waitFor,
    exited,
    async ready(timeoutMs) {
      const [, port] = await waitFor(readyLine, timeoutMs)
      return `http://127.0.0.1:${port}`
    },
    async stop(timeoutMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
        try {
          return await exited()
        } finally {
          clearTimeout(timer)
        }
      }
      return exited()
    },
    cpuSeconds() {
      try {
        // Fields 14 and 15 of /proc/<pid>/stat (user and system time) in USER_HZ ticks, which Linux
        // fixes at 100 for user space. Split after the `)` that closes the command name, which may
        // itself contain spaces: field 3 is then at index 0.
        const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        return (Number(fields[11]) + Number(fields[12])) / 100
      } catch {
        return undefined
      }
    },
  }
}

/**
 * Spawns the server entry as its own process with a clean environment: only PATH, production
 * defaults on a port of the kernel's choosing, and `env` on top.
 */
export function startServerProcess(env: Record<string, string> = {}): ServerProcess {
  return spawnServerProcess([process.execPath, serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
  })
}

export type BuiltServerDatabase = 'pglite' | 'postgres'

export type BuiltServerOptions = {
  database: BuiltServerDatabase
  /**
   * A PostgreSQL server to make the run's own database on (`postgres` only). The run never
   * touches the database this URL names: it creates a fresh one beside it and drops it at the end.
   */
  postgresUrl?: string
  /** `warn` unless given: unexpected errors and warnings, without a line per request. */
  logLevel?: string
  /** More variables for the server (they win over the defaults). */
  env?: Record<string, string>
  /** Where the build lives; the repository's `site/dist` and `registry/dist` by default. */
  siteDist?: string
  registryDist?: string
}

export type BuiltServer = {
  /** `http://127.0.0.1:<port>`. */
  base: string
  port: number
  process: ServerProcess
  database: BuiltServerDatabase
  /** Stops the server, then removes the run's data directory or drops its database. */
  dispose(): Promise<void>
}

/** What a run needs of `bun run build`; without it the server cannot render a page. */
function checkBuild(siteDist: string, registryDist: string) {
  const needed = [join(siteDist, 'server/entry-server.js'), join(siteDist, 'client'), join(registryDist, 'r')]
  const missing = needed.filter((path) => !existsSync(path))
  if (missing.length)
    throw new Error(
      `No production build (missing ${missing.join(', ')}): run \`bun run build\` at the repository root first.`,
    )
}

/** A database name no earlier run used, so reruns never meet old rows or counters. */
function freshDatabaseName(): string {
  return `snipstack_run_${Date.now().toString(36)}_${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`
}

async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = freshDatabaseName()
  const admin = new SQL(adminUrl, { max: 1 })
  try {
    await admin.unsafe(`create database ${name}`)
  } finally {
    await admin.close()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    async drop() {
      const cleaner = new SQL(adminUrl, { max: 1 })
      try {
        // WITH (FORCE) ends connections the server left behind if it was killed.
        await cleaner.unsafe(`drop database if exists ${name} with (force)`)
      } finally {
        await cleaner.close()
      }
    },
  }
}

/**
 * The production server as `bun run start` runs it (the real entry, the real site and registry
 * build, real rate limits and password hashing) on a loopback port of the kernel's choosing,
 * with a database of its own: a fresh PGlite directory, or a fresh database on `postgresUrl`.
 */
export async function startBuiltServer(options: BuiltServerOptions): Promise<BuiltServer> {
  const siteDist = options.siteDist ?? resolve(repoRoot, 'site/dist')
  const registryDist = options.registryDist ?? resolve(repoRoot, 'registry/dist')
  checkBuild(siteDist, registryDist)
  const cleanups: Array<() => unknown> = []
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step()
  }
  try {
    const databaseEnv: Record<string, string> = {}
    if (options.database === 'postgres') {
      if (!options.postgresUrl) throw new Error('A PostgreSQL run needs a server URL (TEST_DATABASE_URL)')
      const database = await createDatabase(options.postgresUrl)
      cleanups.push(() => database.drop())
      databaseEnv.DATABASE_URL = database.url
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'snipstack-run-'))
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
      databaseEnv.DATA_DIR = dataDir
    }
    const spawned = spawnServerProcess([process.execPath, serverEntry], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: options.logLevel ?? 'warn',
        SITE_DIST: siteDist,
        REGISTRY_DIST: registryDist,
        ...databaseEnv,
        ...options.env,
      },
    })
    cleanups.push(() => spawned.stop())
    // Migrating and seeding a fresh database comes first; on a busy machine that takes a while.
    const base = await spawned.ready(120_000)
    return {
      base,
      port: Number(new URL(base).port),
      process: spawned,
      database: options.database,
      dispose: cleanup,
    }
  } catch (error) {
    await cleanup()
    throw error
  }
}
