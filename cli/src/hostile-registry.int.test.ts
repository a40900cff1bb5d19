import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { Server } from 'bun'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMcpServer } from './mcp/server'
import { runCli } from './test/run-cli'
import { serveItems } from './test/static-registry'
import { createConfig } from './utils/config'
import { createLogger } from './utils/logger'

/**
 * The real commands against a registry that sends what no honest one would: files aimed outside
 * the project or into folders that run code, options posing as npm packages, terminal escape
 * sequences in its text, shell in item names. Everything a command may touch lives in `scratch`,
 * whose every file, link and byte is compared before and after each refused command.
 */

const scratch = mkdtempSync(join(tmpdir(), 'snipstack-hostile-'))
const cacheHome = mkdtempSync(join(tmpdir(), 'snipstack-hostile-cache-'))
const fakeBin = mkdtempSync(join(tmpdir(), 'snipstack-hostile-bin-'))
const pmLog = join(fakeBin, 'pm.log')
const app = join(scratch, 'projects', 'app')
const payload = 'export const pwned = true\n'
const secret = 'TOP SECRET outside the project\n'

type Item = Record<string, unknown> & { name: string }

const component = (name: string, file: Record<string, unknown>, extra: Record<string, unknown> = {}): Item => ({
  name,
  type: 'registry:ui',
  files: [{ path: 'ui/x.tsx', type: 'registry:ui', content: payload, ...file }],
  ...extra,
})

/** Item name, what the registry sends, and the path the refusal quotes. */
const destinations: Array<[string, Record<string, unknown>, string]> = [
  ['parent', { target: '../../escaped.tsx' }, '../../escaped.tsx'],
  ['absolute', { target: join(scratch, 'absolute.tsx') }, join(scratch, 'absolute.tsx')],
  ['drive', { target: 'C:\\escaped.tsx' }, 'C:\\escaped.tsx'],
  ['backslash', { target: '..\\..\\escaped.tsx' }, '..\\..\\escaped.tsx'],
  ['home', { target: '~/../escaped.tsx' }, '~/../escaped.tsx'],
  // No target: the path goes through the `ui` alias (src/components/ui), then climbs out of it.
  ['ui-climb', { path: 'ui/../../../../../escaped.tsx' }, 'ui/../../../../../escaped.tsx'],
  ['git-hook', { target: '.git/hooks/pre-commit' }, '.git/hooks/pre-commit'],
  ['git-hook-case', { target: '.GIT/hooks/pre-commit' }, '.GIT/hooks/pre-commit'],
  ['nested-git', { target: 'src/.git/config' }, 'src/.git/config'],
  ['node-modules', { target: 'node_modules/.bin/vite' }, 'node_modules/.bin/vite'],
  ['workflow', { target: '.github/workflows/ci.yml' }, '.github/workflows/ci.yml'],
  ['husky', { target: '.husky/pre-commit' }, '.husky/pre-commit'],
  ['editor-task', { target: '.vscode/tasks.json' }, '.vscode/tasks.json'],
  ['manifest', { target: 'package.json' }, 'package.json'],
  ['npmrc', { target: 'src/.npmrc' }, 'src/.npmrc'],
  // Symbolic links the project already has: a folder outside, a file outside, a folder into .git.
  ['linked-folder', { target: 'src/linked/evil.tsx' }, 'src/linked/evil.tsx'],
  ['linked-file', { path: 'ui/linked.tsx' }, 'ui/linked.tsx'],
  ['linked-git', { target: 'src/hooks-link/pre-commit' }, 'src/hooks-link/pre-commit'],
  ['dangling-link', { path: 'ui/dangling.tsx' }, 'ui/dangling.tsx'],
]

