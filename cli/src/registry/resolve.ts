import type { RegistryItem } from '@snipstack/contracts'
import { CLI_NAME } from '../utils/constants'
import { CliError } from '../utils/errors'
import { fetchIndex, fetchItem, isUrl, itemUrl, RegistryError } from './fetch'
import { suggestNames } from './suggest'

export type ResolvedItem = RegistryItem & { url: string }

export type ResolvedTree = {
  /** Every item to install, each once, dependencies before the items that need them. */
  items: ResolvedItem[]
  /** Dependency cycles met on the way (`a → b → a`); each item in them is still installed once. */
  cycles: string[][]
}

export type ResolveOptions = {
  base: string
  /** Injected by tests; defaults to fetching and validating over HTTP. */
  fetchItem?: (url: string) => Promise<RegistryItem>
  /** Names to suggest from when a requested item does not exist. */
  listNames?: () => Promise<string[]>
}

/**
 * Fetches the requested items and, recursively, their registryDependencies: each URL once, level
 * by level in parallel. Nothing is written here, so a failure anywhere leaves the project untouched.
 */
export async function resolveTree(requested: string[], options: ResolveOptions): Promise<ResolvedTree> {
  const load = options.fetchItem ?? fetchItem
  const fetched = new Map<string, ResolvedItem>()
  const roots = await fetchRequested(requested, options)
  for (const item of roots) fetched.set(item.url, item)

  let frontier = [...fetched.values()]
  while (frontier.length) {
    const next = new Map<string, ResolvedItem>()
    for (const item of frontier) {
      for (const dep of item.registryDependencies ?? []) {
        const url = itemUrl(options.base, dep)
        if (fetched.has(url) || next.has(url)) continue
        next.set(url, item)
      }
    }
    const loaded = await Promise.all(
      [...next].map(async ([url, parent]) => {
        try {
          return { ...(await load(url)), url }
        } catch (error) {
          if (error instanceof RegistryError && error.kind === 'not-found') {
            throw new CliError(`'${parent.name}' depends on ${url}, which the registry does not have.`, {
              hint: 'The registry is inconsistent; report it to its maintainers.',
            })
          }
          throw error
        }
      }),
    )
    for (const item of loaded) fetched.set(item.url, item)
    frontier = loaded
  }

  return order(
    roots.map((item) => item.url),
    fetched,
    options.base,
  )
}

/**
 * Fetches the items a user asked for, in parallel. Names the registry does not have are
 * reported together, each with the closest existing names.
 */
export async function fetchRequested(requested: string[], options: ResolveOptions): Promise<ResolvedItem[]> {
  const load = options.fetchItem ?? fetchItem
  const urls = [...new Set(requested.map((entry) => itemUrl(options.base, entry)))]
  const settled = await Promise.allSettled(urls.map((url) => load(url)))
  const missing = urls.filter((_, i) => {
    const result = settled[i]
    return result?.status === 'rejected' && result.reason instanceof RegistryError && result.reason.kind === 'not-found'
  })
  if (missing.length) throw await unknownItems(missing, requested, options)
  return settled.map((result, i) => {
    if (result.status === 'rejected') throw result.reason
    return { ...result.value, url: urls[i] as string }
  })
}

/** Depth-first post-order: dependencies first; a back edge is a cycle, recorded and not followed. */
function order(roots: string[], fetched: Map<string, ResolvedItem>, base: string): ResolvedTree {
  const items: ResolvedItem[] = []
  const cycles: string[][] = []
  const done = new Set<string>()
  const names = new Set<string>()
  const path: string[] = []

  const visit = (url: string) => {
    if (done.has(url)) return
    const item = fetched.get(url)
    if (!item) return
    const onPath = path.indexOf(url)
    if (onPath !== -1) {
      cycles.push([...path.slice(onPath), url].map((u) => fetched.get(u)?.name ?? u))
      return
    }
    path.push(url)
    for (const dep of item.registryDependencies ?? []) visit(itemUrl(base, dep))
    path.pop()
    done.add(url)
    // Two URLs can serve the same item (a mirror); installing it twice would only repeat writes.
    if (!names.has(item.name)) {
      names.add(item.name)
      items.push(item)
    }
  }
  for (const url of roots) visit(url)
  return { items, cycles }
}

async function unknownItems(missingUrls: string[], requested: string[], options: ResolveOptions): Promise<CliError> {
  const missingNames = requested.filter((entry) => missingUrls.includes(itemUrl(options.base, entry)))
  let known: string[] = []
  try {
    known = options.listNames ? await options.listNames() : (await fetchIndex(options.base)).items.map((i) => i.name)
  } catch {
    // Suggestions are a courtesy; the unknown name is the error either way.
  }
  const lines = missingNames.map((entry) => {
    if (isUrl(entry)) return `Nothing to install at ${entry} (404).`
    const suggestions = suggestNames(entry, known)
    const hint = suggestions.length ? ` Did you mean ${suggestions.map((s) => `'${s}'`).join(', ')}?` : ''
    return `Unknown item '${entry}'.${hint}`
  })
  return new CliError(lines.join('\n'), {
    hint: `Run \`${CLI_NAME} list\` to see every item in ${options.base}.`,
  })
}
