import { readFileSync } from 'node:fs'
import { posix, resolve } from 'node:path'
import type { ItemMeta } from '@snipstack/ui/meta'
import { scanModule } from './imports'
import { uiSrc } from './items'

/**
 * What an item's files import must be what the item declares: an npm package in `dependencies`
 * (or `devDependencies`), another item in `registryDependencies`. An undeclared import installs
 * fine here, where the monorepo has everything, and breaks in a user's app; so the build refuses it.
 * The same reading gives each example its dependencies when it is published as an item.
 */

/** Packages every React app has; items list react as a peer, never as a dependency. */
const provided = new Set(['react', 'react-dom'])

/** `motion/react` → `motion`, `@scope/pkg/sub` → `@scope/pkg`; undefined for relative and alias paths. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/')) return undefined
  if (specifier.startsWith('node:')) return specifier
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** `shiki@^4.6.0` → `shiki`, `@scope/pkg@1` → `@scope/pkg`. */
export const dependencyName = (dependency: string) => dependency.replace(/(?!^)@.*$/, '')

/** Where an item's example lives below packages/ui/src; published as the `registry:example` of the same name. */
export const examplePath = (item: Pick<ItemMeta, 'name'>, example: { name: string }) =>
  `${item.name}/examples/${example.name}.tsx`

const withoutExtension = (path: string) => path.replace(/\.[cm]?[jt]sx?$/, '')

/** Source path without extension (`marquee/marquee`) → the item that ships it. */
function fileOwners(items: ItemMeta[]): Map<string, string> {
  const owners = new Map<string, string>()
  for (const item of items) for (const file of item.files) owners.set(withoutExtension(file.path), item.name)
  return owners
}

export type FileImports = { packages: Set<string>; items: Set<string>; unknown: string[] }

const notAnItemFile = (specifier: string) => `'${specifier}', which is no file of a registry item`

/** The packages and items one file (a path below packages/ui/src) imports. */
export function importsOf(path: string, owners: Map<string, string>): FileImports {
  const source = readFileSync(resolve(uiSrc, path), 'utf8')
  const found: FileImports = { packages: new Set(), items: new Set(), unknown: [] }
  for (const { value } of scanModule(source, path).specifiers) {
    const pkg = packageOf(value)
    if (pkg) {
      if (!provided.has(pkg)) found.packages.add(pkg)
      continue
    }
    const owner = value.startsWith('.')
      ? owners.get(withoutExtension(posix.join(posix.dirname(path), value)))
      : undefined
    if (owner) found.items.add(owner)
    else found.unknown.push(value)
  }
  return found
}

/** Throws, naming the item, file and import, when an item imports something it does not declare. */
export function checkDeclaredImports(items: ItemMeta[]): void {
  const owners = fileOwners(items)
  for (const item of items) {
    const packages = new Set([...(item.dependencies ?? []), ...(item.devDependencies ?? [])].map(dependencyName))
    const declared = new Set([item.name, ...(item.registryDependencies ?? [])])
    for (const file of item.files) {
      const found = importsOf(file.path, owners)
      const problem =
        found.unknown.map(notAnItemFile)[0] ??
        [...found.packages]
          .filter((p) => !packages.has(p))
          .map((p) => `'${p}' without listing it in dependencies`)[0] ??
        [...found.items]
          .filter((i) => !declared.has(i))
          .map((i) => `item '${i}' without listing it in registryDependencies`)[0]
      if (problem) throw new Error(`${item.name}: ${file.path} imports ${problem}`)
    }
  }
}

/**
 * Each demo in an item's `examples/` as an installable `registry:example` item (`marquee-demo`):
 * it depends on what it imports, the item it shows first among them, so installing it brings the
 * item too. Throws when an example is named like an item or another example.
 */
export function exampleItems(items: ItemMeta[]): ItemMeta[] {
  const owners = fileOwners(items)
  const names = new Set(items.map((item) => item.name))
  return items.flatMap((item) =>
    (item.examples ?? []).map((example): ItemMeta => {
      if (names.has(example.name)) throw new Error(`${item.name}: example '${example.name}' reuses a registry name`)
      names.add(example.name)
      const path = examplePath(item, example)
      const found = importsOf(path, owners)
      const [unknown] = found.unknown
      if (unknown) throw new Error(`${example.name}: ${path} imports ${notAnItemFile(unknown)}`)
      const others = [...found.items].filter((name) => name !== item.name).sort()
      const packages = [...found.packages].sort()
      return {
        name: example.name,
        type: 'registry:example',
        title: `${item.title}: ${example.title}`,
        description: example.description ?? `An example of ${item.title}.`,
        registryDependencies: [item.name, ...others],
        ...(packages.length ? { dependencies: packages } : {}),
        files: [{ path, type: 'registry:example' }],
      }
    }),
  )
}
