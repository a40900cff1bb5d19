import type { Server } from 'bun'
import { BODY_LIMIT_BYTES, readBytesWithin } from './lib/body'
import { recordSocketAddress } from './lib/client-ip'
import { AppError, errorJson } from './lib/errors'
import { type Logger, requestLine } from './lib/logger'
import { recordListeningPort } from './lib/origin'
import { securityHeaders } from './lib/security'

/** Above the page render deadline (app.ts) with room for the render that follows it. */
export const IDLE_TIMEOUT_SECONDS = 30

type Handler = { handle(request: Request): Response | Promise<Response> }

export type ServeOptions = {
  app: Handler
  port: number
  hostname: string
  logger: Logger
  /** Closed once the last in-flight request has finished. */
  database: { close(): Promise<void> }
  /** How long shutdown waits for in-flight requests before cutting them off. */
  shutdownTimeoutMs?: number
}

export type RunningServer = {
  server: Server<undefined>
  url: URL
  /** Stops accepting, lets in-flight requests finish, then closes the database. Idempotent. */
  shutdown(): Promise<void>
}

export function serve({
  app,
  port,
  hostname,
  logger,
  database,
  shutdownTimeoutMs = 10_000,
}: ServeOptions): RunningServer {
  const server = Bun.serve({
    port,
    hostname,
    // Never Bun's development error page, which shows source and stack to whoever asks.
    development: false,
    // The app answers 413 JSON from Content-Length, and `admit` while a chunked body streams in;
    // this cap only cuts off uploads so large that Bun should not even hand them over.
    maxRequestBodySize: BODY_LIMIT_BYTES * 16,
    // Bun closes a connection that sends nothing for its idle timeout (10 s by default), even while
    // the answer is still being made: the client got an empty reply and the request was logged 200.
    // Every request is bounded below this (a page render by RENDER_DEADLINE_MS, the database by its
    // query deadline), so only a client that stays silent is cut off.
    idleTimeout: IDLE_TIMEOUT_SECONDS,
    async fetch(request, server) {
      const started = performance.now()
      const admitted = await admit(request, BODY_LIMIT_BYTES)
      let response: Response
      if (admitted instanceof Response) response = admitted
      else {
        // The app reads the peer address from here (rate limits): Elysia's own `server` is unset
        // when another Bun.serve hands it requests.
        recordSocketAddress(admitted, server.requestIP(request)?.address)
        recordListeningPort(admitted, server.port)
        response = await app.handle(admitted)
      }
      // Formatting the line parses the URL again: not worth it per request when info is off.
      if (logger.enabled?.('info') ?? true) {
        logger.info(requestLine(request.method, request.url, response.status, performance.now() - started))
      }
      return response
    },
    // Only reached if the app itself throws past its own error handler.
    error(error) {
      logger.error('Unhandled error while answering a request', error)
      return transportError(new AppError('INTERNAL', 'Something went wrong on our side.'))
    },
  })

  let stopping: Promise<void> | undefined
  async function stop() {
    logger.info('Shutting down: finishing in-flight requests...')
    const timer = setTimeout(() => {
      logger.warn(`Requests still running after ${shutdownTimeoutMs} ms; closing them.`)
      void server.stop(true)
    }, shutdownTimeoutMs)
    try {
      await server.stop(false)
    } finally {
      clearTimeout(timer)
    }
    await database.close()
    logger.info('Stopped.')
  }

  return {
    server,
    url: server.url,
    shutdown: () => {
      stopping ??= stop()
      return stopping
    },
  }
}

function transportError(error: AppError, extraHeaders: Record<string, string> = {}): Response {
  const response = errorJson(error)
  for (const [name, value] of Object.entries({ ...securityHeaders, ...extraHeaders })) response.headers.set(name, value)
  return response
}

/**
 * What must be settled before the app sees a request. A missing or malformed Host leaves Bun
 * with a bare path for a URL, which nothing downstream can route. A chunked body (no
 * Content-Length) is read here, counting bytes as they arrive: the app then gets a body of known
 * length, and a client that sends too much is answered at the limit instead of being left
 * waiting while it keeps sending.
 */
export async function admit(request: Request, bodyLimit: number): Promise<Request | Response> {
  if (!URL.canParse(request.url)) {
    return transportError(new AppError('BAD_REQUEST', 'The request has no valid Host header.'))
  }
  if (!request.body || request.headers.has('content-length')) return request
  let body: Uint8Array
  try {
    body = await readBytesWithin(request.body, bodyLimit)
  } catch (error) {
    // Over the limit, or the client broke off; the rest of the upload is never read either way,
    // so the connection cannot be reused.
    const refused =
      error instanceof AppError ? error : new AppError('BAD_REQUEST', 'The request body could not be read.')
    return transportError(refused, { Connection: 'close' })
  }
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(body.byteLength))
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal })
}
