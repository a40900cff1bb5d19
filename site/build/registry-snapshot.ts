/**
 * Evaluated at build time through Vite's module runner (see highlight-plugin.ts), because the
 * registry and the items' metadata are TypeScript that the Node process running Vite cannot import
 * directly. Top-level await: the runner closes once this module has been evaluated.
 */
import { itemCss } from '@snipstack/registry/css'
import { toInstalledSource } from '@snipstack/registry/imports'
import { loadItems } from '@snipstack/registry/items'

const items = await loadItems()

/** The CSS each item asks the installing project to add, by item name ('' when it needs none). */
export const cssByItem: Record<string, string> = Object.fromEntries(items.map((item) => [item.name, itemCss(item)]))

export { toInstalledSource }
