import { Elysia, ParseError, ValidationError } from 'elysia'
import { isDatabaseUnavailable } from '../db/errors'
import { BODY_LIMIT_BYTES, payloadTooLarge } from './body'
import { AppError, errorJson } from './errors'
import { type Logger, pathOf } from './logger'
import { checkHost, hstsHeader, type OriginOptions } from './origin'
import { securityHeaders } from './security'
import { validationError } from './validation'
import { refuseWrite } from './writes'

export type HttpOptions = { logger: Logger; bodyLimit?: number; origin?: OriginOptions }

export function notFound(method: string, path: string) {
  return new AppError('NOT_FOUND', `No route matches ${method} ${path}.`)
}

/**
 * What a database failure says without the values it was given: drizzle's message repeats the
 * query's parameters (emails, password hashes), so only the innermost cause and the SQL text are
 * logged.
 */
function databaseFailure(error: unknown): string {
  let inner = error
  for (let depth = 0; inner instanceof Error && inner.cause instanceof Error && depth < 5; depth++) inner = inner.cause
  const reason = inner instanceof Error ? inner.message : String(inner)
  const query = (error as { query?: unknown }).query
  return typeof query === 'string' ? `${reason} (query: ${query.slice(0, 200)})` : reason
}

/** SQLSTATE class 22 (data exception): the database refused a value, e.g. a NUL in text. */
function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code } = current as { code?: unknown }
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    current = current.cause
  }
  return false
}

/**
 * Turns anything thrown while handling a request into what the client is told. Expected
 * failures keep their message; anything else becomes a generic 500 whose detail is logged.
 */
export function toAppError(error: unknown, request: Request, logger: Logger): AppError {
  if (error instanceof AppError) return error
  // Errors thrown while a body is parsed surface wrapped in a ParseError.
  if (error instanceof ParseError && error.cause instanceof AppError) return error.cause
  if (error instanceof ParseError) {
    const json = request.headers.get('content-type')?.includes('json')
    return new AppError(
      'BAD_REQUEST',
      json ? 'The request body is not valid JSON.' : 'The request body could not be read.',
    )
  }
  // The router decodes path parameters; `%zz` or an overlong UTF-8 form cannot be decoded.
  if (error instanceof URIError) return new AppError('BAD_REQUEST', 'The URL is not validly percent-encoded.')
  const pathname = pathOf(request.url)
  if (error instanceof ValidationError) {
    if (error.type !== 'response') return validationError(error.valueError)
    // The handler broke its own contract: a server bug, not the client's fault.
    logger.error(`Response of ${request.method} ${pathname} does not match its contract`, error.valueError)
    return new AppError('INTERNAL', 'Something went wrong on our side.')
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn(`Database unavailable during ${request.method} ${pathname}: ${databaseFailure(error)}`)
    return new AppError('UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.')
  }
  // Contracts refuse what the database cannot store; this is the net for anything they miss.
  if (isDataException(error)) {
    logger.warn(`Database refused a value during ${request.method} ${pathname}: ${databaseFailure(error)}`)
    return new AppError('BAD_REQUEST', 'The request holds a value that cannot be stored.')
  }
  logger.error(`Unexpected error during ${request.method} ${pathname}`, error)
  return new AppError('INTERNAL', 'Something went wrong on our side.')
}

/**
 * What every part of the server shares: security headers, the Host check, the rules every write
 * must keep (writes.ts), the body size limit and the one error shape. `createApp` installs it first;
 * tests put it under their own Elysia instances.
 */
export function httpFoundation({ logger, bodyLimit = BODY_LIMIT_BYTES, origin = {} }: HttpOptions) {
  const hsts = hstsHeader(origin)
  const headers = hsts ? { ...securityHeaders, 'Strict-Transport-Security': hsts } : securityHeaders
  return new Elysia()
    .onRequest(({ request, set }) => {
      Object.assign(set.headers, headers)
      const refused = checkHost(request, origin) ?? refuseWrite(request, origin)
      if (refused) throw refused
      // A chunked upload has no Content-Length: `serve()` counts it while it streams in, and
      // `jsonBody` (lib/body.ts) counts what reaches a JSON route in process.
      const length = request.headers.get('content-length')
      if (length && Number(length) > bodyLimit) throw payloadTooLarge(bodyLimit)
    })
    .onError({ as: 'global' }, ({ error, code, request, path }) => {
      // Elysia takes `code` from the thrown error, so a handler's own 404 (an AppError) reads as
      // 'NOT_FOUND' too and must keep its message; only the router's miss is "no route".
      if (code === 'NOT_FOUND' && !(error instanceof AppError)) return errorJson(notFound(request.method, path))
      return errorJson(toAppError(error, request, logger))
    })
}
