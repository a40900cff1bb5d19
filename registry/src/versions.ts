import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { dependencyName } from './declared'
import type { RegistryEntry } from './entries'
import { uiSrc } from './items'

/**
 * Every npm package an item installs is published with the range the items are tested with: a caret
 * on the exact version packages/ui installs (`motion@^14.14.0`). The caret, not the exact version:
 * an app that already has the package at a later minor or patch keeps its copy instead of getting
 * a second one (or a downgrade), and the next major, which may change the API, is left out. On a
 * 0.x version the caret already stops at the next minor.
 */

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }

/** The versions packages/ui installs, by package name. */
export function testedVersions(manifest = resolve(uiSrc, '../package.json')): Map<string, string> {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as Manifest
  return new Map(Object.entries({ ...devDependencies, ...dependencies }))
}

/** `1.75.0`, a prerelease such as `2.0.0-rc.1` too; undefined for a tag or a range. */
const exactVersion = (text: string) => (/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(text) ? text : undefined)
/** `1.75.0` from `1.75.0`, `^1.75.0` or `~1.75.0`; undefined for anything looser (a tag, a wider range). */
const baseVersion = (range: string) => exactVersion(range.replace(/^[\^~]/, ''))

/**
 * `lucide-react` → `lucide-react@^1.75.0`. A dependency that names its own range keeps it when the
 * range starts at the tested version; one that packages/ui does not install, or whose range starts
 * elsewhere, fails, since nothing tests the item with what it would install.
 */
export function pinnedDependency(item: string, dependency: string, tested: ReadonlyMap<string, string>): string {
  const name = dependencyName(dependency)
  const installed = tested.get(name)
  const testedBase = installed ? exactVersion(installed) : undefined
  if (!testedBase) {
    throw new Error(
      `${item}: dependency '${name}' is not installed at an exact version in packages/ui/package.json, so no version of it is tested`,
    )
  }
  if (name === dependency) return `${name}@^${testedBase}`
  const range = dependency.slice(name.length + 1)
  if (baseVersion(range) !== testedBase) {
    throw new Error(
      `${item}: dependency '${dependency}' does not start at ${testedBase}, the version the items are tested with`,
    )
  }
  return dependency
}

/** The entries with every dependency pinned (see pinnedDependency). */
export function pinDependencies(entries: RegistryEntry[], tested = testedVersions()): RegistryEntry[] {
  const pin = (entry: RegistryEntry, list: string[] | undefined) =>
    list?.map((dependency) => pinnedDependency(entry.name, dependency, tested))
  return entries.map((entry) => {
    if (!entry.dependencies?.length && !entry.devDependencies?.length) return entry
    const pinned = { ...entry }
    if (entry.dependencies?.length) pinned.dependencies = pin(entry, entry.dependencies)
    if (entry.devDependencies?.length) pinned.devDependencies = pin(entry, entry.devDependencies)
    return pinned
  })
}
