/** A main-navigation entry (docs/product.md, Header and navigation). */
export type NavItem = {
  title: string
  href: string
  /** Small badge next to the title, e.g. 'New'. */
  label?: string
  /** Opens in a new tab and is left out of the command palette's Links group. */
  external?: boolean
  /** Hovering the entry prefetches the page's data once. */
  preload?: boolean
  /** Analytics event fired when the entry is chosen. */
  event?: string
  disabled?: boolean
  paid?: boolean
}

export const mainNav: readonly NavItem[] = [
  { title: 'Snippets', href: '/snippets', preload: true },
  { title: 'Components', href: '/components' },
  { title: 'Blocks', href: '/blocks' },
  { title: 'Templates', href: '/templates', preload: true },
  { title: 'About', href: '/page/about-us' },
  { title: 'Shipfast', href: '/shipfast', event: 'shipfast_clicked' },
]

/**
 * An entry is active on its own page and on every page below it. Matching whole path
 * segments keeps '/snippets' from lighting up on a sibling such as '/snippets-archive'.
 */
export function isNavItemActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  const base = href.endsWith('/') ? href.slice(0, -1) : href
  return pathname === base || pathname.startsWith(`${base}/`)
}
