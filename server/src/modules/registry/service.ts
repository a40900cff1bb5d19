import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { REGISTRY_ORIGIN_TOKEN } from '@snipstack/contracts'
import { cliSource, commandsFor } from '@snipstack/contracts/install-commands'
import { z } from 'zod'
import type { Encoding } from '../../lib/encoding'
import { AppError } from '../../lib/errors'
import { etagOf } from '../../lib/etag'
import type { OriginOptions } from '../../lib/origin'

export { matchesEtag } from '../../lib/etag'

/** Item names are kebab-case file names; anything else can never name a file in the registry. */
const itemNamePattern = /^[a-z0-9][a-z0-9-]{0,63}$/
/** The two documents shadcn's CLI reads from its own registry, served for a project whose REGISTRY_URL names this one. */
const shadcnDocumentPattern = /^(?:styles\/index|colors\/[a-z0-9][a-z0-9-]{0,63})$/

/** One answer of the registry: the body with origins filled in and its validator. */
export type RegistryDocument = { body: string; etag: string; contentType: string }

const jsonType = 'application/json; charset=utf-8'
const textType = 'text/plain; charset=utf-8'
const markdownType = 'text/markdown; charset=utf-8'

export type RegistryServiceOptions = Pick<OriginOptions, 'publicUrl' | 'trustedProxies'> & {
  /** The registry build output: `r/<name>.json`, `r/<name>.md`, `r/registry.json`, `llms.txt`, `llms-full.txt`. */
  dist: string
  /**
   * CLI_PACKAGE: the npm package the operator declared the CLI published as. The build writes every
   * command for the instance's own CLI; with a package declared, they name that package instead.
   */
  cliPackage?: string
}

/** A document as served, with its compressed forms, each made once in the background. */
export type ServedDocument = RegistryDocument & {
  /**
   * The body under `encoding` if it has been compressed; otherwise undefined, and the compression
   * starts (once) off the request path. A request never waits for it: the densest settings take
   * seconds for the largest documents, and a client left waiting that long may be cut off.
   */
  encoded(encoding: Encoding): Uint8Array | undefined
  /** The compressed body once it is made; the same bytes `encoded` answers from then on. */
  compressed(encoding: Encoding): Promise<Uint8Array>
}

/**
 * How many origins' documents are kept, the least recently used dropped first. Origins are few
 * (PUBLIC_URL alone, or the loopback names and ALLOWED_HOSTS: lib/origin.ts, documentOrigin), so
 * this only bounds what a client naming hosts could make the server keep.
 */
const ORIGINS_KEPT = 8

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Each body is compressed once per content and origin and then served from memory, so the densest
// settings cost nothing per request. They take seconds for the largest documents (llms-full.txt,
// the index), so they run on the thread pool and nobody waits for them.
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

function servedDocument(body: string, contentType: string): ServedDocument {
  const variants: Partial<Record<Encoding, { pending: Promise<Uint8Array>; bytes?: Uint8Array }>> = {}
  const start = (encoding: Encoding) => {
    const kept = variants[encoding]
    if (kept) return kept
    const variant: { pending: Promise<Uint8Array>; bytes?: Uint8Array } = { pending: compress[encoding](body) }
    variants[encoding] = variant
    variant.pending.then(
      (bytes) => {
        variant.bytes = bytes
      },
      // A failed compression is not kept: the next request tries again.
      () => {
        if (variants[encoding] === variant) delete variants[encoding]
      },
    )
    return variant
  }
  return {
    body,
    // The ETag names the content, whatever coding carries it (Vary: Accept-Encoding tells
    // caches the codings apart), so clients revalidate with the tag they already hold.
    etag: etagOf(body),
    contentType,
    encoded: (encoding) => start(encoding).bytes,
    compressed: (encoding) => start(encoding).pending,
  }
}

/** What the paid check reads of the index: each item's name and whether it is paid. */
const paidEntries = z.object({
  items: z.array(z.object({ name: z.string(), meta: z.object({ paid: z.boolean().optional() }).optional() })),
})

export type RegistryService = ReturnType<typeof createRegistryService>

export function createRegistryService({ dist, cliPackage }: RegistryServiceOptions) {
  const root = resolve(dist)
  // Per origin (least recently used first), per file; the file's mtime invalidates an entry when
  // the registry is rebuilt.
  const origins = new Map<string, Map<string, { mtimeMs: number; document: ServedDocument }>>()

  function notBuilt(): AppError {
    return new AppError('UNAVAILABLE', 'The component registry has not been built yet. Run `bun run registry:build`.')
  }

  function documentsOf(origin: string) {
    let documents = origins.get(origin)
    if (documents) origins.delete(origin)
    else {
      documents = new Map()
      if (origins.size >= ORIGINS_KEPT) origins.delete(origins.keys().next().value as string)
    }
    origins.set(origin, documents)
    return documents
  }

  function load(file: string, origin: string, contentType: string): ServedDocument | undefined {
    if (!existsSync(file)) return undefined
    const { mtimeMs } = statSync(file)
    const documents = documentsOf(origin)
    const hit = documents.get(file)
    if (hit && hit.mtimeMs === mtimeMs) return hit.document
    const built = commandsFor(readFileSync(file, 'utf8'), REGISTRY_ORIGIN_TOKEN, cliSource(origin, cliPackage))
    const document = servedDocument(built.replaceAll(REGISTRY_ORIGIN_TOKEN, origin), contentType)
    documents.set(file, { mtimeMs, document })
    return document
  }

  const built = () => existsSync(resolve(root, 'r/registry.json'))

  // The names of the paid items (`meta.paid` in the index), read again when a rebuild changes it.
  let paid: { mtimeMs: number; names: Set<string> } | undefined
  function paidNames(): Set<string> {
    const index = resolve(root, 'r/registry.json')
    if (!existsSync(index)) return new Set()
    const { mtimeMs } = statSync(index)
    if (paid?.mtimeMs !== mtimeMs) {
      const { items } = paidEntries.parse(JSON.parse(readFileSync(index, 'utf8')))
      paid = { mtimeMs, names: new Set(items.filter((entry) => entry.meta?.paid).map((entry) => entry.name)) }
    }
    return paid.names
  }

  return {
    /**
     * Whether `rawName` (as `item` takes it) asks for a paid item's code: `<name>.json` or `<name>`.
     * Its docs (`<name>.md`) hold none, only what it is and how to install it, so they stay public.
     */
    isPaidCode(rawName: string): boolean {
      return !rawName.endsWith('.md') && paidNames().has(rawName.replace(/\.json$/, ''))
    },
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
      const valid = itemNamePattern.test(name) || (!docs && shadcnDocumentPattern.test(name))
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
