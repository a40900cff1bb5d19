import { describe, expect, it } from 'vitest'
import {
  cliSource,
  commandsFor,
  isPackageName,
  mcpServerCommand,
  packageManagers,
  snipstackCommand,
  snipstackRunner,
} from './install-commands'

const instance = { origin: 'https://ui.example.com' }
const tgz = 'https://ui.example.com/cli/snipstack.tgz'

describe('snipstack commands', () => {
  it("run an instance's own CLI from its address, in each package manager's form", () => {
    expect(packageManagers.map((pm) => snipstackCommand(pm, 'add marquee', instance))).toEqual([
      `npx -y ${tgz} add marquee`,
      `pnpm dlx ${tgz} add marquee`,
      `yarn dlx -p snipstack@${tgz} snipstack add marquee`,
      `bunx --bun -p snipstack@${tgz} snipstack add marquee`,
    ])
    // The public site is an instance like any other: its pages name its own package too.
    expect(snipstackCommand('npm', 'init', { origin: 'https://snipstack.dev' })).toBe(
      'npx -y https://snipstack.dev/cli/snipstack.tgz init',
    )
  })

  it('name an npm package only where one is declared, with the binary apart when the names differ', () => {
    expect(packageManagers.map((pm) => snipstackCommand(pm, 'init', { package: 'snipstack' }))).toEqual([
      'npx -y snipstack@latest init',
      'pnpm dlx snipstack@latest init',
      'yarn dlx snipstack@latest init',
      'bunx --bun snipstack@latest init',
    ])
    expect(packageManagers.map((pm) => snipstackRunner(pm, { package: '@acme/ui-cli' }))).toEqual([
      'npx -y @acme/ui-cli@latest',
      'pnpm dlx @acme/ui-cli@latest',
      'yarn dlx -p @acme/ui-cli@latest snipstack',
      'bunx --bun -p @acme/ui-cli@latest snipstack',
    ])
    expect(cliSource('https://ui.example.com')).toEqual(instance)
    expect(cliSource('https://ui.example.com', 'snipstack')).toEqual({ package: 'snipstack' })
  })

  it('start the MCP server without a question from npx', () => {
    expect(mcpServerCommand(instance)).toEqual({ command: 'npx', args: ['-y', tgz, 'mcp'] })
    expect(mcpServerCommand({ package: 'snipstack' })).toEqual({
      command: 'npx',
      args: ['-y', 'snipstack@latest', 'mcp'],
    })
  })

  it('are rewritten in a built document to the declared package, and only the commands are', () => {
    const placeholder = '{{origin}}'
    const written = [
      `Install it with \`${snipstackCommand('npm', 'add marquee', { origin: placeholder })}\`.`,
      snipstackCommand('yarn', 'add globe', { origin: placeholder }),
      `The package itself is at ${placeholder}/cli/snipstack.tgz.`,
    ].join('\n')
    expect(commandsFor(written, placeholder, { package: 'snipstack' })).toBe(
      [
        'Install it with `npx -y snipstack@latest add marquee`.',
        'yarn dlx snipstack@latest add globe',
        `The package itself is at ${placeholder}/cli/snipstack.tgz.`,
      ].join('\n'),
    )
    expect(commandsFor(written, placeholder, { origin: 'https://ui.example.com' })).toBe(written)
  })
})

describe('package names an operator may declare', () => {
  it("follow npm's rule", () => {
    for (const name of ['snipstack', '@acme/ui-cli', 'ui.cli_2']) expect(isPackageName(name), name).toBe(true)
    for (const name of ['Snipstack', 'snipstack@latest', 'a b', '../x', 'https://x.dev/a.tgz', '', 'x'.repeat(215)]) {
      expect(isPackageName(name), name).toBe(false)
    }
  })
})
