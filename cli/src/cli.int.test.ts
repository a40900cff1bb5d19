import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { buildRegistry, ORIGIN_TOKEN } from '@snipstack/registry/build'
import { scanModule } from '@snipstack/registry/imports'
import type { Server } from 'bun'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Run, runCli } from './test/run-cli'
import { serveRegistry } from './test/static-registry'

/**
 * The CLI as users run it (a separate process) against a registry built afresh into a temporary
 * folder and served statically on a free port. Package managers are stand-ins that record their
 * arguments, so no test installs from the network.
 */

const scratch = mkdtempSync(join(tmpdir(), 'snipstack-cli-'))
const fakeBin = join(scratch, 'bin')
const pmLog = join(scratch, 'pm.log')
const cacheHome = join(scratch, 'cache')
const dist = join(scratch, 'registry')

let server: Server<undefined>
let registry: string

beforeAll(async () => {
  await buildRegistry(dist, { writeGeneratedCss: false })
  server = serveRegistry(dist)
  registry = `http://127.0.0.1:${server.port}/r`
  mkdirSync(fakeBin)
  for (const manager of ['npm', 'pnpm', 'yarn', 'bun']) {
    const script = join(fakeBin, manager)
    writeFileSync(script, `#!/bin/sh\necho "${manager} $*" >> "${pmLog}"\nexit "\${FAKE_PM_EXIT:-0}"\n`)
    chmodSync(script, 0o755)
  }
})
afterAll(async () => {
  await server.stop(true)
  rmSync(scratch, { recursive: true, force: true })
})

function cli(args: string[], options: { cwd: string; env?: Record<string, string>; command?: string[] }): Promise<Run> {
  return runCli(args, {
    ...options,
    env: { PATH: `${fakeBin}:${process.env.PATH}`, XDG_CACHE_HOME: cacheHome, ...options.env },
  })
}

const css = '@import "tailwindcss";\n'

/**
 * A Vite + React + Tailwind v4 project, as `npm create vite` and Tailwind's guide leave it; `files`
 * replaces some of its files, or leaves them out (null), to make another kind of project.
 */
