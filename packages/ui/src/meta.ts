import type {
  CssRules,
  ItemDocsMeta,
  PropDoc,
  PublishedItem,
  RegistryItemType,
  SidebarSection,
} from '@snipstack/contracts'

/**
 * Registry metadata for one item. Each item keeps its metadata beside its source in
 * `<item>.meta.ts` (`export default defineItem({...})`); the registry build turns it into
 * shadcn-compatible `r/<name>.json`, and the docs site reads it for the sidebar, install steps and
 * props table. The published fields take their types from the one registry shape in
 * @snipstack/contracts, so metadata that would publish an invalid item does not type-check.
 */

export type { CssRules, PropDoc, SidebarSection }

/**
 * The kinds of file our items ship; each installs into the folder of the alias of its kind.
 * `registry:example` items are not written by hand: the registry build publishes each item's
 * examples as one.
 */
export type ItemType = Extract<
  RegistryItemType,
  'registry:ui' | 'registry:lib' | 'registry:hook' | 'registry:component' | 'registry:example' | 'registry:block'
>

export type ItemFile = {
  /** Path relative to packages/ui/src, e.g. `marquee/marquee.tsx`. */
  path: string
  /** A block is one `registry:block` item whose files are components (`components/hero-centered.tsx`). */
  type: Exclude<ItemType, 'registry:block'>
  /** Install location for files that must not follow the type's default folder. */
  target?: string
}

export type ItemMeta = Pick<PublishedItem, 'name' | 'title' | 'description' | 'cssVars' | 'css'> &
  ItemDocsMeta & {
    type: ItemType
    /** npm packages the installed files import (with a version range when it matters). */
    dependencies?: string[]
    devDependencies?: string[]
    /** Other items of this registry, by name; published as full URLs of the serving registry. */
    registryDependencies?: string[]
    files: ItemFile[]
  }

/**
 * What the docs sidebar shows of an item with a docs page. The registry build copies these fields
 * of every such item into `docs-index.gen.ts` (`@snipstack/ui/docs-index`): the header's menu
 * carries the sidebar on every page, and the full metadata (props tables, examples) is too heavy
 * to ship there.
 */
export type ItemNav = Pick<ItemMeta, 'name' | 'title' | 'section' | 'label' | 'paid' | 'category'>

/** Identity helper that type-checks an item's metadata where it is written. */
export function defineItem<const T extends ItemMeta>(meta: T): T {
  return meta
}
