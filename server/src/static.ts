import { existsSync, statSync } from 'node:fs'
import { extname, resolve, sep } from 'node:path'
import { type Encoding, negotiateEncoding } from './lib/encoding'

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'public, max-age=0, must-revalidate'

const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.map', '.xml'])
const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/**
 * A file under /assets that the build does not hold: a page of an older build asking for a script
 * that is gone. It is answered as a missing file, in a few words of plain text, not with the HTML
 * not-found page, which the browser would refuse as a script or stylesheet with a MIME error.
 */
function missingAsset(): Response {
  return new Response('Not found\n', {
    status: 404,
    // Not cached: the next deployment may bring the file.
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/**
 * Serves files from the client build. Hashed files under /assets are cached forever;
 * a precompressed .br/.gz sibling (written by the build) is sent when the client accepts it.
 * Dot-files and dot-folders (Vite's .vite/manifest.json) are never served. Any other path under
 * /assets answers 404 in plain text; other paths the build does not hold are left to the pages.
 */
export function createStaticHandler(clientDir: string) {
  const root = resolve(clientDir)
  const serve = (pathname: string, request: Request): Response | undefined => {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return undefined
    }
    if (decoded === '/' || decoded.includes('\0') || decoded.includes('\\')) return undefined
    if (decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined
    const file = resolve(root, `.${decoded}`)
    if (!file.startsWith(root + sep)) return undefined
    if (!existsSync(file) || !statSync(file).isFile()) return undefined

    const headers = new Headers({
      'Cache-Control': decoded.startsWith('/assets/') ? immutable : revalidate,
      'Content-Type': Bun.file(file).type,
    })
    if (compressible.has(extname(file))) {
      headers.set('Vary', 'Accept-Encoding')
      const available = (['br', 'gzip'] as const).filter((e) => existsSync(file + suffix[e]))
      const encoding = negotiateEncoding(request.headers.get('accept-encoding'), available)
      if (encoding) {
        headers.set('Content-Encoding', encoding)
        return new Response(Bun.file(file + suffix[encoding]), { headers })
      }
    }
    return new Response(Bun.file(file), { headers })
  }
  return (request: Request): Response | undefined => {
    const { pathname } = new URL(request.url)
    return serve(pathname, request) ?? (pathname.startsWith('/assets/') ? missingAsset() : undefined)
  }
}
