import { rankBy, type SearchFields } from '@snipstack/contracts/item-search'
import { flattenSidebar, type SidebarSection } from '../../../config/docs-sidebar'
import { mainNav, type NavItem } from '../../../config/navigation'
import { publishedDocsSidebar } from '../../docs/availability'
import { findDocPage } from '../../docs/catalog'

export type PaletteLink = {
  /** Unique within the palette: cmdk's key for the item. */
  value: string
  /** What the search reads as its name: the item's name for an item's page (`number-ticker`). */
  name: string
  title: string
  /** The page's lead, for the search. */
  description?: string
  href: string
  parent?: string
  label?: string
  paid?: boolean
  event?: string
  /** Listed so the catalogue is complete, but not selectable: the page is not published yet. */
  disabled?: boolean
}

export type PaletteGroup = { heading: string; items: PaletteLink[] }

/** The last segment of a path: `/page/about-us` → `about-us`. */
const lastSegment = (href: string) => href.split('/').filter(Boolean).at(-1) ?? href

/**
 * What the search knows of a docs page: an item's page has the item's name and description, a
 * written page its lead. The palette loads on first use, so the items' metadata (which the docs
 * pages load anyway) costs nothing until then.
 */
function docsPageText(href: string): { name: string; description?: string } {
  const page = findDocPage(href.replace(/^\/components\/?/, ''))
  const name = page?.kind === 'item' ? page.item.name : lastSegment(href)
  return { name, ...(page?.description ? { description: page.description } : {}) }
}

/**
 * The palette's navigation groups: 'Links' for the internal main-navigation entries, then one
 * group per docs sidebar section. Disabled navigation entries are left out; disabled docs pages
 * stay listed (as the sidebar lists them) but cannot be chosen.
 */
export function buildPaletteGroups(
  nav: readonly NavItem[] = mainNav,
  sections: readonly SidebarSection[] = publishedDocsSidebar,
): PaletteGroup[] {
  const links: PaletteGroup = {
    heading: 'Links',
    items: nav
      .filter((item) => !item.external && !item.disabled)
      .map((item) => ({
        value: `Links ${item.title}`,
        name: lastSegment(item.href),
        title: item.title,
        href: item.href,
        label: item.label,
        paid: item.paid,
        event: item.event,
      })),
  }
  const docs = sections.map((section) => ({
    heading: section.title,
    items: flattenSidebar([section]).map((item) => ({
      value: [section.title, item.parent, item.title].filter(Boolean).join(' '),
      ...docsPageText(item.href),
      title: item.title,
      href: item.href,
      parent: item.parent,
      label: item.label,
      paid: item.paid,
      event: item.event,
      ...(item.disabled ? { disabled: true } : {}),
    })),
  }))
  return [links, ...docs].filter((group) => group.items.length > 0)
}

/**
 * Groups of the palette with only what matches the query, ranked by the registry's item search
 * (the ranking of `snipstack search` and the MCP server): the best match first, in its group,
 * then the rest of that group by rank, then the group with the next best match. An empty query
 * keeps every group as it is.
 */
export function searchGroups<T>(
  groups: readonly { heading: string; items: readonly T[] }[],
  query: string,
  fields: (item: T, heading: string) => SearchFields,
): { heading: string; items: T[] }[] {
  if (!query.trim()) return groups.map((group) => ({ heading: group.heading, items: [...group.items] }))
  const entries = groups.flatMap((group) => group.items.map((item) => ({ heading: group.heading, item })))
  const ranked = new Map<string, T[]>()
  for (const { heading, item } of rankBy(entries, query, (entry) => fields(entry.item, entry.heading))) {
    ranked.set(heading, [...(ranked.get(heading) ?? []), item])
  }
  return [...ranked].map(([heading, items]) => ({ heading, items }))
}

/** A link as the search reads it: its group and its parent page count as its categories. */
export const linkSearchFields = (link: PaletteLink, heading: string): SearchFields => ({
  name: link.name,
  title: link.title,
  description: link.description,
  categories: [heading, ...(link.parent ? [link.parent] : [])],
})

/** The palette's navigation groups narrowed to a query (see searchGroups). */
export const searchPalette = (groups: readonly PaletteGroup[], query: string): PaletteGroup[] =>
  searchGroups(groups, query, linkSearchFields)
