import { Duplex } from 'node:stream'
import { brotliCompressSync, constants, createBrotliCompress, gzipSync } from 'node:zlib'

export type Encoding = 'br' | 'gzip'
/**
 * The codings a whole body made at once can have: zstd besides, which compresses a small body at its
 * fastest level a third quicker than brotli's and smaller, but which Safari does not accept.
 */
export type BodyEncoding = Encoding | 'zstd'

/**
 * The first of `offered` (our order of preference) that an Accept-Encoding header allows.
 * `q=0` refuses an encoding; `*` stands for every encoding the header does not name.
 *
 * Clients send a handful of distinct headers (each browser and HTTP library its own), so the
 * answers are remembered per header and offer: parsing the header again on every request was a
 * visible share of what a cached API answer costs.
 */
export function negotiateEncoding<E extends BodyEncoding>(header: string | null, offered: readonly E[]): E | undefined {
  if (!header || offered.length === 0) return undefined
  const key = `${offered.join(',')}|${header}`
  if (negotiated.has(key)) return negotiated.get(key) as E | undefined
  const chosen = chooseEncoding(header, offered)
  // Headers are client-chosen, so the memory is bounded: a flood of odd ones only resets it.
  if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear()
  negotiated.set(key, chosen)
  return chosen
}

const NEGOTIATED_MAX = 256
const negotiated = new Map<string, BodyEncoding | undefined>()

function chooseEncoding<E extends BodyEncoding>(header: string, offered: readonly E[]): E | undefined {
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight)
  }
  return offered.find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0)
}

/**
 * How hard a compressor works. `dense` (brotli quality 5, gzip's default level 6) suits pages and
 * bodies sent many times from memory but made anew every few seconds (cached API answers): brotli's
 * default quality 11 costs several times as long (about a millisecond at 5 for an 80 kB page) for
 * a few per cent fewer bytes. `fast` (zstd level 1, brotli quality 1, gzip level 1) suits bodies made for one
 * visitor's text and rarely sent twice (a search's answer): on a 9 kB list it costs about a third
 * of `dense` for a fifth more bytes, and on an uncached search that compression was the largest
 * single share of the server's time.
 */
export type CompressionEffort = 'dense' | 'fast'
const LEVELS: Record<CompressionEffort, { brotli: number; gzip: number; zstd: number }> = {
  dense: { brotli: 5, gzip: 6, zstd: 3 },
  fast: { brotli: 1, gzip: 1, zstd: 1 },
}

/** A streaming compressor for a response body, at the dense settings (gzip's default level is 6). */
export function compressor(encoding: Encoding): ReadableWritablePair<Uint8Array, Uint8Array> {
  const pair =
    encoding === 'gzip'
      ? new CompressionStream('gzip')
      : Duplex.toWeb(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: LEVELS.dense.brotli } }))
  return pair as unknown as ReadableWritablePair<Uint8Array, Uint8Array>
}

/** Compresses a whole body at once, at `effort`'s settings. */
export function compressBytes(
  encoding: BodyEncoding,
  body: Uint8Array,
  effort: CompressionEffort = 'dense',
): Uint8Array {
  const levels = LEVELS[effort]
  if (encoding === 'zstd') return Bun.zstdCompressSync(body, { level: levels.zstd })
  return encoding === 'gzip'
    ? gzipSync(body, { level: levels.gzip })
    : brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
}

/**
 * Compresses a generated HTML response for clients that accept it. The body stays a stream,
 * so a renderer that streams keeps doing so.
 */
export function compressHtml(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || !type.startsWith('text/html') || response.headers.has('content-encoding')) return response
  const headers = new Headers(response.headers)
  headers.append('Vary', 'Accept-Encoding')
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'), ['br', 'gzip'])
  if (!encoding) return new Response(response.body, { status: response.status, headers })
  headers.set('Content-Encoding', encoding)
  headers.delete('Content-Length')
  return new Response(response.body.pipeThrough(compressor(encoding)), { status: response.status, headers })
}
