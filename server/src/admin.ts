// The operator's command line: `bun run --cwd server admin <command>` (modules/pro/admin.ts).
import { openDatabase } from './db/client'
import { loadEnv } from './env'
import { runAdmin } from './modules/pro/admin'

const env = loadEnv()
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR })
try {
  await database.migrate()
  const { output, exitCode } = await runAdmin(database.db, process.argv.slice(2))
  ;(exitCode === 0 ? console.log : console.error)(output)
  process.exitCode = exitCode
} finally {
  await database.close()
}
