import { readdirSync } from 'node:fs'
import { join } from 'node:path'

// What the repository checks that read source as text share: which files to read, and which
// modules a file names. workspace-imports.ts, feature-boundaries.ts and test-tiers.ts use them.

/** Folders of installs and build or test output, never source. */
const skipped = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report'])

/**
 * The files below `dir` whose names match `name`, skipping installs, build output, the folders
 * in `alsoSkip` and dot-folders other than .storybook.
 */
export function* filesBelow(dir: string, name: RegExp, alsoSkip: readonly string[] = []): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || alsoSkip.includes(entry.name)) continue
    if (entry.name.startsWith('.') && entry.name !== '.storybook') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesBelow(path, name, alsoSkip)
    else if (entry.isFile() && name.test(entry.name)) yield path
  }
}

/** JavaScript and TypeScript sources. */
export const sourceFile = /\.(?:[cm]?[jt]s|[jt]sx)$/

const importPatterns = [
  // `import x from '…'`, `import type { X } from '…'`, `export * from '…'`, `export { x } from '…'`
  /\b(?:import|export)\b[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g,
  // `import '…'` for its side effects
  /\bimport\s*(['"])([^'"]+)\1/g,
  // `import('…')`, `typeof import('…')`, `require('…')`
  /\b(?:import|require)\s*\(\s*(['"`])([^'"`]+)\1/g,
  // `vi.mock('…')`, `vi.importActual('…')` and the like, which name a module as an import does
  /\b(?:vi|vitest|jest)\s*\.\s*(?:mock|doMock|unmock|doUnmock|importActual|importMock|requireActual)\s*(?:<[^>]*>)?\s*\(\s*(['"`])([^'"`]+)\1/g,
]
// `import.meta.glob('…')`, `import.meta.glob<T>('…')` and `import.meta.glob(['…', …])`: the first pattern
const globPattern = /\bimport\.meta\.glob\s*(?:<[^>]*>)?\s*\(\s*\[?\s*(['"`])([^'"`]+)\1/g

/** Whether the line holding `index` is a comment line (`// …`, or ` * …` inside a block comment). */
function inCommentLine(source: string, index: number): boolean {
  const line = source.slice(source.lastIndexOf('\n', index - 1) + 1, index).trimStart()
  return line.startsWith('//') || line.startsWith('*') || line.startsWith('/*')
}

function specifiers(source: string, patterns: readonly RegExp[]): string[] {
  const found = new Set<string>()
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      // The line of the specifier itself, which for a multi-line import is its last one.
      if (!inCommentLine(source, match.index + match[0].length)) found.add(match[2] as string)
    }
  }
  return [...found]
}

/** The modules a source file imports, exports from, loads or mocks, each once. */
export const importSpecifiers = (source: string) => specifiers(source, importPatterns)

/**
 * The same and the first pattern of each `import.meta.glob`, which names files by path: Vite's
 * globs must, even across workspaces, so only checks within one workspace count them.
 */
export const importAndGlobSpecifiers = (source: string) => specifiers(source, [...importPatterns, globPattern])
