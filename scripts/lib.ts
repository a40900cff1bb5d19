import { join, resolve } from 'node:path'
import { serverEntry, spawnServerProcess } from '@snipstack/testing/server-process'

export const root = resolve(import.meta.dir, '..')

/** Runs a command with inherited output; throws when it fails so scripts stop at the first error. */
export async function run(cmd: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const proc = Bun.spawn(cmd, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['inherit', 'inherit', 'inherit'],
  })
  const code = await proc.exited
  if (code !== 0) throw new Error(`\`${cmd.join(' ')}\` exited with code ${code}`)
}

/** The running Bun, so scripts work when Bun itself came from `npx bun` and is not on PATH. */
export const bun = process.execPath

/**
 * The production server on a free loopback port, for the benches: a fresh embedded database under
 * `scratch`, in-database rate limits and no per-request log lines, whatever the caller's shell says.
 * Wait for it with `ready()`.
 */
export function spawnProductionServer(
  scratch: string,
  env: Record<string, string> = {},
  /** Another entry (a bench's own server) with its own log prefix and ready line. */
  server: { entry?: string; echo?: string; readyLine?: RegExp } = {},
) {
  return spawnServerProcess([bun, server.entry ?? serverEntry], {
    echo: server.echo ?? 'snipstack',
    ...(server.readyLine ? { readyLine: server.readyLine } : {}),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      // Per-request log lines off: the figures are the app's, not those of the pipe it logs to.
      LOG_LEVEL: 'warn',
      DATA_DIR: join(scratch, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
  })
}
