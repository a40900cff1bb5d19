import { REGISTRY_NAMESPACE, type RegistryItem } from '@snipstack/contracts'
import { type LoadedIndex, loadIndex } from '../registry/cache'
import { fetchItem, fetchText, itemUrl } from '../registry/fetch'
import { suggestNames } from '../registry/suggest'
import { CliError } from '../utils/errors'
import type { Logger } from '../utils/logger'

/**
 * The registry as the MCP server reads it: the same fetching, validation and offline index cache
 * as every other command, with answers kept in memory for a while so that a burst of tool calls
 * costs one request per document, yet a server left running for days still sees a new release.
 */
export type Catalog = ReturnType<typeof createCatalog>

/** As long as the registry lets caches keep its documents (`max-age=300`). */
const DEFAULT_MAX_AGE_MS = 5 * 60_000

function memo<T>(maxAgeMs: number) {
  const entries = new Map<string, { at: number; value: Promise<T> }>()
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key)
    if (hit && Date.now() - hit.at < maxAgeMs) return hit.value
    const value = load()
    entries.set(key, { at: Date.now(), value })
    // A failure is not remembered: the next call tries again (the registry may be back).
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key)
    })
    return value
  }
}

/** `marquee`, `@snipstack/marquee` and ` Marquee ` all name the item `marquee`. */
export const itemName = (raw: string) =>
  raw
    .trim()
    .toLowerCase()
    .replace(new RegExp(`^${REGISTRY_NAMESPACE}/`), '')

/** `<base>/utils.json` → `utils`; a URL of another registry stays a URL. */
export function dependencyName(base: string, dependency: string): string {
  const prefix = `${base}/`
  return dependency.startsWith(prefix) && dependency.endsWith('.json')
    ? dependency.slice(prefix.length, -'.json'.length)
    : dependency
}

/**
 * Where the registry's site keeps llms.txt: the parent of a base ending in `/r` (how our server
 * and any copy of it serve the registry), else the base's origin.
 */
export function siteRoot(base: string): string {
  return base.endsWith('/r') ? base.slice(0, -'/r'.length) : new URL(base).origin
}

export function createCatalog({
  base,
  logger,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
}: {
  base: string
  logger: Logger
  maxAgeMs?: number
}) {
  const indexes = memo<LoadedIndex>(maxAgeMs)
  const items = memo<RegistryItem>(maxAgeMs)
  const texts = memo<string>(maxAgeMs)
  const loadedIndex = () => indexes(base, () => loadIndex(base, logger))

  /**
   * The index entries of names the registry has, in the order asked; names it lacks are one error
   * that lists them all, each with the closest existing names.
   */
  async function findAll(raws: string[]): Promise<RegistryItem[]> {
    const { index } = await loadedIndex()
    const byName = new Map(index.items.map((item) => [item.name, item]))
    const unknown: string[] = []
    const found = raws.flatMap((raw) => {
      const item = byName.get(itemName(raw))
      if (!item) {
        const suggestions = suggestNames(itemName(raw), [...byName.keys()])
        const guess = suggestions.length ? ` Did you mean ${suggestions.map((s) => `'${s}'`).join(', ')}?` : ''
        unknown.push(`Unknown item '${raw.trim()}'.${guess}`)
      }
      return item ? [item] : []
    })
    if (unknown.length) {
      throw new CliError(unknown.join('\n'), {
        hint: 'Call search_items or list_items for the names this registry has.',
      })
    }
    return found
  }

  const find = async (raw: string) => (await findAll([raw]))[0] as RegistryItem

  return {
    base,
    index: loadedIndex,
    find,
    findAll,
    /** The full item, files with their contents; its name is checked against the index first. */
    async item(raw: string): Promise<RegistryItem> {
      const { name } = await find(raw)
      return items(name, () => fetchItem(itemUrl(base, name)))
    },
    /** A text document by URL (llms.txt, an item's Markdown docs). */
    text: (url: string) => texts(url, () => fetchText(url)),
  }
}
