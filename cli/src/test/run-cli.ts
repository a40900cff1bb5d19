import { resolve } from 'node:path'

/** The CLI's source entry, run as users run the CLI: a separate process. */
export const cliEntry = resolve(import.meta.dirname, '../index.ts')

export type Run = { code: number; stdout: string; stderr: string }

/**
 * Runs the CLI with plain output and no registry from the environment; `command` runs another
 * build of it (the bundle under Node.js).
 */
export async function runCli(
  args: string[],
  options: { cwd: string; env?: Record<string, string>; command?: string[] },
): Promise<Run> {
  const proc = Bun.spawn([...(options.command ?? [process.execPath, cliEntry]), ...args], {
    cwd: options.cwd,
    env: {
      ...process.env,
      NO_COLOR: '1',
      SNIPSTACK_REGISTRY_URL: '',
      // Hints repeat how the CLI was started (utils/invocation.ts): not by whatever ran the tests.
      npm_config_user_agent: '',
      npm_command: '',
      npm_lifecycle_event: '',
      npm_lifecycle_script: '',
      ...options.env,
    },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ])
  return { code, stdout, stderr }
}
