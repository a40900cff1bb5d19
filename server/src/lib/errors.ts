import { type ErrorCode, type ErrorResponse, errorResponse } from '@snipstack/contracts'

export const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
}

/** The server's one error type; `toBody()` is the only error shape /api answers with. */
export class AppError extends Error {
  readonly status: number

  /** When the client may try again, said in Retry-After on every answer of this error. */
  retryAfterSeconds?: number

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'AppError'
    this.status = statusByCode[code]
  }

  toBody(): ErrorResponse {
    return { error: { message: this.message, code: this.code, ...(this.field ? { field: this.field } : {}) } }
  }
}

/** A 429 that knows when the client may try again, which every answer of it says in Retry-After. */
export class RateLimitedError extends AppError {
  constructor(
    override readonly retryAfterSeconds: number,
    message?: string,
  ) {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    const wait = retryAfterSeconds < 60 ? 'a minute' : `${minutes} minute${minutes === 1 ? '' : 's'}`
    super('RATE_LIMITED', message ?? `Too many attempts. Please wait ${wait} and try again.`)
  }
}

/**
 * A 503 for work the server refuses to queue any longer (password checks, searches): the client
 * may try again after `retryAfterSeconds`, which every answer of it says in Retry-After.
 */
export class BusyError extends AppError {
  constructor(
    override readonly retryAfterSeconds: number,
    message = 'The service is busy. Please try again in a moment.',
  ) {
    super('UNAVAILABLE', message)
  }
}

export function errorJson(error: AppError): Response {
  const { retryAfterSeconds } = error
  const headers = retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) }
  return Response.json(error.toBody(), { status: error.status, headers })
}

/** A route's documented error answers: each status with the one error shape. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponse]))
