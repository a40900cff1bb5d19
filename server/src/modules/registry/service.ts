import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { AppError } from '../../lib/errors'
import type { OriginOptions } from '../../lib/origin'
import { itemNamePattern, jsonType, ORIGIN_TOKEN, type RegistryDocument, textType } from './model'

export type RegistryServiceOptions = Pick<OriginOptions, 'publicUrl' | 'trustedProxies'> & {
  /** The registry build output: `r/<name>.json`, `r/registry.json`, `llms.txt`. */
  dist: string
}

/** Enough for every item under a handful of origins; the documents are a few kB each. */
const CACHE_LIMIT = 256

export type RegistryService = ReturnType<typeof createRegistryService>

export function createRegistryService({ dist }: RegistryServiceOptions) {
  const root = resolve(dist)
  // Keyed by file and origin; the file's mtime invalidates an entry when the registry is rebuilt.
  const cache = new Map<string, { mtimeMs: number; document: RegistryDocument }>()

  function notBuilt(): AppError {
    return new AppError('UNAVAILABLE', 'The component registry has not been built yet. Run `bun run registry:build`.')
  }

  function load(file: string, origin: string, contentType: string): RegistryDocument | undefined {
    if (!existsSync(file)) return undefined
    const { mtimeMs } = statSync(file)
    const key = `${file}\0${origin}`
    const hit = cache.get(key)
    if (hit && hit.mtimeMs === mtimeMs) return hit.document
    const body = readFileSync(file, 'utf8').replaceAll(ORIGIN_TOKEN, origin)
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
    const document = { body, etag, contentType }
    if (cache.size >= CACHE_LIMIT) cache.clear()
    cache.set(key, { mtimeMs, document })
    return document
  }

  const built = () => existsSync(resolve(root, 'r/registry.json'))

  return {
    index(origin: string): RegistryDocument {
      const document = load(resolve(root, 'r/registry.json'), origin, jsonType)
      if (!document) throw notBuilt()
      return document
    },

    /** `name` with or without `.json`; `registry` is the index itself. */
    item(rawName: string, origin: string): RegistryDocument {
      const name = rawName.endsWith('.json') ? rawName.slice(0, -'.json'.length) : rawName
      if (name === 'registry') return this.index(origin)
      if (!built()) throw notBuilt()
      const valid = itemNamePattern.test(name)
      const document = valid ? load(resolve(root, 'r', `${name}.json`), origin, jsonType) : undefined
      if (!document) {
        // Only a well-formed name is repeated back; anything else could be any bytes at any length.
        const named = valid ? `is named '${name}'` : 'has that name'
        throw new AppError('NOT_FOUND', `No registry item ${named}. The list is at /r/registry.json.`)
      }
      return document
    },

    llms(origin: string): RegistryDocument {
      const document = load(resolve(root, 'llms.txt'), origin, textType)
      if (!document) throw notBuilt()
      return document
    },
  }
}

/** Whether an If-None-Match header already holds this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => bare(tag) === bare(etag))
}
