import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

type ClientAssets = { entry: string; css: string[]; preloads: string[] }
type RenderFn = (options: { request: Request; assets: ClientAssets; nonce: string }) => Promise<Response>

type ViteManifestEntry = {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

/** Reads Vite's client manifest: the entry script, its static imports and its CSS. */
export function readClientAssets(clientDir: string): ClientAssets {
  const manifest = JSON.parse(readFileSync(resolve(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ViteManifestEntry
  >
  const entry = Object.values(manifest).find((e) => e.isEntry)
  if (!entry) throw new Error('The client build has no entry chunk; run `bun run build`.')
  const preloads = new Set<string>()
  const css = new Set<string>(entry.css ?? [])
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || preloads.has(`/${chunk.file}`)) return
    preloads.add(`/${chunk.file}`)
    for (const c of chunk.css ?? []) css.add(c)
    for (const i of chunk.imports ?? []) visit(i)
  }
  for (const i of entry.imports ?? []) visit(i)
  return { entry: `/${entry.file}`, css: [...css].map((c) => `/${c}`), preloads: [...preloads] }
}

export type SsrRenderer = (request: Request, nonce: string) => Promise<Response>

/** Loads the built SSR bundle once; the returned function renders one page per call. */
export async function loadSsr(siteDist: string): Promise<SsrRenderer> {
  const bundle = resolve(siteDist, 'server/entry-server.js')
  if (!existsSync(bundle)) throw new Error(`No SSR bundle at ${bundle}; run \`bun run build\` first.`)
  const { render } = (await import(bundle)) as { render: RenderFn }
  const assets = readClientAssets(resolve(siteDist, 'client'))
  return (request, nonce) => render({ request, assets, nonce })
}
