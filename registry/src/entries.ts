import type { ItemFile, ItemMeta } from '@snipstack/ui/meta'

/**
 * What the registry publishes: every item of packages/ui (ItemMeta), each example as its own item,
 * and the entries the registry itself writes, which have no source file of their own: the style
 * and theme a project is set up with, and the agent skill.
 */

/** A file the registry writes itself (`registry:file`, with its `target`) rather than copies from packages/ui. */
export type WrittenFile = { path: string; type: 'registry:file'; target: string; content: string }

export type EntryFile = ItemFile | WrittenFile

export type RegistryEntry = Omit<ItemMeta, 'type' | 'files'> & {
  type: ItemMeta['type'] | 'registry:style' | 'registry:theme' | 'registry:item'
  files: EntryFile[]
  /** shadcn's `extends`: `none` for a style that stands on its own rather than on shadcn/ui's. */
  extends?: string
}

export const isWrittenFile = (file: EntryFile): file is WrittenFile => 'content' in file

/** The entries whose files come from packages/ui, so their imports and theme tokens can be read. */
export const hasSourceFiles = (entry: RegistryEntry): boolean => !entry.files.some(isWrittenFile)
