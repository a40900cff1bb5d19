import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { chown } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Absolute paths of initdb and pg_ctl: from PATH (Debian links them into /usr/local/bin), else
 * from the newest /usr/lib/postgresql/<version>/bin, where Debian's packages keep them. Absolute,
 * because runuser does not promise to keep PATH.
 */
function findBinaries(): { initdb: string; pgCtl: string } | undefined {
  const initdb = Bun.which('initdb')
  const pgCtl = Bun.which('pg_ctl')
  if (initdb && pgCtl) return { initdb, pgCtl }
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const [newest] = [...new Bun.Glob('*/bin/initdb').scanSync({ cwd: root })]
    .map((path) => path.split('/')[0] ?? '')
    .filter((version) => existsSync(join(root, version, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return newest ? { initdb: join(root, newest, 'bin/initdb'), pgCtl: join(root, newest, 'bin/pg_ctl') } : undefined
}

const binaries = findBinaries()

/** Whether this machine can run a private PostgreSQL; suites name the reason when it cannot. */
export const postgresBinariesAvailable = binaries !== undefined

export type StopMode = 'smart' | 'fast' | 'immediate'

export type PostgresServer = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`; trust authentication, so no password. */
  url: string
  port: number
  running(): boolean
  /**
   * `fast` disconnects clients and shuts down cleanly; `immediate` is what a crash looks like
   * to clients (no checkpoint, recovery on the next start).
   */
  stop(mode?: StopMode): Promise<void>
  /** Starts again on the same port and data, resolving once connections are accepted. */
  start(): Promise<void>
  /**
   * Suspends the server and its backends (SIGSTOP): connections are still accepted by the
   * kernel but nothing answers, as with a hung host or a network partition. Linux only.
   */
  freeze(): void
  /** Lets a frozen server run on; what it was asked meanwhile is answered now. */
  thaw(): void
  /** Stops the server if it runs and removes its files; safe to call more than once. */
  dispose(): Promise<void>
}

/** A port the kernel just handed out, so most likely nobody else is listening on it. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port was assigned'))
      })
    })
  })
}

/** Processes whose parent is `pid`, read from /proc (the backends of a postmaster). */
function childrenOf(pid: number): number[] {
  const children: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name may hold spaces and parentheses; the fields after its closing one do not.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent === pid) children.push(Number(entry))
    } catch {
      // The process ended while we looked.
    }
  }
  return children
}

/** The uid and gid of an OS user, from the passwd database. */
function userIds(name: string): { uid: number; gid: number } {
  const result = Bun.spawnSync(['id', '-u', name])
  const groups = Bun.spawnSync(['id', '-g', name])
  if (result.exitCode !== 0 || groups.exitCode !== 0) {
    throw new Error(`Running as root, but there is no '${name}' user to run PostgreSQL as`)
  }
  return { uid: Number(result.stdout.toString().trim()), gid: Number(groups.stdout.toString().trim()) }
}

/**
 * Starts a PostgreSQL of its own in a temporary directory, listening on 127.0.0.1 only, on a
 * spare port. initdb refuses to run as root, so as root every command runs as the `postgres`
 * OS user, which then owns the directory.
 */
export async function startPostgres({
  osUser = 'postgres',
  startTimeoutSeconds = 30,
}: {
  osUser?: string
  startTimeoutSeconds?: number
} = {}): Promise<PostgresServer> {
  if (!binaries) throw new Error('No PostgreSQL binaries (initdb, pg_ctl) on PATH or under /usr/lib/postgresql')
  const { initdb, pgCtl } = binaries
  const base = mkdtempSync(join(tmpdir(), 'snipstack-pg-'))
  const dataDir = join(base, 'data')
  const logFile = join(base, 'postgres.log')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const { uid, gid } = userIds(osUser)
    await chown(base, uid, gid)
  }

  async function run(args: string[]): Promise<void> {
    const command = asRoot ? ['runuser', '-u', osUser, '--', ...args] : args
    // The caller's working directory may be closed to the postgres user; the base is not.
    const child = Bun.spawn(command, { cwd: base, stdout: 'pipe', stderr: 'pipe', stdin: 'ignore' })
    const [code, out, err] = await Promise.all([
      child.exited,
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
    ])
    if (code !== 0) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : ''
      throw new Error(`${args.join(' ')} exited with ${code}:\n${out}${err}${log ? `\nlog:\n${log}` : ''}`)
    }
  }

  let port = 0
  let running = false
  let disposed = false
  let frozen: number[] = []

  function postmasterPid(): number {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    if (!Number.isInteger(pid) || pid <= 0) throw new Error('postmaster.pid holds no process id')
    return pid
  }

  function freeze(): void {
    if (!running || frozen.length) throw new Error(running ? 'already frozen' : 'not running')
    const postmaster = postmasterPid()
    // The postmaster first, so that it forks no new backend while we stop the others.
    process.kill(postmaster, 'SIGSTOP')
    frozen = [postmaster]
    for (const pid of childrenOf(postmaster)) {
      try {
        process.kill(pid, 'SIGSTOP')
        frozen.push(pid)
      } catch {
        // It exited meanwhile.
      }
    }
  }

  function thaw(): void {
    for (const pid of frozen) {
      try {
        process.kill(pid, 'SIGCONT')
      } catch {
        // Gone already.
      }
    }
    frozen = []
  }

  async function start(): Promise<void> {
    if (running) return
    // Settings on the command line rather than in postgresql.conf, so the port may change when
    // the first one turned out to be taken. The socket stays in the private directory.
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${base}`
    await run([pgCtl, 'start', '-D', dataDir, '-l', logFile, '-w', '-t', String(startTimeoutSeconds), '-o', options])
    running = true
  }

  async function stop(mode: StopMode = 'fast'): Promise<void> {
    if (!running) return
    thaw()
    await run([pgCtl, 'stop', '-D', dataDir, '-m', mode, '-w', '-t', String(startTimeoutSeconds)])
    running = false
  }

  async function dispose(): Promise<void> {
    if (disposed) return
    disposed = true
    try {
      if (running || existsSync(join(dataDir, 'postmaster.pid'))) {
        running = true
        await stop('immediate')
      }
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  }

  try {
    // --no-sync: a test database need not survive the machine crashing, and syncing is slow.
    await run([initdb, '-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'])
    // Another process can take the port between our probe and the server's bind; try a new one.
    for (let attempt = 1; ; attempt++) {
      port = await freePort()
      try {
        await start()
        break
      } catch (error) {
        if (attempt >= 3) throw error
      }
    }
  } catch (error) {
    await dispose()
    throw error
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    get port() {
      return port
    },
    running: () => running,
    stop,
    start,
    freeze,
    thaw,
    dispose,
  }
}
