import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

/**
 * A stand-in for `site/dist`: a few client files with precompressed siblings, Vite's manifest
 * and an SSR bundle that renders a small page, so server tests need no site build.
 */
export function createSiteFixture(): { dist: string; client: string } {
  const dist = mkdtempSync(join(tmpdir(), 'snipstack-site-'))
  const client = join(dist, 'client')
  const write = (path: string, body: string | Uint8Array) => {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, body)
  }
  const withSiblings = (path: string, body: string) => {
    write(path, body)
    write(`${path}.br`, brotliCompressSync(body))
    write(`${path}.gz`, gzipSync(body))
  }
  withSiblings(join(client, 'assets/entry-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))})`)
  withSiblings(join(client, 'assets/entry-abc123.css'), `body{color:red}${'.a{margin:0}'.repeat(200)}`)
  write(join(client, 'assets/only-gzip-abc123.js'), 'export const a = 1')
  write(join(client, 'assets/only-gzip-abc123.js.gz'), gzipSync('export const a = 1'))
  write(join(client, 'assets/photo-abc123.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
  withSiblings(join(client, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  write(
    join(client, '.vite/manifest.json'),
    JSON.stringify({
      'src/entry-client.tsx': { file: 'assets/entry-abc123.js', isEntry: true, css: ['assets/entry-abc123.css'] },
    }),
  )
  write(join(dist, 'secret.txt'), 'not for the web')
  write(
    join(dist, 'server/entry-server.js'),
    `export async function render({ request, assets, nonce }) {
  const { pathname } = new URL(request.url)
  const status = pathname === '/' ? 200 : 404
  const body = '<!doctype html><html><head><link rel="stylesheet" href="' + assets.css[0] + '"></head><body>'
    + '<h1>' + (status === 200 ? 'Cut boilerplate. Ship faster.' : 'Page not found') + '</h1>'
    + '<p>' + 'Snippets and templates. '.repeat(200) + '</p>'
    + '<script nonce="' + nonce + '" type="module" src="' + assets.entry + '"></script></body></html>'
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
`,
  )
  return { dist, client }
}
