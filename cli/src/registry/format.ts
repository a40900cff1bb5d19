import { type RegistryItem, searchRegistryItems } from '@snipstack/contracts'
import { stdoutColors as colors } from '../utils/colors'

/** The group `snipstack list` shows an item under: its docs sidebar section, else one named for its type. */
export const sectionOf = (item: RegistryItem) => {
  if (typeof item.meta?.section === 'string') return item.meta.section
  if (item.type === 'registry:example') return 'Examples'
  if (item.type === 'registry:block') return 'Blocks'
  return item.type === 'registry:lib' ? 'Utilities' : 'Building blocks'
}

/** Items as aligned `name  description` lines, grouped under their docs sidebar section. */
export function formatItems(items: RegistryItem[]): string {
  if (!items.length) return ''
  const width = Math.max(...items.map((item) => item.name.length))
  const groups = new Map<string, RegistryItem[]>()
  for (const item of items) groups.set(sectionOf(item), [...(groups.get(sectionOf(item)) ?? []), item])
  return [...groups]
    .map(([section, members]) =>
      [
        colors.bold(section),
        ...members.map((item) => {
          const label = item.meta?.label ? ` ${colors.green(`[${String(item.meta.label)}]`)}` : ''
          return `  ${colors.cyan(item.name.padEnd(width))}  ${item.description ?? ''}${label}`
        }),
      ].join('\n'),
    )
    .join('\n\n')
}

/**
 * Items matching the query, best first: the ranking the MCP server's `search_items` and the docs
 * site's search palette share (stems, prefixes, synonyms; see @snipstack/contracts item-search).
 */
export const searchItems = (items: readonly RegistryItem[], query: string): RegistryItem[] =>
  searchRegistryItems(items, query)
