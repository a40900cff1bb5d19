export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

export type Logger = {
  debug(message: string): void
  info(message: string): void
  warn(message: string): void
  /** `detail` (usually the caught error, with its stack) goes to the log and nowhere else. */
  error(message: string, detail?: unknown): void
  /** Whether `level` is written; lets a caller skip building a line nobody reads. */
  enabled?(level: LogLevel): boolean
}

type Sink = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>

/** A console logger that drops everything below `level`; `silent` drops everything. */
export function createLogger(level: LogLevel, sink: Sink = console): Logger {
  const threshold = logLevels.indexOf(level)
  const enabled = (l: LogLevel) => level !== 'silent' && logLevels.indexOf(l) >= threshold
  return {
    enabled,
    debug(message) {
      if (enabled('debug')) sink.debug(message)
    },
    info(message) {
      if (enabled('info')) sink.info(message)
    },
    warn(message) {
      if (enabled('warn')) sink.warn(message)
    },
    error(message, detail) {
      if (!enabled('error')) return
      if (detail === undefined) sink.error(message)
      else sink.error(message, detail)
    },
  }
}

/** One line per request; the query string is left out because it may carry tokens. */
export function requestLine(method: string, url: string, status: number, durationMs: number): string {
  return `${method} ${pathOf(url)} ${status} ${durationMs.toFixed(1)}ms`
}

/** A request URL's path, without the query (which may hold tokens). */
export function pathOf(url: string): string {
  // Without a valid Host Bun hands over the bare request target instead of a URL.
  return URL.canParse(url) ? new URL(url).pathname : url.split('?')[0] || '/'
}
