import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  boundaryProblem,
  findViolations,
  moduleSpecifiers,
  placeOf,
  publicFiles,
  resolveSpecifier,
  SITE_SOURCE,
  sharedFeatures,
} from './feature-boundaries'

const root = resolve(import.meta.dirname, '..')

/**
 * Sources written here quote their module specifiers «so» and get real quotes at run time, so
 * that scanning this file itself finds none of them.
 */
const code = (text: string) => text.replaceAll(/[«»]/g, "'")

describe('the site', () => {
  it('has no feature importing another feature’s internals, and no shared layer importing a feature', () => {
    const violations = findViolations(root).map(({ file, specifier, problem }) => `${file} -> ${specifier}: ${problem}`)
    expect(violations, 'see site/README.md, "Who imports whom"').toEqual([])
  })

  it('declares only public files and shared features that exist', () => {
    const features = join(root, SITE_SOURCE, 'features')
    const declared = [
      ...Object.entries(publicFiles).flatMap(([feature, files]) => files.map((file) => `${feature}/${file}`)),
      ...sharedFeatures,
    ]
    expect(declared.filter((path) => !existsSync(join(features, path)))).toEqual([])
  })
})

describe('placeOf', () => {
  it('tells features, shared layers, routes and the app’s own files apart', () => {
    expect(placeOf('features/snippets/snippet-card.tsx')).toEqual({
      kind: 'feature',
      feature: 'snippets',
      file: 'snippet-card.tsx',
    })
    expect(placeOf('features/docs/components/tabs.tsx')).toMatchObject({ feature: 'docs', file: 'components/tabs.tsx' })
    expect(placeOf('lib/api/api-client.ts')).toEqual({ kind: 'shared', layer: 'lib' })
    expect(placeOf('content/docs')).toEqual({ kind: 'shared', layer: 'content' })
    expect(placeOf('routes/snippets.index.tsx')).toEqual({ kind: 'routes' })
    expect(placeOf('router.tsx')).toEqual({ kind: 'app' })
  })
})

describe('boundaryProblem', () => {
  it('lets a feature use its own files, the shared layers and the shared features', () => {
    expect(boundaryProblem('features/snippets/a.tsx', 'features/snippets/deep/b.ts')).toBeUndefined()
    for (const shared of ['lib/toast.ts', 'components/page/container.tsx', 'config/navigation.ts', 'content/docs'])
      expect(boundaryProblem('features/snippets/a.tsx', shared)).toBeUndefined()
    expect(boundaryProblem('features/templates/a.tsx', 'features/catalog/pager.tsx')).toBeUndefined()
  })

  it('lets a feature use another’s public files and nothing else of it', () => {
    expect(boundaryProblem('features/workspace/gate.tsx', 'features/auth/sign-in-form.tsx')).toBeUndefined()
    expect(boundaryProblem('features/workspace/gate.tsx', 'features/auth/auth-api.ts')).toMatch(
      /'auth-api.ts' is internal to feature 'auth'/,
    )
    expect(boundaryProblem('features/templates/page.tsx', 'features/snippets/snippet-rules.ts')).toMatch(
      /internal to feature 'snippets'/,
    )
  })

  it('keeps routes and app files out of features', () => {
    expect(boundaryProblem('features/snippets/a.tsx', 'routes/snippets.index.tsx')).toMatch(/no route or app file/)
    expect(boundaryProblem('features/snippets/a.tsx', 'router.tsx')).toMatch(/no route or app file/)
  })

  it('keeps features out of the shared layers, and everything but lib out of lib', () => {
    expect(boundaryProblem('components/x.tsx', 'features/catalog/pager.tsx')).toMatch(/shared layers import no feature/)
    expect(boundaryProblem('config/x.ts', 'routes/index.tsx')).toMatch(/shared layers import no feature/)
    expect(boundaryProblem('components/x.tsx', 'lib/toast.ts')).toBeUndefined()
    expect(boundaryProblem('lib/x.ts', 'components/ui/button.tsx')).toMatch(/lib imports only lib/)
  })

  it('lets routes and the app’s own files import anything', () => {
    expect(boundaryProblem('routes/snippets.index.tsx', 'features/snippets/snippet-search.ts')).toBeUndefined()
    expect(boundaryProblem('entry-client.tsx', 'features/auth/account-menu.tsx')).toBeUndefined()
  })
})

