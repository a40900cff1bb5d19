import { readFileSync } from 'node:fs'
import { PRODUCT } from '@snipstack/contracts'
import { CLI_PACKAGE_PATH } from '@snipstack/contracts/install-commands'
import { Elysia } from 'elysia'
import { etagOf, matchesEtag } from '../../lib/etag'
import { documentOrigin, type OriginOptions } from '../../lib/origin'

/**
 * Without PUBLIC_URL each origin gets its own copy; a handful covers the loopback names and
 * ALLOWED_HOSTS (documentOrigin), and the least recently used goes first.
 */
const MAX_ORIGINS = 8

type Stamped = { body: Uint8Array; etag: string }

/**
 * The CLI as `npm pack` made it, with the serving instance's registry written into its
 * package.json (`snipstack.registry`, which the CLI reads at run time): a project set up from
 * this address installs from this instance without a flag, wherever the instance is hosted.
 */
export async function stampPackage(tarball: Uint8Array, registry: string): Promise<Uint8Array> {
  const files = await new Bun.Archive(tarball).files()
  const manifest = files.get('package/package.json')
  if (!manifest) throw new Error('The packed CLI has no package/package.json')
  const entries: Record<string, Blob | string> = Object.fromEntries(files)
  const stamped = { ...(JSON.parse(await manifest.text()) as object), [PRODUCT.id]: { registry } }
  entries['package/package.json'] = `${JSON.stringify(stamped, null, 2)}\n`
  return new Bun.Archive(entries, { compress: 'gzip' }).bytes()
}

/**
 * Serves the packed CLI (written by the build beside the client files, not among them, so that it
 * is never sent unstamped). Stamped once per origin, on first request, then from memory.
 */
export function cliPackageModule(options: OriginOptions & { tarball: string }) {
  let packed: Uint8Array | undefined
  const stamped = new Map<string, Promise<Stamped>>()
  const forOrigin = (origin: string): Promise<Stamped> => {
    let entry = stamped.get(origin)
    if (entry) stamped.delete(origin)
    else {
      packed ??= readFileSync(options.tarball)
      const made = stampPackage(packed, `${origin}/r`).then((body) => ({ body, etag: etagOf(body) }))
      // A failure is not kept: the next request tries again.
      made.catch(() => {
        if (stamped.get(origin) === made) stamped.delete(origin)
      })
      if (stamped.size >= MAX_ORIGINS) stamped.delete(stamped.keys().next().value as string)
      entry = made
    }
    stamped.set(origin, entry)
    return entry
  }
  const serve = async ({ request }: { request: Request }) => {
    const { body, etag } = await forOrigin(documentOrigin(request, options))
    const headers = new Headers({
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="${PRODUCT.id}.tgz"`,
      'Cache-Control': 'public, max-age=300',
      ETag: etag,
      // Without PUBLIC_URL the package names the host the request was sent to.
      Vary: options.publicUrl ? 'Accept-Encoding' : 'Host',
    })
    if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
    headers.set('Content-Length', String(body.byteLength))
    return new Response(request.method === 'HEAD' ? null : body, { headers })
  }
  const hidden = { detail: { hide: true } }
  return new Elysia().get(CLI_PACKAGE_PATH, serve, hidden).head(CLI_PACKAGE_PATH, serve, hidden)
}
