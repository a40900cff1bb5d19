import type { z } from 'zod'
import { AppError } from './errors'

/**
 * One rejected input as Elysia's ValidationError carries it: a Standard Schema issue (zod)
 * with a path array, or a TypeBox error with a JSON pointer such as `/tags/1`.
 */
export type Issue = { message: string; path?: string | ReadonlyArray<PropertyKey | { key: PropertyKey }> }

/** `['tags', 1, 'name']` or `/tags/1/name` → `'tags.1.name'`; the root itself has no field. */
export function fieldOf(path: Issue['path']): string | undefined {
  const segments =
    typeof path === 'string'
      ? path.split('/').filter(Boolean)
      : (path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment))
  return segments.length ? segments.join('.') : undefined
}

/** The 422 a client sees for one rejected input: the first issue's path and its message. */
export function validationError(issue: Issue | undefined): AppError {
  return new AppError('VALIDATION', issue?.message ?? 'The request is not valid.', fieldOf(issue?.path))
}

/**
 * Validates a value against a contract where Elysia's route options cannot (a header, a value
 * the handler assembles) and throws the same 422 that route validation gives.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw validationError(result.error.issues[0])
  return result.data
}
