import { describe, expect, it } from 'vitest'
import { publishedItem, registryIndex, registryItem } from './registry'

const marquee = {
  $schema: 'https://ui.shadcn.com/schema/registry-item.json',
  name: 'marquee',
  type: 'registry:ui',
  title: 'Marquee',
  description: 'An endless scrolling strip',
  registryDependencies: ['https://snipstack.dev/r/utils.json'],
  files: [{ path: 'ui/marquee.tsx', type: 'registry:ui', content: 'export {}' }],
  cssVars: { theme: { 'animate-marquee': 'marquee var(--duration) infinite linear' } },
  css: { '@keyframes marquee': { from: { transform: 'translateX(0)' } } },
  meta: { section: 'Components', examples: [{ name: 'marquee-demo', title: 'Marquee' }] },
}

describe('registry contract', () => {
  it('reads any shadcn registry item and keeps the keys it does not name', () => {
    const item = registryItem.parse({ ...marquee, author: 'someone', docs: 'Read me', font: { family: 'x' } })
    expect(item.author).toBe('someone')
    expect(item.font).toEqual({ family: 'x' })
    expect(registryItem.parse({ name: 'x', type: 'registry:hook', meta: { anything: [1] } }).meta).toEqual({
      anything: [1],
    })
  })

  it("refuses what shadcn's schema refuses", () => {
    expect(registryItem.safeParse({ name: 'x', type: 'registry:widget' }).success).toBe(false)
    expect(registryItem.safeParse({ ...marquee, files: [{ path: 'a', type: 'registry:file' }] }).success).toBe(false)
    expect(registryItem.safeParse({ ...marquee, css: { a: 1 } }).success).toBe(false)
    expect(registryIndex.safeParse({ name: 'x', items: [] }).success).toBe(false)
  })

  it('holds our published items to their docs metadata', () => {
    expect(publishedItem.safeParse(marquee).success).toBe(true)
    const issue = (value: unknown) => publishedItem.safeParse(value).error?.issues[0]?.path.join('.')
    expect(issue({ ...marquee, meta: { section: 'Widgets' } })).toBe('meta.section')
    expect(issue({ ...marquee, meta: { sections: 'Components' } })).toBe('meta')
    expect(issue({ ...marquee, description: '' })).toBe('description')
    expect(issue({ ...marquee, name: 'Marquee' })).toBe('name')
  })
})
