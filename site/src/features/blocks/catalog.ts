import { type BlockCategory, blockCategories } from '@snipstack/contracts'
import type { ItemMeta } from '@snipstack/ui/meta'

/**
 * The blocks catalogue, known at build time from the blocks' metadata (small, so read eagerly).
 * The blocks themselves load lazily, each its own chunk (see modules.ts).
 */
const metaModules = import.meta.glob<ItemMeta>('../../../../packages/ui/src/blocks/*/*.meta.ts', {
  eager: true,
  import: 'default',
})

export type Block = ItemMeta & { category: BlockCategory }

const isBlock = (item: ItemMeta): item is Block => item.type === 'registry:block' && item.category !== undefined

const byCatalogueOrder = (a: Block, b: Block) =>
  blockCategories.indexOf(a.category) - blockCategories.indexOf(b.category) || a.title.localeCompare(b.title)

/** Every block and page template: what `/blocks/view/{name}` can show alone. */
const framed: readonly Block[] = Object.values(metaModules).filter(isBlock).sort(byCatalogueOrder)

/** The blocks of the catalogue, in its order: by category, then by title. Page templates have their docs pages. */
export const blocks: readonly Block[] = framed.filter((block) => block.category !== 'Template')

export const findBlock = (slug: string): Block | undefined => blocks.find((block) => block.name === slug)

/** A block or a page template, by name. */
export const findFramed = (slug: string): Block | undefined => framed.find((block) => block.name === slug)

/** The categories that have blocks, each with its blocks, in the catalogue's order. */
export function blocksByCategory(): Array<{ category: BlockCategory; blocks: Block[] }> {
  return blockCategories
    .map((category) => ({ category, blocks: blocks.filter((block) => block.category === category) }))
    .filter((group) => group.blocks.length > 0)
}

/** The block's one file, relative to packages/ui/src, as its metadata lists it. */
export const blockSourcePath = (block: Block) => block.files[0]?.path ?? `blocks/${block.name}/${block.name}.tsx`

/** Where the block renders alone: the preview frame's page, also linked as "Open in a new tab". */
export const blockViewPath = (name: string) => `/blocks/view/${name}`
