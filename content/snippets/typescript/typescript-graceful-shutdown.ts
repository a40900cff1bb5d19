type Hook = { name: string; close: () => Promise<void> | void }

export type ShutdownOptions = {
  /** Longest time each hook may take before it is abandoned. */
  hookTimeoutMs?: number
  exit?: (code: number) => void
  log?: (message: string) => void
}

/**
 * Closes resources in reverse order of registration on SIGTERM or SIGINT (or a manual call), so a server
 * stops accepting requests before the database it depends on is closed. Runs at most once.
 */
export function createShutdown({
  hookTimeoutMs = 10_000,
  exit = process.exit,
  log = console.error,
}: ShutdownOptions = {}) {
  const hooks: Hook[] = []
  let running: Promise<void> | undefined

  const runHook = async ({ name, close }: Hook): Promise<boolean> => {
    try {
      await Promise.race([
        Promise.resolve().then(close),
        new Promise((_, reject) =>
          setTimeout(reject, hookTimeoutMs, new Error(`timed out after ${hookTimeoutMs}ms`)).unref(),
        ),
      ])
      log(`closed ${name}`)
      return true
    } catch (error) {
      log(`failed to close ${name}: ${error instanceof Error ? error.message : String(error)}`)
      return false
    }
  }

  const shutdown = (reason: string): Promise<void> => {
    running ??= (async () => {
      log(`shutting down (${reason})`)
      let ok = true
      // One at a time, newest first: later resources usually depend on earlier ones.
      for (const hook of [...hooks].reverse()) ok = (await runHook(hook)) && ok
      exit(ok ? 0 : 1)
    })()
    return running
  }

  return {
    onShutdown: (name: string, close: Hook['close']) => void hooks.push({ name, close }),
    shutdown,
    listen(signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT']) {
      for (const signal of signals) process.once(signal, () => void shutdown(signal))
    },
  }
}
