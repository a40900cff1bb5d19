import { docsSidebar, flattenSidebar, type SidebarSection } from '../../../config/docs-sidebar'
import { mainNav, type NavItem } from '../../../config/navigation'

export type PaletteLink = {
  /** Unique within the palette; also what the fuzzy filter matches against. */
  value: string
  title: string
  href: string
  parent?: string
  label?: string
  paid?: boolean
  event?: string
}

export type PaletteGroup = { heading: string; items: PaletteLink[] }

/**
 * The palette's navigation groups: 'Links' for the internal main-navigation entries, then one
 * group per docs sidebar section. Disabled entries are left out because they lead nowhere.
 */
export function buildPaletteGroups(
  nav: readonly NavItem[] = mainNav,
  sections: readonly SidebarSection[] = docsSidebar,
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
    items: flattenSidebar([section])
      .filter((item) => !item.disabled)
      .map((item) => ({
        value: [section.title, item.parent, item.title].filter(Boolean).join(' '),
        title: item.title,
        href: item.href,
        parent: item.parent,
        label: item.label,
        paid: item.paid,
        event: item.event,
      })),
  }))
  return [links, ...docs].filter((group) => group.items.length > 0)
}
