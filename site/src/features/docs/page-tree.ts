import { findNeighbour, type Item, type Node, type Root } from 'fumadocs-core/page-tree'
import type { SidebarItem, SidebarSection } from '../../config/docs-sidebar'

function toNodes(item: SidebarItem): Node[] {
  const children = item.items.flatMap(toNodes)
  const page: Item | undefined = item.disabled ? undefined : { type: 'page', name: item.title, url: item.href }
  if (children.length === 0) return page ? [page] : []
  return [{ type: 'folder', name: item.title, index: page, children }]
}

/**
 * A fumadocs page tree of the published docs: one separator per sidebar section, folders for pages
 * with sub-pages, and no unpublished pages, so nothing built from it can lead to a missing page.
 */
export function buildPageTree(sections: readonly SidebarSection[]): Root {
  return {
    name: 'Docs',
    children: sections.flatMap((section): Node[] => {
      const nodes = section.items.flatMap(toNodes)
      return nodes.length ? [{ type: 'separator', name: section.title }, ...nodes] : []
    }),
  }
}

export type PageLink = { title: string; href: string }

/** The previous and next published pages in sidebar order, across sections. */
export function neighbours(tree: Root, href: string): { previous?: PageLink; next?: PageLink } {
  const { previous, next } = findNeighbour(tree, href)
  const link = (item: Item | undefined) => (item ? { title: String(item.name), href: item.url } : undefined)
  return { previous: link(previous), next: link(next) }
}
