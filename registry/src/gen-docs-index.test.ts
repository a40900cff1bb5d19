import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { docsIndexPath, docsIndexSource, hasDocsPage, itemNav } from './gen-docs-index'
import { loadItems } from './items'

const items = await loadItems()
const byName = (name: string) => {
  const item = items.find((candidate) => candidate.name === name)
  if (!item) throw new Error(`no item ${name}`)
  return item
}

describe('the docs index', () => {
  it('keeps packages/ui/src/docs-index.gen.ts in sync with the items (run `bun run registry:build`)', () => {
    expect(readFileSync(docsIndexPath, 'utf8')).toBe(docsIndexSource(items))
  })

  it('holds the items with a docs page: sectioned items and templates, not utilities or other blocks', () => {
    expect(hasDocsPage(byName('marquee'))).toBe(true)
    expect(hasDocsPage(byName('agent-template'))).toBe(true)
    expect(hasDocsPage(byName('utils'))).toBe(false)
    expect(hasDocsPage(byName('use-on-screen'))).toBe(false)
    expect(hasDocsPage(byName('navbar'))).toBe(false)
  })

  it('keeps only the fields the sidebar shows', () => {
    expect(itemNav(byName('pixel-image'))).toEqual({
      name: 'pixel-image',
      title: 'Pixel Image',
      section: 'Special Effects',
      label: 'New',
    })
    expect(itemNav(byName('saas-template'))).toEqual({
      name: 'saas-template',
      title: 'SaaS template',
      paid: true,
      category: 'Template',
    })
  })
})
