import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ORIGIN_TOKEN } from '@snipstack/registry/build'
import type { Server } from 'bun'

/**
 * A built registry served the way any static host or CDN could serve it: `r/<name>.json` and
 * `r/registry.json` with the serving origin filled in, and the API's one error shape for anything
 * else. The CLI needs nothing more from a registry, so its tests need no application server.
 */
export function serveRegistry(dist: string, { port = 0 }: { port?: number } = {}): Server<undefined> {
  return Bun.serve({
    port,
    hostname: '127.0.0.1',
    fetch(request) {
      const url = new URL(request.url)
      const name = url.pathname.match(/^\/r\/([a-z0-9-]+)(?:\.json)?$/)?.[1]
      const file = name && join(dist, 'r', `${name}.json`)
      if (!file || !existsSync(file)) {
        const message = name ? `No registry item is named '${name}'.` : 'Not found.'
        return Response.json({ error: { code: 'NOT_FOUND', message } }, { status: 404 })
      }
      return new Response(readFileSync(file, 'utf8').replaceAll(ORIGIN_TOKEN, url.origin), {
        headers: { 'content-type': 'application/json' },
      })
    },
  })
}
