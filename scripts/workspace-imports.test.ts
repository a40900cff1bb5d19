import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { crossingSpecifiers, findCrossings, relativeSpecifiers, workspaceFolders } from './workspace-imports'

const root = resolve(import.meta.dirname, '..')

/**
 * Sources written here quote their module specifiers «so» and get real quotes at run time, so
 * that scanning this file itself finds none of them.
 */
const code = (text: string) => text.replaceAll(/[«»]/g, "'")

describe('the repository', () => {
  it('has no relative import that leaves its workspace', () => {
    const crossings = findCrossings(root).map(({ file, specifier }) => `${file} -> ${specifier}`)
    expect(crossings, 'import these by package name (add an `exports` entry if needed)').toEqual([])
  })

  it('scans every workspace the root package.json lists, and scripts', () => {
    const folders = workspaceFolders(root).map((folder) => folder.slice(root.length + 1))
    expect(folders).toEqual(
      expect.arrayContaining([
        'scripts',
        'packages/contracts',
        'packages/testing',
        'packages/ui',
        'site',
        'server',
        'cli',
        'registry',
        'storybook',
        'tooling',
      ]),
    )
  })
})

describe('relativeSpecifiers', () => {
  it('finds static, side-effect, dynamic, re-exported, required and mocked relative modules', () => {
    const source = code(`
import { a } from «./a»
import type { B } from «../b»
import {
  c,
  d,
} from «../../c»
import «./styles.css»
export * from «./e»
export { f } from «../f»
const g = await import(«../g»)
const h = require(«./h»)
vi.mock(«../../i», () => ({}))
const j = await vi.importActual<typeof import(«./j»)>(«./j»)
const k = await import(\`../k\`)
`)
    expect(relativeSpecifiers(source).sort()).toEqual(
      ['./a', '../b', '../../c', './styles.css', './e', '../f', '../g', './h', '../../i', './j', '../k'].sort(),
    )
  })

  it('ignores package specifiers, paths that are not imports, and comments', () => {
    const source = code(`
import { z } from «zod»
import { meta } from «@snipstack/ui/meta»
const pkg = await import(«node:fs»)
const dir = resolve(import.meta.dirname, «../../packages/ui/src»)
const url = new URL(«../index.ts», import.meta.url)
// import { old } from «../../elsewhere»
/**
 * import { documented } from «../../elsewhere»
 */
console.log(«from ../nowhere»)
`)
    expect(relativeSpecifiers(source)).toEqual([])
  })
})

describe('crossingSpecifiers', () => {
  const workspace = '/repo/site'
  const source = code(`import { inside } from «../src/lib»
import { outside } from «../../packages/ui/src/meta»
import { sibling } from «../../site-extra/x»`)

  it('reports the specifiers that resolve outside the workspace folder, and only those', () => {
    expect(crossingSpecifiers('/repo/site/e2e/docs.e2e.ts', source, workspace)).toEqual([
      '../../packages/ui/src/meta',
      '../../site-extra/x',
    ])
  })

  it('reports nothing for a file whose imports stay inside', () => {
    expect(crossingSpecifiers('/repo/site/e2e/docs.e2e.ts', code('import { x } from «./support»'), workspace)).toEqual(
      [],
    )
  })
})

describe('findCrossings', () => {
  const repo = mkdtempSync(join(tmpdir(), 'workspace-imports-'))
  afterAll(() => rmSync(repo, { recursive: true, force: true }))
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true })
    writeFileSync(join(repo, path), code(content))
  }

  it('walks every workspace, .storybook included, and skips installs and other dot-folders', () => {
    write('package.json', JSON.stringify({ workspaces: ['packages/*', 'app'] }))
    write('packages/one/package.json', '{}')
    write('packages/one/src/index.ts', 'export { two } from «../../two/src/index»\n')
    write('packages/two/package.json', '{}')
    write('packages/two/src/index.ts', 'export const two = 2\nexport * from «./local»\n')
    write('app/package.json', '{}')
    write('app/.storybook/main.ts', 'import «../../packages/one/src/index»\n')
    write('app/.cache/x.js', 'import «../../packages/one/src/index»\n')
    write('app/node_modules/dep/index.js', 'import «../../../packages/one/src/index»\n')
    write('app/dist/index.js', 'import «../../packages/one/src/index»\n')
    write('scripts/build.ts', 'import { build } from «../app/src/build»\nimport { run } from «./lib»\n')

    expect(findCrossings(repo)).toEqual([
      { file: 'scripts/build.ts', specifier: '../app/src/build' },
      { file: 'packages/one/src/index.ts', specifier: '../../two/src/index' },
      { file: 'app/.storybook/main.ts', specifier: '../../packages/one/src/index' },
    ])
  })
})
