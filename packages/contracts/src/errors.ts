import { z } from 'zod'

/** The one error body every /api failure answers with. */
export const errorResponse = z.object({
  error: z.object({
    message: z.string(),
    field: z.string().optional(),
    code: z.string(),
  }),
})
export type ErrorResponse = z.infer<typeof errorResponse>

export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'VALIDATION',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const
export type ErrorCode = (typeof errorCodes)[number]
