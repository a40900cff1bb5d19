import type { LinkProps } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import type { SearchBoxProps } from '../search-box'

/**
 * One entry of the Template Hub's lists (docs/product.md, Catalogue lists): a name, a count from
 * the catalogue and a colour or an icon.
 */
export type HubEntry = {
  name: string
  count: number
  color?: string
  icon?: LucideIcon
  /** The catalogue's list filtered by the entry or, for the entry already chosen, without it. */
  link: LinkProps
  /** The list on screen is filtered by this entry. */
  selected?: boolean
}

/**
 * An entry that filters the list by `value`: chosen when the list on screen is filtered by it
 * (`chosen`), and leading to the list filtered by it or, when chosen, without that filter
 * (`filterBy(undefined)`).
 */
export function hubEntry<V extends string>(
  entry: Omit<HubEntry, 'link' | 'selected'>,
  value: V,
  chosen: V | undefined,
  filterBy: (value: V | undefined) => LinkProps,
): HubEntry {
  const selected = value === chosen
  return { ...entry, selected, link: filterBy(selected ? undefined : value) }
}

/** How many of the most used tags the hub lists under Popular Tags. */
export const POPULAR_TAGS = 10

/** The hub's content: a catalogue's own lists with links, its quick actions and its search. */
export type HubContent = {
  categories: HubEntry[]
  languages: HubEntry[]
  tags: HubEntry[]
  /** 'Featured Templates' and 'Trending Now', where they lead. */
  quickActions: [LinkProps, LinkProps]
  /** The catalogue's search box, the same as the one above its list. */
  search: SearchBoxProps
}

export const hubQuickActions = ['Featured Templates', 'Trending Now'] as const
