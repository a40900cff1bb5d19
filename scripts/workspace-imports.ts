import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

// Workspaces import each other by package name (`@snipstack/ui/meta`), never by a relative path
// that climbs out of their own folder: such a path skips the package's `exports`, its declared
// dependencies and its node_modules. workspace-imports.test.ts fails on any that appears.

/** A relative specifier that resolves outside the workspace folder of the file that has it. */
export type Crossing = { file: string; specifier: string }

const patterns = [
  // `import x from '…'`, `import type { X } from '…'`, `export * from '…'`, `export { x } from '…'`
  /\b(?:import|export)\b[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g,
  // `import '…'` for its side effects
  /\bimport\s*(['"])([^'"]+)\1/g,
  // `import('…')`, `require('…')`
  /\b(?:import|require)\s*\(\s*(['"`])([^'"`]+)\1/g,
  // `vi.mock('…')`, `vi.importActual('…')` and the like, which name a module as an import does
  /\b(?:vi|vitest|jest)\s*\.\s*(?:mock|doMock|unmock|doUnmock|importActual|importMock|requireActual)\s*(?:<[^>]*>)?\s*\(\s*(['"`])([^'"`]+)\1/g,
]

const isRelative = (specifier: string) => /^\.\.?(?:\/|$)/.test(specifier)

/** Whether the line holding `index` is a comment line (`// …`, or ` * …` inside a block comment). */
function inCommentLine(source: string, index: number): boolean {
  const line = source.slice(source.lastIndexOf('\n', index - 1) + 1, index).trimStart()
  return line.startsWith('//') || line.startsWith('*') || line.startsWith('/*')
}

/** The relative module specifiers a source file imports, exports from, loads or mocks, each once. */
export function relativeSpecifiers(source: string): string[] {
  const found = new Set<string>()
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const specifier = match[2] as string
      // The line of the specifier itself, which for a multi-line import is its last one.
      if (isRelative(specifier) && !inCommentLine(source, match.index + match[0].length)) found.add(specifier)
    }
  }
  return [...found]
}

/** Whether `path` is `folder` or lies below it. */
const inside = (path: string, folder: string) => path === folder || path.startsWith(folder + sep)

/** The specifiers of `file` (an absolute path) that resolve outside `workspace` (an absolute folder). */
export function crossingSpecifiers(file: string, source: string, workspace: string): string[] {
  return relativeSpecifiers(source).filter((specifier) => !inside(resolve(dirname(file), specifier), workspace))
}

/**
 * The workspace folders of the repository at `root`, absolute: the root package.json's
 * `workspaces` (plain folders and `folder/*` globs) and `scripts`, the root package's own code.
 */
export function workspaceFolders(root: string): string[] {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces?: string[] }
  const folders = ['scripts']
  for (const entry of workspaces) {
    if (entry.endsWith('/*')) {
      const parent = entry.slice(0, -2)
      for (const child of readdirSync(join(root, parent), { withFileTypes: true }))
        if (child.isDirectory() && existsSync(join(root, parent, child.name, 'package.json')))
          folders.push(`${parent}/${child.name}`)
    } else if (/[*?{[]/.test(entry)) {
      throw new Error(`Unsupported workspaces pattern '${entry}': only folders and folder/* are expanded`)
    } else folders.push(entry)
  }
  return folders.map((folder) => resolve(root, folder)).filter((folder) => existsSync(folder))
}

const skipped = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report'])
const sourceFile = /\.(?:[cm]?[jt]s|[jt]sx)$/

/** Source files below `dir`, skipping installs, build output and dot-folders other than .storybook. */
function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || (entry.name.startsWith('.') && entry.name !== '.storybook')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (entry.isFile() && sourceFile.test(entry.name)) yield path
  }
}

/** Every relative specifier in every workspace of `root` that leaves its workspace; files relative to `root`. */
export function findCrossings(root: string): Crossing[] {
  const crossings: Crossing[] = []
  for (const workspace of workspaceFolders(root)) {
    for (const file of sourceFiles(workspace)) {
      for (const specifier of crossingSpecifiers(file, readFileSync(file, 'utf8'), workspace))
        crossings.push({ file: relative(root, file), specifier })
    }
  }
  return crossings
}
