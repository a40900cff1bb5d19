import ora, { type Ora } from 'ora'
import pc from 'picocolors'

export type Spinner = {
  succeed(text?: string): void
  fail(text?: string): void
  info(text?: string): void
  set text(value: string)
}

export type Logger = {
  readonly silent: boolean
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
 * captures only the list. `--silent` hides everything but errors and results.
 */
export function createLogger({ silent = false }: { silent?: boolean } = {}): Logger {
  const note = (line: string) => {
    if (!silent) process.stderr.write(`${line}\n`)
  }
  return {
    silent,
    info: (message) => note(message),
    success: (message) => note(`${pc.green('✔')} ${message}`),
    warn: (message) => note(`${pc.yellow('!')} ${message}`),
    log: (message) => {
      process.stdout.write(`${message}\n`)
    },
    break: () => note(''),
    spinner(text) {
      const spinner: Ora = ora({ text, stream: process.stderr, isSilent: silent, discardStdin: false }).start()
      return {
        succeed: (done) => void spinner.succeed(done),
        // Without a text the step just ends: the error that follows says what went wrong, once.
        fail: (failed) => void (failed ? spinner.fail(failed) : spinner.stop()),
        info: (info) => void spinner.info(info),
        set text(value: string) {
          spinner.text = value
        },
      }
    },
  }
}
