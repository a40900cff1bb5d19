import { createColors } from 'picocolors'

export type Colors = ReturnType<typeof createColors>

type Stream = { isTTY?: boolean }

/**
 * Whether text written to `stream` may carry ANSI colours. NO_COLOR (https://no-color.org: set and
 * not empty) and TERM=dumb turn them off, FORCE_COLOR turns them on (except `0` or `false`), and
 * otherwise only a terminal gets them. picocolors' own default is not used: it looks at stdout
 * whatever the stream, and colours every CI log.
 */
export function colorEnabled(stream: Stream, env: Record<string, string | undefined> = process.env): boolean {
  if (env.NO_COLOR) return false
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '')
    return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false'
  return Boolean(stream.isTTY) && env.TERM !== 'dumb'
}

export const colorsFor = (stream: Stream, env?: Record<string, string | undefined>): Colors =>
  createColors(colorEnabled(stream, env))

/** For notes, progress and errors (stderr). */
export const stderrColors = colorsFor(process.stderr)
/** For a command's result (stdout): lists, views, patches. */
export const stdoutColors = colorsFor(process.stdout)
