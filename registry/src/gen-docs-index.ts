import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { sidebarSections } from '@snipstack/contracts'
import type { ItemMeta, ItemNav } from '@snipstack/ui/meta'
import { loadItems, uiSrc } from './items'

/**
 * Writes packages/ui/src/docs-index.gen.ts (`@snipstack/ui/docs-index`): the few fields of every
 * item with a docs page that the docs sidebar shows. The sidebar ships with the header on every page,
 * so it reads this light copy rather than the items' full metadata. A test keeps it in sync.
 */

/** An item has a docs page when it names a sidebar section or is a whole-page template. */
export const hasDocsPage = (item: ItemMeta) => item.section !== undefined || item.category === 'Template'

/** The sidebar's fields of an item, only those it sets. */
export function itemNav(item: ItemMeta): ItemNav {
  const { name, title, section, label, paid, category } = item
  return {
    name,
    title,
    ...(section ? { section } : {}),
    ...(label ? { label } : {}),
    ...(paid !== undefined ? { paid } : {}),
    ...(category ? { category } : {}),
  }
}

export function docsIndexSource(items: readonly ItemMeta[]): string {
  const entries = items
    .filter(hasDocsPage)
    .map(itemNav)
    .sort((a, b) => a.name.localeCompare(b.name))
  return [
    "/* __generated__ by registry/src/gen-docs-index.ts from the items' metadata; do not edit. */",
    "import type { ItemNav, SidebarSection } from './meta'",
    '',
    '/** The sections items are listed under, in the order the docs sidebar shows them. */',
    `export const itemSections: readonly SidebarSection[] = ${JSON.stringify(sidebarSections)}`,
    '',
    '/** Every item with a docs page, by name. */',
    'export const docsItems: readonly ItemNav[] = [',
    ...entries.map((entry) => `  ${JSON.stringify(entry)},`),
    ']',
    '',
  ].join('\n')
}

export const docsIndexPath = resolve(uiSrc, 'docs-index.gen.ts')

/** Rewrites the index when the items changed it: rewriting an unchanged file would wake every watcher. */
export function writeDocsIndex(items: readonly ItemMeta[]): void {
  const source = docsIndexSource(items)
  if (!existsSync(docsIndexPath) || readFileSync(docsIndexPath, 'utf8') !== source) writeFileSync(docsIndexPath, source)
}

if (import.meta.main) {
  writeDocsIndex(await loadItems())
  console.log(`Wrote ${docsIndexPath}`)
}
