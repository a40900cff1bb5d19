import { describe, expect, it } from 'vitest'
import { docsSidebar, flattenSidebar, markUnavailable, type SidebarSection } from '../../../config/docs-sidebar'
import { mainNav, type NavItem } from '../../../config/navigation'
import { buildPaletteGroups } from './palette-items'

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
