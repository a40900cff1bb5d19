import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { filesBelow, importSpecifiers, sourceFile } from './source-files'

// Workspaces import each other by package name (`@snipstack/ui/meta`), never by a relative path
// that climbs out of their own folder: such a path skips the package's `exports`, its declared
// dependencies and its node_modules. workspace-imports.test.ts fails on any that appears.

/** A relative specifier that resolves outside the workspace folder of the file that has it. */
export type Crossing = { file: string; specifier: string }

const isRelative = (specifier: string) => /^\.\.?(?:\/|$)/.test(specifier)

/** The relative module specifiers a source file imports, exports from, loads or mocks, each once. */
export const relativeSpecifiers = (source: string) => importSpecifiers(source).filter(isRelative)

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

/** Every relative specifier in every workspace of `root` that leaves its workspace; files relative to `root`. */
export function findCrossings(root: string): Crossing[] {
  const crossings: Crossing[] = []
  for (const workspace of workspaceFolders(root)) {
    for (const file of filesBelow(workspace, sourceFile)) {
      for (const specifier of crossingSpecifiers(file, readFileSync(file, 'utf8'), workspace))
        crossings.push({ file: relative(root, file), specifier })
    }
  }
  return crossings
}
