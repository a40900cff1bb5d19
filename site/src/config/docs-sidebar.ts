import { docsItems, itemSections } from '@snipstack/ui/docs-index'
import type { ItemNav } from '@snipstack/ui/meta'

/** A docs sidebar entry (docs/product.md, Components and registry). */
export type SidebarItem = {
  title: string
  href: string
  items: SidebarItem[]
  /** Small badge next to the title, e.g. 'New'. */
  label?: string
  /** Paid items carry a 'Pro' badge. */
  paid?: boolean
  /** Analytics event fired when the item is chosen. */
  event?: string
  /** Shown but not linked, e.g. a page that is not published yet. */
  disabled?: boolean
}

export type SidebarSection = {
  title: string
  items: SidebarItem[]
}

type ItemOptions = Omit<SidebarItem, 'title' | 'href' | 'items'> & { items?: SidebarItem[] }

const page = (href: string, title: string, options: ItemOptions = {}): SidebarItem => ({
  title,
  href,
  ...options,
  items: options.items ?? [],
})

const installation = (slug: string, title: string) => page(`/components/installation/${slug}`, title)

/**
 * The order items are read in within their section: the one fact about an item only the sidebar
 * knows. Which items are listed, under which section, with which title and 'New' or paid badge,
 * comes from each item's metadata (`packages/ui/src/<item>/<item>.meta.ts`), read through the
 * light index the registry build generates. An item missing here still shows, after these.
 */
export const readingOrder: readonly string[] = [
  'agent-template',
  'devtool-template',
  'mobile-template',
  'saas-template',
  'startup-template',
  'portfolio-template',
  'changelog-template',

  'marquee',
  'terminal',
  'hero-video-dialog',
  'bento-grid',
  'animated-list',
  'dock',
  'globe',
  'dotted-map',
  'tweet-card',
  'client-tweet-card',
  'orbiting-circles',
  'avatar-circles',
  'icon-cloud',
  'animated-circular-progress-bar',
  'file-tree',
  'code-comparison',
  'script-copy-btn',
  'scroll-progress',
  'lens',
  'pointer',
  'smooth-cursor',
  'progressive-blur',

  'safari',
  'iphone-15-pro',
  'android',

  'animated-beam',
  'border-beam',
  'shine-border',
  'magic-card',
  'glare-hover',
  'meteors',
  'neon-gradient-card',
  'confetti',
  'particles',
  'animated-theme-toggler',
  'cool-mode',
  'scratch-to-reveal',
  'pixel-image',
  'backlight',

  'blur-fade',

  'text-animate',
  'line-shadow-text',
  'aurora-text',
  'video-text',
  'number-ticker',
  'animated-shiny-text',
  'animated-gradient-text',
  'text-reveal',
  'hyper-text',
  'word-rotate',
  'typing-animation',
  'scroll-based-velocity',
  'flip-text',
  'box-reveal',
  'sparkles-text',
  'morphing-text',
  'spinning-text',
  'comic-text',
  'dia-text-reveal',
  'highlighter',
  'text-3d-flip',
  'kinetic-text',

  'rainbow-button',
  'shimmer-button',
  'shiny-button',
  'interactive-hover-button',
  'animated-subscribe-button',
  'pulsating-button',
  'ripple-button',

  'warp-background',
  'flickering-grid',
  'glyph-matrix',
  'animated-grid-pattern',
  'retro-grid',
  'ripple',
  'dot-pattern',
  'grid-pattern',
  'interactive-grid-pattern',
  'hexagon-pattern',
  'striped-pattern',
  'noise-texture',
  'light-rays',
]

const position = (name: string) => {
  const index = readingOrder.indexOf(name)
  return index === -1 ? readingOrder.length : index
}

const inReadingOrder = (a: ItemNav, b: ItemNav) => position(a.name) - position(b.name) || a.name.localeCompare(b.name)

/**
 * A template's page is named without its block's `-template` suffix, and listed without the word
 * (the section says it): `agent-template`, 'Agent template' → /components/templates/agent, 'Agent'.
 */
function templateEntry({ name, title, label, paid }: ItemNav): SidebarItem {
  const slug = name.replace(/-template$/, '')
  return page(`/components/templates/${slug}`, title.replace(/ template$/, ''), {
    event: `template_${slug}_clicked`,
    ...(paid ? { paid } : {}),
    ...(label ? { label } : {}),
  })
}

const componentEntry = ({ name, title, label, paid }: ItemNav): SidebarItem =>
  page(`/components/${name}`, title, { ...(label ? { label } : {}), ...(paid ? { paid } : {}) })

const listed = (keep: (item: ItemNav) => boolean, entry: (item: ItemNav) => SidebarItem) =>
  docsItems.filter(keep).sort(inReadingOrder).map(entry)

export const docsSidebar: readonly SidebarSection[] = [
  {
    title: 'Getting Started',
    items: [
      page('/components', 'Introduction'),
      page('/components/installation', 'Installation', {
        items: [
          installation('next', 'Next.js'),
          installation('vite', 'Vite'),
          installation('remix', 'Remix'),
          installation('astro', 'Astro'),
          installation('laravel', 'Laravel'),
          installation('gatsby', 'Gatsby'),
          installation('manual', 'Manual'),
        ],
      }),
      page('/components/tailwind-v4', 'Tailwind v4'),
      page('/components/mcp', 'MCP'),
    ],
  },
  { title: 'Templates', items: listed((item) => item.category === 'Template', templateEntry) },
  ...itemSections.map((title) => ({ title, items: listed((item) => item.section === title, componentEntry) })),
]

/**
 * Returns a copy of the sections where every item whose page is not available is marked
 * disabled, so navigation can list unpublished pages without linking to them.
 */
export function markUnavailable(
  sections: readonly SidebarSection[],
  isAvailable: (href: string) => boolean,
): SidebarSection[] {
  const mark = (item: SidebarItem): SidebarItem => ({
    ...item,
    disabled: item.disabled || !isAvailable(item.href),
    items: item.items.map(mark),
  })
  return sections.map((section) => ({ ...section, items: section.items.map(mark) }))
}

export type FlatSidebarItem = SidebarItem & { section: string; parent?: string }

/** Every item of every section in reading order, nested items right after their parent. */
export function flattenSidebar(sections: readonly SidebarSection[]): FlatSidebarItem[] {
  const out: FlatSidebarItem[] = []
  const walk = (items: SidebarItem[], section: string, parent?: string) => {
    for (const item of items) {
      out.push({ ...item, section, ...(parent ? { parent } : {}) })
      walk(item.items, section, item.title)
    }
  }
  for (const section of sections) walk(section.items, section.title)
  return out
}
