import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rawConfigSchema } from 'shadcn/schema'
import { afterEach, describe, expect, it } from 'vitest'
import { createConfig, projectRegistryBase, readConfig } from './config'

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

function project(componentsJson?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'snipstack-config-'))
  setDir(dir)
  writeFileSync(join(dir, 'tsconfig.json'), '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }')
  mkdirSync(join(dir, 'src'))
  if (componentsJson !== undefined) writeFileSync(join(dir, 'components.json'), componentsJson)
  return dir
}

function setDir(path: string) {
  dir = path
}

const written = createConfig({ css: 'src/index.css', alias: '@', rsc: false, registryBase: 'http://localhost:3000/r' })

describe('components.json', () => {
  it("is written in a shape shadcn's own schema accepts, registry namespace included", () => {
    const result = rawConfigSchema.safeParse(written)
    expect(result.error?.issues).toBeUndefined()
    expect(written).toMatchObject({
      $schema: 'https://ui.shadcn.com/schema.json',
      style: 'new-york',
      rsc: false,
      tsx: true,
      // Empty, so that shadcn's add fetches no base colour from shadcn's site (see createConfig).
      tailwind: { config: '', css: 'src/index.css', baseColor: '', cssVariables: true, prefix: '' },
      aliases: {
        components: '@/components',
        utils: '@/lib/utils',
        ui: '@/components/ui',
        lib: '@/lib',
        hooks: '@/hooks',
      },
      iconLibrary: 'lucide',
      registries: { '@snipstack': 'http://localhost:3000/r/{name}.json' },
    })
  })

  it('resolves aliases to folders through tsconfig paths', () => {
    const root = project(JSON.stringify(written))
    expect(readConfig(root).resolvedPaths).toEqual({
      tailwindCss: join(root, 'src/index.css'),
      components: join(root, 'src/components'),
      ui: join(root, 'src/components/ui'),
      lib: join(root, 'src/lib'),
      hooks: join(root, 'src/hooks'),
      utils: join(root, 'src/lib/utils'),
    })
    expect(projectRegistryBase(root)).toBe('http://localhost:3000/r')
  })

  it('says to run init when components.json is missing', () => {
    const root = project()
    expect(() => readConfig(root)).toThrowError(/^No components\.json in /)
    try {
      readConfig(root)
    } catch (error) {
      expect((error as { hint?: string }).hint).toBe('Run `snipstack init` in the project first.')
    }
  })

  it.each([
    ['not JSON', '{ "style": ', /^components\.json is not valid JSON/],
    ['missing fields', '{ "style": "new-york" }', /^components\.json is invalid \(rsc: /],
    ['a wrong type', JSON.stringify({ ...written, tailwind: { ...written.tailwind, css: 42 } }), /tailwind\.css: /],
  ])('explains a components.json with %s and how to fix it', (_, text, message) => {
    let error: unknown
    try {
      readConfig(project(text))
    } catch (caught) {
      error = caught
    }
    expect((error as Error).message).toMatch(message)
    expect((error as { hint?: string }).hint).toContain('snipstack init --overwrite')
  })

  it('explains an alias that tsconfig does not declare', () => {
    const config = JSON.stringify({ ...written, aliases: { ...written.aliases, utils: '#/lib/utils' } })
    expect(() => readConfig(project(config))).toThrowError("The alias '#/lib/utils' in components.json matches no")
  })
})
