import { z } from 'zod'

export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'VALIDATION',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const
export const errorCode = z.enum(errorCodes)
export type ErrorCode = z.infer<typeof errorCode>

/** The one error body every /api failure answers with. */
export const errorResponse = z.object({
  error: z.object({
    message: z.string().describe('A sentence a person can read.'),
    field: z
      .string()
      .optional()
      .describe('Dotted path of the input that was rejected, e.g. `tags.1`; present on validation errors.'),
    code: errorCode,
  }),
})
export type ErrorResponse = z.infer<typeof errorResponse>