const items: Item[] = [
  component('good', { path: 'ui/good.tsx' }),
  ...destinations.map(([name, file]) => component(name, file)),
  component('dep-option', { path: 'ui/dep-option.tsx' }, { dependencies: ['motion', '--registry=http://127.0.0.1:9'] }),
  component('dep-global', { path: 'ui/dep-global.tsx' }, { devDependencies: ['-g'] }),
  component('dep-url', { path: 'ui/dep-url.tsx' }, { dependencies: ['https://evil.test/pkg.tgz'] }),
  component('peek', { target: '../../secret.txt' }),
  component(
    'loud',
    { path: 'ui/loud.tsx', content: 'export const loud = 1\n// \u001b[2J\u001b[Hcleared\n' },
    {
      title: 'Loud\u001b[2J\u001b[3J',
      description:
        'Writes your clipboard\u001b]52;c;cm0gLXJmIH4=\u0007, links\u001b]8;;https://evil.test\u001b\\ here\u009b2J.',
    },
  ),
  {
    name: 'utils',
    type: 'registry:lib',
    files: [{ path: 'lib/utils.ts', type: 'registry:lib', target: '../init.ts', content: payload }],
  },
  // What init installs, and through it the cn() helper, as from our own registry.
  { name: 'style', type: 'registry:style', registryDependencies: ['utils'], files: [] },
  component('evil$(touch pwned) && touch pwned-too', { path: 'ui/evil.tsx' }),
]

let registry: Server<undefined>
let base: string

/** Every file and link below `dir` with its contents or target. */
function snapshot(dir = scratch): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isSymbolicLink()) entries[path] = `-> ${readlinkSync(path)}`
    else if (entry.isDirectory()) Object.assign(entries, { [path]: 'dir' }, snapshot(path))
    else entries[path] = readFileSync(path, 'utf8')
  }
  return entries
}

function write(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, content)
}

const cli = (args: string[], cwd = app, env: Record<string, string> = {}) =>
  runCli(args, { cwd, env: { PATH: `${fakeBin}:${process.env.PATH}`, XDG_CACHE_HOME: cacheHome, ...env } })

beforeAll(() => {
  registry = serveItems(items)
  base = `http://127.0.0.1:${registry.port}/r`
  for (const manager of ['npm', 'pnpm', 'yarn', 'bun']) {
    write(join(fakeBin, manager), `#!/bin/sh\necho "${manager} $*" >> "${pmLog}"\n`)
    chmodSync(join(fakeBin, manager), 0o755)
  }
  write(join(app, 'package.json'), JSON.stringify({ name: 'app', dependencies: { react: '19.3.1' } }))
  write(join(app, 'package-lock.json'), '{}')
  write(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }))
  write(join(app, 'src/index.css'), '@import "tailwindcss";\n')
  write(
    join(app, 'components.json'),
    JSON.stringify(createConfig({ css: 'src/index.css', alias: '@', rsc: false, registryBase: base })),
  )
  write(join(app, '.git/hooks/README'), 'hooks\n')
  write(join(scratch, 'outside/kept.txt'), 'outside\n')
  write(join(scratch, 'outside.tsx'), 'outside file\n')
  write(join(scratch, 'secret.txt'), secret)
  mkdirSync(join(app, 'src/components/ui'), { recursive: true })
  symlinkSync(join(scratch, 'outside'), join(app, 'src/linked'))
  symlinkSync(join(scratch, 'outside.tsx'), join(app, 'src/components/ui/linked.tsx'))
  symlinkSync(join(app, '.git/hooks'), join(app, 'src/hooks-link'))
  symlinkSync(join(scratch, 'nowhere/dangling.tsx'), join(app, 'src/components/ui/dangling.tsx'))
})
afterAll(async () => {
  await registry.stop(true)
  for (const dir of [scratch, cacheHome, fakeBin]) rmSync(dir, { recursive: true, force: true })
})

describe('add from a hostile registry', () => {
  it('installs an honest item from it, as a control', async () => {
    const before = snapshot()
    const result = await cli(['add', 'good', '--registry', base])
    expect(result.stderr).toContain('Created:\n  - src/components/ui/good.tsx')
    expect(result.code).toBe(0)
    expect(readFileSync(join(app, 'src/components/ui/good.tsx'), 'utf8')).toBe(payload)
    rmSync(join(app, 'src/components/ui/good.tsx'))
    expect(snapshot()).toEqual(before)
  })

  it.each(destinations)('refuses %s (%j), naming the item and the path, and writes nothing', async (name, _, raw) => {
    const before = snapshot()
    const result = await cli(['add', 'good', name, '--yes', '--overwrite', '--registry', base])
    expect(result.stderr).toContain(`✖ Refused '${name}': it would place a file at ${raw}, and `)
    expect(result.code).toBe(1)
    expect(snapshot()).toEqual(before)
  })

  it.each([
    ['dep-option', '--registry=http://127.0.0.1:9'],
    ['dep-global', '-g'],
    ['dep-url', 'https://evil.test/pkg.tgz'],
  ])('refuses %s, whose dependency %s is no package, before running the package manager', async (name, spec) => {
    rmSync(pmLog, { force: true })
    const before = snapshot()
    const result = await cli(['add', 'good', name, '--registry', base])
    expect(result.stderr).toContain(
      `✖ Refused '${name}': its dependency '${spec}' is not an npm package name and version.`,
    )
    expect(result.code).toBe(1)
    expect(existsSync(pmLog)).toBe(false)
    expect(snapshot()).toEqual(before)
  })
})

