import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = resolve(import.meta.dir, '../../drizzle')

export type DatabaseConfig =
  | { url: string }
  /** dataDir undefined keeps the embedded database in memory (tests). */
  | { dataDir?: string }

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if ('url' in config) {
    const client = postgres(config.url, { max: 10, onnotice: () => {} })
    const db = drizzlePostgres(client, { schema })
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`)
      },
      close: () => client.end({ timeout: 5 }),
    }
  }
  let dataDir: string | undefined
  if (config.dataDir) {
    dataDir = resolve(config.dataDir, 'pglite')
    mkdirSync(dataDir, { recursive: true })
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => client.close(),
  }
}
