import {
  registryBaseColorSchema,
  registryItemCommonSchema,
  registryItemCssVarsSchema,
  registryItemFileSchema,
  registryItemTypeSchema,
  stylesSchema,
} from 'shadcn/schema'
import { z } from 'zod'

/**
 * The component registry's item and index shape, declared once for the registry build (which
 * validates every file it writes against it), the CLI (which parses every item and index it
 * fetches with it) and the items' metadata in packages/ui. It is shadcn's published registry
 * schema, reused rather than copied, so `shadcn add` installs what we serve and our CLI installs
 * from any shadcn registry; only the parts shadcn leaves untyped (`css`, `meta`) are typed here.
 */

export const registryItemType = registryItemTypeSchema
export type RegistryItemType = z.infer<typeof registryItemType>

export const registryItemFile = registryItemFileSchema
export type RegistryItemFile = z.infer<typeof registryItemFile>

/**
 * Two documents shadcn's CLI reads from its own registry (`REGISTRY_URL`), whatever registry an
 * item comes from: `styles/index.json`, the styles its `init` offers, and `colors/<baseColor>.json`,
 * the base colour components.json names. An instance serves both, so a project pointed at it with
 * `REGISTRY_URL=<origin>/r` is set up and filled without a request elsewhere.
 */
export const stylesIndex = stylesSchema
export const baseColorDocument = registryBaseColorSchema
export type BaseColorDocument = z.infer<typeof baseColorDocument>

/** `theme` lands in Tailwind v4's `@theme inline`, `light` in `:root`, `dark` in `.dark`. */
export const registryItemCssVars = registryItemCssVarsSchema
export type RegistryItemCssVars = z.infer<typeof registryItemCssVars>

/**
 * shadcn's `css` field: `{ "@keyframes marquee": { from: { transform: "…" } } }`. A string is a
 * declaration's value, an object a nested block, an array the same property (or block) repeated,
 * and an empty object after an at-rule name a statement such as `@plugin "…";`.
 */
export type CssValue = string | Array<string | Record<string, string>> | CssRules
export type CssRules = { [selectorOrProperty: string]: CssValue }

const cssValue: z.ZodType<CssValue> = z.lazy(() =>
  z.union([z.string(), z.array(z.union([z.string(), z.record(z.string(), z.string())])), cssRules]),
)
export const cssRules: z.ZodType<CssRules> = z.record(z.string(), cssValue)

/**
 * One item as any shadcn-compatible registry serves it. Keys this shape does not name are kept,
 * so what a registry sends can be shown back as it was sent.
 */
export const registryItem = registryItemCommonSchema
  .extend({
    type: registryItemType,
    css: cssRules.optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
  })
  .loose()
export type RegistryItem = z.infer<typeof registryItem>

/** `<base>/registry.json`: every item, usually without file contents. */
export const registryIndex = z.looseObject({
  $schema: z.string().optional(),
  name: z.string().min(1),
  homepage: z.string(),
  items: z.array(registryItem),
})
export type RegistryIndex = z.infer<typeof registryIndex>

/** Docs sidebar sections an item can be listed under (docs/product.md, Components and registry). */
export const sidebarSections = [
  'Components',
  'Device Mocks',
  'Special Effects',
  'Animations',
  'Text Animations',
  'Buttons',
  'Backgrounds',
] as const
export const sidebarSection = z.enum(sidebarSections)
export type SidebarSection = z.infer<typeof sidebarSection>

/**
 * The groups of the blocks catalogue (`/blocks`), in the order it shows them. 'Template' is a whole
 * page made of blocks: the docs' template pages show it, the blocks catalogue does not.
 */
export const blockCategories = [
  'Navigation',
  'Hero',
  'Features',
  'Social proof',
  'Stats',
  'Pricing',
  'FAQ',
  'Call to action',
  'Newsletter',
  'Footer',
  'Template',
] as const
export const blockCategory = z.enum(blockCategories)
export type BlockCategory = z.infer<typeof blockCategory>

export const propDoc = z.object({
  name: z.string().min(1),
  /** TypeScript type as shown to readers, e.g. `'left' | 'right'`. */
  type: z.string().min(1),
  default: z.string().optional(),
  required: z.boolean().optional(),
  description: z.string(),
})
export type PropDoc = z.infer<typeof propDoc>

/** An item's or an example's name: a file name and a URL segment alike. */
const kebabName = z.string().regex(/^[a-z0-9-]+$/, 'must be kebab-case')

export const itemExample = z.object({
  /** File name in the item's `examples/` folder, without extension; also the published demo's name. */
  name: kebabName,
  title: z.string().min(1),
  description: z.string().optional(),
})
export type ItemExample = z.infer<typeof itemExample>

/** What our items publish under `meta`: the docs site's and `snipstack list`'s data. */
export const itemDocsMeta = z.object({
  section: sidebarSection.optional(),
  label: z.literal('New').optional(),
  paid: z.boolean().optional(),
  /** Props tables by exported component name, in the order the docs show them. */
  props: z.record(z.string(), z.array(propDoc)).optional(),
  /** Demos; the first is the docs page's main preview. */
  examples: z.array(itemExample).optional(),
  /** The item has no motion of its own (a device frame, a static blur): nothing checks that it moves. */
  still: z.boolean().optional(),
  /** A block's group in the blocks catalogue (only `registry:block` items have one). */
  category: blockCategory.optional(),
})
export type ItemDocsMeta = z.infer<typeof itemDocsMeta>

/** An item as our registry publishes it: titled, described, its files listed, docs data in `meta`. */
export const publishedItem = registryItem.extend({
  name: kebabName,
  title: z.string().min(1),
  description: z.string().min(1),
  files: z.array(registryItemFile),
  meta: itemDocsMeta.strict().optional(),
})
export type PublishedItem = z.infer<typeof publishedItem>

export const publishedIndex = registryIndex.extend({ items: z.array(publishedItem) })
export type PublishedIndex = z.infer<typeof publishedIndex>

/**
 * Stands for the origin that serves the registry (`https://snipstack.dev`, `http://localhost:3000`)
 * inside the built registry files. The build cannot know it, so the server puts in its own per
 * request: a registry served from localhost then resolves its own `registryDependencies` from
 * localhost.
 */
export const REGISTRY_ORIGIN_TOKEN = '{{registry-origin}}'
