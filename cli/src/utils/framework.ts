import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

export type FrameworkName = 'next' | 'react-router' | 'remix' | 'astro' | 'gatsby' | 'laravel' | 'vite' | 'manual'

export type Framework = {
  name: FrameworkName
  label: string
  /** Whether components default to React Server Components (Next.js App Router only). */
  rsc: boolean
}

type PackageJson = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }

export function readPackageJson(cwd: string): PackageJson | undefined {
  try {
    return JSON.parse(readFileSync(resolve(cwd, 'package.json'), 'utf8')) as PackageJson
  } catch {
    return undefined
  }
}

const hasAny = (cwd: string, files: string[]) => files.some((file) => existsSync(resolve(cwd, file)))
const configFiles = (name: string) => ['js', 'mjs', 'cjs', 'ts', 'mts'].map((ext) => `${name}.${ext}`)

/**
 * Which framework the project uses, from its config files and dependencies. Order matters: a
 * React Router, Remix or Laravel app also has a vite.config, so those are recognised first.
 */
export function detectFramework(cwd: string): Framework {
  const pkg = readPackageJson(cwd) ?? {}
  const deps = { ...pkg.dependencies, ...pkg.devDependencies }
  if (hasAny(cwd, configFiles('next.config')) || deps.next) {
    const appRouter = hasAny(cwd, ['app', 'src/app'])
    return { name: 'next', label: appRouter ? 'Next.js (App Router)' : 'Next.js (Pages Router)', rsc: appRouter }
  }
  if (hasAny(cwd, configFiles('react-router.config')) || deps['@react-router/dev']) {
    return { name: 'react-router', label: 'React Router', rsc: false }
  }
  if (hasAny(cwd, configFiles('remix.config')) || deps['@remix-run/react'] || deps['@remix-run/dev']) {
    return { name: 'remix', label: 'Remix', rsc: false }
  }
  if (hasAny(cwd, configFiles('astro.config')) || deps.astro) return { name: 'astro', label: 'Astro', rsc: false }
  if (hasAny(cwd, configFiles('gatsby-config')) || deps.gatsby) return { name: 'gatsby', label: 'Gatsby', rsc: false }
  if (existsSync(resolve(cwd, 'artisan')) && hasAny(cwd, configFiles('vite.config'))) {
    return { name: 'laravel', label: 'Laravel (Vite)', rsc: false }
  }
  if (hasAny(cwd, configFiles('vite.config')) || deps.vite) return { name: 'vite', label: 'Vite', rsc: false }
  return { name: 'manual', label: 'a plain React project', rsc: false }
}

/**
 * What a project of this framework must know to use the items, printed by `init` with its next
 * steps: where the framework renders React on the server only, or keeps the items' directive.
 */
export function frameworkNotes(framework: Framework, cwd: string): string[] {
  if (framework.name === 'astro') {
    return [
      'Astro renders React components to HTML without their JavaScript. Give each component with motion a client:* directive where you use it,',
      'e.g. <Globe client:visible /> (hydrates when scrolled into view) or <Globe client:load /> (at once, for what is in view from the start).',
    ]
  }
  if (framework.rsc) {
    return [
      'Items that need the browser (state, effects, Motion) start with "use client": they are Client Components already,',
      'so your Server Components render them as they are.',
    ]
  }
  if (framework.name === 'gatsby') return gatsbyNotes(cwd)
  return []
}

/**
 * Gatsby's starter compiles JSX for `React.createElement` and installs React 18. The items do not
 * import React and are written for React 19, so a project left that way stops at `gatsby build`
 * ("React is not defined") or at its type check; say so before the first build does.
 */
function gatsbyNotes(cwd: string): string[] {
  const notes: string[] = []
  const config = configFiles('gatsby-config').find((file) => existsSync(resolve(cwd, file)))
  const text = config ? readFileSync(resolve(cwd, config), 'utf8') : ''
  if (!/jsxRuntime\s*:\s*['"]automatic['"]/.test(text)) {
    notes.push(
      `Gatsby compiles JSX for React.createElement unless ${config ?? 'gatsby-config.ts'} sets jsxRuntime: 'automatic'.`,
      'The components do not import React: add that line, or gatsby build stops with "React is not defined".',
    )
  }
  const react = declaredMajor(cwd, 'react')
  if (react !== undefined && react < 19) {
    notes.push(
      `The components are written for React 19 and this project has React ${react}: move react, react-dom and their types to 19 (Gatsby 5 runs on it).`,
    )
  }
  return notes
}

/** Where each framework's starter keeps its global stylesheet, most likely first. */
const cssCandidates: Record<FrameworkName, string[]> = {
  next: ['app/globals.css', 'src/app/globals.css', 'styles/globals.css', 'src/styles/globals.css'],
  'react-router': ['app/app.css', 'app/root.css', 'app/tailwind.css'],
  remix: ['app/tailwind.css', 'app/app.css', 'app/root.css'],
  astro: ['src/styles/global.css', 'src/styles/globals.css', 'src/styles/tailwind.css'],
  gatsby: ['src/styles/global.css', 'src/styles/globals.css', 'src/global.css'],
  laravel: ['resources/css/app.css'],
  vite: ['src/index.css', 'src/App.css', 'src/main.css', 'src/styles.css', 'src/app.css', 'src/globals.css'],
  manual: ['src/index.css', 'src/styles.css', 'src/globals.css', 'styles/globals.css', 'index.css'],
}

const tailwindImport = /@import\s+(?:url\()?["']tailwindcss["']/

function isTailwindEntry(file: string): boolean {
  try {
    return tailwindImport.test(readFileSync(file, 'utf8'))
  } catch {
    return false
  }
}

/** CSS files under the usual source folders, a bounded walk that skips dependencies and builds. */
function findCssFiles(cwd: string): string[] {
  const found: string[] = []
  const skip = new Set(['node_modules', 'dist', 'build', '.next', '.git', 'public', 'vendor', 'storage'])
  const walk = (dir: string, depth: number) => {
    if (depth > 4 || found.length > 200) return
    let entries: import('node:fs').Dirent[]
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || skip.has(entry.name)) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path, depth + 1)
      else if (entry.name.endsWith('.css')) found.push(path)
    }
  }
  for (const dir of ['src', 'app', 'styles', 'resources']) walk(resolve(cwd, dir), 0)
  return found.sort()
}

/**
 * The project's Tailwind v4 CSS entry (the file with `@import "tailwindcss"`), relative to cwd:
 * the framework's usual file when it is one, else the first such file in the source folders.
 */
export function detectTailwindCss(cwd: string, framework: FrameworkName): string | undefined {
  const known = cssCandidates[framework].map((file) => resolve(cwd, file)).find(isTailwindEntry)
  const file = known ?? findCssFiles(cwd).find(isTailwindEntry)
  return file ? relative(cwd, file).split('\\').join('/') : undefined
}

/** The major version a dependency's range in package.json names (`^19.2.0` → 19), if any. */
function declaredMajor(cwd: string, name: string): number | undefined {
  const pkg = readPackageJson(cwd)
  const range = pkg?.dependencies?.[name] ?? pkg?.devDependencies?.[name]
  const major = range?.match(/(\d+)/)?.[1]
  return major ? Number(major) : undefined
}

/** The major version of tailwindcss the project depends on, when it says. */
export const tailwindMajor = (cwd: string): number | undefined => declaredMajor(cwd, 'tailwindcss')
