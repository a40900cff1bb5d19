import { Elysia, ParseError, ValidationError } from 'elysia'
import { isDatabaseUnavailable } from '../db/errors'
import { AppError, errorJson } from './errors'
import type { Logger } from './logger'
import { securityHeaders } from './security'
import { validationError } from './validation'

/** Largest request body the server reads. */
export const BODY_LIMIT_BYTES = 1024 * 1024

export type HttpOptions = { logger: Logger; bodyLimit?: number }

export function notFound(method: string, path: string) {
  return new AppError('NOT_FOUND', `No route matches ${method} ${path}.`)
}

function tooLarge(limit: number) {
  const size = limit % (1024 * 1024) === 0 ? `${limit / (1024 * 1024)} MiB` : `${Math.floor(limit / 1024)} KiB`
  return new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${size}.`)
}

/** Reads at most `limit + 1` bytes of a stream to learn whether it is longer than `limit`. */
async function longerThan(stream: ReadableStream<Uint8Array>, limit: number): Promise<boolean> {
  const reader = stream.getReader()
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return false
    length += value.byteLength
    if (length > limit) {
      await reader.cancel()
      return true
    }
  }
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
  const { pathname } = new URL(request.url)
  if (error instanceof ValidationError) {
    if (error.type !== 'response') return validationError(error.valueError)
    // The handler broke its own contract: a server bug, not the client's fault.
    logger.error(`Response of ${request.method} ${pathname} does not match its contract`, error.valueError)
    return new AppError('INTERNAL', 'Something went wrong on our side.')
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn(`Database unavailable during ${request.method} ${pathname}: ${(error as Error).message}`)
    return new AppError('UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.')
  }
  logger.error(`Unexpected error during ${request.method} ${pathname}`, error)
  return new AppError('INTERNAL', 'Something went wrong on our side.')
}

/**
 * What every part of the server shares: security headers, the body size limit and the one
 * error shape. `createApp` installs it first; tests put it under their own Elysia instances.
 */
export function httpFoundation({ logger, bodyLimit = BODY_LIMIT_BYTES }: HttpOptions) {
  return new Elysia()
    .onRequest(async ({ request, set }) => {
      Object.assign(set.headers, securityHeaders)
      const length = request.headers.get('content-length')
      if (length) {
        if (Number(length) > bodyLimit) throw tooLarge(bodyLimit)
        return
      }
      // Without a Content-Length (a chunked upload) the size is known only by reading; a clone
      // leaves the original body to Elysia's parser. This lives here rather than in a parse hook,
      // which would hide every route's request body from the OpenAPI document.
      const body = request.body ? request.clone().body : null
      if (body && (await longerThan(body, bodyLimit))) throw tooLarge(bodyLimit)
    })
    .onError({ as: 'global' }, ({ error, code, request, path }) => {
      if (code === 'NOT_FOUND') return errorJson(notFound(request.method, path))
      return errorJson(toAppError(error, request, logger))
    })
}
