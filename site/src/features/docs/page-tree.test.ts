import { describe, expect, it } from 'vitest'
import { docsSidebar, markUnavailable, type SidebarSection } from '../../config/docs-sidebar'
import { buildPageTree, neighbours } from './page-tree'

const sections: SidebarSection[] = [
  {
    title: 'Getting Started',
    items: [
      { title: 'Introduction', href: '/a', items: [] },
      {
        title: 'Installation',
        href: '/b',
        items: [
          { title: 'Vite', href: '/b/vite', items: [] },
          { title: 'Astro', href: '/b/astro', items: [], disabled: true },
          { title: 'Manual', href: '/b/manual', items: [] },
        ],
      },
    ],
  },
  { title: 'Soon', items: [{ title: 'Later', href: '/later', items: [], disabled: true }] },
  {
    title: 'Components',
    items: [
      { title: 'Marquee', href: '/c/marquee', items: [] },
      { title: 'Globe', href: '/c/globe', items: [], disabled: true },
      { title: 'Terminal', href: '/c/terminal', items: [] },
    ],
  },
]

describe('buildPageTree', () => {
  it('keeps published pages only, a separator per non-empty section and folders for sub-pages', () => {
    const tree = buildPageTree(sections)
    expect(tree.children.map((node) => [node.type, node.name])).toEqual([
      ['separator', 'Getting Started'],
      ['page', 'Introduction'],
      ['folder', 'Installation'],
      ['separator', 'Components'],
      ['page', 'Marquee'],
      ['page', 'Terminal'],
    ])
  })
})

describe('neighbours', () => {
  const tree = buildPageTree(sections)

  it('follows sidebar order across folders and sections, skipping unpublished pages', () => {
    expect(neighbours(tree, '/a')).toEqual({ previous: undefined, next: { title: 'Installation', href: '/b' } })
    expect(neighbours(tree, '/b/vite')).toEqual({
      previous: { title: 'Installation', href: '/b' },
      next: { title: 'Manual', href: '/b/manual' },
    })
    expect(neighbours(tree, '/b/manual').next).toEqual({ title: 'Marquee', href: '/c/marquee' })
    expect(neighbours(tree, '/c/marquee').next).toEqual({ title: 'Terminal', href: '/c/terminal' })
    expect(neighbours(tree, '/c/terminal').next).toBeUndefined()
  })

  it('has nothing for a page that is not in the tree', () => {
    expect(neighbours(tree, '/c/globe')).toEqual({ previous: undefined, next: undefined })
  })

  it('works on the real sidebar', () => {
    const published = new Set(['/components', '/components/installation', '/components/marquee'])
    const tree = buildPageTree(markUnavailable(docsSidebar, (href) => published.has(href)))
    expect(neighbours(tree, '/components/installation')).toEqual({
      previous: { title: 'Introduction', href: '/components' },
      next: { title: 'Marquee', href: '/components/marquee' },
    })
  })
})
