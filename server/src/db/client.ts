import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
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
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>
  /** Cheap round trip used by the health check. */
  ping(): Promise<void>
  /** Closes the connection(s); later calls return the same promise. */
  close(): Promise<void>
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

export type DatabaseConfig =
  | {
      url: string
      /**
       * Postgres schema that holds the tables and drizzle's migration journal (instead of
       * `public` and `drizzle`), so test runs on one database stay apart.
       */
      schema?: string
    }
  /** dataDir undefined keeps the embedded database in memory (tests). */
  | { dataDir?: string }

const identifier = /^[a-z_][a-z0-9_]{0,62}$/

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return 'url' in config ? openPostgres(config.url, config.schema) : openPglite(config.dataDir)
}

function openPostgres(url: string, pgSchema?: string): Database {
  if (pgSchema !== undefined && !identifier.test(pgSchema)) throw new Error(`Invalid schema name: ${pgSchema}`)
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    connection: { application_name: 'snipstack', ...(pgSchema ? { search_path: `${pgSchema}, public` } : {}) },
  })
  const db = drizzlePostgres(client, { schema })
  const migrationsSchema = pgSchema ?? 'drizzle'
  let closing: Promise<void> | undefined
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may start at once on one database; a session advisory lock lets one
      // migrate while the others wait, then find nothing left to do.
      const lock = await client.reserve()
      try {
        await lock`select pg_advisory_lock(hashtext(${`snipstack migrations ${migrationsSchema}`}))`
        await migratePostgres(db, { migrationsFolder, migrationsSchema })
      } finally {
        await lock`select pg_advisory_unlock_all()`.catch(() => {})
        lock.release()
      }
    },
    async ping() {
      await db.execute(sql`select 1`)
    },
    close: () => {
      closing ??= client.end({ timeout: 5 })
      return closing
    },
  }
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let dir: string | undefined
  if (dataDir) {
    dir = resolve(dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
  }
  const client = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema })
  let closing: Promise<void> | undefined
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async ping() {
      await db.execute(sql`select 1`)
    },
    close: () => {
      closing ??= client.closed ? Promise.resolve() : client.close()
      return closing
    },
  }
}
