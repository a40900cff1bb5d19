import { existsSync, statSync } from 'node:fs'
import { extname, resolve, sep } from 'node:path'

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'public, max-age=0, must-revalidate'

const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.map', '.xml'])

/**
 * Serves files from the client build. Hashed files under /assets are cached forever;
 * a precompressed .br/.gz sibling (written by the build) is sent when the client accepts it.
 */
export function createStaticHandler(clientDir: string) {
  const root = resolve(clientDir)
  return (request: Request): Response | undefined => {
    const { pathname } = new URL(request.url)
    if (pathname === '/' || pathname.includes('\0')) return undefined
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return undefined
    }
    const file = resolve(root, `.${decoded}`)
    if (!file.startsWith(root + sep) || file.includes(`${sep}.vite${sep}`)) return undefined
    if (!existsSync(file) || !statSync(file).isFile()) return undefined

    const headers = new Headers({
      'Cache-Control': decoded.startsWith('/assets/') ? immutable : revalidate,
      'Content-Type': Bun.file(file).type,
    })
    const ext = extname(file)
    if (compressible.has(ext)) {
      headers.set('Vary', 'Accept-Encoding')
      const accepted = request.headers.get('accept-encoding') ?? ''
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (accepted.includes(encoding) && existsSync(file + suffix)) {
          headers.set('Content-Encoding', encoding)
          return new Response(Bun.file(file + suffix), { headers })
        }
      }
    }
    return new Response(Bun.file(file), { headers })
  }
}
