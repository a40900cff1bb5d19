import { chmodSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, extname, join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { CLI_PACKAGE_PATH, isPackageName } from '@snipstack/contracts/install-commands'
import { loadSnippetFiles } from '@snipstack/server/content/snippets'
import { loadTemplateFiles } from '@snipstack/server/content/templates'
import { prerenderSite } from '@snipstack/server/prerender'
import { bun, root, run } from './lib'

const site = resolve(root, 'site')
// SITE_DIST lets several builds live side by side (the server reads the same variable).
const dist = resolve(process.env.SITE_DIST ?? resolve(site, 'dist'))
const clientDir = resolve(dist, 'client')

// The pages' commands name CLI_PACKAGE when it is set (site/vite.config.ts); a name npm would refuse
// stops the build here, as it stops the server at start (server/src/env.ts).
const cliPackage = process.env.CLI_PACKAGE?.trim()
if (cliPackage && !isPackageName(cliPackage)) {
  throw new Error(`CLI_PACKAGE: must be an npm package name such as snipstack (got ${JSON.stringify(cliPackage)})`)
}

// The catalogue's content files (content/, packages/contracts/src/content.ts): a file off its
// contract stops the build here, naming the file and the field, as it would stop the seed.
const ownSnippets = loadSnippetFiles()
const ownTemplates = loadTemplateFiles()
console.log(`Content checked: ${ownSnippets.length} snippets, ${ownTemplates.length} templates.`)

// The component registry first: it also regenerates the items' CSS that the site imports.
await run([bun, 'run', 'build'], { cwd: resolve(root, 'registry') })
// The CLI bundle (`cli/dist/index.js`, the package's bin), runnable by Node.js.
await run([bun, 'run', 'build'], { cwd: resolve(root, 'cli') })
chmodSync(resolve(root, 'cli/dist/index.js'), 0o755)

await run([bun, 'x', 'vite', 'build', '--outDir', clientDir, '--emptyOutDir'], { cwd: site })
await run(
  [bun, 'x', 'vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', resolve(dist, 'server'), '--emptyOutDir'],
  {
    cwd: site,
  },
)

// The CLI as npm publishes it, served at /cli/snipstack.tgz with the instance's registry written in
// (server/src/modules/cli): `npx <origin>/cli/snipstack.tgz init` works against any instance,
// published package or not. Kept out of the client files, which are served as they are.
const cliDir = resolve(root, 'cli')
const tarball = resolve(dist, `.${CLI_PACKAGE_PATH}`)
const packDir = dirname(tarball)
mkdirSync(packDir, { recursive: true })
await run(['npm', 'pack', '--silent', '--pack-destination', packDir], { cwd: cliDir })
const { name, version } = JSON.parse(readFileSync(resolve(cliDir, 'package.json'), 'utf8')) as {
  name: string
  version: string
}
renameSync(resolve(packDir, `${name}-${version}.tgz`), tarball)

// Map each route file to its route id (from the generated route tree) so the server can preload
// a page's split route chunks along with the entry.
const routeTree = readFileSync(resolve(site, 'src/routeTree.gen.ts'), 'utf8')
const fileByImport = new Map(
  [...routeTree.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)].map((m) => [m[1], m[2]]),
)
// Full ids come from `FileRoutesById`: the `id` inside each `.update({...})` is relative to the
// parent route, so a nested route such as components.index.tsx would otherwise claim '/'.
const importByRoute = new Map([...routeTree.matchAll(/const (\w+) = (\w+)\.update\(/g)].map((m) => [m[1], m[2]]))
const byIdStart = routeTree.indexOf('export interface FileRoutesById')
const byId = routeTree.slice(byIdStart, routeTree.indexOf('}', byIdStart))
const routeFiles: Record<string, string> = {}
for (const [, id, type] of byId.matchAll(/'([^']+)': typeof (\w+)/g)) {
  const file = fileByImport.get(importByRoute.get(type?.replace(/WithChildren$/, '') ?? '') ?? '')
  if (file && id) routeFiles[`src/routes/${file}.tsx`] = id
}
writeFileSync(resolve(clientDir, '.vite/route-files.json'), JSON.stringify(routeFiles, null, 2))

// Precompress text assets once here so the server never compresses static files per request.
const compressible = new Set(['.js', '.css', '.svg', '.json', '.txt', '.html', '.xml'])
function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}
for (const file of files(clientDir)) {
  if (!compressible.has(extname(file)) || file.includes('/.vite/')) continue
  const body = readFileSync(file)
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
}

// Pages that look the same to every visitor, rendered once here and served like assets.
const prerendered = await prerenderSite(dist)
const notFound = prerendered.notFound.length ? ` and ${prerendered.notFound.length} not-found pages` : ''
console.log(`Prerendered ${prerendered.pages.length} pages${notFound} into ${prerendered.dir}`)
// Mostly docs pages the sidebar lists before they are published (404): the server renders them.
const byStatus = new Map<number, number>()
for (const { status } of prerendered.skipped) byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
if (byStatus.size)
  console.log(`  left to the server: ${[...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ')}`)

// The landing page's initial JavaScript: the entry, its static imports and the "/" route's chunks.
type Chunk = { file: string; isEntry?: boolean; imports?: string[]; src?: string }
const manifest = JSON.parse(readFileSync(resolve(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>
const initial = new Set<string>()
const visit = (key: string) => {
  const chunk = manifest[key]
  if (!chunk || initial.has(chunk.file)) return
  initial.add(chunk.file)
  for (const i of chunk.imports ?? []) visit(i)
}
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isEntry || key.startsWith('src/routes/index.tsx')) visit(key)
}
const gzipBytes = [...initial].reduce((sum, f) => sum + gzipSync(readFileSync(resolve(clientDir, f))).length, 0)
console.log(`Landing page initial JavaScript: ${(gzipBytes / 1024).toFixed(1)} kB gzip (${initial.size} files)`)
