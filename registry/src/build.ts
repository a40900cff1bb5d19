import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import {
  baseColorDocument,
  type ItemDocsMeta,
  PRODUCT,
  type PublishedIndex,
  type PublishedItem,
  publishedIndex,
  publishedItem,
  type RegistryItemFile,
  stylesIndex,
} from '@snipstack/contracts'
import type { ItemMeta } from '@snipstack/ui/meta'
import type { z } from 'zod'
import { checkDeclaredImports, exampleItems } from './declared'
import { type EntryFile, isWrittenFile, type RegistryEntry } from './entries'
import { generatedCss, generatedCssPath } from './gen-css'
import { writeDocsIndex } from './gen-docs-index'
import { installedSource, loadItems } from './items'
import { documentedItems, itemDocs, llmsFullTxt, llmsTxt } from './llms'
import { skillEntry } from './skill'
import { baseColorEntry, SHADCN_BASE_COLOR, styleEntry, stylesIndexEntry, themeEntry, themeParts } from './theme'
import { checkThemeTokens, withThemeTokens } from './theme-tokens'
import { itemDocsUrl, itemUrl, ORIGIN_TOKEN } from './urls'
import { pinDependencies } from './versions'

export { itemUrl, ORIGIN_TOKEN }

export const REGISTRY_NAME = PRODUCT.id
export const ITEM_SCHEMA_URL = 'https://ui.shadcn.com/schema/registry-item.json'
export const REGISTRY_SCHEMA_URL = 'https://ui.shadcn.com/schema/registry.json'

export const registryDist = resolve(import.meta.dirname, '../dist')

/** Where shadcn (and our CLI) expect a file of each type: `ui/marquee.tsx`, `lib/utils.ts`. */
const folderByType: Record<Exclude<EntryFile['type'], 'registry:file'>, string> = {
  'registry:ui': 'ui',
  'registry:lib': 'lib',
  'registry:hook': 'hooks',
  'registry:component': 'components',
  // shadcn installs an example into the components folder, beside the blocks that use items.
  'registry:example': 'components',
}

function publishedFile(file: EntryFile, withContent: boolean): RegistryItemFile {
  if (isWrittenFile(file)) {
    const { content, ...rest } = file
    return withContent ? { ...rest, content } : rest
  }
  const published: RegistryItemFile = { path: `${folderByType[file.type]}/${basename(file.path)}`, type: file.type }
  if (file.target) published.target = file.target
  if (withContent) published.content = installedSource(file.path)
  return published
}

