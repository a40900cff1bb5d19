import type { ItemMeta } from '@snipstack/ui/meta'
import { flattenSidebar } from '../../config/docs-sidebar'
import { contentDescriptions } from '../../content/docs/descriptions'
import { contentPaths, docsHref, publishedDocsSidebar } from './availability'

/**
 * What the docs can show, known at build time. Item metadata is small, so it is read eagerly; the
 * pages themselves (MDX, demos, highlighted code) are loaded lazily, page by page (see loaders.ts).
 * The glob is relative: packages/ui lives outside the site, where no alias reaches.
 */
const metaModules = import.meta.glob<ItemMeta>('../../../../packages/ui/src/*/*.meta.ts', {
  eager: true,
  import: 'default',
})

/** Every registry item by name, utilities included (items depend on them). */
export const registryItems: ReadonlyMap<string, ItemMeta> = new Map(
  Object.values(metaModules).map((meta) => [meta.name, meta]),
)

/** An item is built, and has a docs page, once its metadata exists and names a sidebar section. */
export function builtItem(slug: string): ItemMeta | undefined {
  const item = registryItems.get(slug)
  return item?.section ? item : undefined
}

export { contentPath, docsHref, isDocAvailable, publishedDocsSidebar } from './availability'

type SidebarEntry = ReturnType<typeof flattenSidebar>[number]

const sidebarEntries = new Map<string, SidebarEntry>(
  flattenSidebar(publishedDocsSidebar).map((entry) => [entry.href, entry]),
)

/** What every docs page has, whether a registry item's or a written one's. */
type DocPageBase = {
  href: string
  path: string
  title: string
  description: string
  section: string
  label?: string
  paid?: boolean
}

export type DocPage = (DocPageBase & { kind: 'item'; item: ItemMeta }) | (DocPageBase & { kind: 'content' })

/** The page at a path below /components (e.g. 'marquee', 'installation/vite'), if there is one. */
export function findDocPage(path: string): DocPage | undefined {
  const href = docsHref(path)
  const entry = sidebarEntries.get(href)
  const item = builtItem(path)
  if (item) {
    return {
      kind: 'item',
      href,
      path,
      title: item.title,
      description: item.description,
      section: entry?.section ?? item.section ?? 'Components',
      label: item.label ?? entry?.label,
      paid: item.paid ?? entry?.paid,
      item,
    }
  }
  if (!contentPaths.has(path)) return undefined
  return {
    kind: 'content',
    href,
    path,
    title: entry?.title ?? path,
    description: contentDescriptions[href] ?? '',
    section: entry?.section ?? 'Getting Started',
    label: entry?.label,
    paid: entry?.paid,
  }
}