function viteProject(
  options: { deps?: Record<string, string>; lockfile?: string; files?: Record<string, string | null> } = {},
): string {
  const dir = mkdtempSync(join(scratch, 'app-'))
  const files: Record<string, string | null> = {
    'package.json': JSON.stringify({
      name: 'app',
      private: true,
      type: 'module',
      dependencies: options.deps ?? { react: '19.3.1', clsx: '2.1.1', 'tailwind-merge': '3.7.0' },
      devDependencies: { vite: '8.3.8', tailwindcss: '4.3.5' },
    }),
    [options.lockfile ?? 'package-lock.json']: '{}',
    'vite.config.ts': 'export default {}\n',
    'tsconfig.json': '{ "files": [], "references": [{ "path": "./tsconfig.app.json" }] }',
    'tsconfig.app.json': '{\n  // aliases\n  "compilerOptions": { "paths": { "@/*": ["./src/*"] } },\n}',
    'src/index.css': css,
    ...options.files,
  }
  for (const [path, content] of Object.entries(files)) {
    if (content === null) continue
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

/** create-vite's JavaScript `react` template: a jsconfig.json with the alias, no TypeScript. */
const javascriptFiles = {
  'vite.config.ts': null,
  'vite.config.js': 'export default {}\n',
  'tsconfig.json': null,
  'tsconfig.app.json': null,
  'jsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }',
}

async function initialised(options?: Parameters<typeof viteProject>[0]): Promise<string> {
  const dir = viteProject(options)
  const result = await cli(['init', '--yes', '--registry', registry], { cwd: dir })
  expect(result.stderr).not.toContain('✖')
  expect(result.code).toBe(0)
  return dir
}

const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8')
const pmCalls = () => (existsSync(pmLog) ? readFileSync(pmLog, 'utf8') : '')
const clearPmLog = () => rmSync(pmLog, { force: true })

describe('snipstack init', () => {
  it('writes a shadcn-compatible components.json, adds cn() and reports each step', async () => {
    const dir = viteProject()
    const result = await cli(['init', '--yes', '--registry', registry], { cwd: dir })
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('Found Vite, Tailwind CSS at src/index.css, import alias @/*')
    expect(result.stderr).toContain('Created:\n  - src/lib/utils.ts')
    const config = JSON.parse(read(dir, 'components.json'))
    expect(config.tailwind.css).toBe('src/index.css')
    expect(config.registries).toEqual({ '@snipstack': `${registry}/{name}.json` })
    // Empty, so that a later `shadcn add` fetches no base colour from shadcn's site.
    expect(config.tailwind.baseColor).toBe('')
    expect(read(dir, 'src/lib/utils.ts')).toContain('export function cn(')
  })

  it("installs the registry's style: the theme tokens in light and dark, cn() and the base CSS", async () => {
    const dir = viteProject()
    const result = await cli(['init', '--yes', '--registry', registry], { cwd: dir })
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('Resolved theme, utils, style')
    expect(result.stderr).toContain('Merged theme variables and keyframes into src/index.css')
    const stylesheet = read(dir, 'src/index.css')
    expect(stylesheet.startsWith('@import "tailwindcss";\n')).toBe(true)
    for (const part of [
      '@custom-variant dark (&:where(.dark, .dark *));',
      '--color-background: var(--background);',
      '--color-ring: var(--ring);',
      ':root {\n  --background: ',
      '.dark {\n  --background: ',
      '@layer base {',
      'border-color: var(--border);',
    ]) {
      expect(stylesheet, part).toContain(part)
    }
    // The blocks' and items' tokens are already there: adding one changes no colour.
    await cli(['add', 'features-grid'], { cwd: dir })
    expect(read(dir, 'src/index.css').match(/--background: /g)).toHaveLength(2)
  })

  it('changes nothing when run again, and writes nothing on --dry-run', async () => {
    const dir = await initialised()
    const config = read(dir, 'components.json')
    const again = await cli(['init', '--yes'], { cwd: dir })
    expect(again.code).toBe(0)
    expect(again.stderr).toContain('Nothing to do: everything is already installed.')
    expect(read(dir, 'components.json')).toBe(config)

    const fresh = viteProject()
    const dry = await cli(['init', '--dry-run', '--registry', registry], { cwd: fresh })
    expect(dry.code).toBe(0)
    expect(dry.stderr).toContain('Would create:\n  - src/lib/utils.ts')
    expect(dry.stderr).toContain('Would write components.json.')
    expect(existsSync(join(fresh, 'components.json'))).toBe(false)
    expect(existsSync(join(fresh, 'src/lib'))).toBe(false)
  })

  it('keeps an existing components.json that differs unless --overwrite', async () => {
    const dir = await initialised()
    const custom = JSON.parse(read(dir, 'components.json'))
    custom.iconLibrary = 'radix'
    writeFileSync(join(dir, 'components.json'), JSON.stringify(custom))
    const kept = await cli(['init', '--yes'], { cwd: dir })
    expect(kept.stderr).toContain('Kept the existing components.json (pass --overwrite to update it).')
    expect(JSON.parse(read(dir, 'components.json')).iconLibrary).toBe('radix')
    expect((await cli(['init', '--overwrite'], { cwd: dir })).code).toBe(0)
    expect(JSON.parse(read(dir, 'components.json')).iconLibrary).toBe('lucide')
  })

  it('updates an existing components.json in place with --overwrite: comments, other registries and keys stay', async () => {
    const dir = viteProject()
    const mine = `{
  "$schema": "https://ui.shadcn.com/schema.json",
  // Our design system's settings; see docs/ui.md
  "style": "new-york",
  "rsc": false,
  "tsx": true,
  "tailwind": { "config": "", "css": "src/index.css", "baseColor": "zinc", "cssVariables": true, "prefix": "" },
  "iconLibrary": "lucide",
  "menuColor": "default",
  "aliases": { "components": "@/components", "utils": "@/lib/utils", "ui": "@/components/ui", "lib": "@/lib", "hooks": "@/hooks" },
  "registries": {
    "@acme": "https://acme.test/r/{name}.json",
  },
}
`
    writeFileSync(join(dir, 'components.json'), mine)
    const kept = await cli(['init', '--yes', '--registry', registry], { cwd: dir })
    expect(kept.code).toBe(0)
    expect(read(dir, 'components.json')).toBe(mine)
    const updated = await cli(['init', '--overwrite', '--registry', registry], { cwd: dir })
    expect(updated.code).toBe(0)
    const text = read(dir, 'components.json')
    expect(text).toContain("  // Our design system's settings; see docs/ui.md\n")
    expect(text).toContain('"menuColor": "default",')
    expect(text).toContain('"baseColor": ""')
    expect(text).toContain('"@acme": "https://acme.test/r/{name}.json",')
    expect(text).toContain(`"@snipstack": "${registry}/{name}.json"`)
    expect((await cli(['add', 'marquee'], { cwd: dir })).code).toBe(0)
  })

  it('installs the missing dependencies of cn() with the package manager of the lockfile', async () => {
    clearPmLog()
    await initialised({ deps: { react: '19.3.1' }, lockfile: 'pnpm-lock.yaml' })
    // At the versions the items are tested with, as the registry publishes them.
    expect(pmCalls()).toMatch(/^pnpm add --reporter=append-only clsx@\^\d+\.\d+\.\d+ tailwind-merge@\^\d+\.\d+\.\d+\n$/)
  })

  it('explains a project without Tailwind CSS v4 or without an alias', async () => {
    const noTailwind = viteProject()
    writeFileSync(join(noTailwind, 'src/index.css'), 'body { margin: 0 }\n')
    const a = await cli(['init', '--yes', '--registry', registry], { cwd: noTailwind })
    expect(a.code).toBe(1)
    expect(a.stderr).toContain('Found no Tailwind CSS v4 stylesheet')
    const noAlias = viteProject()
    writeFileSync(join(noAlias, 'tsconfig.app.json'), '{ "compilerOptions": {} }')
    const b = await cli(['init', '--yes', '--registry', registry], { cwd: noAlias })
    expect(b.code).toBe(1)
    expect(b.stderr).toContain('Found no import alias in tsconfig.json or tsconfig.app.json.')
    expect(b.stderr).toContain(
      'Add "paths": { "@/*": ["./src/*"] } to compilerOptions in tsconfig.json and tsconfig.app.json,',
    )
    expect(b.stderr).not.toContain('baseUrl')
    expect(existsSync(join(noAlias, 'components.json'))).toBe(false)
    const noJsAlias = viteProject({ files: { ...javascriptFiles, 'jsconfig.json': '{}' } })
    const c = await cli(['init', '--yes', '--registry', registry], { cwd: noJsAlias })
    expect(c.code).toBe(1)
    expect(c.stderr).toContain('Found no import alias in jsconfig.json.')
  })

  it('tells an Astro project to hydrate components with motion through a client:* directive', async () => {
    const dir = viteProject({
      deps: { astro: '7.3.5', react: '19.3.1', clsx: '2.1.1', 'tailwind-merge': '3.7.0' },
      files: {
        'vite.config.ts': null,
        'astro.config.mjs': 'export default {}\n',
        'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }',
        'tsconfig.app.json': null,
        'src/index.css': null,
        'src/styles/global.css': css,
      },
    })
    const result = await cli(['init', '--yes', '--registry', registry], { cwd: dir })
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('Found Astro, Tailwind CSS at src/styles/global.css')
    expect(result.stderr).toContain('Give each component with motion a client:* directive where you use it')
    expect(result.stderr).toContain('<Globe client:visible />')
  })

  it('tells a Next.js App Router project that the items are Client Components, and keeps their "use client"', async () => {
    const dir = viteProject({
      deps: { next: '16.2.0', react: '19.3.1', clsx: '2.1.1', 'tailwind-merge': '3.7.0' },
      files: {
        'vite.config.ts': null,
        'next.config.ts': 'export default {}\n',
        'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }',
        'tsconfig.app.json': null,
        'src/index.css': null,
        'app/globals.css': css,
        'app/page.tsx': 'export default function Page() {\n  return null\n}\n',
      },
    })
    const init = await cli(['init', '--yes', '--registry', registry], { cwd: dir })
    expect(init.code).toBe(0)
    expect(init.stderr).toContain('start with "use client": they are Client Components already')
    expect((await cli(['add', 'marquee'], { cwd: dir })).code).toBe(0)
    expect(read(dir, 'components/ui/marquee.tsx').startsWith("'use client';\n")).toBe(true)
  })

  it('prints no framework notes for Vite, where every component runs in the browser', async () => {
    const result = await cli(['init', '--yes', '--registry', registry], { cwd: viteProject() })
    expect(result.code).toBe(0)
    expect(result.stderr).not.toContain('client:')
    expect(result.stderr).not.toContain('Client Components')
  })

  it('leaves nothing behind when the registry cannot be reached', async () => {
    const dir = viteProject()
    const result = await cli(['init', '--yes', '--registry', 'http://127.0.0.1:9/r'], { cwd: dir })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Could not reach the registry at http://127.0.0.1:9/r/style.json')
    expect(existsSync(join(dir, 'components.json'))).toBe(false)
    expect(existsSync(join(dir, 'src/lib'))).toBe(false)
  })
})

describe('snipstack add', () => {
  it('adds an item and its registry dependencies, merging its CSS, using the registry from components.json', async () => {
    const dir = await initialised()
    const result = await cli(['add', 'marquee'], { cwd: dir })
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('Resolved use-on-screen, use-reduced-motion, utils, marquee')
    expect(result.stderr).toContain(
      'Created:\n  - src/hooks/use-on-screen.ts\n  - src/hooks/use-reduced-motion.ts\n  - src/components/ui/marquee.tsx',
    )
    expect(result.stderr).toContain('Merged theme variables and keyframes into src/index.css')
    const source = read(dir, 'src/components/ui/marquee.tsx')
    expect(source).toContain("import { cn } from '@/lib/utils'")
    expect(source).toContain("import { useMergedRef, useOnScreen } from '@/hooks/use-on-screen'")
    expect(read(dir, 'src/hooks/use-on-screen.ts')).toContain('export function useOnScreen(')
    const stylesheet = read(dir, 'src/index.css')
    expect(stylesheet).toContain('--animate-marquee: marquee var(--duration) infinite linear;')
    expect(stylesheet).toContain('@keyframes marquee {')
  })

  it('adds an example with the item it shows: the example into components, with its npm packages', async () => {
    const dir = await initialised()
    const result = await cli(['add', 'animated-beam-demo'], { cwd: dir })
    expect(result.code).toBe(0)
    expect(result.stderr).toContain(
      'Resolved use-on-screen, use-reduced-motion, utils, animated-beam, animated-beam-demo',
    )
    expect(read(dir, 'src/components/ui/animated-beam.tsx')).toContain('export function AnimatedBeam')
    const demo = read(dir, 'src/components/animated-beam-demo.tsx')
    expect(demo).toContain("from '@/components/ui/animated-beam'")
    expect(demo).toContain('export default function')
    expect(pmCalls()).toContain('lucide-react')
  })

  it('changes nothing when the same item is added again (idempotent CSS merge)', async () => {
    const dir = await initialised()
    await cli(['add', 'marquee'], { cwd: dir })
    const before = read(dir, 'src/index.css')
    const again = await cli(['add', 'marquee', 'utils'], { cwd: dir })
    expect(again.code).toBe(0)
    expect(read(dir, 'src/index.css')).toBe(before)
    expect(again.stderr).toContain('Nothing to do: everything is already installed.')
  })

  it('rewrites imports to the aliases in components.json', async () => {
    const dir = await initialised()
    const config = JSON.parse(read(dir, 'components.json'))
    config.aliases = { ...config.aliases, utils: '@/helpers/cn', ui: '@/kit' }
    writeFileSync(join(dir, 'components.json'), JSON.stringify(config))
    expect((await cli(['add', 'marquee'], { cwd: dir })).code).toBe(0)
    expect(read(dir, 'src/kit/marquee.tsx')).toContain("import { cn } from '@/helpers/cn'")
  })

  it('skips an existing file that differs unless --overwrite, never asking without a terminal', async () => {
    const dir = await initialised()
    await cli(['add', 'marquee'], { cwd: dir })
    const file = join(dir, 'src/components/ui/marquee.tsx')
    writeFileSync(file, '// my own marquee\n')
    const skipped = await cli(['add', 'marquee', '--yes'], { cwd: dir })
    expect(skipped.code).toBe(0)
    expect(skipped.stderr).toContain(
      'Skipped (exists and differs; use --overwrite to replace):\n  - src/components/ui/marquee.tsx',
    )
    expect(readFileSync(file, 'utf8')).toBe('// my own marquee\n')
    const replaced = await cli(['add', 'marquee', '--overwrite'], { cwd: dir })
    expect(replaced.stderr).toContain('Overwrote:\n  - src/components/ui/marquee.tsx')
    expect(readFileSync(file, 'utf8')).toContain('export function Marquee')
  })

  it('writes and installs nothing on --dry-run, and says what it would do', async () => {
    clearPmLog()
    const dir = await initialised()
    const stylesheet = read(dir, 'src/index.css')
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'app', devDependencies: { tailwindcss: '4' } }))
    const result = await cli(['add', 'marquee', '--dry-run'], { cwd: dir })
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('Dry run: nothing was written or installed.')
    expect(result.stderr).toContain(
      'Would create:\n  - src/hooks/use-on-screen.ts\n  - src/hooks/use-reduced-motion.ts\n  - src/components/ui/marquee.tsx',
    )
    expect(result.stderr).toMatch(/Would install: clsx@\^[\d.]+, tailwind-merge@\^[\d.]+\n/)
    expect(existsSync(join(dir, 'src/components'))).toBe(false)
    expect(read(dir, 'src/index.css')).toBe(stylesheet)
    expect(pmCalls()).toBe('')
  })

  it('prints nothing but errors with --silent', async () => {
    const dir = await initialised()
    const result = await cli(['add', 'marquee', '--silent'], { cwd: dir })
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' })
    expect(existsSync(join(dir, 'src/components/ui/marquee.tsx'))).toBe(true)
  })
})

