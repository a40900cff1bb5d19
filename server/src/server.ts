import type { Server } from 'bun'
import { recordSocketAddress } from './lib/client-ip'
import { BODY_LIMIT_BYTES } from './lib/http'
import { type Logger, requestLine } from './lib/logger'

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
    // The app answers 413 JSON from Content-Length or while reading a chunked body; this cap
    // only cuts off uploads so large that Bun should not even hand them over.
    maxRequestBodySize: BODY_LIMIT_BYTES * 16,
    async fetch(request, server) {
      const started = performance.now()
      // The app reads the peer address from here (rate limits): Elysia's own `server` is unset
      // when another Bun.serve hands it requests.
      recordSocketAddress(request, server.requestIP(request)?.address)
      const response = await app.handle(request)
      logger.info(requestLine(request.method, request.url, response.status, performance.now() - started))
      return response
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
