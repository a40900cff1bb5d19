import type { ItemFile, ItemMeta } from '@snipstack/ui/meta'
import { itemCss } from './css'

/** Where shadcn's CLI and ours install each file type, relative to the project's source folder. */
const folderByType: Record<ItemFile['type'], string> = {
  'registry:ui': 'components/ui',
  'registry:lib': 'lib',
  'registry:hook': 'hooks',
  'registry:component': 'components',
  'registry:example': 'components',
}

/** The path a file lands at when installed, e.g. `components/ui/marquee.tsx`. */
export function installedPath(file: ItemFile): string {
  return file.target ?? `${folderByType[file.type]}/${file.path.split('/').at(-1)}`
}

/**
 * Whether the Manual tab shows a required item's files in place. Helpers, hooks and building
 * blocks such as the button have no page of their own to send the reader to, so their source is
 * shown right there; an item with a page (one with a sidebar section) is installed by following
 * that page.
 */
export const copiedInPlace = (item: ItemMeta): boolean => !item.section

export type ManualPlan = {
  /** npm packages of the item and of everything it depends on, each once. */
  dependencies: string[]
  /** Registry items it needs first, dependencies before dependants, the item itself excluded. */
  requires: ItemMeta[]
  /**
   * Items whose CSS goes into the reader's stylesheet from this page: the required ones shown in
   * place, then the item itself, each only if it has CSS. A required item with a page of its own
   * shows its CSS there.
   */
  css: ItemMeta[]
}

/**
 * What installing an item by hand involves, following `registryDependencies` transitively. Names
 * this registry does not have are skipped: the registry build refuses such items.
 */
export function manualPlan(item: ItemMeta, items: ReadonlyMap<string, ItemMeta>): ManualPlan {
  const requires: ItemMeta[] = []
  const seen = new Set<string>([item.name])
  const visit = (names: readonly string[] = []) => {
    for (const name of names) {
      if (seen.has(name)) continue
      seen.add(name)
      const dep = items.get(name)
      if (!dep) continue
      visit(dep.registryDependencies)
      requires.push(dep)
    }
  }
  visit(item.registryDependencies)
  const dependencies = [
    ...new Set([...requires.flatMap((dep) => dep.dependencies ?? []), ...(item.dependencies ?? [])]),
  ]
  const css = [...requires.filter(copiedInPlace), item].filter((entry) => itemCss(entry) !== '')
  return { dependencies, requires, css }
}
