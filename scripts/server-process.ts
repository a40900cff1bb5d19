import { readFileSync } from 'node:fs'
import { root } from './lib'

export type ServerProcess = {
  /** `http://127.0.0.1:<port>`: a loopback host, which the server accepts without PUBLIC_URL. */
  origin: string
  pid: number
  /** CPU the process has used so far, in seconds; undefined where /proc is not available. */
  cpuSeconds(): number | undefined
  /** SIGTERM, so the server shuts down as in production; SIGKILL if it has not exited in 15 s. */
  stop(): Promise<void>
}

export type StartOptions = {
  /** Names the process in messages and prefixes the output it prints after it is ready. */
  name: string
  env: Record<string, string | undefined>
  /** Matches the line the server prints once it listens; its first group is the port. */
  ready: RegExp
  timeoutMs?: number
}

async function* lines(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder()
  let pending = ''
  for await (const chunk of stream) {
    pending += decoder.decode(chunk, { stream: true })
    const parts = pending.split('\n')
    pending = parts.pop() ?? ''
    yield* parts
  }
  if (pending) yield pending
}

/**
 * Starts a server process and resolves once it has printed its ready line, reading the port from
 * it, so callers can pass PORT=0 and never collide with a port already in use.
 */
export async function startServerProcess(cmd: string[], options: StartOptions): Promise<ServerProcess> {
  const { name, ready, timeoutMs = 60_000 } = options
  const proc = Bun.spawn(cmd, { cwd: root, env: options.env, stdout: 'pipe', stderr: 'inherit' })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    proc.kill('SIGKILL')
  }, timeoutMs)

  // One iterator for the whole life of the process: leaving a for-await loop would cancel the
  // stream, and the server's next write to stdout would then fail.
  const output = lines(proc.stdout)
  const before: string[] = []
  let port: string | undefined
  while (port === undefined) {
    const next = await output.next()
    if (next.done) break
    const match = ready.exec(next.value)
    if (match) port = match[1]
    else before.push(next.value)
  }
  clearTimeout(timer)
  if (port === undefined) {
    const code = await proc.exited
    const why = timedOut ? `did not start within ${timeoutMs / 1000} s` : `exited with code ${code} before it was ready`
    throw new Error(`${name} ${why}${before.length ? `:\n${before.join('\n')}` : ''}`)
  }
  // Whatever it prints later (warnings) still shows, marked as its own.
  void (async () => {
    for (let next = await output.next(); !next.done; next = await output.next()) console.log(`[${name}] ${next.value}`)
  })()

  return {
    origin: `http://127.0.0.1:${port}`,
    pid: proc.pid,
    cpuSeconds: () => {
      try {
        // Fields 14 and 15 of /proc/<pid>/stat (user and system time) in USER_HZ ticks, which Linux
        // fixes at 100 for user space. Split after the `)` that closes the command name, which may
        // itself contain spaces: field 3 is then at index 0.
        const stat = readFileSync(`/proc/${proc.pid}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        return (Number(fields[11]) + Number(fields[12])) / 100
      } catch {
        return undefined
      }
    },
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return
      proc.kill('SIGTERM')
      const killer = setTimeout(() => proc.kill('SIGKILL'), 15_000)
      await proc.exited
      clearTimeout(killer)
    },
  }
}
