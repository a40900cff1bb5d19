import { ValidationError } from 'elysia'
import type { z } from 'zod'
import { type BodyEncoding, type CompressionEffort, compressBytes, negotiateEncoding } from './encoding'
import { etagOf, matchesEtag } from './etag'

/**
 * A JSON answer made once and sent many times: checked against its contract, serialised,
 * tagged and (on first demand per coding) compressed when it is made, so that sending it again
 * costs a header lookup and a copy of bytes.
 */
export type PreparedJson = {
  /** The JSON text as UTF-8. */
  body: Uint8Array
  /** Strong validator of the identity body; a compressed body has its own (see `etagFor`). */
  etag: string
  /** The codings worth offering for this body; none for a body too small to gain from one. */
  codings: readonly BodyEncoding[]
  /** The body in `encoding`, compressed on first use and kept. */
  encoded(encoding: BodyEncoding): Uint8Array
}

export const JSON_CONTENT_TYPE = 'application/json;charset=utf-8'

/** Below this, a compressed body saves a few dozen bytes at best: not worth a coding. */
const COMPRESS_FROM_BYTES = 1024
/**
 * The codings offered, by effort, best first. A body compressed `fast` is made for one answer, so the
 * quickest coding wins (zstd, where the client takes it); a `dense` one is sent many times, so the
 * smallest does (brotli at quality 5 beats zstd's default level on our JSON).
 */
const CODINGS: Record<CompressionEffort, readonly BodyEncoding[]> = {
  dense: ['br', 'gzip'],
  fast: ['zstd', 'br', 'gzip'],
}

export type PrepareOptions<T> = {
  compression?: CompressionEffort
  /** Makes the JSON text of what the contract answered; JSON.stringify unless the caller knows a faster way to the same text. */
  serialise?: (checked: T) => string
}

const textEncoder = new TextEncoder()

/**
 * Checks `value` against the route's response contract and serialises what the contract
 * answers, as Elysia's response validation does for a route that returns an object (it sends
 * the schema's output, so a key the contract does not name never leaves). A value off its
 * contract is a server bug: the same Elysia ValidationError is thrown, which the error handler
 * logs and answers with a 500 (lib/http.ts). `compression` says how hard a coding works (encoding.ts):
 * `fast` for an answer to a search text, which is rarely sent twice.
 */
export function prepareJson<S extends z.ZodType>(
  contract: S,
  value: unknown,
  { compression = 'dense', serialise = JSON.stringify }: PrepareOptions<z.output<S>> = {},
): PreparedJson {
  const checked = contract.safeParse(value)
  if (!checked.success) throw new ValidationError('response', contract, value)
  const body = textEncoder.encode(serialise(checked.data))
  const variants: Partial<Record<BodyEncoding, Uint8Array>> = {}
  return {
    body,
    etag: etagOf(body),
    codings: body.byteLength >= COMPRESS_FROM_BYTES ? CODINGS[compression] : [],
    encoded(encoding) {
      variants[encoding] ??= compressBytes(encoding, body, compression)
      return variants[encoding]
    },
  }
}

/**
 * A strong ETag names one representation, content coding included (RFC 9110, section 8.8.3), so each
 * compressed body gets the identity tag with the coding appended. A client that switches codings
 * then fetches the body again rather than being told that bytes it never had are unchanged.
 */
export function etagFor(prepared: PreparedJson, encoding: BodyEncoding | undefined): string {
  return encoding ? `${prepared.etag.slice(0, -1)}-${encoding}"` : prepared.etag
}

export type SendOptions = {
  cacheControl: string
  /**
   * Headers that Elysia holds for the answer (its `set.headers`: the security headers from
   * lib/http.ts). They go onto the Response here and are cleared there, because Elysia copies a
   * returned Response into a new one, body as a stream, whenever `set.headers` is not empty.
   */
  pending?: Record<string, unknown>
}

/**
 * The answer to one GET: 304 when If-None-Match already holds the representation's tag,
 * otherwise the body in the best coding the client accepts.
 */
export function sendPrepared(request: Request, prepared: PreparedJson, { cacheControl, pending }: SendOptions) {
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'), prepared.codings)
  const etag = etagFor(prepared, encoding)
  // A plain record: Bun copies it into the Response's headers in one step.
  const headers: Record<string, string> = {}
  if (pending) {
    for (const name in pending) {
      const value = pending[name]
      if (typeof value === 'string' || typeof value === 'number') headers[name] = String(value)
      delete pending[name]
    }
  }
  headers['Cache-Control'] = cacheControl
  headers.ETag = etag
  // Every answer varies by coding when a body is big enough to have codings, 304s included, so
  // that a shared cache keeps the codings apart.
  if (prepared.codings.length) headers.Vary = 'Accept-Encoding'
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  headers['Content-Type'] = JSON_CONTENT_TYPE
  if (encoding) headers['Content-Encoding'] = encoding
  return new Response(encoding ? prepared.encoded(encoding) : prepared.body, { headers })
}
