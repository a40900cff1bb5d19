import { describe, expect, it } from 'vitest'
import { installCommand, isPackageManager, packageManagers, registryItemUrl, shadcnCommand } from './install-commands'

describe('install commands', () => {
  it("installs from the item's registry URL with shadcn's CLI", () => {
    const url = registryItemUrl('https://snipstack.dev', 'marquee')
    expect(url).toBe('https://snipstack.dev/r/marquee.json')
    expect(shadcnCommand('npm', url)).toBe('npx shadcn@latest add https://snipstack.dev/r/marquee.json')
    expect(shadcnCommand('bun', url)).toBe('bunx --bun shadcn@latest add https://snipstack.dev/r/marquee.json')
  })

  it('installs npm packages, or nothing when there are none', () => {
    expect(packageManagers.map((pm) => installCommand(pm, ['motion', 'clsx']))).toEqual([
      'npm install motion clsx',
      'pnpm add motion clsx',
      'yarn add motion clsx',
      'bun add motion clsx',
    ])
    expect(installCommand('pnpm', [])).toBe('')
  })

  it('recognises only the supported package managers', () => {
    expect(isPackageManager('pnpm')).toBe(true)
    expect(isPackageManager('deno')).toBe(false)
    expect(isPackageManager(null)).toBe(false)
  })
})
