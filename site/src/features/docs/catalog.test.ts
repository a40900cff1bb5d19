import { describe, expect, it } from 'vitest'
import { flattenSidebar } from '../../config/docs-sidebar'
import { contentDescriptions } from '../../content/docs/descriptions'
import { contentPaths, itemsWithMetadata } from './availability'
import {
  builtItem,
  contentPath,
  docsHref,
  findDocPage,
  isDocAvailable,
  publishedDocsSidebar,
  registryItems,
} from './catalog'

describe('contentPath', () => {
  it('maps MDX files to paths below /components', () => {
    expect(contentPath('../../content/docs/index.mdx')).toBe('')
    expect(contentPath('../../content/docs/installation/index.mdx')).toBe('installation')
    expect(contentPath('../../content/docs/installation/vite.mdx')).toBe('installation/vite')
    expect(docsHref('')).toBe('/components')
    expect(docsHref('installation/vite')).toBe('/components/installation/vite')
  })
})

describe('the written pages', () => {
  const sidebarHrefs = new Set(flattenSidebar(publishedDocsSidebar).map((entry) => entry.href))

  it('cover every Getting Started and Templates entry of the sidebar', () => {
    const written = flattenSidebar(publishedDocsSidebar).filter(
      (entry) => entry.section === 'Getting Started' || entry.section === 'Templates',
    )
    expect(written.length).toBe(18)
    for (const entry of written) expect(isDocAvailable(entry.href), entry.href).toBe(true)
  })

  it('each sit in the sidebar and have a description', () => {
    for (const path of contentPaths) {
      const href = docsHref(path)
      expect(sidebarHrefs.has(href), href).toBe(true)
      expect(contentDescriptions[href], href).toBeTruthy()
    }
  })
})

describe('built items', () => {
  it('are the items with a sidebar section; utilities have no page', () => {
    expect(builtItem('marquee')?.title).toBe('Marquee')
    expect(registryItems.get('utils')).toBeDefined()
    expect(builtItem('utils')).toBeUndefined()
    expect(builtItem('no-such-item')).toBeUndefined()
  })

  it('are exactly the sidebar items the header and palette treat as published', () => {
    // Those decide from file names alone; an item listed in the sidebar must then have a section.
    for (const entry of flattenSidebar(publishedDocsSidebar)) {
      const slug = entry.href.replace(/^\/components\/?/, '')
      if (itemsWithMetadata.has(slug)) expect(builtItem(slug), `${slug} needs a section`).toBeDefined()
      expect(isDocAvailable(entry.href), entry.href).toBe(findDocPage(slug) !== undefined)
    }
  })

  it('are published in the sidebar, and unbuilt sidebar items are disabled', () => {
    for (const entry of flattenSidebar(publishedDocsSidebar).filter((e) => e.section !== 'Getting Started')) {
      if (entry.section === 'Templates') continue
      const slug = entry.href.replace('/components/', '')
      expect(Boolean(entry.disabled), entry.href).toBe(!builtItem(slug))
    }
  })
})

describe('findDocPage', () => {
  it('describes an item page from its metadata', () => {
    expect(findDocPage('marquee')).toMatchObject({
      kind: 'item',
      href: '/components/marquee',
      title: 'Marquee',
      section: 'Components',
    })
  })

  it('describes a written page from the sidebar and its description', () => {
    expect(findDocPage('')).toMatchObject({ kind: 'content', href: '/components', title: 'Introduction' })
    expect(findDocPage('installation/vite')).toMatchObject({ title: 'Vite', section: 'Getting Started' })
    expect(findDocPage('templates/saas')).toMatchObject({ title: 'SaaS', section: 'Templates', paid: true })
    expect(findDocPage('templates/changelog')).toMatchObject({ label: 'New' })
  })

  it('finds nothing for unknown or unbuilt paths', () => {
    expect(findDocPage('nope')).toBeUndefined()
    expect(findDocPage('installation/nope')).toBeUndefined()
    expect(findDocPage('utils')).toBeUndefined()
  })
})
