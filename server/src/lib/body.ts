import { AppError } from './errors'
import { isJsonContentType, jsonOnly } from './writes'

/** Largest request body the server reads. */
export const BODY_LIMIT_BYTES = 1024 * 1024

/**
 * Shape limits every JSON body must keep before it is parsed. No contract comes near them; they
 * exist because JSON.parse on a hostile body (a hundred thousand nested brackets, a million-entry
 * array) costs the whole process its main thread, and a stack overflow there is a 500.
 */
export const JSON_LIMITS = {
  /** Objects and arrays inside one another. */
  depth: 20,
  /** Members of one object or elements of one array. */
  entries: 1000,
  /** Characters of one object key, escapes counted as written. */
  keyLength: 256,
} as const

export type JsonLimits = typeof JSON_LIMITS

const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const COLON = 0x3a

/**
 * One pass over the text that refuses a body beyond the limits, without building anything. It
 * trusts JSON.parse to judge validity afterwards, so it only tracks what the limits need: the
 * container stack, each container's entry count and where object keys start and end. Messages
 * never quote the body.
 */
export function checkJsonShape(text: string, limits: JsonLimits = JSON_LIMITS): void {
  // Per open container: 1 for an object, 0 for an array, and its entry count so far.
  const kinds: number[] = []
  const counts: number[] = []
  let expectKey = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const start = i
      i++
      while (i < text.length) {
        const s = text.charCodeAt(i)
        if (s === BACKSLASH) i += 2
        else if (s === QUOTE) break
        else i++
      }
      if (expectKey && i - start - 1 > limits.keyLength) {
        throw new AppError(
          'VALIDATION',
          `The request body has an object key longer than ${limits.keyLength} characters.`,
        )
      }
      continue
    }
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (kinds.length >= limits.depth) {
        throw new AppError(
          'VALIDATION',
          `The request body nests objects and arrays deeper than ${limits.depth} levels.`,
        )
      }
      kinds.push(c === OPEN_OBJECT ? 1 : 0)
      counts.push(1)
      expectKey = c === OPEN_OBJECT
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      kinds.pop()
      counts.pop()
      expectKey = false
    } else if (c === COMMA && counts.length) {
      const top = counts.length - 1
      const count = (counts[top] as number) + 1
      if (count > limits.entries) {
        throw new AppError(
          'VALIDATION',
          `The request body has an object or array with more than ${limits.entries} entries.`,
        )
      }
      counts[top] = count
      expectKey = kinds[top] === 1
    } else if (c === COLON) {
      expectKey = false
    }
  }
}

/**
 * Reads a body stream, counting bytes as they arrive, and stops at the first chunk past `limit`:
 * a client that never ends its upload costs at most `limit` bytes of memory.
 */
export async function readBytesWithin(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.byteLength
    if (length > limit) {
      await reader.cancel().catch(() => {})
      throw payloadTooLarge(limit)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, length)
}

export function payloadTooLarge(limit: number): AppError {
  const size = limit % (1024 * 1024) === 0 ? `${limit / (1024 * 1024)} MiB` : `${Math.floor(limit / 1024)} KiB`
  return new AppError('PAYLOAD_TOO_LARGE', `The request body is larger than ${size}.`)
}

const emptyBody = () => new AppError('BAD_REQUEST', 'The request body is empty; this route expects JSON.')

/** A JSON body read within the size limit, checked for shape, then parsed. */
export async function parseJsonBody(request: Request, limit: number): Promise<unknown> {
  if (!request.body) throw emptyBody()
  const text = new TextDecoder().decode(await readBytesWithin(request.body, limit))
  if (!text.trim()) throw emptyBody()
  checkJsonShape(text)
  try {
    return JSON.parse(text)
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.')
  }
}

/** Reads a JSON body within the size limit and shape limits; see `jsonBody`. */
async function parseLimitedJson({ request }: { request: Request }): Promise<unknown> {
  // The foundation lets multipart through for the upload routes; a JSON route takes JSON only.
  if (request.body && !isJsonContentType(request.headers.get('content-type'))) throw jsonOnly()
  return parseJsonBody(request, BODY_LIMIT_BYTES)
}

/**
 * The `parse` option of every route that takes a JSON body: anything not labelled JSON is a 415.
 * Ours runs first and always answers, so Elysia's own JSON.parse never sees an unchecked body; the
 * 'json' entry is what tells the OpenAPI document the body is JSON. app.int.test.ts checks that
 * every route with a body schema uses it.
 */
export const jsonBody: [typeof parseLimitedJson, 'json'] = [parseLimitedJson, 'json']
