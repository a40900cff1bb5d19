import { rankBy } from '@snipstack/contracts/item-search'
import { describe, expect, it } from 'vitest'
import { docsSidebar, flattenSidebar, markUnavailable, type SidebarSection } from '../../../config/docs-sidebar'
import { mainNav, type NavItem } from '../../../config/navigation'
import { registryItems } from '../../docs/catalog'
import { buildPaletteGroups, linkSearchFields, searchGroups, searchPalette } from './palette-items'

describe('buildPaletteGroups', () => {
  it('starts with the internal main navigation as Links, then one group per docs section', () => {
    const groups = buildPaletteGroups()
    expect(groups[0]?.heading).toBe('Links')
    expect(groups[0]?.items.map((i) => i.href)).toEqual([
      '/snippets',
      '/components',
      '/blocks',
      '/templates',
      '/page/about-us',
      '/shipfast',
    ])
    expect(groups.slice(1).map((g) => g.heading)).toEqual([
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

  it('gives every item a unique value', () => {
    const values = buildPaletteGroups().flatMap((g) => g.items.map((i) => i.value))
    expect(new Set(values).size).toBe(values.length)
  })

  it('leaves out external and disabled navigation entries, and keeps disabled docs pages unselectable', () => {
    const nav: NavItem[] = [
      { title: 'Docs', href: '/docs' },
      { title: 'GitHub', href: 'https://github.com', external: true },
      { title: 'Soon', href: '/soon', disabled: true },
    ]
    const sections: SidebarSection[] = [
      {
        title: 'Guides',
        items: [
          {
            title: 'Install',
            href: '/install',
            items: [{ title: 'Vite', href: '/install/vite', items: [], disabled: true }],
          },
        ],
      },
      { title: 'Empty', items: [] },
    ]
    const groups = buildPaletteGroups(nav, sections)
    expect(groups.map((g) => [g.heading, g.items.map((i) => [i.href, Boolean(i.disabled)])])).toEqual([
      ['Links', [['/docs', false]]],
      [
        'Guides',
        [
          ['/install', false],
          ['/install/vite', true],
        ],
      ],
    ])
  })

  it('lists every docs page as choosable: each sidebar entry is published', () => {
    const items = buildPaletteGroups()
      .slice(1)
      .flatMap((g) => g.items)
    expect(items.map((i) => i.href).sort()).toEqual(
      flattenSidebar(docsSidebar)
        .map((entry) => entry.href)
        .sort(),
    )
    expect(items.filter((i) => i.disabled)).toEqual([])
  })

  it('marks the pages a sidebar marks unavailable as disabled', () => {
    const sections = markUnavailable(docsSidebar, (href) => href !== '/components/marquee')
    const items = buildPaletteGroups(mainNav, sections).flatMap((g) => g.items)
    expect(items.filter((i) => i.disabled).map((i) => i.href)).toEqual(['/components/marquee'])
  })

  it('keeps the parent of nested items and the events of templates', () => {
    const items = buildPaletteGroups().flatMap((g) => g.items)
    expect(items.find((i) => i.href === '/components/installation/vite')?.parent).toBe('Installation')
    expect(items.find((i) => i.href === '/components/templates/saas')).toMatchObject({
      paid: true,
      event: 'template_saas_clicked',
    })
    expect(items.find((i) => i.href === '/shipfast')?.event).toBe('shipfast_clicked')
  })
})

describe('searchPalette', () => {
  const groups = buildPaletteGroups()
  const hrefs = (query: string) => searchPalette(groups, query).flatMap((group) => group.items.map((i) => i.href))

  it("reads an item page by the item's name, title, description and section", () => {
    const marquee = groups.flatMap((g) => g.items).find((i) => i.href === '/components/marquee')
    expect(marquee).toMatchObject({
      name: 'marquee',
      title: 'Marquee',
      description: registryItems.get('marquee')?.description,
    })
    const mcp = groups.flatMap((g) => g.items).find((i) => i.href === '/components/mcp')
    expect(mcp?.description).toContain('MCP server')
  })

  it('finds what people ask for, as `snipstack search` does', () => {
    expect(hrefs('scrolling logo wall')[0]).toBe('/components/marquee')
    expect(hrefs('mar')[0]).toBe('/components/marquee')
    expect(hrefs('counter')[0]).toBe('/components/number-ticker')
    expect(hrefs('logos')).toContain('/components/marquee')
    expect(hrefs('grid background')).toEqual(
      expect.arrayContaining(['/components/grid-pattern', '/components/retro-grid']),
    )
    expect(hrefs('vite')[0]).toBe('/components/installation/vite')
    expect(hrefs('xylophone giraffe')).toEqual([])
  })

  it('ranks with the shared item search: the same links in the same order', () => {
    const entries = groups.flatMap((group) => group.items.map((item) => ({ heading: group.heading, item })))
    for (const query of ['text animation', 'button', 'pricing', 'hero', 'install']) {
      const ranked = rankBy(entries, query, (entry) => linkSearchFields(entry.item, entry.heading))
      expect(ranked.length, query).toBeGreaterThan(0)
      const found = searchPalette(groups, query)
      // Groups follow their best match; within a group, the ranking's order is kept.
      expect(found.map((group) => group.heading)).toEqual([...new Set(ranked.map((entry) => entry.heading))])
      for (const group of found) {
        expect(group.items).toEqual(
          ranked.filter((entry) => entry.heading === group.heading).map((entry) => entry.item),
        )
      }
    }
  })

  it('keeps every group as it is while the query is empty', () => {
    expect(searchPalette(groups, '')).toEqual(groups)
    expect(searchPalette(groups, '   ')).toEqual(groups)
  })

  it('narrows any group of the palette the same way, such as the theme choices', () => {
    const themes = [{ heading: 'Theme', items: ['Light', 'Dark', 'System'] }]
    const fields = (title: string, heading: string) => ({ name: title.toLowerCase(), title, categories: [heading] })
    expect(searchGroups(themes, 'dark', fields)).toEqual([{ heading: 'Theme', items: ['Dark'] }])
    expect(searchGroups(themes, 'theme', fields)).toEqual(themes)
    expect(searchGroups(themes, 'marquee', fields)).toEqual([])
  })
})