describe('moduleSpecifiers', () => {
  it('finds static, type, side-effect, dynamic, re-exported, mocked and globbed modules', () => {
    const source = code(`
import { a } from «@/features/a/a»
import type { B } from «../b»
import {
  c,
} from «./c»
import «./styles.css»
export * from «./e»
const g = await import(«@/features/g/g»)
type H = typeof import(«./h»)
vi.mock(«../i», () => ({}))
const docs = import.meta.glob<Module>(«../../content/docs/**/*.mdx»)
const more = import.meta.glob([«./j/*.ts», «!./j/skip.ts»])
`)
    expect(moduleSpecifiers(source).sort()).toEqual(
      [
        '@/features/a/a',
        '../b',
        './c',
        './styles.css',
        './e',
        '@/features/g/g',
        './h',
        '../i',
        '../../content/docs/**/*.mdx',
        './j/*.ts',
      ].sort(),
    )
  })

  it('ignores comments', () => {
    const source = code(`// import { old } from «@/features/x/y»
/**
 * import { documented } from «@/features/x/z»
 */`)
    expect(moduleSpecifiers(source)).toEqual([])
  })
})

describe('findViolations', () => {
  const repo = mkdtempSync(join(tmpdir(), 'feature-boundaries-'))
  afterAll(() => rmSync(repo, { recursive: true, force: true }))
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(repo, SITE_SOURCE, path)), { recursive: true })
    writeFileSync(join(repo, SITE_SOURCE, path), code(content))
  }

  it('names the file and the import of each crossing, by alias, relative path or glob', () => {
    write('features/snippets/snippet-rules.ts', 'export const rules = 1\n')
    write('features/auth/sign-in-form.tsx', 'export const SignInForm = 1\n')
    write('lib/toast.ts', 'export const toast = 1\n')
    write(
      'features/templates/template-page.tsx',
      `import { rules } from «@/features/snippets/snippet-rules»
import { SignInForm } from «@/features/auth/sign-in-form»
import { toast } from «@/lib/toast»
const lazy = () => import(«../snippets/snippet-rules»)
`,
    )
    write('features/templates/bodies.ts', 'const bodies = import.meta.glob(«../snippets/*.ts»)\n')
    write('components/card.tsx', 'import { rules } from «../features/snippets/snippet-rules»\n')
    write('routes/templates.tsx', 'import { rules } from «@/features/snippets/snippet-rules»\n')

    const found = findViolations(repo).map(({ file, specifier }) => `${file} -> ${specifier}`)
    expect(found.sort()).toEqual(
      [
        'site/src/components/card.tsx -> ../features/snippets/snippet-rules',
        'site/src/features/templates/bodies.ts -> ../snippets/*.ts',
        'site/src/features/templates/template-page.tsx -> @/features/snippets/snippet-rules',
        'site/src/features/templates/template-page.tsx -> ../snippets/snippet-rules',
      ].sort(),
    )
  })

  it('resolves a specifier to the file it names, with its extension', () => {
    const file = join(repo, SITE_SOURCE, 'features/templates/template-page.tsx')
    const sourceRoot = join(repo, SITE_SOURCE)
    expect(resolveSpecifier(file, '@/lib/toast', sourceRoot)).toBe('lib/toast.ts')
    expect(resolveSpecifier(file, '../auth/sign-in-form', sourceRoot)).toBe('features/auth/sign-in-form.tsx')
    expect(resolveSpecifier(file, 'react', sourceRoot)).toBeUndefined()
    expect(resolveSpecifier(file, '../../../../packages/ui/src/x.ts', sourceRoot)).toBeUndefined()
  })
})