/** Every file below `dir`, relative to it. */
function filesBelow(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? filesBelow(path, root) : [relative(root, path)]
  })
}

/** The file an import of a project file means, as a bundler finds it: `@/` is src/, the extension optional. */
function resolveProjectImport(dir: string, from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(dir, 'src', specifier.slice(2))
    : resolve(dirname(join(dir, from)), specifier)
  return ['', '.js', '.jsx', '/index.js'].map((ext) => base + ext).find((path) => existsSync(path))
}

describe('snipstack add in a JavaScript project', () => {
  it('init records "tsx": false; add writes .jsx/.js files, without types, whose imports resolve', async () => {
    const dir = viteProject({ files: javascriptFiles })
    const init = await cli(['init', '--yes', '--registry', registry], { cwd: dir })
    expect(init.code, init.stderr).toBe(0)
    expect(JSON.parse(read(dir, 'components.json')).tsx).toBe(false)
    expect(init.stderr).toContain('Created:\n  - src/lib/utils.js')

    const add = await cli(['add', 'marquee', 'globe', 'code-comparison'], { cwd: dir })
    expect(add.code, add.stderr).toBe(0)
    expect(add.stderr).toContain('  - src/components/ui/marquee.jsx')
    expect(add.stderr).toContain('  - src/hooks/use-on-screen.js')
    const written = filesBelow(join(dir, 'src')).map((path) => `src/${path}`)
    expect(written.filter((path) => /\.tsx?$/.test(path))).toEqual([])
    const unresolved: string[] = []
    for (const path of written.filter((file) => /\.jsx?$/.test(file))) {
      // Babel's parser without its TypeScript plugin: a type left behind is a syntax error.
      const scan = scanModule(read(dir, path), path)
      for (const { value } of scan.specifiers) {
        const local = value.startsWith('@/') || value.startsWith('.')
        if (local && !resolveProjectImport(dir, path, value)) unresolved.push(`${path}: ${value}`)
      }
      expect(scan.directives.map((d) => d.value)).not.toContain('use client')
    }
    expect(unresolved).toEqual([])
    const marquee = read(dir, 'src/components/ui/marquee.jsx')
    expect(marquee).toContain('export function Marquee(')
    expect(marquee).toContain("import { cn } from '@/lib/utils'")

    // The source's formatting, byte for byte, with the types cut out: two-space indents, no semicolons.
    expect(read(dir, 'src/lib/utils.js')).toBe(
      "import { clsx } from 'clsx'\nimport { twMerge } from 'tailwind-merge'\n\n/** Joins class names and lets later Tailwind utilities override earlier ones. */\nexport function cn(...inputs) {\n  return twMerge(clsx(inputs))\n}\n",
    )
    const source = (JSON.parse(readFileSync(join(dist, 'r', 'marquee.json'), 'utf8')).files[0].content as string)
      .replace(/^'use client';\n\n/, '')
      .split('\n')
    const kept = marquee.split('\n')
    // Every line is the source's, but for the few that had a type cut out of them, and only that.
    const cutFrom = (line: string, original: string) =>
      original.length > line.length &&
      [...Array(line.length + 1).keys()].some(
        (i) => original.startsWith(line.slice(0, i)) && original.endsWith(line.slice(i)),
      )
    const changed = kept.filter((line) => !source.includes(line))
    expect(changed.length).toBeLessThan(6)
    for (const line of changed)
      expect(
        source.some((original) => cutFrom(line, original)),
        line,
      ).toBe(true)
    expect(kept.filter((line) => line.endsWith(';'))).toEqual(source.filter((line) => line.endsWith(';')))

    expect((await cli(['diff'], { cwd: dir })).stdout).toBe('Every installed item matches the registry.\n')
  })

  it('reports no change in a file laid out otherwise, as shadcn or a formatter writes it, and does not rewrite it', async () => {
    const dir = viteProject({ files: javascriptFiles })
    expect((await cli(['init', '--yes', '--registry', registry], { cwd: dir })).code).toBe(0)
    // How shadcn's CLI writes utils.js: it reprints what it changed, semicolons included.
    const shadcns = read(dir, 'src/lib/utils.js').replace("from 'clsx'", "from 'clsx';").replace('))\n}', '));\n}')
    writeFileSync(join(dir, 'src/lib/utils.js'), shadcns)
    expect((await cli(['diff'], { cwd: dir })).stdout).toBe('Every installed item matches the registry.\n')
    const again = await cli(['add', 'utils', '--overwrite'], { cwd: dir })
    expect(again.stderr).toContain('Nothing to do: everything is already installed.')
    expect(read(dir, 'src/lib/utils.js')).toBe(shadcns)
    // A change to the code itself still shows.
    writeFileSync(join(dir, 'src/lib/utils.js'), shadcns.replace('twMerge(clsx(inputs))', 'clsx(inputs)'))
    expect((await cli(['diff'], { cwd: dir })).stdout).toContain('utils\n  - src/lib/utils.js')
  })
})

