import { z } from 'zod'
import { singleLine } from './text'

/**
 * Building blocks of the catalogues' query strings (snippets.ts, templates.ts). Query values
 * arrive as strings; these read them the same way for every catalogue.
 */

/**
 * An optional query parameter that an empty value leaves out: the site prefetches with
 * `categorySlug=` and an emptied search box removes `name` (docs/product.md, API and errors and
 * Search).
 */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/**
 * A 1-based page number written as digits, 1 when absent or empty. Seven digits at most, so that
 * a huge number is refused before it is parsed; `max` keeps the row offset a small number.
 */
export const pageNumber = (max: number, message: string) =>
  optional(
    z
      .string(message)
      .regex(/^[0-9]{1,7}$/, message)
      .transform(Number)
      .refine((page) => page >= 1 && page <= max, message),
  ).transform((page) => page ?? 1)

/** Lowercase letters and digits in words joined by single dashes: slugs and tags. */
export const DASHED_WORDS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Dashed lowercase words (a slug, a tag), at most `max` characters. */
export const dashedWords = (max: number, message: string) =>
  z.string(message).max(max, message).regex(DASHED_WORDS, message)

/** A search box's text: one line, trimmed, at most `max` characters; blank counts as absent. */
export const searchText = (max: number, message: string) =>
  optional(
    singleLine()
      .trim()
      .max(max, message)
      .transform((text) => text || undefined),
  )
