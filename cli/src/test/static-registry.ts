import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ORIGIN_TOKEN } from '@snipstack/registry/build'
import type { Server } from 'bun'

const contentTypes: Record<string, string> = {
  json: 'application/json',
  md: 'text/markdown; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
}

/** The built file a path names: `r/<name>.json` (also `r/<name>`), `r/<name>.md`, `llms.txt`, `llms-full.txt`. */
function fileOf(pathname: string): { file: string; type: string; name?: string } | undefined {
  const llms = pathname.match(/^\/(llms(?:-full)?\.txt)$/)?.[1]
  if (llms) return { file: llms, type: 'txt' }
  const [, name, extension = '.json'] = pathname.match(/^\/r\/([a-z0-9-]+)(\.json|\.md)?$/) ?? []
  if (!name) return undefined
  const type = extension.slice(1)
  return { file: join('r', `${name}.${type}`), type, name }
}

/**
 * A built registry served the way any static host or CDN could serve it: the registry JSON and the
 * Markdown docs with the serving origin filled in, and the API's one error shape for anything else.
 * The CLI needs nothing more from a registry, so its tests need no application server.
 */
export function serveRegistry(
  dist: string,
  {
    port = 0,
    search,
  }: {
    port?: number
    /** The site's own search (`/api/search`), as an instance answers it; absent, a 404 like any static host. */
    search?: (query: string) => unknown
  } = {},
): Server<undefined> {
  return Bun.serve({
    port,
    hostname: '127.0.0.1',
    fetch(request) {
      const url = new URL(request.url)
      if (search && url.pathname === '/api/search') return Response.json(search(url.searchParams.get('q') ?? ''))
      const found = fileOf(url.pathname)
      const file = found ? join(dist, found.file) : ''
      if (!found || !existsSync(file)) {
        const message = found?.name ? `No registry item is named '${found.name}'.` : 'Not found.'
        return Response.json({ error: { code: 'NOT_FOUND', message } }, { status: 404 })
      }
      return new Response(readFileSync(file, 'utf8').replaceAll(ORIGIN_TOKEN, url.origin), {
        headers: { 'content-type': contentTypes[found.type] ?? 'application/octet-stream' },
      })
    },
  })
}

/**
 * A registry of the given items, exactly as written (they are not validated on the way out), at
 * `/r/<name>.json` and `/r/registry.json`: for registries that send what no build would.
 */
export function serveItems(items: Array<Record<string, unknown> & { name: string }>): Server<undefined> {
  const byName = new Map(items.map((item) => [item.name, item]))
  return Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(request) {
      const name = decodeURIComponent(new URL(request.url).pathname.match(/^\/r\/(.+)\.json$/)?.[1] ?? '')
      if (name === 'registry') return Response.json({ name: 'hostile', homepage: 'http://127.0.0.1', items })
      const item = byName.get(name)
      if (item) return Response.json(item)
      return Response.json(
        { error: { code: 'NOT_FOUND', message: `No registry item is named '${name}'.` } },
        { status: 404 },
      )
    },
  })
}
