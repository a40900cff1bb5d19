import { loadItems } from '@snipstack/registry/items'
import type { ItemMeta } from '@snipstack/ui/meta'
import { describe, expect, it } from 'vitest'
import { docsSidebar, flattenSidebar, markUnavailable, readingOrder } from './docs-sidebar'

const section = (title: string) => {
  const found = docsSidebar.find((s) => s.title === title)
  if (!found) throw new Error(`no section ${title}`)
  return found
}
const slugs = (title: string) => section(title).items.map((i) => i.href.replace(/^\/components\//, ''))

describe('docsSidebar', () => {
  it('has the documented sections in order', () => {
    expect(docsSidebar.map((s) => s.title)).toEqual([
      'Getting Started',
      'Templates',
      'Components',
      'Device Mocks',
      'Special Effects',
      'Animations',
      'Text Animations',
      'Buttons',
      'Backgrounds',
    ])
  })

  it('puts every page under /components', () => {
    for (const item of flattenSidebar(docsSidebar)) expect(item.href).toMatch(/^\/components(\/|$)/)
  })

  it('has unique hrefs', () => {
    const hrefs = flattenSidebar(docsSidebar).map((i) => i.href)
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })

  it('lists getting started with the installation sub-pages', () => {
    const items = section('Getting Started').items
    expect(items.map((i) => i.href)).toEqual([
      '/components',
      '/components/installation',
      '/components/tailwind-v4',
      '/components/mcp',
    ])
    expect(items[1]?.items.map((i) => i.href)).toEqual(
      ['next', 'vite', 'remix', 'astro', 'laravel', 'gatsby', 'manual'].map((s) => `/components/installation/${s}`),
    )
  })

  it('marks paid templates, the new changelog and their events', () => {
    const templates = section('Templates').items
    expect(templates.map((t) => [t.href, Boolean(t.paid), t.label ?? null, t.event])).toEqual([
      ['/components/templates/agent', true, null, 'template_agent_clicked'],
      ['/components/templates/devtool', true, null, 'template_devtool_clicked'],
      ['/components/templates/mobile', true, null, 'template_mobile_clicked'],
      ['/components/templates/saas', true, null, 'template_saas_clicked'],
      ['/components/templates/startup', true, null, 'template_startup_clicked'],
      ['/components/templates/portfolio', false, null, 'template_portfolio_clicked'],
      ['/components/templates/changelog', false, 'New', 'template_changelog_clicked'],
    ])
  })

  it('lists the documented components of each section', () => {
    expect(slugs('Components')).toHaveLength(22)
    expect(slugs('Components').at(-1)).toBe('progressive-blur')
    expect(slugs('Device Mocks')).toEqual(['safari', 'iphone-15-pro', 'android'])
    expect(slugs('Special Effects')).toHaveLength(14)
    expect(slugs('Animations')).toEqual(['blur-fade'])
    expect(slugs('Text Animations')).toHaveLength(22)
    expect(slugs('Buttons')).toHaveLength(7)
    expect(slugs('Backgrounds')).toHaveLength(13)
  })

  it('labels exactly the documented items New', () => {
    const labelled = flattenSidebar(docsSidebar)
      .filter((i) => i.label === 'New')
      .map((i) => i.href)
    expect(labelled.sort()).toEqual(
      [
        '/components/comic-text',
        '/components/pixel-image',
        '/components/progressive-blur',
        '/components/templates/changelog',
        // The items added to match every registry:ui item Magic UI publishes.
        ...[
          'animated-theme-toggler',
          'backlight',
          'client-tweet-card',
          'dia-text-reveal',
          'dotted-map',
          'glare-hover',
          'glyph-matrix',
          'hexagon-pattern',
          'highlighter',
          'kinetic-text',
          'light-rays',
          'noise-texture',
          'striped-pattern',
          'text-3d-flip',
        ].map((name) => `/components/${name}`),
      ].sort(),
    )
  })
})

describe('docsSidebar against the items metadata', async () => {
  // The full metadata, read as the registry build reads it, not through the sidebar's light index:
  // a stale index fails here as much as a wrong derivation does.
  const items = await loadItems()
  const withDocsPage = items.filter((item) => item.section !== undefined || item.category === 'Template')
  const entries = flattenSidebar(docsSidebar)

  /** Where an item's docs page is listed, and as what, by the rules the metadata implies. */
  const expectedEntry = (item: ItemMeta) => {
    const badges = { label: item.label ?? null, paid: Boolean(item.paid) }
    if (item.category === 'Template') {
      const slug = item.name.replace(/-template$/, '')
      return {
        href: `/components/templates/${slug}`,
        title: item.title.replace(/ template$/, ''),
        section: 'Templates',
        ...badges,
      }
    }
    return { href: `/components/${item.name}`, title: item.title, section: item.section, ...badges }
  }

  it('lists every item with a docs page exactly once, with its title, section and badges', () => {
    expect(withDocsPage.length).toBeGreaterThan(70)
    for (const item of withDocsPage) {
      const expected = expectedEntry(item)
      const found = entries.filter((entry) => entry.href === expected.href)
      // The sidebar reads a generated index of the metadata: `bun run registry:build` refreshes it.
      expect(found, item.name).toHaveLength(1)
      const [entry] = found
      expect(
        {
          href: entry?.href,
          title: entry?.title,
          section: entry?.section,
          label: entry?.label ?? null,
          paid: Boolean(entry?.paid),
        },
        item.name,
      ).toEqual(expected)
    }
  })

  it('lists no item page the metadata does not describe', () => {
    const itemHrefs = entries.filter((entry) => entry.section !== 'Getting Started').map((entry) => entry.href)
    expect(itemHrefs.sort()).toEqual(withDocsPage.map((item) => expectedEntry(item).href).sort())
  })

  it('places every item deliberately: the reading order names each item with a docs page once', () => {
    expect([...readingOrder].sort()).toEqual(withDocsPage.map((item) => item.name).sort())
  })
})

describe('flattenSidebar', () => {
  it('keeps reading order and records section and parent', () => {
    const flat = flattenSidebar(docsSidebar)
    const installation = flat.findIndex((i) => i.href === '/components/installation')
    expect(flat[installation + 1]).toMatchObject({
      href: '/components/installation/next',
      section: 'Getting Started',
      parent: 'Installation',
    })
    expect(flat[installation]?.parent).toBeUndefined()
  })
})

describe('markUnavailable', () => {
  it('disables unavailable items at every depth without touching the source', () => {
    const available = new Set(['/components', '/components/installation', '/components/marquee'])
    const marked = markUnavailable(docsSidebar, (href) => available.has(href))
    const flat = flattenSidebar(marked)
    expect(flat.filter((i) => !i.disabled).map((i) => i.href)).toEqual([...available])
    expect(flat.find((i) => i.href === '/components/installation/vite')?.disabled).toBe(true)
    expect(flattenSidebar(docsSidebar).some((i) => i.disabled)).toBe(false)
  })
})
