import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { detectFramework, detectTailwindCss, tailwindMajor } from './framework'
import { parseJsonc } from './jsonc'
import { detectPackageManager, installCommand, missingDependencies, packageName } from './package-manager'
import { importAlias, loadTsPaths, resolveImportPath } from './tsconfig'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A throwaway project from a map of file → contents. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'snipstack-detect-'))
  dirs.push(dir)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

const pkg = (deps: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name: 'app', dependencies: deps, ...extra })
const tw = '@import "tailwindcss";\n'

describe('detectFramework and detectTailwindCss', () => {
  it.each([
    [
      'Vite',
      { 'package.json': pkg({ vite: '8' }), 'vite.config.ts': '', 'src/index.css': tw },
      'vite',
      'src/index.css',
    ],
    [
      'Next.js App Router',
      { 'package.json': pkg({ next: '16' }), 'next.config.ts': '', 'app/globals.css': tw, 'app/page.tsx': '' },
      'next',
      'app/globals.css',
    ],
    [
      'React Router',
      {
        'package.json': pkg({ '@react-router/dev': '7' }),
        'vite.config.ts': '',
        'react-router.config.ts': '',
        'app/app.css': tw,
      },
      'react-router',
      'app/app.css',
    ],
    [
      'Remix',
      { 'package.json': pkg({ '@remix-run/react': '2' }), 'vite.config.ts': '', 'app/tailwind.css': tw },
      'remix',
      'app/tailwind.css',
    ],
    [
      'Astro',
      { 'package.json': pkg({ astro: '5' }), 'astro.config.mjs': '', 'src/styles/global.css': tw },
      'astro',
      'src/styles/global.css',
    ],
    [
      'Gatsby',
      { 'package.json': pkg({ gatsby: '5' }), 'gatsby-config.ts': '', 'src/styles/global.css': tw },
      'gatsby',
      'src/styles/global.css',
    ],
    [
      'Laravel',
      { 'package.json': pkg(), artisan: '', 'vite.config.js': '', 'resources/css/app.css': tw },
      'laravel',
      'resources/css/app.css',
    ],
    [
      'a plain project',
      { 'package.json': pkg({ react: '19' }), 'src/theme/main.css': "@import 'tailwindcss' source('../');\n" },
      'manual',
      'src/theme/main.css',
    ],
  ])('recognises %s and its Tailwind entry', (_, files, name, css) => {
    const dir = project(files)
    const framework = detectFramework(dir)
    expect(framework.name).toBe(name)
    expect(detectTailwindCss(dir, framework.name)).toBe(css)
  })

  it('marks only a Next.js App Router project as RSC', () => {
    expect(detectFramework(project({ 'package.json': pkg({ next: '16' }), 'src/app/page.tsx': '' })).rsc).toBe(true)
    expect(detectFramework(project({ 'package.json': pkg({ next: '16' }), 'pages/index.tsx': '' })).rsc).toBe(false)
  })

  it('prefers the file that imports Tailwind over a same-named file that does not', () => {
    const dir = project({
      'package.json': pkg(),
      'vite.config.ts': '',
      'src/index.css': 'body{}',
      'src/styles/app.css': tw,
    })
    expect(detectTailwindCss(dir, 'vite')).toBe('src/styles/app.css')
  })

  it('finds nothing in a Tailwind v3 project and reports its major version', () => {
    const dir = project({
      'package.json': JSON.stringify({ devDependencies: { tailwindcss: '^3.4.1' } }),
      'src/index.css': '@tailwind base;\n',
    })
    expect(detectTailwindCss(dir, 'vite')).toBeUndefined()
    expect(tailwindMajor(dir)).toBe(3)
  })
})

describe('tsconfig aliases', () => {
  it("follows Vite's references to tsconfig.app.json, with comments and trailing commas", () => {
    const dir = project({
      'tsconfig.json': '{ "files": [], "references": [{ "path": "./tsconfig.app.json" }] }',
      'tsconfig.app.json':
        '{\n  /* Bundler mode */\n  "compilerOptions": {\n    "paths": { "@/*": ["./src/*"], },\n  },\n}',
    })
    const paths = loadTsPaths(dir)
    expect(paths && importAlias(paths)).toBe('@')
    expect(paths && resolveImportPath('@/components/ui', paths)).toBe(join(dir, 'src/components/ui'))
  })

  it("reads Remix's ~ alias with a baseUrl and an extended config", () => {
    const dir = project({
      'tsconfig.json': '{ "extends": "./tsconfig.base.json", "compilerOptions": { "baseUrl": "." } }',
      'tsconfig.base.json': '{ "compilerOptions": { "paths": { "~/*": ["./app/*"] } } }',
    })
    const paths = loadTsPaths(dir)
    expect(paths && importAlias(paths)).toBe('~')
    expect(paths && resolveImportPath('~/lib/utils', paths)).toBe(join(dir, 'app/lib/utils'))
  })

  it('reports no alias when there are no paths', () => {
    expect(loadTsPaths(project({ 'tsconfig.json': '{ "compilerOptions": {} }' }))).toBeUndefined()
  })

  it('parses JSONC without touching strings that look like comments', () => {
    expect(parseJsonc('{ "a": "http://x/*y*/", // c\n "b": [1,], }')).toEqual({ a: 'http://x/*y*/', b: [1] })
  })
})

describe('package manager', () => {
  it.each([
    ['bun.lock', 'bun'],
    ['bun.lockb', 'bun'],
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['package-lock.json', 'npm'],
  ])('detects %s as %s', (lockfile, manager) => {
    expect(detectPackageManager(project({ 'package.json': pkg(), [lockfile]: '' }), '')).toBe(manager)
  })

  it('finds the lockfile of a workspace root above the project', () => {
    const root = project({ 'pnpm-lock.yaml': '', 'apps/web/package.json': pkg() })
    expect(detectPackageManager(join(root, 'apps/web'), '')).toBe('pnpm')
  })

  it('falls back to packageManager, then the running agent, then npm', () => {
    expect(detectPackageManager(project({ 'package.json': pkg({}, { packageManager: 'yarn@4.5.0' }) }), '')).toBe(
      'yarn',
    )
    const bare = project({ 'package.json': pkg() })
    expect(detectPackageManager(bare, 'pnpm/9.0.0 npm/? node/v20')).toBe('pnpm')
    expect(detectPackageManager(bare, '')).toBe('npm')
  })

  it('builds install commands and skips packages the project already lists', () => {
    expect(installCommand('npm', ['clsx'], false)).toEqual(['npm', ['install', 'clsx']])
    expect(installCommand('pnpm', ['clsx'], true)).toEqual(['pnpm', ['add', '-D', 'clsx']])
    expect(installCommand('yarn', ['a', 'b'], false)).toEqual(['yarn', ['add', 'a', 'b']])
    expect(installCommand('bun', ['clsx'], true)).toEqual(['bun', ['add', '-d', 'clsx']])
    const dir = project({ 'package.json': pkg({ clsx: '^2' }) })
    expect(missingDependencies(dir, ['clsx@^2.1', '@scope/pkg@1.0.0', 'motion', 'motion'])).toEqual([
      '@scope/pkg@1.0.0',
      'motion',
    ])
    expect(packageName('@scope/pkg@1.0.0')).toBe('@scope/pkg')
    expect(packageName('clsx')).toBe('clsx')
  })
})
