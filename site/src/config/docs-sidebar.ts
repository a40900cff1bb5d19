/** A docs sidebar entry (spec §3 "Sidebar section"). */
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

const component = (slug: string, title: string, options?: ItemOptions) => page(`/components/${slug}`, title, options)

const installation = (slug: string, title: string) => page(`/components/installation/${slug}`, title)

const template = (name: string, title: string, options: ItemOptions = {}) =>
  page(`/components/templates/${name}`, title, { event: `template_${name}_clicked`, ...options })

const NEW = { label: 'New' } as const

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
      component('tailwind-v4', 'Tailwind v4'),
      component('mcp', 'MCP'),
    ],
  },
  {
    title: 'Templates',
    items: [
      template('agent', 'Agent', { paid: true }),
      template('devtool', 'Devtool', { paid: true }),
      template('mobile', 'Mobile', { paid: true }),
      template('saas', 'SaaS', { paid: true }),
      template('startup', 'Startup', { paid: true }),
      template('portfolio', 'Portfolio'),
      template('changelog', 'Changelog', NEW),
    ],
  },
  {
    title: 'Components',
    items: [
      component('marquee', 'Marquee'),
      component('terminal', 'Terminal'),
      component('hero-video-dialog', 'Hero Video Dialog'),
      component('bento-grid', 'Bento Grid'),
      component('animated-list', 'Animated List'),
      component('dock', 'Dock'),
      component('globe', 'Globe'),
      component('tweet-card', 'Tweet Card'),
      component('orbiting-circles', 'Orbiting Circles'),
      component('avatar-circles', 'Avatar Circles'),
      component('icon-cloud', 'Icon Cloud'),
      component('animated-circular-progress-bar', 'Animated Circular Progress Bar'),
      component('file-tree', 'File Tree'),
      component('code-comparison', 'Code Comparison'),
      component('script-copy-btn', 'Script Copy Button'),
      component('scroll-progress', 'Scroll Progress'),
      component('lens', 'Lens'),
      component('pointer', 'Pointer'),
      component('smooth-cursor', 'Smooth Cursor'),
      component('progressive-blur', 'Progressive Blur', NEW),
    ],
  },
  {
    title: 'Device Mocks',
    items: [
      component('safari', 'Safari'),
      component('iphone-15-pro', 'iPhone 15 Pro'),
      component('android', 'Android'),
    ],
  },
  {
    title: 'Special Effects',
    items: [
      component('animated-beam', 'Animated Beam'),
      component('border-beam', 'Border Beam'),
      component('shine-border', 'Shine Border'),
      component('magic-card', 'Magic Card'),
      component('meteors', 'Meteors'),
      component('neon-gradient-card', 'Neon Gradient Card'),
      component('confetti', 'Confetti'),
      component('particles', 'Particles'),
      component('cool-mode', 'Cool Mode'),
      component('scratch-to-reveal', 'Scratch To Reveal'),
      component('pixel-image', 'Pixel Image', NEW),
    ],
  },
  {
    title: 'Animations',
    items: [component('blur-fade', 'Blur Fade')],
  },
  {
    title: 'Text Animations',
    items: [
      component('text-animate', 'Text Animate'),
      component('line-shadow-text', 'Line Shadow Text'),
      component('aurora-text', 'Aurora Text'),
      component('video-text', 'Video Text'),
      component('number-ticker', 'Number Ticker'),
      component('animated-shiny-text', 'Animated Shiny Text'),
      component('animated-gradient-text', 'Animated Gradient Text'),
      component('text-reveal', 'Text Reveal'),
      component('hyper-text', 'Hyper Text'),
      component('word-rotate', 'Word Rotate'),
      component('typing-animation', 'Typing Animation'),
      component('scroll-based-velocity', 'Scroll Based Velocity'),
      component('flip-text', 'Flip Text'),
      component('box-reveal', 'Box Reveal'),
      component('sparkles-text', 'Sparkles Text'),
      component('morphing-text', 'Morphing Text'),
      component('spinning-text', 'Spinning Text'),
      component('comic-text', 'Comic Text', NEW),
    ],
  },
  {
    title: 'Buttons',
    items: [
      component('rainbow-button', 'Rainbow Button'),
      component('shimmer-button', 'Shimmer Button'),
      component('shiny-button', 'Shiny Button'),
      component('interactive-hover-button', 'Interactive Hover Button'),
      component('animated-subscribe-button', 'Animated Subscribe Button'),
      component('pulsating-button', 'Pulsating Button'),
      component('ripple-button', 'Ripple Button'),
    ],
  },
  {
    title: 'Backgrounds',
    items: [
      component('warp-background', 'Warp Background'),
      component('flickering-grid', 'Flickering Grid'),
      component('animated-grid-pattern', 'Animated Grid Pattern'),
      component('retro-grid', 'Retro Grid'),
      component('ripple', 'Ripple'),
      component('dot-pattern', 'Dot Pattern'),
      component('grid-pattern', 'Grid Pattern'),
      component('interactive-grid-pattern', 'Interactive Grid Pattern'),
    ],
  },
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
