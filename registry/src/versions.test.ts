import { describe, expect, it } from 'vitest'
import type { RegistryEntry } from './entries'
import { pinDependencies, pinnedDependency, testedVersions } from './versions'

const tested = new Map([
  ['motion', '14.14.0'],
  ['lucide-react', '1.75.0'],
  ['@scope/pkg', '0.7.1'],
  ['loose', '^2.0.0'],
])

describe('pinnedDependency', () => {
  it('gives a bare package a caret on the version packages/ui installs', () => {
    expect(pinnedDependency('x', 'motion', tested)).toBe('motion@^14.14.0')
    expect(pinnedDependency('x', '@scope/pkg', tested)).toBe('@scope/pkg@^0.7.1')
  })

  it('keeps a range of its own that starts at the tested version, and refuses one that starts elsewhere', () => {
    expect(pinnedDependency('x', 'lucide-react@^1.75.0', tested)).toBe('lucide-react@^1.75.0')
    expect(pinnedDependency('x', 'lucide-react@1.75.0', tested)).toBe('lucide-react@1.75.0')
    expect(() => pinnedDependency('globe', 'motion@^12.0.0', tested)).toThrowError(
      "globe: dependency 'motion@^12.0.0' does not start at 14.14.0, the version the items are tested with",
    )
  })

  it('refuses a package that packages/ui does not install at an exact version', () => {
    expect(() => pinnedDependency('globe', 'three', tested)).toThrowError(
      "globe: dependency 'three' is not installed at an exact version in packages/ui/package.json, so no version of it is tested",
    )
    expect(() => pinnedDependency('x', 'loose', tested)).toThrowError(/'loose' is not installed at an exact version/)
  })
})

describe('pinDependencies', () => {
  it('pins every dependency and devDependency, leaving entries without any as they are', () => {
    const entry = (name: string, extra: Partial<RegistryEntry>): RegistryEntry => ({
      name,
      type: 'registry:ui',
      title: name,
      description: name,
      files: [],
      ...extra,
    })
    const bare = entry('bare', {})
    const [pinned, same] = pinDependencies(
      [entry('a', { dependencies: ['motion'], devDependencies: ['@scope/pkg'] }), bare],
      tested,
    )
    expect(pinned).toMatchObject({ dependencies: ['motion@^14.14.0'], devDependencies: ['@scope/pkg@^0.7.1'] })
    expect(same).toBe(bare)
  })

  it('reads the tested versions from packages/ui/package.json', () => {
    const versions = testedVersions()
    expect(versions.get('motion')).toMatch(/^\d+\.\d+\.\d+$/)
    expect(versions.get('lucide-react')).toMatch(/^\d+\.\d+\.\d+$/)
  })
})