describe('a mirror', () => {
  it("installs a mirror's items and their dependencies from the mirror, never from the origin they were copied from", async () => {
    // The registry's files as another instance served them, copied to a host of their own: every
    // dependency still names that instance, which cannot be reached from here.
    const upstream = 'http://upstream.invalid'
    const mirror = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch(request) {
        const name = new URL(request.url).pathname.match(/^\/copy\/r\/([a-z0-9-]+)\.json$/)?.[1]
        const file = name ? join(dist, 'r', `${name}.json`) : ''
        if (!name || !existsSync(file))
          return Response.json({ error: { code: 'NOT_FOUND', message: 'No.' } }, { status: 404 })
        return new Response(readFileSync(file, 'utf8').replaceAll(ORIGIN_TOKEN, upstream), {
          headers: { 'content-type': 'application/json' },
        })
      },
    })
    try {
      const base = `http://127.0.0.1:${mirror.port}/copy/r`
      const dir = viteProject()
      const init = await cli(['init', '--yes', '--registry', base], { cwd: dir })
      expect(init.code, init.stderr).toBe(0)
      const add = await cli(['add', 'marquee'], { cwd: dir })
      expect(add.code, add.stderr).toBe(0)
      expect(add.stderr).toContain('Resolved use-on-screen, use-reduced-motion, utils, marquee')
      expect(read(dir, 'src/components/ui/marquee.tsx')).toContain('export function Marquee(')
    } finally {
      await mirror.stop(true)
    }
  })
})

