import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import {
  type ItemDocsMeta,
  PRODUCT,
  type PublishedIndex,
  type PublishedItem,
  publishedIndex,
  publishedItem,
  type RegistryItemFile,
} from '@snipstack/contracts'
import type { ItemFile, ItemMeta } from '@snipstack/ui/meta'
import type { z } from 'zod'
import { checkDeclaredImports, exampleItems } from './declared'
import { generatedCss, generatedCssPath } from './gen-css'
import { installedSource, loadItems } from './items'
import { documentedItems, itemDocs, llmsFullTxt, llmsTxt } from './llms'
import { itemUrl, ORIGIN_TOKEN } from './urls'

export { itemUrl, ORIGIN_TOKEN }

export const REGISTRY_NAME = PRODUCT.id
export const ITEM_SCHEMA_URL = 'https://ui.shadcn.com/schema/registry-item.json'
export const REGISTRY_SCHEMA_URL = 'https://ui.shadcn.com/schema/registry.json'

export const registryDist = resolve(import.meta.dirname, '../dist')

/** Where shadcn (and our CLI) expect a file of each type: `ui/marquee.tsx`, `lib/utils.ts`. */
const folderByType: Record<ItemFile['type'], string> = {
  'registry:ui': 'ui',
  'registry:lib': 'lib',
  'registry:hook': 'hooks',
  'registry:component': 'components',
  // shadcn installs an example into the components folder, beside the blocks that use items.
  'registry:example': 'components',
}

function publishedFile(file: ItemFile, withContent: boolean): RegistryItemFile {
  const published: RegistryItemFile = { path: `${folderByType[file.type]}/${basename(file.path)}`, type: file.type }
  if (file.target) published.target = file.target
  if (withContent) published.content = installedSource(file.path)
  return published
}

/** Only what docs and `snipstack list` use; absent keys stay absent so the JSON stays small. */
function docsMeta(item: ItemMeta): ItemDocsMeta | undefined {
  const meta: ItemDocsMeta = {}
  if (item.section) meta.section = item.section
  if (item.label) meta.label = item.label
  if (item.paid !== undefined) meta.paid = item.paid
  if (item.props) meta.props = item.props
  if (item.examples) meta.examples = item.examples
  if (item.still) meta.still = item.still
  if (item.category) meta.category = item.category
  return Object.keys(meta).length ? meta : undefined
}

/** The published JSON of one item, with origins left as ORIGIN_TOKEN. */
export function itemJson(item: ItemMeta, { withContent = true } = {}): PublishedItem {
  const json: PublishedItem = {
    $schema: ITEM_SCHEMA_URL,
    name: item.name,
    type: item.type,
    title: item.title,
    description: item.description,
    files: item.files.map((file) => publishedFile(file, withContent)),
  }
  if (item.dependencies?.length) json.dependencies = item.dependencies
  if (item.devDependencies?.length) json.devDependencies = item.devDependencies
  if (item.registryDependencies?.length)
    json.registryDependencies = item.registryDependencies.map((dep) => itemUrl(ORIGIN_TOKEN, dep))
  if (item.cssVars) json.cssVars = item.cssVars
  if (item.css) json.css = item.css
  const meta = docsMeta(item)
  if (meta) json.meta = meta
  return json
}

/** Every dependency names an item that exists, so an install can never meet a 404 of our making. */
export function checkDependencies(items: ItemMeta[]): void {
  const names = new Set(items.map((item) => item.name))
  for (const item of items) {
    for (const dep of item.registryDependencies ?? []) {
      if (!names.has(dep)) throw new Error(`${item.name}: registryDependencies names '${dep}', which is not an item`)
    }
  }
}

export function registryIndex(items: ItemMeta[]): PublishedIndex {
  return {
    $schema: REGISTRY_SCHEMA_URL,
    name: REGISTRY_NAME,
    homepage: ORIGIN_TOKEN,
    // The index lists items without file contents; clients fetch r/<name>.json for those.
    items: items.map((item) => {
      const { $schema: _, ...rest } = itemJson(item, { withContent: false })
      return rest
    }),
  }
}

/**
 * The JSON of a registry file after checking it against the registry's contract, so the build
 * never writes what the CLI (or shadcn's) would refuse to install.
 */
function validJson(file: string, schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new Error(`${file}: not a valid registry file (${issue?.path.join('.') || 'root'}: ${issue?.message})`)
  }
  return `${JSON.stringify(value, null, 2)}\n`
}

/**
 * Everything the registry publishes, in name order: the items, checked for dependencies that
 * exist and imports they declare, and each of their examples as a `registry:example` item.
 */
export function publishedItems(sources: ItemMeta[]): ItemMeta[] {
  checkDependencies(sources)
  checkDeclaredImports(sources)
  return [...sources, ...exampleItems(sources)].sort((a, b) => a.name.localeCompare(b.name))
}

export type BuildResult = { items: number; dir: string; ms: number }

/**
 * Writes `r/<name>.json` per item and per example (see exampleItems), `r/registry.json`, the
 * Markdown docs (`r/<name>.md` per documented item, `llms.txt`, `llms-full.txt`) into `outDir`, and regenerates
 * packages/ui/src/registry.gen.css. The output directory is replaced whole so a renamed or
 * removed item never lingers.
 */
export async function buildRegistry(
  outDir = registryDist,
  { writeGeneratedCss = true }: { writeGeneratedCss?: boolean } = {},
): Promise<BuildResult> {
  const started = performance.now()
  const items = publishedItems(await loadItems())
  const rDir = resolve(outDir, 'r')
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(rDir, { recursive: true })
  for (const item of items) {
    const file = `r/${item.name}.json`
    writeFileSync(resolve(outDir, file), validJson(file, publishedItem, itemJson(item)))
  }
  writeFileSync(resolve(rDir, 'registry.json'), validJson('r/registry.json', publishedIndex, registryIndex(items)))
  for (const item of documentedItems(items)) writeFileSync(resolve(rDir, `${item.name}.md`), itemDocs(item))
  writeFileSync(resolve(outDir, 'llms.txt'), llmsTxt(items))
  writeFileSync(resolve(outDir, 'llms-full.txt'), llmsFullTxt(items))
  if (writeGeneratedCss) {
    const css = await generatedCss()
    // Rewriting an unchanged file would wake every watcher (Vite, Storybook) for nothing.
    if (!existsSync(generatedCssPath) || readFileSync(generatedCssPath, 'utf8') !== css)
      writeFileSync(generatedCssPath, css)
  }
  return { items: items.length, dir: outDir, ms: performance.now() - started }
}

if (import.meta.main) {
  const result = await buildRegistry(process.env.REGISTRY_DIST ? resolve(process.env.REGISTRY_DIST) : registryDist)
  console.log(`Registry: ${result.items} items written to ${result.dir} in ${result.ms.toFixed(0)} ms`)
}