/** Only what docs and `snipstack list` use; absent keys stay absent so the JSON stays small. */
function docsMeta(item: RegistryEntry): ItemDocsMeta | undefined {
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

/** Who publishes every item: the registry itself, at the origin that serves it. */
export const AUTHOR = `${PRODUCT.name} (${ORIGIN_TOKEN})`

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * shadcn's `categories`, which its search and directory read (our `meta` it ignores): the docs
 * section (`text-animations`), a block's group (`blocks`, `hero`), or what the item is.
 */
export function categoriesOf(item: RegistryEntry): string[] {
  if (item.category === 'Template') return ['templates']
  if (item.category) return ['blocks', slug(item.category)]
  if (item.section) return [slug(item.section)]
  switch (item.type) {
    case 'registry:hook':
      return ['hooks']
    case 'registry:lib':
      return ['lib']
    case 'registry:example':
      return ['examples']
    case 'registry:style':
    case 'registry:theme':
      return ['theme']
    case 'registry:item':
      return ['agents']
    case 'registry:block':
      return ['blocks']
    default:
      return ['components']
  }
}

/**
 * shadcn's `docs`, which its CLI prints once the item is installed: where to read about it. An
 * example points at the docs of the item it shows (the first it depends on), which hold its code.
 */
export function docsOf(item: RegistryEntry): string {
  if (item.type === 'registry:example') {
    const shown = item.registryDependencies?.[0] ?? item.name
    return `An example of ${shown}; its docs, with this code: ${itemDocsUrl(ORIGIN_TOKEN, shown)}`
  }
  const markdown = itemDocsUrl(ORIGIN_TOKEN, item.name)
  return item.section
    ? `${item.title} docs: ${ORIGIN_TOKEN}/components/${item.name} (as Markdown: ${markdown})`
    : `${item.title} docs: ${markdown}`
}

/** The published JSON of one item, with origins left as ORIGIN_TOKEN. */
export function itemJson(item: RegistryEntry, { withContent = true } = {}): PublishedItem {
  const json: PublishedItem = {
    $schema: ITEM_SCHEMA_URL,
    name: item.name,
    type: item.type,
    ...(item.extends ? { extends: item.extends } : {}),
    title: item.title,
    description: item.description,
    author: AUTHOR,
    categories: categoriesOf(item),
    docs: docsOf(item),
    files: item.files.map((file) => publishedFile(file, withContent)),
  }
  if (item.dependencies?.length) json.dependencies = item.dependencies
  if (item.devDependencies?.length) json.devDependencies = item.devDependencies
  // Dependencies are full URLs of the origin that serves the item, not `@snipstack/<name>`. shadcn
  // resolves a namespaced dependency only in a project whose components.json declares the
  // namespace, and refuses it everywhere else ("Unknown registry"), so `npx shadcn add <url>` into a
  // fresh app, the install every docs page shows, would fail; a URL resolves in every project. The
  // server writes its own origin into them per request, so a self-hosted instance's items install
  // their dependencies from that instance. Our CLI goes further: a dependency on the origin the
  // registry names as its homepage is fetched through the registry the project configured, a
  // mirror for instance (cli/src/registry/resolve.ts).
  if (item.registryDependencies?.length)
    json.registryDependencies = item.registryDependencies.map((dep) => itemUrl(ORIGIN_TOKEN, dep))
  if (item.cssVars) json.cssVars = item.cssVars
  if (item.css) json.css = item.css
  const meta = docsMeta(item)
  if (meta) json.meta = meta
  return json
}

/** Every dependency names an item that exists, so an install can never meet a 404 of our making. */
export function checkDependencies(items: RegistryEntry[]): void {
  const names = new Set(items.map((item) => item.name))
  for (const item of items) {
    for (const dep of item.registryDependencies ?? []) {
      if (!names.has(dep)) throw new Error(`${item.name}: registryDependencies names '${dep}', which is not an item`)
    }
  }
}

/**
 * Every CSS rule an item brings installs once however often it is added. shadcn's CLI looks for an
 * `@property` rule as if it were a selector, never finds the one it wrote, and appends another on
 * every `add`: such a property is registered from script instead (`CSS.registerProperty`).
 */
export function checkRepeatableCss(items: RegistryEntry[]): void {
  for (const item of items) {
    const property = Object.keys(item.css ?? {}).find((key) => /^@property\b/.test(key))
    if (property)
      throw new Error(
        `${item.name}: css brings '${property}', which shadcn's CLI adds again on every install; register it with CSS.registerProperty instead`,
      )
  }
}

export function registryIndex(items: RegistryEntry[]): PublishedIndex {
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
 * Everything the registry publishes, in name order: the items, each of their examples as a
 * `registry:example` item (with the theme tokens it uses), the style and theme a project is set up
 * with, and the agent skill. Checked on the way: dependencies exist, imports are declared, npm
 * packages come at the versions the items are tested with, CSS installs once however often it is
 * added, and every theme token an item uses is brought by it or by what it installs.
 */
export function publishedItems(sources: ItemMeta[]): RegistryEntry[] {
  checkDeclaredImports(sources)
  const parts = themeParts()
  const theme = themeEntry(parts)
  const own: RegistryEntry[] = [...sources, theme, styleEntry(parts)]
  const byName = new Map(own.map((entry) => [entry.name, entry]))
  const examples = exampleItems(sources).map((example) => withThemeTokens(example, byName, theme))
  const entries = pinDependencies([...own, ...examples])
  checkDependencies(entries)
  checkRepeatableCss(entries)
  checkThemeTokens(entries)
  return [...entries, skillEntry(entries)].sort((a, b) => a.name.localeCompare(b.name))
}

export type BuildResult = { items: number; dir: string; ms: number }

/**
 * Writes `r/<name>.json` per item and per example (see exampleItems), `r/registry.json`, the
 * Markdown docs (`r/<name>.md` per documented item, `llms.txt`, `llms-full.txt`) into `outDir`, and regenerates
 * packages/ui/src/registry.gen.css and docs-index.gen.ts. The output directory is replaced whole so a renamed or
 * removed item never lingers.
 */
export async function buildRegistry(
  outDir = registryDist,
  { writeGeneratedCss = true }: { writeGeneratedCss?: boolean } = {},
): Promise<BuildResult> {
  const started = performance.now()
  const sources = await loadItems()
  const items = publishedItems(sources)
  const rDir = resolve(outDir, 'r')
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(rDir, { recursive: true })
  for (const item of items) {
    const file = `r/${item.name}.json`
    writeFileSync(resolve(outDir, file), validJson(file, publishedItem, itemJson(item)))
  }
  writeFileSync(resolve(rDir, 'registry.json'), validJson('r/registry.json', publishedIndex, registryIndex(items)))
  // What shadcn's CLI reads from its own registry, for a project that points REGISTRY_URL here.
  mkdirSync(resolve(rDir, 'styles'))
  mkdirSync(resolve(rDir, 'colors'))
  writeFileSync(resolve(rDir, 'styles/index.json'), validJson('r/styles/index.json', stylesIndex, stylesIndexEntry()))
  const baseColor = `r/colors/${SHADCN_BASE_COLOR}.json`
  writeFileSync(resolve(outDir, baseColor), validJson(baseColor, baseColorDocument, baseColorEntry()))
  for (const item of documentedItems(items)) writeFileSync(resolve(rDir, `${item.name}.md`), itemDocs(item))
  writeFileSync(resolve(outDir, 'llms.txt'), llmsTxt(items))
  writeFileSync(resolve(outDir, 'llms-full.txt'), llmsFullTxt(items))
  if (writeGeneratedCss) {
    const css = await generatedCss()
    // Rewriting an unchanged file would wake every watcher (Vite, Storybook) for nothing.
    if (!existsSync(generatedCssPath) || readFileSync(generatedCssPath, 'utf8') !== css)
      writeFileSync(generatedCssPath, css)
    writeDocsIndex(sources)
  }
  return { items: items.length, dir: outDir, ms: performance.now() - started }
}

if (import.meta.main) {
  const result = await buildRegistry(process.env.REGISTRY_DIST ? resolve(process.env.REGISTRY_DIST) : registryDist)
  console.log(`Registry: ${result.items} items written to ${result.dir} in ${result.ms.toFixed(0)} ms`)
}
