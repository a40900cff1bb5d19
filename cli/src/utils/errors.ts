import { stderrColors } from './colors'
import { CLI_NAME } from './constants'
import { terminalText } from './terminal'

/**
 * An expected failure with a message written for the user. `hint` is the next step to take
 * ("Run `snipstack init`"); both are printed as they are, without a stack trace.
 */
export class CliError extends Error {
  readonly hint?: string
  readonly exitCode: number

  constructor(message: string, options: { hint?: string; exitCode?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'CliError'
    this.hint = options.hint
    this.exitCode = options.exitCode ?? 1
  }
}

/** The text a user sees for a failure; unexpected errors keep their message and say it is a bug. */
export function errorText(error: unknown): string {
  if (error instanceof CliError) return error.hint ? `${error.message}\n${error.hint}` : error.message
  const message = error instanceof Error ? error.message : String(error)
  return `Unexpected error: ${message}\nThis is a bug in ${CLI_NAME}; please report it with the command you ran.`
}

/** Every command's action ends here on failure: one message on stderr and a non-zero exit code. */
export function handleError(error: unknown): never {
  // Messages quote what a registry sent (names, paths, its own error text).
  const text = terminalText(errorText(error))
  const [first = '', ...rest] = text.split('\n')
  process.stderr.write(`${stderrColors.red('✖')} ${first}\n`)
  for (const line of rest) process.stderr.write(`  ${line}\n`)
  if (!(error instanceof CliError) && error instanceof Error && process.env.DEBUG) {
    process.stderr.write(`${terminalText(error.stack ?? '')}\n`)
  }
  process.exit(error instanceof CliError ? error.exitCode : 1)
}