describe('snipstack add errors: a clear message, exit code 1, nothing half-written', () => {
  it('names an unknown item and suggests the closest ones', async () => {
    const dir = await initialised()
    const result = await cli(['add', 'marque', 'marquee'], { cwd: dir })
    expect(result.code).toBe(1)
    // The item comes first; its examples are items too, and close.
    expect(result.stderr).toContain(
      "✖ Unknown item 'marque'. Did you mean 'marquee', 'marquee-demo', 'marquee-demo-2'?",
    )
    expect(result.stderr).toContain(`Run \`snipstack list\` to see every item in ${registry}.`)
    expect(existsSync(join(dir, 'src/components'))).toBe(false)
  })

  it('says when the registry is unreachable', async () => {
    const dir = await initialised()
    const result = await cli(['add', 'marquee', '--registry', 'http://127.0.0.1:9/r'], { cwd: dir })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('✖ Could not reach the registry at http://127.0.0.1:9/r/marquee.json (')
    expect(existsSync(join(dir, 'src/components'))).toBe(false)
  })

  it('says when the registry answers with something that is not JSON', async () => {
    const dir = await initialised()
    const stylesheet = read(dir, 'src/index.css')
    const html = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: () => new Response('<!doctype html><h1>Home</h1>'),
    })
    try {
      const base = `http://127.0.0.1:${html.port}`
      const result = await cli(['add', 'marquee', '--registry', base], { cwd: dir })
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(`✖ The registry returned invalid JSON for ${base}/marquee.json.`)
      expect(result.stderr).toContain('Is --registry the registry base')
    } finally {
      await html.stop(true)
    }
    expect(read(dir, 'src/index.css')).toBe(stylesheet)
  })

  it("shows the registry's own error message", async () => {
    const dir = await initialised()
    const unbuilt = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: () =>
        Response.json(
          {
            error: {
              code: 'UNAVAILABLE',
              message: 'The component registry has not been built yet.\u001b[2J Run `bun run registry:build`.',
            },
          },
          { status: 503 },
        ),
    })
    try {
      const base = `http://127.0.0.1:${unbuilt.port}/r`
      const result = await cli(['add', 'marquee', '--registry', base], { cwd: dir })
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(
        `✖ The registry answered 503 for ${base}/marquee.json: The component registry has not been built yet. [2J Run \`bun run registry:build\`.`,
      )
      expect(result.stderr).not.toContain('\u001b')
    } finally {
      await unbuilt.stop(true)
    }
  })

  it('refuses a stylesheet that does not parse, saying where, and changes nothing', async () => {
    clearPmLog()
    const dir = await initialised()
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'app', devDependencies: { tailwindcss: '4' } }))
    const broken = '@import "tailwindcss";\n\n.card {\n  color: red;\n'
    writeFileSync(join(dir, 'src/index.css'), broken)
    const result = await cli(['add', 'marquee'], { cwd: dir })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('✖ src/index.css is not valid CSS (Unclosed block at line 3, column 1).')
    expect(read(dir, 'src/index.css')).toBe(broken)
    expect(existsSync(join(dir, 'src/components'))).toBe(false)
    expect(pmCalls()).toBe('')
  })

  it('says to run init when components.json is missing', async () => {
    const result = await cli(['add', 'marquee', '--registry', registry], { cwd: viteProject() })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/✖ No components\.json in .+\.\n {2}Run `snipstack init` in the project first\./)
  })

  it('explains an invalid components.json', async () => {
    const dir = viteProject()
    writeFileSync(join(dir, 'components.json'), '{ "style": "new-york", "tailwind": {} }')
    const result = await cli(['add', 'marquee', '--registry', registry], { cwd: dir })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('✖ components.json is invalid (rsc: ')
    expect(result.stderr).toContain('snipstack init --overwrite')
  })

  it('fails a write before installing or writing anything', async () => {
    clearPmLog()
    const dir = await initialised()
    const stylesheet = read(dir, 'src/index.css')
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'app', devDependencies: { tailwindcss: '4' } }))
    // A file where the components folder should be.
    writeFileSync(join(dir, 'src/components'), '')
    const result = await cli(['add', 'marquee'], { cwd: dir })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('✖ Could not write src/components/ui/marquee.tsx (ENOTDIR). Nothing was changed.')
    expect(read(dir, 'src/index.css')).toBe(stylesheet)
    expect(pmCalls()).toBe('')
  })

  it('reports a failed install and writes no files', async () => {
    const dir = await initialised()
    const stylesheet = read(dir, 'src/index.css')
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'app', devDependencies: { tailwindcss: '4' } }))
    const result = await cli(['add', 'marquee'], { cwd: dir, env: { FAKE_PM_EXIT: '1' } })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(
      /✖ `npm install --no-audit --no-fund -- clsx@\^[\d.]+ tailwind-merge@\^[\d.]+` failed with exit code 1\./,
    )
    expect(existsSync(join(dir, 'src/components'))).toBe(false)
    expect(read(dir, 'src/index.css')).toBe(stylesheet)
  })

  it('refuses a registry URL that is not one', async () => {
    const dir = await initialised()
    const result = await cli(['add', 'marquee', '--registry', 'localhost/r'], { cwd: dir })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain("✖ 'localhost/r' is not a registry URL.")
  })
})

