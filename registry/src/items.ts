import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import type { ItemMeta } from '@snipstack/ui/meta'
import { toInstalledSource } from './imports'

/** packages/ui/src: every `*.meta.ts` below it describes one registry item. */
export const uiSrc = resolve(import.meta.dirname, '../../packages/ui/src')

/** A file of an item (a path below packages/ui/src) as it is installed: its imports rewritten to the install paths. */
export const installedSource = (path: string) => toInstalledSource(readFileSync(resolve(uiSrc, path), 'utf8'), path)

function findMetaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : findMetaFiles(path)
    return entry.name.endsWith('.meta.ts') ? [path] : []
  })
}

/** All item metadata, sorted by name; fails loudly on a name that does not match its file. */
export async function loadItems(): Promise<ItemMeta[]> {
  const items: ItemMeta[] = []
  for (const file of findMetaFiles(uiSrc)) {
    const meta = ((await import(file)) as { default: ItemMeta }).default
    const expected = basename(file, '.meta.ts')
    if (meta.name !== expected && !(dirname(file).endsWith('/lib') && expected === 'utils')) {
      throw new Error(`${file}: item name '${meta.name}' should be '${expected}'`)
    }
    items.push(meta)
  }
  return items.sort((a, b) => a.name.localeCompare(b.name))
}
