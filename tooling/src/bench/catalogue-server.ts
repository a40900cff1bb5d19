// The server the catalogue benches (`bun run bench snippets`, `templates`, `search`) load: the
// normal app, API only, over synthetic catalogues (snippet-data.ts: SYNTHETIC_SNIPPET_COUNT
// snippets, or template-data.ts: SYNTHETIC_TEMPLATE_COUNT templates, or for the search bench
// SEARCH_BENCH_SNIPPETS snippets and SYNTHETIC_TEMPLATE_COUNT templates) and nothing else. Never the
// seed: the bench measures its own fixed data, and never writes it anywhere it could be mistaken
// for real data. The rate limits are lifted (lifted-limits.ts), as for the fuzz target.
//
// Environment:
//   BENCH_CATALOGUE  `snippets`, `templates` or `search` (both): which catalogues to insert and serve.
//   DATA_DIR      scratch directory for the embedded database (PGlite under DATA_DIR/pglite). A
//                 directory that already holds the synthetic catalogue is reused as it is, so a
//                 second run (the uncached one) does not insert it again.
//   DATABASE_URL  PostgreSQL instead: the rows go into a new schema of their own, dropped at exit.
//   BENCH_READ_CACHE=off   serves the catalogue without its read cache (the app's `readCache`
//                 option), so the bench can show what the cache saves. Read here only; the app
//                 always caches.
//   PORT (0: any free port), HOST, LOG_LEVEL (warn).
//
// Prints `Catalogue bench server is running at http://<host>:<port>` once it listens.

import { type AppOptions, createApp } from '@snipstack/server/app'
import { type Db, openDatabase } from '@snipstack/server/db/client'
import { isStrayTypeFetchFailure } from '@snipstack/server/db/errors'
import { snippets, templates } from '@snipstack/server/db/schema'
import { createLogger, type LogLevel } from '@snipstack/server/lib/logger'
import { serve } from '@snipstack/server/server'
import postgres from 'postgres'
import { liftedLimits } from '../lifted-limits'
import {
  insertSyntheticSnippets,
  SEARCH_BENCH_SNIPPETS,
  SYNTHETIC_SNIPPET_COUNT,
  syntheticSnippets,
} from './snippet-data'
import { insertSyntheticTemplates, SYNTHETIC_TEMPLATE_COUNT, syntheticTemplates } from './template-data'

const snippetRows = (count: number) => ({
  table: snippets,
  count,
  name: 'snippets',
  insert: (db: Db) => insertSyntheticSnippets(db, syntheticSnippets(count)),
})
const templateRows = {
  table: templates,
  count: SYNTHETIC_TEMPLATE_COUNT,
  name: 'templates',
  insert: (db: Db) => insertSyntheticTemplates(db, syntheticTemplates()),
}
/** Each bench's tables, how many synthetic rows each gets, and how they are made and written. */
const catalogues = {
  snippets: [snippetRows(SYNTHETIC_SNIPPET_COUNT)],
  templates: [templateRows],
  search: [snippetRows(SEARCH_BENCH_SNIPPETS), templateRows],
}
type CatalogueName = keyof typeof catalogues

const env = process.env
const logger = createLogger((env.LOG_LEVEL || 'warn') as LogLevel)
const cached = env.BENCH_READ_CACHE !== 'off'
const name = env.BENCH_CATALOGUE ?? ''
if (!Object.hasOwn(catalogues, name))
  throw new Error(`Set BENCH_CATALOGUE to one of ${Object.keys(catalogues).join(', ')} (it is "${name}").`)
const catalogue = catalogues[name as CatalogueName]

process.on('unhandledRejection', (reason) => {
  // As the real entry does (index.ts): a connection cut while postgres.js set it up is not fatal.
  if (isStrayTypeFetchFailure(reason)) return
  console.error(reason)
  process.exit(1)
})

/** A schema of our own on DATABASE_URL, so the bench never touches the tables there. */
async function scratchSchema(url: string) {
  const schema = `bench_${name}_${Date.now().toString(36)}_${crypto.randomUUID().replaceAll('-', '').slice(0, 8)}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create schema ${schema}`)
  return {
    name: schema,
    async drop() {
      await admin.unsafe(`drop schema if exists ${schema} cascade`)
      await admin.end()
    },
  }
}

const url = env.DATABASE_URL || undefined
const schema = url ? await scratchSchema(url) : undefined
if (!url && !env.DATA_DIR) throw new Error('Set DATA_DIR to a scratch directory (or DATABASE_URL).')
const database = await openDatabase(url ? { url, schema: schema?.name } : { dataDir: env.DATA_DIR })
await database.migrate()

const preparations: string[] = []
for (const part of catalogue) {
  const started = performance.now()
  const present = await database.db.$count(part.table)
  if (present === part.count) {
    preparations.push(`reused ${present} synthetic ${part.name}`)
    continue
  }
  if (present > 0) throw new Error(`The bench database holds ${present} ${part.name}; give it an empty DATA_DIR.`)
  await part.insert(database.db)
  preparations.push(
    `inserted ${part.count} synthetic ${part.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}
const prepared = preparations.join(', ')

/** A catalogue's read cache, as the app takes it. */
type ReadCache = NonNullable<NonNullable<AppOptions['snippets']>['readCache']>
/** No caching at all: every call loads, concurrent ones included, so each request is a query. */
const uncached = (): ReadCache => ({ get: (_key, load) => load(), invalidate() {}, size: 0 })

// Both catalogues lose their cache when it is off; only the one with rows is loaded.
const reads: { readCache?: ReadCache } = cached ? {} : { readCache: uncached() }
// Every request comes from the bench's one address: the app's limits (its searches per address
// among them) would answer most of the load with 429s, and the bench measures the reads.
const app = createApp({ database, logger, auth: { limits: liftedLimits }, snippets: reads, templates: reads })
const { url: listening, shutdown } = serve({
  app,
  port: Number(env.PORT ?? 0),
  hostname: env.HOST ?? '127.0.0.1',
  logger,
  database,
})
// The bench waits for this line and reads the port from it.
console.log(
  `Catalogue bench server is running at http://${listening.hostname}:${listening.port} (${name}, database: ${database.kind}, ${prepared}, read cache ${cached ? 'on' : 'off'})`,
)

const stop = async () => {
  await shutdown()
  await schema?.drop()
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
