import { describe, expect, it } from 'vitest'
import {
  installCommand,
  isPackageManager,
  packageManagers,
  registryItemUrl,
  shadcnCommand,
  snipstackCommand,
} from './install-commands'

describe('install commands', () => {
  it('runs the snipstack CLI with each package manager', () => {
    expect(packageManagers.map((pm) => snipstackCommand(pm, 'add marquee'))).toEqual([
      'npx snipstack@latest add marquee',
      'pnpm dlx snipstack@latest add marquee',
      'yarn dlx snipstack@latest add marquee',
      'bunx --bun snipstack@latest add marquee',
    ])
    expect(snipstackCommand('npm', 'init')).toBe('npx snipstack@latest init')
    // The public site, and a page that does not know its origin yet, name the published package.
    expect(snipstackCommand('npm', 'init', 'https://snipstack.dev')).toBe('npx snipstack@latest init')
    expect(snipstackCommand('npm', 'init', '')).toBe('npx snipstack@latest init')
  })

  it("runs another instance's own CLI from its address, in each package manager's form", () => {
    const tgz = 'https://ui.example.com/cli/snipstack.tgz'
    expect(packageManagers.map((pm) => snipstackCommand(pm, 'add marquee', 'https://ui.example.com'))).toEqual([
      `npx ${tgz} add marquee`,
      `pnpm dlx ${tgz} add marquee`,
      `yarn dlx -p snipstack@${tgz} snipstack add marquee`,
      `bunx --bun -p snipstack@${tgz} snipstack add marquee`,
    ])
  })

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
