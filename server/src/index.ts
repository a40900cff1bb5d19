import { PRODUCT, snippetLanguages } from '@snipstack/contracts'
import { createApp } from './app'
import { openDatabase } from './db/client'
import { isDatabaseUnavailable, isStrayTypeFetchFailure } from './db/errors'
import { seed } from './db/seed'
import { loadEnv } from './env'
import { createLogger } from './lib/logger'
import { authOptionsFromEnv } from './modules/auth/config'
import { serve } from './server'
import { loadSsr } from './ssr'

async function main() {
  const env = loadEnv()
  const logger = createLogger(env.LOG_LEVEL)
  // A database connection cut while postgres.js set it up must not end the server (errors.ts);
  // any other unhandled rejection still does, as it would without this listener.
  process.on('unhandledRejection', (reason) => {
    if (isStrayTypeFetchFailure(reason)) {
      logger.warn('A database connection was lost while it was being set up; the pool opens another.')
      return
    }
    console.error(reason)
    process.exit(1)
  })
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR })
  await database.migrate()
  await seed(database.db)
  // In development Vite serves and renders the pages and proxies /api here, so no build is needed.
  const site =
    env.NODE_ENV === 'development' ? undefined : { dist: env.SITE_DIST, render: await loadSsr(env.SITE_DIST) }
  const app = createApp({
    database,
    site,
    logger,
    analytics: Boolean(env.VITE_GA_MEASUREMENT_ID),
    registry: { dist: env.REGISTRY_DIST, cliPackage: env.CLI_PACKAGE },
    auth: authOptionsFromEnv(env, logger),
    origin: { publicUrl: env.PUBLIC_URL, allowedHosts: env.ALLOWED_HOSTS, trustedProxies: env.TRUST_PROXY },
  })
  if (!env.PUBLIC_URL) {
    const extra = env.ALLOWED_HOSTS.length ? ` and ${env.ALLOWED_HOSTS.join(', ')}` : ''
    logger.warn(
      `PUBLIC_URL is not set: answering only loopback hosts${extra}. A public deployment should set PUBLIC_URL.`,
    )
  }
  const { url, shutdown } = serve({ app, port: env.PORT, hostname: env.HOST, logger, database })
  // Always printed: `bun run start` users and the test harness wait for this line.
  console.log(`${PRODUCT.name} is running at http://localhost:${url.port} (database: ${database.kind})`)
  // The first render of a page that highlights code waits a second or two while the highlighter
  // compiles the rules its grammars use, and the first search waits for the search indexes to be
  // built; one search and the snippet lists rendered once, in the background, spend that here
  // rather than in a visitor's request. A failure only costs that speed.
  if (site)
    void warmUpPages(app, env.PUBLIC_URL || `http://127.0.0.1:${url.port}`).catch((error: unknown) =>
      logger.warn(`Warming up pages failed: ${String(error)}`),
    )

  const onSignal = (signal: NodeJS.Signals) => {
    logger.info(`${signal} received.`)
    shutdown().then(
      () => process.exit(0),
      (error) => {
        logger.error('Shutdown failed', error)
        process.exit(1)
      },
    )
    // A second signal means "now": give up on the in-flight requests.
    process.once(signal, () => process.exit(1))
  }
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)
}

main().catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error)
  const prefix = isDatabaseUnavailable(error) ? 'the database is not reachable: ' : ''
  console.error(`${PRODUCT.name} could not start: ${prefix}${reason}`)
  if (error instanceof Error && error.cause instanceof Error) console.error(`  cause: ${error.cause.message}`)
  process.exit(1)
})

/**
 * Searches once, then renders the snippet list once per language, one page at a time so requests
 * are served in between. In process, at the address the host check admits. Each catalogue's search
 * index is built on its first search (catalog/search-sync.ts): built here, a visitor's first search
 * in the command palette does not wait seconds for it.
 */
async function warmUpPages(app: { handle: (request: Request) => Promise<Response> }, origin: string) {
  await (await app.handle(new Request(new URL('/api/search?q=index', origin).href))).arrayBuffer()
  for (const query of ['', ...snippetLanguages.map((language) => `?language=${language}`)]) {
    await (await app.handle(new Request(new URL(`/snippets${query}`, origin).href))).arrayBuffer()
  }
}
