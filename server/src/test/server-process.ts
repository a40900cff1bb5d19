import { fileURLToPath } from 'node:url'

/** The real entry point, as `bun run start` runs it. */
const entry = fileURLToPath(new URL('../index.ts', import.meta.url))

/** The line the entry prints once it listens; `bun run start` users and tests wait for it. */
const runningLine = /Snipstack is running at http:\/\/localhost:(\d+)/

export type ServerProcess = {
  child: Bun.Subprocess<'ignore', 'pipe', 'pipe'>
  /** Everything the process wrote so far, stdout and stderr interleaved as they arrived. */
  output(): string
  /** Resolves with the first match of `pattern` in the output; fails once the process exits or time runs out. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>
  /** Waits for the running line and answers the server's base URL on 127.0.0.1. */
  ready(timeoutMs?: number): Promise<string>
  /** The exit code, once the process has ended and its output is all read. */
  exited(): Promise<number>
  /** SIGTERM, then SIGKILL if it is still running after `timeoutMs`; answers the exit code. */
  stop(timeoutMs?: number): Promise<number>
}

/**
 * Spawns the server entry as its own process with a clean environment: only PATH, production
 * defaults on a port of the kernel's choosing, and `env` on top.
 */
export function startServerProcess(env: Record<string, string> = {}): ServerProcess {
  const child = Bun.spawn([process.execPath, entry], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  })
  let output = ''
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder()
    for await (const chunk of stream) output += decoder.decode(chunk, { stream: true })
  }
  const drained = Promise.all([collect(child.stdout), collect(child.stderr)])

  async function waitFor(pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const match = output.match(pattern)
      if (match) return match
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`No ${pattern} in:\n${output}`)
      await Bun.sleep(50)
    }
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
      const [, port] = await waitFor(runningLine, timeoutMs)
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
  }
}
