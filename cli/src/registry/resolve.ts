import type { RegistryItem } from '@snipstack/contracts'
import { CONFIG_FILE, type RawConfig } from '../utils/config'
import { REGISTRY_NAMESPACE, REGISTRY_TOKEN_ENV } from '../utils/constants'
import { CliError } from '../utils/errors'
import { cliCommand } from '../utils/invocation'
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
  /** components.json `registries`: where an `@namespace/<name>` item or dependency comes from. */
  registries?: RawConfig['registries']
  /** Injected by tests; defaults to fetching and validating over HTTP. */
  fetchItem?: (url: string, headers?: Record<string, string>) => Promise<RegistryItem>
  /** Where `${VAR}` in a `registries` entry's headers is read from; the process's environment by default. */
  env?: Record<string, string | undefined>
  /** Names to suggest from when a requested item does not exist. */
  listNames?: () => Promise<string[]>
  /** The registry's homepage, as its index says; defaults to fetching the index, once, when first needed. */
  homepage?: () => Promise<string | undefined>
}

type Locator = {
  /** Looks the registry's homepage up if one of these dependencies may need it (see locate). */
  prepare(dependencies: readonly string[]): Promise<void>
  /** The URL an item is fetched from. */
  locate(entry: string): string
  /** The headers its `registries` entry sends with a URL `locate` gave; none for any other URL. */
  headersFor(url: string): Record<string, string> | undefined
}

/**
 * A `registries` entry's headers with each `${VAR}` filled in from the environment, as shadcn's
 * CLI does (`"Authorization": "Bearer ${SNIPSTACK_TOKEN}"`). A variable that is not set is an
 * error naming it, rather than a request that the registry would refuse without saying why.
 */
function registryHeaders(
  namespace: string,
  headers: Record<string, string> | undefined,
  env: Record<string, string | undefined> = process.env,
): Record<string, string> | undefined {
  if (!headers) return undefined
  const filled: Record<string, string> = {}
  for (const [header, value] of Object.entries(headers)) {
    filled[header] = value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, variable: string) => {
      const set = env[variable]
      if (set) return set
      throw new CliError(
        `"${namespace}" in ${CONFIG_FILE} sends \${${variable}} in its ${header} header, but ${variable} is not set.`,
        {
          hint:
            variable === REGISTRY_TOKEN_ENV
              ? `Make a registry token in your account's Settings on the registry's site and set ${variable} to it.`
              : `Set ${variable} in the environment you run the CLI in.`,
        },
      )
    })
  }
  return filled
}

/**
 * Where items and dependencies are fetched from. A name, or `@snipstack/<name>`, is an item of the
 * registry in use (`--registry`, or the one components.json names); another `@namespace/<name>`
 * one of the registry components.json lists under that namespace, as in shadcn's CLI.
 *
 * A URL is fetched as it is, with one exception. Our registry names its dependencies by URL, under
 * the origin that served it (registry/src/build.ts says why), and a mirror that copies its files
 * serves them with that origin still in them. So a dependency under the origin the registry gives
 * as its homepage (`<homepage>/r/<name>.json`) is fetched from the registry in use instead: through
 * the mirror, as its items were, and never from an origin the project did not choose.
 */
function locator(options: ResolveOptions): Locator {
  const base = options.base
  let home: string | undefined
  let looked = false
  const headers = new Map<string, Record<string, string>>()
  const outside = (entry: string) => isUrl(entry) && !entry.startsWith(`${base}/`)
  const lookUp =
    options.homepage ??
    (async () => {
      try {
        return (await fetchIndex(base)).homepage
      } catch {
        // Without an index there is no homepage to recognise; dependencies are fetched as named.
        return undefined
      }
    })
  return {
    async prepare(dependencies) {
      if (looked || !dependencies.some(outside)) return
      looked = true
      home = (await lookUp())?.replace(/\/+$/, '') || undefined
    },
    locate(entry) {
      if (isUrl(entry)) {
        const own = home && `${home}/r/`
        return own && outside(entry) && entry.startsWith(own) ? `${base}/${entry.slice(own.length)}` : entry
      }
      const namespaced = entry.match(/^(@[^/]+)\/(.+)$/)
      if (!namespaced || namespaced[1] === REGISTRY_NAMESPACE) return itemUrl(base, entry)
      const [, namespace = '', name = ''] = namespaced
      const registry = options.registries?.[namespace]
      const template = typeof registry === 'string' ? registry : registry?.url
      if (!template) {
        throw new CliError(`'${entry}' names the registry ${namespace}, which ${CONFIG_FILE} does not list.`, {
          hint: `Add it to "registries" in ${CONFIG_FILE}, e.g. "${namespace}": "https://…/r/{name}.json".`,
        })
      }
      const url = template.replaceAll('{name}', name)
      const sent = typeof registry === 'string' ? undefined : registryHeaders(namespace, registry?.headers, options.env)
      if (sent) headers.set(url, sent)
      return url
    },
    headersFor: (url) => headers.get(url),
  }
}

/**
 * Fetches the requested items and, recursively, their registryDependencies: each URL once, level
 * by level in parallel. Nothing is written here, so a failure anywhere leaves the project untouched.
 */
export async function resolveTree(requested: string[], options: ResolveOptions): Promise<ResolvedTree> {
  const load = options.fetchItem ?? fetchItem
  const where = locator(options)
  const fetched = new Map<string, ResolvedItem>()
  const roots = await fetchRequested(requested, options, where)
  for (const item of roots) fetched.set(item.url, item)

  let frontier = [...fetched.values()]
  while (frontier.length) {
    await where.prepare(frontier.flatMap((item) => item.registryDependencies ?? []))
    const next = new Map<string, ResolvedItem>()
    for (const item of frontier) {
      for (const dep of item.registryDependencies ?? []) {
        const url = where.locate(dep)
        if (fetched.has(url) || next.has(url)) continue
        next.set(url, item)
      }
    }
    const loaded = await Promise.all(
      [...next].map(async ([url, parent]) => {
        try {
          return { ...(await load(url, where.headersFor(url))), url }
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
    where.locate,
  )
}

/**
 * Fetches the items a user asked for, in parallel. Names the registry does not have are
 * reported together, each with the closest existing names.
 */
export async function fetchRequested(
  requested: string[],
  options: ResolveOptions,
  where = locator(options),
): Promise<ResolvedItem[]> {
  const load = options.fetchItem ?? fetchItem
  const urls = [...new Set(requested.map((entry) => where.locate(entry)))]
  const settled = await Promise.allSettled(urls.map((url) => load(url, where.headersFor(url))))
  const missing = urls.filter((_, i) => {
    const result = settled[i]
    return result?.status === 'rejected' && result.reason instanceof RegistryError && result.reason.kind === 'not-found'
  })
  if (missing.length) throw await unknownItems(missing, requested, options, where.locate)
  return settled.map((result, i) => {
    if (result.status === 'rejected') throw result.reason
    return { ...result.value, url: urls[i] as string }
  })
}

/** Depth-first post-order: dependencies first; a back edge is a cycle, recorded and not followed. */
function order(roots: string[], fetched: Map<string, ResolvedItem>, locate: (entry: string) => string): ResolvedTree {
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
    for (const dep of item.registryDependencies ?? []) visit(locate(dep))
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

async function unknownItems(
  missingUrls: string[],
  requested: string[],
  options: ResolveOptions,
  locate: (entry: string) => string,
): Promise<CliError> {
  const missingNames = requested.filter((entry) => missingUrls.includes(locate(entry)))
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
    hint: `Run \`${cliCommand('list')}\` to see every item in ${options.base}.`,
  })
}
