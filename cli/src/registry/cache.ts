import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { type RegistryIndex, registryIndex } from '@snipstack/contracts'
import { CLI_NAME } from '../utils/constants'
import type { Logger } from '../utils/logger'
import { fetchIndex, RegistryError } from './fetch'

/** The OS's per-user cache folder for this CLI (XDG_CACHE_HOME wins everywhere, as tools expect). */
export function cacheDir(): string {
  if (process.env.XDG_CACHE_HOME) return join(process.env.XDG_CACHE_HOME, CLI_NAME)
  if (process.platform === 'win32' && process.env.LOCALAPPDATA) return join(process.env.LOCALAPPDATA, CLI_NAME, 'Cache')
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Caches', CLI_NAME)
  return join(homedir(), '.cache', CLI_NAME)
}

/** One file per registry base, so a local registry's index never stands in for the public one. */
export function indexCachePath(base: string): string {
  const key = createHash('sha256').update(base).digest('hex').slice(0, 16)
  return join(cacheDir(), `index-${key}.json`)
}

type CachedIndex = { base: string; fetchedAt: string; index: RegistryIndex }

export function writeCachedIndex(base: string, index: RegistryIndex): void {
  const file = indexCachePath(base)
  const entry: CachedIndex = { base, fetchedAt: new Date().toISOString(), index }
  try {
    mkdirSync(cacheDir(), { recursive: true })
    // Written beside and renamed, so a reader never meets half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(entry))
    renameSync(`${file}.tmp`, file)
  } catch {
    // The cache only helps offline; a read-only home must not fail the command that fetched fine.
  }
}

export function readCachedIndex(base: string): CachedIndex | undefined {
  try {
    const entry = JSON.parse(readFileSync(indexCachePath(base), 'utf8')) as CachedIndex
    const index = registryIndex.safeParse(entry.index)
    return index.success && entry.base === base ? { ...entry, index: index.data } : undefined
  } catch {
    return undefined
  }
}

export type LoadedIndex = { index: RegistryIndex; offline: boolean; fetchedAt?: string }

/**
 * The registry's index, cached on every successful fetch. When the registry cannot be reached (or
 * answers with an error or garbage), the cached copy is used and the user is told so.
 */
export async function loadIndex(base: string, logger: Logger): Promise<LoadedIndex> {
  const spinner = logger.spinner(`Fetching the index from ${base}`)
  try {
    const index = await fetchIndex(base)
    writeCachedIndex(base, index)
    spinner.succeed(`Fetched the index from ${base}`)
    return { index, offline: false }
  } catch (error) {
    if (!(error instanceof RegistryError) || error.kind === 'not-found') {
      spinner.fail()
      throw error
    }
    const cached = readCachedIndex(base)
    if (!cached) {
      spinner.fail()
      throw new RegistryError(error.kind, error.url, error.message, {
        hint: `No cached index to fall back on yet: run this once while ${base} is reachable.`,
        cause: error,
      })
    }
    spinner.info(`Registry unreachable (${error.message}). Using the cached index from ${cached.fetchedAt}.`)
    // Said on stdout as well: a user reading only the result must know it may be out of date.
    logger.log(`(offline: cached index from ${cached.fetchedAt})`)
    return { index: cached.index, offline: true, fetchedAt: cached.fetchedAt }
  }
}
