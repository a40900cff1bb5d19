import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { detectFramework, detectTailwindCss, frameworkNotes, tailwindMajor } from './framework'
import {
  checkDependencies,
  detectPackageManager,
  installCommand,
  isPackageSpec,
  isYarnClassic,
  missingDependencies,
  packageName,
} from './package-manager'

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

describe('frameworkNotes', () => {
  const notes = (files: Record<string, string>) => {
    const dir = project(files)
    return frameworkNotes(detectFramework(dir), dir).join('\n')
  }

  it('tells an Astro project that components with motion need a client:* directive where they are used', () => {
    const text = notes({ 'package.json': pkg({ astro: '7' }), 'astro.config.mjs': '' })
    expect(text).toContain('client:* directive where you use it')
    expect(text).toContain('client:visible')
    expect(text).toContain('client:load')
  })

  it('tells a Next.js App Router project that the items are Client Components already', () => {
    const text = notes({ 'package.json': pkg({ next: '16' }), 'app/page.tsx': '' })
    expect(text).toContain('start with "use client": they are Client Components already')
  })

  it('tells a Gatsby project left as the starter makes it to turn on the automatic JSX runtime and move to React 19', () => {
    const starter = notes({
      'package.json': pkg({ gatsby: '^5.16.1', react: '^18.2.0', 'react-dom': '^18.2.0' }),
      'gatsby-config.ts': 'const config = {\n  siteMetadata: {},\n  plugins: [],\n}\nexport default config\n',
    })
    expect(starter).toContain("gatsby-config.ts sets jsxRuntime: 'automatic'")
    expect(starter).toContain('"React is not defined"')
    expect(starter).toContain('this project has React 18')
    const ready = notes({
      'package.json': pkg({ gatsby: '^5.16.1', react: '^19.2.0', 'react-dom': '^19.2.0' }),
      'gatsby-config.mjs': "export default {\n  jsxRuntime: 'automatic',\n  plugins: ['gatsby-plugin-postcss'],\n}\n",
    })
    expect(ready).toBe('')
  })

  it('has nothing to add where every component runs in the browser anyway', () => {
    expect(notes({ 'package.json': pkg({ next: '16' }), 'pages/index.tsx': '' })).toBe('')
    expect(notes({ 'package.json': pkg({ vite: '8' }), 'vite.config.ts': '' })).toBe('')
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

  it('runs each manager without audits, funding notes, progress bars or prompts', () => {
    expect(installCommand('npm', ['clsx'], false)).toEqual([
      'npm',
      ['install', '--no-audit', '--no-fund', '--', 'clsx'],
    ])
    expect(installCommand('npm', ['clsx'], true)).toEqual([
      'npm',
      ['install', '--no-audit', '--no-fund', '--save-dev', '--', 'clsx'],
    ])
    expect(installCommand('pnpm', ['clsx'], true)).toEqual(['pnpm', ['add', '--reporter=append-only', '-D', 'clsx']])
    expect(installCommand('yarn', ['a', 'b'], false)).toEqual([
      'yarn',
      ['add', '--non-interactive', '--no-progress', 'a', 'b'],
    ])
    expect(installCommand('yarn', ['a'], true, { yarnClassic: false })).toEqual(['yarn', ['add', '-D', 'a']])
    expect(installCommand('bun', ['clsx'], true)).toEqual([
      'bun',
      ['add', '--no-progress', '--no-summary', '-d', '--', 'clsx'],
    ])
  })

  it('accepts package names with a version, range or tag, and nothing a package manager reads otherwise', () => {
    for (const spec of ['motion', '@radix-ui/react-slot@^1.2', 'lucide-react@latest', 'clsx@2.1.1', 'JSONStream@~1']) {
      expect(isPackageSpec(spec), spec).toBe(true)
    }
    for (const spec of [
      '--registry=https://evil.test',
      '-g',
      '--prefix=/tmp',
      'motion --global',
      'evil@1 -g',
      'https://evil.test/pkg.tgz',
      'git+ssh://git@evil.test/x.git',
      'github:evil/pkg',
      'file:../pkg',
      '../pkg',
      'alias@npm:evil',
      'a@>=1 <2',
      'a@1|calc',
      '.hidden',
      '',
    ]) {
      expect(isPackageSpec(spec), spec).toBe(false)
    }
  })

  it('refuses an item whose dependency is not a package spec, naming both', () => {
    expect(() => checkDependencies([{ name: 'ok', dependencies: ['motion'] }])).not.toThrow()
    expect(() => checkDependencies([{ name: 'evil', devDependencies: ['--registry=https://evil.test'] }])).toThrow(
      "Refused 'evil': its dependency '--registry=https://evil.test' is not an npm package name and version.",
    )
  })

  it('tells Yarn 1 from Yarn 2+ by packageManager, lockfile, .yarnrc.yml or the running Yarn', () => {
    expect(isYarnClassic(project({ 'package.json': pkg({}, { packageManager: 'yarn@1.22.22' }) }))).toBe(true)
    expect(isYarnClassic(project({ 'package.json': pkg({}, { packageManager: 'yarn@4.9.1' }) }))).toBe(false)
    const berryLock = '# This file is generated by running "yarn install"\n\n__metadata:\n  version: 8\n'
    expect(isYarnClassic(project({ 'package.json': pkg(), 'yarn.lock': berryLock }))).toBe(false)
    expect(isYarnClassic(project({ 'package.json': pkg(), 'yarn.lock': '# yarn lockfile v1\n' }))).toBe(true)
    expect(isYarnClassic(project({ 'package.json': pkg(), '.yarnrc.yml': 'nodeLinker: node-modules\n' }))).toBe(false)
    const bare = project({ 'package.json': pkg() })
    expect(isYarnClassic(bare, 'yarn/4.9.1 npm/? node/v20.20.2 linux x64')).toBe(false)
    expect(isYarnClassic(bare, 'yarn/1.22.22 npm/? node/v20.20.2 linux x64')).toBe(true)
    expect(isYarnClassic(bare, '')).toBe(true)
  })

  it('skips packages the project already lists', () => {
    const dir = project({ 'package.json': pkg({ clsx: '^2' }) })
    expect(missingDependencies(dir, ['clsx@^2.1', '@scope/pkg@1.0.0', 'motion', 'motion'])).toEqual([
      '@scope/pkg@1.0.0',
      'motion',
    ])
    expect(packageName('@scope/pkg@1.0.0')).toBe('@scope/pkg')
    expect(packageName('clsx')).toBe('clsx')
  })
})
