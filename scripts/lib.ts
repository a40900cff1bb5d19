import { resolve } from 'node:path'

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