describe('snipstack list, search, view and diff', () => {
  it('lists and searches, and falls back to the cached index when the registry is unreachable', async () => {
    // A registry of its own on a port that is then closed: the same base, now unreachable.
    const own = serveRegistry(dist)
    const base = `http://127.0.0.1:${own.port}/r`
    const cwd = scratch
    const online = await cli(['list', '--registry', base], { cwd })
    expect(online.code).toBe(0)
    expect(online.stdout).toMatch(/Components\n[\s\S]*? {2}marquee +An endless scrolling strip/)
    expect(online.stdout).toMatch(/Utilities\n[\s\S]*? {2}utils +The cn\(\) helper/)
    expect(online.stdout).toMatch(/Examples\n[\s\S]*? {2}marquee-demo +Two rows of review cards/)
    expect(online.stdout).toMatch(/Blocks\n[\s\S]*? {2}hero-centered +An announcement pill/)
    await own.stop(true)

    const offline = await cli(['list', '--registry', base], { cwd })
    expect(offline.code).toBe(0)
    expect(offline.stdout).toContain('(offline: cached index from ')
    expect(offline.stdout).toContain('marquee')
    expect(offline.stderr).toContain('Registry unreachable')
    const search = await cli(['search', 'scrolling strip', '--registry', base], { cwd })
    expect(search.code).toBe(0)
    expect(search.stdout).toContain('(offline: cached index from ')
    expect(search.stdout).toMatch(/marquee +An endless scrolling strip/)
    expect(search.stdout).not.toContain('utils')
  })

  it("lists the snippets and templates of the registry's site under the items, its text made safe", async () => {
    const asked: string[] = []
    const site = serveRegistry(dist, {
      search: (query) => {
        asked.push(query)
        return {
          groups: [
            {
              kind: 'snippet',
              total: 7,
              more: `/snippets?name=${encodeURIComponent(query)}`,
              items: [
                {
                  kind: 'snippet',
                  slug: 'strip-helper',
                  title: 'Scrolling strip\u001b[2J helper',
                  description: 'A helper.',
                  detail: 'TypeScript',
                  href: '/snippets/strip-helper',
                },
              ],
            },
            { kind: 'template', total: 0, more: '/templates?name=x', items: [] },
          ],
        }
      },
    })
    try {
      const origin = `http://127.0.0.1:${site.port}`
      const result = await cli(['search', 'scrolling strip', '--registry', `${origin}/r`], { cwd: scratch })
      expect(result.code).toBe(0)
      expect(asked).toEqual(['scrolling strip'])
      expect(result.stdout).toMatch(/marquee +An endless scrolling strip/)
      expect(result.stdout).toContain(
        `Snippets (7)\n  Scrolling strip helper (TypeScript)  ${origin}/snippets/strip-helper\n  All of them: ${origin}/snippets?name=scrolling%20strip`,
      )
      expect(result.stdout).not.toContain('Templates')
      // Words no item has, but a snippet does: the snippets answer alone.
      const only = await cli(['search', 'xylophone', '--registry', `${origin}/r`], { cwd: scratch })
      expect(only.stdout).toContain("No items match 'xylophone'.\n\nSnippets (7)")
    } finally {
      await site.stop(true)
    }
  })

  it('fails list when offline with nothing cached yet', async () => {
    const result = await cli(['list', '--registry', 'http://127.0.0.1:9/r'], {
      cwd: scratch,
      env: { XDG_CACHE_HOME: join(scratch, 'empty-cache') },
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('No cached index to fall back on yet')
  })

  it('says when a search finds nothing', async () => {
    const result = await cli(['search', 'xylophone', '--registry', registry], { cwd: scratch })
    expect(result).toMatchObject({ code: 0, stdout: "No items match 'xylophone'.\n" })
  })

  it('views an item, or its JSON, and suggests names for an unknown one', async () => {
    const text = await cli(['view', 'marquee', '--registry', registry], { cwd: scratch })
    expect(text.code).toBe(0)
    expect(text.stdout).toContain('Marquee (marquee, registry:ui)')
    expect(text.stdout).toContain('── ui/marquee.tsx')
    expect(text.stdout).toContain('export function Marquee')
    const json = await cli(['view', 'marquee', '--json', '--registry', registry], { cwd: scratch })
    expect(JSON.parse(json.stdout).registryDependencies).toEqual([
      `${registry}/use-on-screen.json`,
      `${registry}/use-reduced-motion.json`,
      `${registry}/utils.json`,
    ])
    const unknown = await cli(['view', 'marqee', '--registry', registry], { cwd: scratch })
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain("Unknown item 'marqee'. Did you mean 'marquee'?")
  })

  it('diffs installed items against the registry', async () => {
    const dir = await initialised()
    await cli(['add', 'marquee'], { cwd: dir })
    expect((await cli(['diff'], { cwd: dir })).stdout).toBe('Every installed item matches the registry.\n')
    const file = join(dir, 'src/components/ui/marquee.tsx')
    writeFileSync(file, readFileSync(file, 'utf8').replace('repeat = 4', 'repeat = 6'))
    const summary = await cli(['diff'], { cwd: dir })
    expect(summary.stdout).toContain('marquee\n  - src/components/ui/marquee.tsx')
    const patch = await cli(['diff', 'marquee'], { cwd: dir })
    expect(patch.stdout).toContain('-  repeat = 6,')
    expect(patch.stdout).toContain('+  repeat = 4,')
    expect((await cli(['diff', 'utils'], { cwd: dir })).stdout).toBe('utils is up to date with the registry.\n')
  })

  it('needs components.json for diff', async () => {
    const result = await cli(['diff', '--registry', registry], { cwd: viteProject() })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Run `snipstack init` in the project first.')
  })
})

describe('colour', () => {
  const ESC = '\u001b['

  it('prints no escape codes when output is not a terminal, also in CI and without NO_COLOR', async () => {
    const env = { NO_COLOR: '', FORCE_COLOR: '', CI: 'true' }
    const dir = viteProject()
    const init = await cli(['init', '--yes', '--registry', registry], { cwd: dir, env })
    const add = await cli(['add', 'marquee'], { cwd: dir, env })
    const list = await cli(['list', '--registry', registry], { cwd: dir, env })
    const failed = await cli(['add', 'marqee'], { cwd: dir, env })
    expect(init.stderr).toContain('✔ Found Vite')
    expect(failed.stderr).toContain("✖ Unknown item 'marqee'")
    for (const run of [init, add, list, failed]) {
      expect(run.stdout).not.toContain(ESC)
      expect(run.stderr).not.toContain(ESC)
    }
  })

  it('colours under FORCE_COLOR, and NO_COLOR wins over it', async () => {
    const forced = await cli(['view', 'marquee', '--registry', registry], {
      cwd: scratch,
      env: { NO_COLOR: '', FORCE_COLOR: '1' },
    })
    expect(forced.stdout).toContain(ESC)
    expect(forced.stderr).toContain(`${ESC}32m✔`)
    const both = await cli(['view', 'marquee', '--registry', registry], {
      cwd: scratch,
      env: { NO_COLOR: '1', FORCE_COLOR: '1' },
    })
    expect(both.stdout + both.stderr).not.toContain(ESC)
  })
})

/** Node.js itself: under `bun --bun` the `node` on PATH is Bun standing in for it. */
function realNode(): string {
  const bun = realpathSync(process.execPath)
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const candidate = join(dir, 'node')
    if (existsSync(candidate) && realpathSync(candidate) !== bun) return candidate
  }
  throw new Error('Node.js is not installed')
}

describe('the bundle', () => {
  it('runs on Node.js ≥ 20: help, and an init and add that use every parser it bundles', async () => {
    const out = join(scratch, 'bundle', 'index.js')
    const build = Bun.spawnSync([process.execPath, resolve(import.meta.dirname, '../build.ts'), out])
    expect(build.exitCode, build.stderr.toString()).toBe(0)
    const node = realNode()
    const version = Bun.spawnSync([node, '--version']).stdout.toString()
    expect(Number(version.match(/^v(\d+)/)?.[1])).toBeGreaterThanOrEqual(20)
    const help = Bun.spawnSync([node, out, '--help'], { env: { ...process.env, NO_COLOR: '1' } })
    expect(help.stdout.toString()).toContain('Usage: snipstack [options] [command]')
    expect(help.exitCode).toBe(0)

    const dir = viteProject()
    const command = [node, out]
    const init = await cli(['init', '--yes', '--registry', registry], { cwd: dir, command })
    expect(init.stderr).toContain('Found Vite, Tailwind CSS at src/index.css, import alias @/*')
    expect(init.code).toBe(0)
    const config = JSON.parse(read(dir, 'components.json'))
    config.aliases.utils = '@/helpers/cn'
    writeFileSync(join(dir, 'components.json'), `// edited by hand\n${JSON.stringify(config, null, 2)}\n`)
    const add = await cli(['add', 'marquee'], { cwd: dir, command })
    expect(add.code, add.stderr).toBe(0)
    expect(read(dir, 'src/components/ui/marquee.tsx')).toContain("import { cn } from '@/helpers/cn'")
    expect(read(dir, 'src/index.css')).toContain('@keyframes marquee {')

    // A JavaScript project loads TypeScript's compiler from its chunk beside the bundle.
    const js = viteProject({ files: javascriptFiles })
    expect((await cli(['init', '--yes', '--registry', registry], { cwd: js, command })).code).toBe(0)
    const addJs = await cli(['add', 'marquee'], { cwd: js, command })
    expect(addJs.code, addJs.stderr).toBe(0)
    expect(read(js, 'src/components/ui/marquee.jsx')).toContain('export function Marquee(')
  })
})
