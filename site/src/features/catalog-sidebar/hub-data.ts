import type { LinkProps } from '@tanstack/react-router'
import { Database, Globe, Layout, type LucideIcon, Monitor, Server, Smartphone } from 'lucide-react'

/**
 * The Template Hub's static sample lists (spec §3 "Sidebar static data"): entries with a name, a
 * count and a colour or icon. They are shown, and selectable, but filter nothing (spec §2).
 */
export type HubEntry = {
  name: string
  count: number
  color?: string
  icon?: LucideIcon
  /**
   * Where choosing the entry leads: for a live catalogue, its list filtered by the entry (or, for the
   * entry already chosen, without it). Entries without one only toggle a highlight (spec §2).
   */
  link?: LinkProps
  /** The list on screen is filtered by this entry. */
  selected?: boolean
}

/** The hub's content: the spec's sample lists, or a catalogue's own with links. */
export type HubContent = {
  categories: HubEntry[]
  languages: HubEntry[]
  tags: HubEntry[]
  /** 'Featured Templates' and 'Trending Now', where they lead. */
  quickActions?: [LinkProps, LinkProps]
  /** Shows the list searched for `name`; without it the search box is the spec's inert one. */
  onSearch?: (name: string | undefined) => void
}

export const hubCategories: HubEntry[] = [
  { name: 'Web Development', count: 128, icon: Globe },
  { name: 'Mobile Apps', count: 64, icon: Smartphone },
  { name: 'Desktop Apps', count: 23, icon: Monitor },
  { name: 'Backend APIs', count: 87, icon: Server },
  { name: 'Database', count: 45, icon: Database },
  { name: 'UI/UX Design', count: 56, icon: Layout },
]

export const hubLanguages: HubEntry[] = [
  { name: 'JavaScript', count: 142, color: 'bg-yellow-400' },
  { name: 'TypeScript', count: 118, color: 'bg-blue-500' },
  { name: 'Python', count: 96, color: 'bg-sky-600' },
  { name: 'React', count: 88, color: 'bg-cyan-400' },
  { name: 'Vue.js', count: 41, color: 'bg-emerald-500' },
  { name: 'Node.js', count: 73, color: 'bg-green-600' },
  { name: 'Go', count: 37, color: 'bg-cyan-600' },
  { name: 'Rust', count: 22, color: 'bg-orange-600' },
]

export const hubTags: HubEntry[] = [
  { name: 'Authentication', count: 34, color: 'bg-violet-500' },
  { name: 'Payment', count: 18, color: 'bg-emerald-500' },
  { name: 'Real-time', count: 27, color: 'bg-rose-500' },
  { name: 'AI/ML', count: 31, color: 'bg-fuchsia-500' },
  { name: 'E-commerce', count: 25, color: 'bg-amber-500' },
  { name: 'Social Media', count: 16, color: 'bg-sky-500' },
  { name: 'Dashboard', count: 39, color: 'bg-indigo-500' },
  { name: 'API', count: 52, color: 'bg-teal-500' },
]

export const hubQuickActions = ['Featured Templates', 'Trending Now'] as const

export const sampleHub: HubContent = { categories: hubCategories, languages: hubLanguages, tags: hubTags }
