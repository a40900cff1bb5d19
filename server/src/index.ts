import { createApp } from './app'
import { openDatabase } from './db/client'
import { seed } from './db/seed'
import { loadEnv } from './env'
import { loadSsr } from './ssr'

const env = loadEnv()
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR })
await database.migrate()
await seed(database.db)
const render = await loadSsr(env.SITE_DIST)

const app = createApp({ database, site: { dist: env.SITE_DIST, render } })
const server = Bun.serve({ port: env.PORT, hostname: env.HOST, fetch: (request) => app.handle(request) })
console.log(`Snipstack is running at http://localhost:${server.port} (database: ${database.kind})`)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received, finishing open requests...`)
  await server.stop()
  await database.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
