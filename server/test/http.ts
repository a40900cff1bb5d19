import { type ErrorResponse, errorResponse } from '@snipstack/contracts'
import { createLogger, type Logger } from '../src/lib/logger'

/** Sends a request to an app in process, the way Bun.serve would hand it over. */
export function call(
  app: { handle(request: Request): Response | Promise<Response> },
  path: string,
  init?: RequestInit,
): Promise<Response> {
  return Promise.resolve(app.handle(new Request(`http://localhost${path}`, init)))
}

export const silentLogger: Logger = createLogger('silent')

/** A logger that keeps what it is given, for tests that assert on the log. */
export function memoryLogger(): Logger & { lines: string[]; details: unknown[] } {
  const lines: string[] = []
  const details: unknown[] = []
  return {
    lines,
    details,
    debug: (message) => lines.push(`debug ${message}`),
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message, detail) => {
      lines.push(`error ${message}`)
      if (detail !== undefined) details.push(detail)
    },
  }
}

export const jsonHeaders = { 'content-type': 'application/json' }

/** The error body of a response, checked against the one error contract. */
export async function errorBody(response: Response): Promise<ErrorResponse['error']> {
  return errorResponse.parse(await response.json()).error
}
