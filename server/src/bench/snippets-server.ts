// The server the snippets bench (`bun run bench snippets`) loads: the normal app, API only, over
// a catalogue of SYNTHETIC_SNIPPET_COUNT synthetic snippets (snippet-data.ts) and nothing else.
// Never the seed: the bench measures its own fixed data, and never writes it anywhere it could
// be mistaken for real data.
//
// Environment:
//   DATA_DIR      scratch directory for the embedded database (PGlite under DATA_DIR/pglite). A
//                 directory that already holds the synthetic catalogue is reused as it is, so a
//                 second run (the uncached one) does not insert it again.
//   DATABASE_URL  PostgreSQL instead: the rows go into a new schema of their own, dropped at exit.
//   BENCH_SNIPPETS_CACHE=off   serves the catalogue without its read cache (read-cache.ts), so
//                 the bench can show what the cache saves. Read here only; the app always caches.
//   PORT (0: any free port), HOST, LOG_LEVEL (warn).
//
// Prints `Snippets bench server is running at http://<host>:<port>` once it listens.
import postgres from 'postgres'
import { createApp } from '../app'
import { openDatabase } from '../db/client'
import { isStrayTypeFetchFailure } from '../db/errors'
import { snippets } from '../db/schema'
import { createLogger, type LogLevel } from '../lib/logger'
import { uncached } from '../modules/snippets/read-cache'
import { serve } from '../server'
import { insertSyntheticSnippets, SYNTHETIC_SNIPPET_COUNT, syntheticSnippets } from './snippet-data'

const env = process.env
const logger = createLogger((env.LOG_LEVEL || 'warn') as LogLevel)
const cached = env.BENCH_SNIPPETS_CACHE !== 'off'

process.on('unhandledRejection', (reason) => {
  // As the real entry does (index.ts): a connection cut while postgres.js set it up is not fatal.
  if (isStrayTypeFetchFailure(reason)) return
  console.error(reason)
  process.exit(1)
})

/** A schema of our own on DATABASE_URL, so the bench never touches the tables there. */
async function scratchSchema(url: string) {
  const name = `bench_snippets_${Date.now().toString(36)}_${crypto.randomUUID().replaceAll('-', '').slice(0, 8)}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create schema ${name}`)
  return {
    name,
    async drop() {
      await admin.unsafe(`drop schema if exists ${name} cascade`)
      await admin.end()
    },
  }
}

const url = env.DATABASE_URL || undefined
const schema = url ? await scratchSchema(url) : undefined
if (!url && !env.DATA_DIR) throw new Error('Set DATA_DIR to a scratch directory (or DATABASE_URL).')
const database = await openDatabase(url ? { url, schema: schema?.name } : { dataDir: env.DATA_DIR })
await database.migrate()

const started = performance.now()
const present = await database.db.$count(snippets)
let prepared: string
if (present === SYNTHETIC_SNIPPET_COUNT) {
  prepared = `reused ${present} synthetic snippets`
} else {
  if (present > 0) throw new Error(`The bench database holds ${present} snippets; give it an empty DATA_DIR.`)
  await insertSyntheticSnippets(database.db, syntheticSnippets())
  prepared = `inserted ${SYNTHETIC_SNIPPET_COUNT} synthetic snippets in ${((performance.now() - started) / 1000).toFixed(1)} s`
}

const app = createApp({ database, logger, snippets: cached ? {} : { readCache: uncached() } })
const { url: listening, shutdown } = serve({
  app,
  port: Number(env.PORT ?? 0),
  hostname: env.HOST ?? '127.0.0.1',
  logger,
  database,
})
// The bench waits for this line and reads the port from it.
console.log(
  `Snippets bench server is running at http://${listening.hostname}:${listening.port} (database: ${database.kind}, ${prepared}, read cache ${cached ? 'on' : 'off'})`,
)

const stop = async () => {
  await shutdown()
  await schema?.drop()
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
