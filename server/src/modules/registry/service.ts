import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Encoding } from '../../lib/encoding'
import { AppError } from '../../lib/errors'
import { etagOf } from '../../lib/etag'
import type { OriginOptions } from '../../lib/origin'
import { itemNamePattern, jsonType, markdownType, ORIGIN_TOKEN, type RegistryDocument, textType } from './model'

export { matchesEtag } from '../../lib/etag'

export type RegistryServiceOptions = Pick<OriginOptions, 'publicUrl' | 'trustedProxies'> & {
  /** The registry build output: `r/<name>.json`, `r/<name>.md`, `r/registry.json`, `llms.txt`, `llms-full.txt`. */
  dist: string
}

/** A document as served: its body under one content coding, made on first request and kept. */
export type ServedDocument = RegistryDocument & { encoded(encoding: Encoding): Promise<Uint8Array> }

/** Enough for every item under a handful of origins; the documents are a few kB each. */
const CACHE_LIMIT = 256

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Each body is compressed once per origin and then served from the cache, so the densest
// settings cost nothing per request. The first compression of the largest documents takes most of
// a second at those settings (llms-full.txt, the index), so it runs on the thread pool rather than
// holding up every other request.
const compress: Record<Encoding, (body: string) => Promise<Uint8Array>> = {
  br: (body) =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
}

export type RegistryService = ReturnType<typeof createRegistryService>

export function createRegistryService({ dist }: RegistryServiceOptions) {
  const root = resolve(dist)
  // Keyed by file and origin; the file's mtime invalidates an entry when the registry is rebuilt.
  const cache = new Map<string, { mtimeMs: number; document: ServedDocument }>()

  function notBuilt(): AppError {
    return new AppError('UNAVAILABLE', 'The component registry has not been built yet. Run `bun run registry:build`.')
  }

  function load(file: string, origin: string, contentType: string): ServedDocument | undefined {
    if (!existsSync(file)) return undefined
    const { mtimeMs } = statSync(file)
    const key = `${file}\0${origin}`
    const hit = cache.get(key)
    if (hit && hit.mtimeMs === mtimeMs) return hit.document
    const body = readFileSync(file, 'utf8').replaceAll(ORIGIN_TOKEN, origin)
    // Promises, so that requests arriving while a body is compressed wait for that one compression.
    const variants: Partial<Record<Encoding, Promise<Uint8Array>>> = {}
    const document: ServedDocument = {
      body,
      // The ETag names the content, whatever coding carries it (Vary: Accept-Encoding tells
      // caches the codings apart), so clients revalidate with the tag they already hold.
      etag: etagOf(body),
      contentType,
      encoded(encoding) {
        const kept = variants[encoding]
        if (kept) return kept
        const pending = compress[encoding](body)
        variants[encoding] = pending
        // A failed compression is not kept: the next request tries again.
        pending.catch(() => {
          if (variants[encoding] === pending) delete variants[encoding]
        })
        return pending
      },
    }
    if (cache.size >= CACHE_LIMIT) cache.clear()
    cache.set(key, { mtimeMs, document })
    return document
  }

  const built = () => existsSync(resolve(root, 'r/registry.json'))

  return {
    index(origin: string): ServedDocument {
      const document = load(resolve(root, 'r/registry.json'), origin, jsonType)
      if (!document) throw notBuilt()
      return document
    },

    /** `name` with or without `.json`; `registry` is the index itself; `<name>.md` is the item's docs. */
    item(rawName: string, origin: string): ServedDocument {
      const docs = rawName.endsWith('.md')
      const name = docs ? rawName.slice(0, -'.md'.length) : rawName.replace(/\.json$/, '')
      if (name === 'registry' && !docs) return this.index(origin)
      if (!built()) throw notBuilt()
      const valid = itemNamePattern.test(name)
      const file = resolve(root, 'r', docs ? `${name}.md` : `${name}.json`)
      const document = valid ? load(file, origin, docs ? markdownType : jsonType) : undefined
      if (!document) {
        // Only a well-formed name is repeated back; anything else could be any bytes at any length.
        const named = valid ? `is named '${name}'` : 'has that name'
        throw new AppError(
          'NOT_FOUND',
          docs
            ? `No documented registry item ${named}. The list is at /llms.txt.`
            : `No registry item ${named}. The list is at /r/registry.json.`,
        )
      }
      return document
    },

    llms(origin: string): ServedDocument {
      const document = load(resolve(root, 'llms.txt'), origin, textType)
      if (!document) throw notBuilt()
      return document
    },

    /** Every item's docs in one file, the largest document here; compressed once per origin like the rest. */
    llmsFull(origin: string): ServedDocument {
      const document = load(resolve(root, 'llms-full.txt'), origin, textType)
      if (!document) throw notBuilt()
      return document
    },
  }
}