describe('other commands against a hostile registry', () => {
  it('diff refuses to read a file outside the project, alone or across the index', async () => {
    const one = await cli(['diff', 'peek', '--registry', base])
    expect(one.stderr).toContain(
      "✖ Refused 'peek': it would place a file at ../../secret.txt, and it is outside the project.",
    )
    expect(one.code).toBe(1)
    const all = await cli(['diff', '--registry', base])
    expect(all.code).toBe(1)
    expect(all.stderr).toContain('✖ Refused ')
    for (const run of [one, all]) expect(run.stdout + run.stderr).not.toContain('TOP SECRET')
  })

  it('init writes neither components.json nor the cn() helper the registry aims outside', async () => {
    const project = join(scratch, 'projects', 'fresh')
    write(
      join(project, 'package.json'),
      JSON.stringify({ name: 'fresh', devDependencies: { vite: '8.3.8', tailwindcss: '4.3.5' } }),
    )
    write(join(project, 'vite.config.ts'), 'export default {}\n')
    write(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }))
    write(join(project, 'src/index.css'), '@import "tailwindcss";\n')
    const before = snapshot()
    const result = await cli(['init', '--yes', '--registry', base], project)
    expect(result.stderr).toContain(
      "✖ Refused 'utils': it would place a file at ../init.ts, and it is outside the project.",
    )
    expect(result.code).toBe(1)
    expect(snapshot()).toEqual(before)
  })

  it('prints no escape sequence or control character the registry sends, in colour or not', async () => {
    for (const env of [{}, { NO_COLOR: '', FORCE_COLOR: '1' }] as Array<Record<string, string>>) {
      const runs = await Promise.all([
        cli(['view', 'loud', '--registry', base], app, env),
        cli(['list', '--registry', base], app, env),
        cli(['search', 'clipboard', '--registry', base], app, env),
        cli(['add', 'loud', '--dry-run', '--registry', base], app, env),
      ])
      for (const run of runs) {
        expect(run.code, run.stderr).toBe(0)
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must be absent
        expect(run.stdout + run.stderr).not.toMatch(/\u001b(?!\[(?:\d|\d\d)m)|[\u0007\u009b]/)
      }
      // What is left once our own colours are taken off too: the registry's words, nothing of its codes.
      const [view, list] = runs.map((run) => stripVTControlCharacters(run.stdout))
      expect(view).toContain('Loud (loud, registry:ui)')
      expect(view).toContain('Writes your clipboard, links here2J.')
      expect(view).toContain('export const loud = 1\n// cleared')
      expect(list).toContain('Writes your clipboard, links here2J.')
    }
  })
})

describe('the MCP server of a hostile registry', () => {
  it('refuses to put a name that is not an item name into a shell command', async () => {
    const server = createMcpServer({
      base,
      cwd: app,
      logger: createLogger({ silent: true, results: { write: () => true } }),
    })
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    const client = new Client({ name: 'test', version: '1.0.0' })
    await Promise.all([server.connect(serverSide), client.connect(clientSide)])
    try {
      const name = 'evil$(touch pwned) && touch pwned-too'
      const refused = await client.callTool({ name: 'get_install_command', arguments: { items: ['good', name] } })
      expect(refused.isError).toBe(true)
      expect(refused.content).toEqual([
        {
          type: 'text',
          text: `'${name}' is not an item name: names are lowercase letters, digits and hyphens (e.g. "marquee").\nCall search_items or list_items for the names this registry has.`,
        },
      ])
      const fine = await client.callTool({
        name: 'get_install_command',
        arguments: { items: ['good'], packageManager: 'npm' },
      })
      expect(fine.structuredContent).toMatchObject({
        command: `npx -y ${base.slice(0, -'/r'.length)}/cli/snipstack.tgz add good --registry ${base}`,
      })
    } finally {
      await client.close()
    }
  })
})
