import ora, { type Ora } from 'ora'
import { type Colors, stderrColors } from './colors'

export type Spinner = {
  succeed(text?: string): void
  fail(text?: string): void
  info(text?: string): void
  set text(value: string)
}

export type Logger = {
  readonly silent: boolean
  /** Colours for what this logger writes (stderr); plain when that is not a terminal or NO_COLOR is set. */
  readonly colors: Colors
  info(message: string): void
  success(message: string): void
  warn(message: string): void
  /** Plain output that is the command's result (list, view, diff): printed even when it is all there is. */
  log(message: string): void
  break(): void
  /** An animated spinner on a terminal; a `- step` line then `✔ step` line elsewhere (CI logs). */
  spinner(text: string): Spinner
}

/**
 * Progress and notes go to stderr and the command's result to stdout, so `snipstack list > file`
 * captures only the list. `--silent` hides everything but errors and results. A command whose
 * stdout carries a protocol (`snipstack mcp`) sends results to stderr as well.
 */
export function createLogger({
  silent = false,
  colors = stderrColors,
  results = process.stdout,
}: {
  silent?: boolean
  colors?: Colors
  results?: Pick<NodeJS.WriteStream, 'write'>
} = {}): Logger {
  const note = (line: string) => {
    if (!silent) process.stderr.write(`${line}\n`)
  }
  const symbols = { success: colors.green('✔'), info: colors.blue('ℹ') }
  return {
    silent,
    colors,
    info: (message) => note(message),
    success: (message) => note(`${symbols.success} ${message}`),
    warn: (message) => note(`${colors.yellow('!')} ${message}`),
    log: (message) => {
      results.write(`${message}\n`)
    },
    break: () => note(''),
    spinner(text) {
      // ora's own symbols decide colour from the environment alone, so ours are passed in.
      const spinner: Ora = ora({
        text,
        stream: process.stderr,
        isSilent: silent,
        discardStdin: false,
        color: colors.isColorSupported ? 'cyan' : false,
      }).start()
      return {
        succeed: (done) => void spinner.stopAndPersist({ symbol: symbols.success, text: done }),
        // Without a text the step just ends: the error that follows says what went wrong, once.
        fail: (failed) =>
          void (failed ? spinner.stopAndPersist({ symbol: colors.red('✖'), text: failed }) : spinner.stop()),
        info: (info) => void spinner.stopAndPersist({ symbol: symbols.info, text: info }),
        set text(value: string) {
          spinner.text = value
        },
      }
    },
  }
}
