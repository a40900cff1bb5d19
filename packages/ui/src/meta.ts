/**
 * Registry metadata for one item. Each item keeps its metadata beside its source in
 * `<item>.meta.ts` (`export default defineItem({...})`); the registry build turns it into
 * shadcn-compatible `r/<name>.json`, and the docs site reads it for the sidebar, install steps and
 * props table.
 */

/** Docs sidebar sections an item can be listed under (spec §2 "Docs sidebar"). */
export type SidebarSection =
  | 'Components'
  | 'Device Mocks'
  | 'Special Effects'
  | 'Animations'
  | 'Text Animations'
  | 'Buttons'
  | 'Backgrounds'

export type ItemType = 'registry:ui' | 'registry:lib' | 'registry:hook' | 'registry:component'

export type ItemFile = {
  /** Path relative to packages/ui/src, e.g. `marquee/marquee.tsx`. */
  path: string
  type: ItemType
  /** Install location for files that must not follow the type's default folder. */
  target?: string
}

export type PropDoc = {
  name: string
  /** TypeScript type as shown to readers, e.g. `'left' | 'right'`. */
  type: string
  default?: string
  required?: boolean
  description: string
}

/** CSS rules in shadcn's `css` shape: `{ "@keyframes marquee": { "from": { "transform": "…" } } }`. */
export type CssRules = { [selectorOrAtRule: string]: string | CssRules }

export type ItemMeta = {
  /** kebab-case, equal to the item's folder and file name. */
  name: string
  type: ItemType
  title: string
  /** One sentence; shown in docs, `snipstack list/search` and llms.txt. */
  description: string
  /** Sidebar section; omitted for utilities that have no docs page. */
  section?: SidebarSection
  label?: 'New'
  paid?: boolean
  /** npm packages the installed files import (with a version range when it matters). */
  dependencies?: string[]
  devDependencies?: string[]
  /** Other items of this registry, by name; published as full URLs of the serving registry. */
  registryDependencies?: string[]
  files: ItemFile[]
  /** Theme variables; `theme` lands in Tailwind v4's `@theme inline`, `light`/`dark` in :root/.dark. */
  cssVars?: {
    theme?: Record<string, string>
    light?: Record<string, string>
    dark?: Record<string, string>
  }
  /** Extra CSS, typically keyframes, merged into the project's Tailwind CSS file. */
  css?: CssRules
  /** Props tables by exported component name, in the order the docs show them. */
  props?: Record<string, PropDoc[]>
  /** Demos in `examples/`, by file name without extension; the first is the page's main preview. */
  examples?: Array<{ name: string; title: string; description?: string }>
}

/** Identity helper that type-checks an item's metadata where it is written. */
export function defineItem<const T extends ItemMeta>(meta: T): T {
  return meta
}
