import type { ItemMeta } from '@snipstack/ui/meta'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkDeclaredImports, dependencyName, exampleItems, packageOf } from './declared'
import { loadItems } from './items'

let items: ItemMeta[]
beforeAll(async () => {
  items = await loadItems()
})

const item = (name: string) => items.find((i) => i.name === name) as ItemMeta
/** The items with one of them replaced. */
const replacing = (changed: ItemMeta) => items.map((i) => (i.name === changed.name ? changed : i))

describe('packageOf and dependencyName', () => {
  it('reduce a specifier or a dependency to its package name', () => {
    expect(packageOf('motion/react')).toBe('motion')
    expect(packageOf('@scope/pkg/sub/path')).toBe('@scope/pkg')
    expect(packageOf('shiki')).toBe('shiki')
    expect(packageOf('../lib/utils')).toBeUndefined()
    expect(packageOf('@/components/ui/marquee')).toBeUndefined()
    expect(dependencyName('shiki@^4.6.0')).toBe('shiki')
    expect(dependencyName('@scope/pkg@1.2.3')).toBe('@scope/pkg')
    expect(dependencyName('@scope/pkg')).toBe('@scope/pkg')
    expect(dependencyName('motion')).toBe('motion')
  })
})

describe('checkDeclaredImports', () => {
  it('accepts every item as it is', () => {
    expect(() => checkDeclaredImports(items)).not.toThrow()
  })

  it('refuses an npm package the item imports but does not list', () => {
    const ticker = item('number-ticker')
    expect(ticker.dependencies).toContain('motion')
    expect(() => checkDeclaredImports(replacing({ ...ticker, dependencies: [] }))).toThrowError(
      "number-ticker: number-ticker/number-ticker.tsx imports 'motion' without listing it in dependencies",
    )
  })

  it('accepts a dependency listed with a version range', () => {
    const ticker = item('number-ticker')
    expect(() => checkDeclaredImports(replacing({ ...ticker, dependencies: ['motion@^14'] }))).not.toThrow()
  })

  it('refuses another item the item imports but does not list', () => {
    const marquee = item('marquee')
    const without = { ...marquee, registryDependencies: ['use-reduced-motion', 'utils'] }
    expect(() => checkDeclaredImports(replacing(without))).toThrowError(
      "marquee: marquee/marquee.tsx imports item 'use-on-screen' without listing it in registryDependencies",
    )
  })

  it('refuses a relative import that is no file of any item', () => {
    const withoutHook = [item('marquee'), item('use-reduced-motion'), item('utils')]
    expect(() => checkDeclaredImports(withoutHook)).toThrowError(
      "marquee: marquee/marquee.tsx imports '../hooks/use-on-screen', which is no file of a registry item",
    )
  })
})

describe('exampleItems', () => {
  it("publishes every item's examples, each depending on its item first and on what else it imports", () => {
    const examples = exampleItems(items)
    expect(examples.map((e) => e.name).sort()).toEqual(
      items.flatMap((i) => (i.examples ?? []).map((e) => e.name)).sort((a, b) => a.localeCompare(b)),
    )
    const beam = examples.find((e) => e.name === 'animated-beam-demo')
    expect(beam).toMatchObject({
      type: 'registry:example',
      title: `Animated Beam: ${item('animated-beam').examples?.[0]?.title}`,
      registryDependencies: ['animated-beam', 'utils'],
      dependencies: ['lucide-react'],
      files: [{ path: 'animated-beam/examples/animated-beam-demo.tsx', type: 'registry:example' }],
    })
    for (const example of examples) expect(example.registryDependencies?.length, example.name).toBeGreaterThan(0)
  })

  it('refuses an example named like an item', () => {
    const marquee = item('marquee')
    const clash = { ...marquee, examples: [{ name: 'globe', title: 'Clash' }] }
    expect(() => exampleItems(replacing(clash))).toThrowError("marquee: example 'globe' reuses a registry name")
  })
})
