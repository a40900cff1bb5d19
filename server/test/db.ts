import postgres from 'postgres'
import { inject } from 'vitest'
import { type Database, type DatabaseConfig, openDatabase } from '../src/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumpDataDir file of an in-memory PGlite with every migration applied (migrated-pglite.ts). */
    migratedPglite: string
  }
}

export type TestDatabaseKind = Database['kind']

/**
 * The databases every DB-backed suite runs against: PGlite always, PostgreSQL as well when
 * TEST_DATABASE_URL names one. Use with `describe.each(testDatabaseKinds)`.
 */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export type TestDatabase = Database & {
  /** How to open another connection to the same data (PostgreSQL only; PGlite is in memory). */
  config: DatabaseConfig
  /** Closes the database and drops everything the test database created. */
  dispose(): Promise<void>
}

/**
 * A fresh database that no other test or run can see: in-memory PGlite, or a new schema with a
 * random name on TEST_DATABASE_URL (tables and drizzle's migration journal both live in it).
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // Migrated, it starts from the tier's migrated copy (migrated-pglite.ts), where the setup made one.
    const startFrom = migrate ? inject('migratedPglite') : undefined
    const database = await openDatabase({ startFrom })
    if (migrate) await database.migrate()
    return { ...database, config: {}, dispose: () => database.close() }
  }
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set')
  const schema = `test_${Date.now().toString(36)}_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create schema ${schema}`)
  const config = { url, schema }
  const database = await openDatabase(config)
  try {
    if (migrate) await database.migrate()
  } catch (error) {
    await database.close()
    await admin.unsafe(`drop schema ${schema} cascade`)
    await admin.end()
    throw error
  }
  return {
    ...database,
    config,
    async dispose() {
      await database.close()
      await admin.unsafe(`drop schema if exists ${schema} cascade`)
      await admin.end()
    },
  }
}
