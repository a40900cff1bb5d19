import { AppError } from './errors'
import type { OriginOptions } from './origin'

/** Methods that change nothing; everything else is a write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The media type of a Content-Type header, lower-cased, and its parameters. */
function mediaType(header: string | null): { type: string; params: Map<string, string> } {
  const [type = '', ...rest] = (header ?? '').split(';')
  const params = new Map<string, string>()
  for (const part of rest) {
    const index = part.indexOf('=')
    if (index <= 0) continue
    const value = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
    params.set(part.slice(0, index).trim().toLowerCase(), value.toLowerCase())
  }
  return { type: type.trim().toLowerCase(), params }
}

/**
 * `application/json`, or a structured `+json` type such as `application/merge-patch+json`, in
 * UTF-8 (the only encoding JSON may travel in, RFC 8259). Neither is a type an HTML form or a
 * script without a CORS preflight can send, which is what makes requiring it a defence.
 */
export function isJsonContentType(header: string | null): boolean {
  const { type, params } = mediaType(header)
  const charset = params.get('charset')
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return false
  return type === 'application/json' || /^application\/[a-z0-9!#$&^_.-]+\+json$/.test(type)
}

const isMultipartContentType = (header: string | null) => mediaType(header).type === 'multipart/form-data'

/** Whether the request has body bytes, with or without announcing their length. */
function carriesBody(request: Request): boolean {
  const length = request.headers.get('content-length')
  if (length !== null) return length.trim() !== '0'
  return request.body !== null
}

export const jsonOnly = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'This route takes a JSON body: send it with Content-Type: application/json.')

/**
 * Whether `origin` (an Origin header) is this server's: PUBLIC_URL's, or the host the request was
 * sent to. Only the host is compared with the request's: a browser names the host it is talking to
 * in both headers, while the scheme it used is only known behind a proxy that is trusted.
 */
function isOwnOrigin(origin: string, request: Request, { publicUrl }: OriginOptions): boolean {
  if (!URL.canParse(origin)) return false
  const sent = new URL(origin)
  if (publicUrl && URL.canParse(publicUrl) && new URL(publicUrl).origin === sent.origin) return true
  return URL.canParse(request.url) && new URL(request.url).host === sent.host
}

/**
 * What every write must show before any route reads it, so that no other website can make a
 * visitor's browser change anything here:
 *
 * - A body is JSON or multipart/form-data. Any page may send text/plain or a URL-encoded form to
 *   any address without asking first (a "simple" request); JSON makes the browser ask (a CORS
 *   preflight), which this server never grants. Routes that take JSON also refuse multipart
 *   (`jsonBody`), and the upload routes refuse anything but multipart.
 * - A write that carries cookies comes from this site: not marked `Sec-Fetch-Site: cross-site`
 *   by the browser, and with no Origin but this server's. Cookies are the one credential a
 *   browser adds on its own; a client that signs its requests with a Bearer token is not affected.
 */
export function refuseWrite(request: Request, origin: OriginOptions): AppError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined
  const headers = request.headers
  if (headers.has('cookie')) {
    const crossSite = headers.get('sec-fetch-site')?.trim().toLowerCase() === 'cross-site'
    const sentFrom = headers.get('origin')
    if (crossSite || (sentFrom !== null && !isOwnOrigin(sentFrom, request, origin))) {
      return new AppError('FORBIDDEN', 'Requests from other sites may not change anything here.')
    }
  }
  if (!carriesBody(request)) return undefined
  const type = headers.get('content-type')
  if (isJsonContentType(type) || isMultipartContentType(type)) return undefined
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Request bodies must be JSON (Content-Type: application/json), or multipart/form-data where a route takes an upload.',
  )
}
