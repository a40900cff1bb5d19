import { describe, expect, it } from 'vitest'
import { docsSidebar, flattenSidebar, markUnavailable } from './docs-sidebar'

const section = (title: string) => {
  const found = docsSidebar.find((s) => s.title === title)
  if (!found) throw new Error(`no section ${title}`)
  return found
}
const slugs = (title: string) => section(title).items.map((i) => i.href.replace(/^\/components\//, ''))

describe('docsSidebar', () => {
  it('has the spec sections in order', () => {
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

  it('lists the spec components of each section', () => {
    expect(slugs('Components')).toHaveLength(20)
    expect(slugs('Components').at(-1)).toBe('progressive-blur')
    expect(slugs('Device Mocks')).toEqual(['safari', 'iphone-15-pro', 'android'])
    expect(slugs('Special Effects')).toHaveLength(11)
    expect(slugs('Animations')).toEqual(['blur-fade'])
    expect(slugs('Text Animations')).toHaveLength(18)
    expect(slugs('Buttons')).toHaveLength(7)
    expect(slugs('Backgrounds')).toHaveLength(8)
  })

  it('labels exactly the spec items New', () => {
    const labelled = flattenSidebar(docsSidebar)
      .filter((i) => i.label === 'New')
      .map((i) => i.href)
    expect(labelled.sort()).toEqual(
      [
        '/components/comic-text',
        '/components/pixel-image',
        '/components/progressive-blur',
        '/components/templates/changelog',
      ].sort(),
    )
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
