import { flattenSidebar, type SidebarSection } from '../../../config/docs-sidebar'
import { mainNav, type NavItem } from '../../../config/navigation'
import { publishedDocsSidebar } from '../../docs/availability'

export type PaletteLink = {
  /** Unique within the palette; also what the fuzzy filter matches against. */
  value: string
  title: string
  href: string
  parent?: string
  label?: string
  paid?: boolean
  event?: string
  /** Listed so the catalogue is complete, but not selectable: the page is not published yet. */
  disabled?: boolean
}

export type PaletteGroup = { heading: string; items: PaletteLink[] }

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
