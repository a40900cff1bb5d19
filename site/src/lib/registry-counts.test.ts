import type { ItemMeta } from '@snipstack/ui/meta'
import { describe, expect, it } from 'vitest'
import { blocksAndTemplatesCount } from '@/lib/registry-counts'

const blockMetas = Object.values(
  import.meta.glob<ItemMeta>('../../../packages/ui/src/blocks/*/*.meta.ts', { eager: true, import: 'default' }),
)

describe('registry counts', () => {
  it('counts every block and whole-page template, and nothing else', () => {
    expect(blockMetas.length).toBeGreaterThan(0)
    expect(blockMetas.every((item) => item.type === 'registry:block')).toBe(true)
    expect(blocksAndTemplatesCount).toBe(blockMetas.length)
    const templates = blockMetas.filter((item) => item.category === 'Template')
    expect(templates.length).toBeGreaterThan(0)
    expect(blocksAndTemplatesCount).toBeGreaterThan(templates.length)
  })
})
