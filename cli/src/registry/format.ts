import type { RegistryItem } from '@snipstack/contracts'
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
 * Items matching every word of the query, best first: a name match beats a title match beats a
 * description or section match, and an exact name beats everything.
 */
export function searchItems(items: RegistryItem[], query: string): RegistryItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const scored = items.map((item) => {
    const name = item.name.toLowerCase()
    const title = (item.title ?? '').toLowerCase()
    const rest = `${item.description ?? ''} ${sectionOf(item)}`.toLowerCase()
    let score = 0
    for (const word of words) {
      if (name === word) score += 100
      else if (name.includes(word)) score += 10
      else if (title.includes(word)) score += 5
      else if (rest.includes(word)) score += 1
      else return { item, score: 0 }
    }
    return { item, score }
  })
  return scored
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.item.name.localeCompare(b.item.name))
    .map(({ item }) => item)
}
