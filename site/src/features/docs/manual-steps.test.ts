import type { ItemMeta } from '@snipstack/ui/meta'
import { describe, expect, it } from 'vitest'
import { installedPath, manualPlan } from './manual-steps'

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
    expect(manualPlan(item('plain'), items)).toEqual({ dependencies: [], requires: [] })
  })
})
