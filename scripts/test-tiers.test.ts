import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { browserEnvironmentTests, declaredEnvironment } from './test-tiers'

describe('declaredEnvironment', () => {
  it('reads the environment a docblock names, whether a line comment or a block', () => {
    expect(declaredEnvironment('// @vitest-environment happy-dom\nimport x from "y"')).toBe('happy-dom')
    expect(declaredEnvironment('/**\n * @vitest-environment jsdom\n */\n')).toBe('jsdom')
    expect(declaredEnvironment('/** @vitest-environment edge-runtime */')).toBe('edge-runtime')
  })

  it('is node when none is named, or when the words only appear in code', () => {
    expect(declaredEnvironment('import { it } from "vitest"\n')).toBe('node')
    expect(declaredEnvironment('const note = "@vitest-environment happy-dom"\n')).toBe('node')
  })
})

describe('browserEnvironmentTests', () => {
  const root = mkdtempSync(join(tmpdir(), 'test-tiers-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }

  it('finds the test files that declare a browser-like environment, and only those', () => {
    write('packages/ui/src/card/card.test.tsx', '// @vitest-environment happy-dom\n')
    write('site/src/lib/[id]/save.test.ts', '/**\n * @vitest-environment happy-dom\n */\n')
    write('site/src/lib/plain.test.ts', 'import { it } from "vitest"\n')
    write('server/src/node.test.ts', '// @vitest-environment node\n')
    write('packages/ui/src/card/card.tsx', '// @vitest-environment happy-dom\n')
    write('packages/ui/node_modules/dep/dep.test.tsx', '// @vitest-environment happy-dom\n')
    write('site/e2e/page.test.ts', '// @vitest-environment happy-dom\n')
    write('elsewhere/other.test.ts', '// @vitest-environment happy-dom\n')
    expect(browserEnvironmentTests(root)).toEqual([
      'packages/ui/src/card/card.test.tsx',
      'site/src/lib/\\[id\\]/save.test.ts',
    ])
  })

  it("finds this repository's component tests", () => {
    const repo = resolve(import.meta.dirname, '..')
    const found = browserEnvironmentTests(repo)
    expect(found.length).toBeGreaterThan(0)
    for (const file of found) {
      const source = readFileSync(join(repo, file.replaceAll('\\', '')), 'utf8')
      expect(declaredEnvironment(source), file).not.toBe('node')
    }
  })
})
