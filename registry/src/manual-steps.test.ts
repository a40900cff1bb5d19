import type { ItemFile, ItemMeta } from '@snipstack/ui/meta'
import { describe, expect, it } from 'vitest'
import { loadItems } from './items'
import { copiedInPlace, installedPath, manualPlan } from './manual-steps'

// Every item's metadata, as the site's catalogue holds it; the page sweep below is made from it.
const registryItems: ReadonlyMap<string, ItemMeta> = new Map((await loadItems()).map((meta) => [meta.name, meta]))

const item = (name: string, extra: Partial<ItemMeta> = {}): ItemMeta => ({
  name,
  type: 'registry:ui',
  title: name,
  description: '',
  files: [{ path: `${name}/${name}.tsx`, type: 'registry:ui' }],
  ...extra,
})

describe('installedPath', () => {
  it('puts each file type where the CLIs install it', () => {
    expect(installedPath({ path: 'marquee/marquee.tsx', type: 'registry:ui' })).toBe('components/ui/marquee.tsx')
    expect(installedPath({ path: 'lib/utils.ts', type: 'registry:lib' })).toBe('lib/utils.ts')
    expect(installedPath({ path: 'x/use-x.ts', type: 'registry:hook' })).toBe('hooks/use-x.ts')
    expect(installedPath({ path: 'x/y.tsx', type: 'registry:ui', target: 'app/y.tsx' })).toBe('app/y.tsx')
  })
})

describe('manualPlan', () => {
  const utils = item('utils', { type: 'registry:lib', dependencies: ['clsx', 'tailwind-merge'] })
  const button = item('button', { registryDependencies: ['utils'], dependencies: ['radix-ui'] })
  const shimmer = item('shimmer', { registryDependencies: ['button', 'utils', 'gone'], dependencies: ['motion'] })
  const items = new Map([utils, button, shimmer].map((i) => [i.name, i]))

  it('collects registry dependencies transitively, dependencies first, each once', () => {
    const plan = manualPlan(shimmer, items)
    expect(plan.requires.map((i) => i.name)).toEqual(['utils', 'button'])
    expect(plan.dependencies).toEqual(['clsx', 'tailwind-merge', 'radix-ui', 'motion'])
  })

  it('needs nothing for an item without dependencies', () => {
    expect(manualPlan(item('plain'), items)).toEqual({ dependencies: [], requires: [], css: [] })
  })

  it('shows helpers and hooks in place and sends the reader to the page of an item that has one', () => {
    const hook = item('use-thing', { type: 'registry:hook' })
    const card = item('card', { section: 'Components', registryDependencies: ['utils'] })
    const fancy = item('fancy', { section: 'Components', registryDependencies: ['card', 'use-thing'] })
    const plan = manualPlan(fancy, new Map([utils, hook, card, fancy].map((i) => [i.name, i])))
    expect(plan.requires.map((i) => [i.name, copiedInPlace(i)])).toEqual([
      ['utils', true],
      ['card', false],
      ['use-thing', true],
    ])
  })

  it('collects the CSS of the items shown in place, then of the item, and none of items with a page', () => {
    const keyframes = { '@keyframes x': { from: { opacity: '0' } } }
    const tokens = item('tokens', { css: keyframes })
    const styled = item('styled', { section: 'Components', css: keyframes })
    const both = item('both', { registryDependencies: ['tokens', 'styled', 'utils'], css: keyframes })
    const plan = manualPlan(both, new Map([utils, tokens, styled, both].map((i) => [i.name, i])))
    expect(plan.css.map((i) => i.name)).toEqual(['tokens', 'both'])
    expect(manualPlan(button, items).css).toEqual([])
  })
})

describe('the Manual tab of every component page', () => {
  const pages = [...registryItems.values()].filter((entry) => entry.section)

  it('shows the hooks the marquee imports, and the CSS of the button a page builds on', () => {
    const marquee = manualPlan(registryItems.get('marquee') as ItemMeta, registryItems)
    expect(marquee.requires.filter(copiedInPlace).map((dep) => installedPath(dep.files[0] as ItemFile))).toEqual([
      'hooks/use-on-screen.ts',
      'hooks/use-reduced-motion.ts',
      'lib/utils.ts',
    ])
    const usesButton = pages.find((page) =>
      manualPlan(page, registryItems).requires.some((dep) => dep.name === 'button'),
    )
    expect(usesButton && manualPlan(usesButton, registryItems).css.map((entry) => entry.name)).toContain('button')
  })
})
