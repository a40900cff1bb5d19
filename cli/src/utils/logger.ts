import ora, { type Ora } from 'ora'
import { type Colors, colorEnabled, stderrColors } from './colors'
import { terminalText } from './terminal'

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

type Output = Pick<NodeJS.WriteStream, 'write'> & { isTTY?: boolean }

/**
 * Progress and notes go to stderr and the command's result to stdout, so `snipstack list > file`
 * captures only the list. `--silent` hides everything but errors and results. A command whose
 * stdout carries a protocol (`snipstack mcp`) sends results to stderr as well.
 *
 * Messages carry registry text (names, descriptions, file contents, the server's errors), so
 * everything written passes through terminalText: only our own colours survive as escape codes.
 */
export function createLogger({
  silent = false,
  colors = stderrColors,
  results = process.stdout,
  stream = process.stderr,
}: {
  silent?: boolean
  colors?: Colors
  results?: Output
  /** Where notes and the spinner go; tests pass a stand-in terminal. */
  stream?: NodeJS.WriteStream
} = {}): Logger {
  const safe = (text: string) => terminalText(text, { keepColours: colors.isColorSupported })
  const resultColours = colorEnabled(results)
  const note = (line: string) => {
    if (!silent) stream.write(`${safe(line)}\n`)
  }
  const symbols = { success: colors.green('✔'), info: colors.blue('ℹ') }
  return {
    silent,
    colors,
    info: (message) => note(message),
    success: (message) => note(`${symbols.success} ${message}`),
    warn: (message) => note(`${colors.yellow('!')} ${message}`),
    log: (message) => {
      results.write(`${terminalText(message, { keepColours: resultColours })}\n`)
    },
    break: () => note(''),
    spinner(text) {
      // ora's own symbols decide colour from the environment alone, so ours are passed in.
      const spinner: Ora = ora({
        text: safe(text),
        stream,
        isSilent: silent,
        // ora works out how many lines to clear by dividing by the width: a terminal that reports
        // 0 columns would have it clear lines forever, so it gets the plain `- step` lines instead.
        ...(stream.columns === 0 ? { isEnabled: false } : {}),
        discardStdin: false,
        color: colors.isColorSupported ? 'cyan' : false,
      }).start()
      const persist = (symbol: string, line?: string) =>
        void spinner.stopAndPersist({ symbol, text: line === undefined ? undefined : safe(line) })
      return {
        succeed: (done) => persist(symbols.success, done),
        // Without a text the step just ends: the error that follows says what went wrong, once.
        fail: (failed) => (failed ? persist(colors.red('✖'), failed) : void spinner.stop()),
        info: (info) => persist(symbols.info, info),
        set text(value: string) {
          spinner.text = safe(value)
        },
      }
    },
  }
}
