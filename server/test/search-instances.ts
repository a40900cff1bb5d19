import { afterAll, beforeAll } from 'vitest'
import { type Database, openDatabase } from '../src/db/client'
import { SEARCH_SYNC_BOUND_MS } from '../src/modules/catalog/search-sync'
import { openTestDatabase, type TestDatabase, type TestDatabaseKind } from './db'

/**
 * For the search indexes' sync tests: a test database, `other`, the database as a second instance
 * writes to it (on PostgreSQL with connections of its own), and a clock for the indexes that
 * `later()` moves past SEARCH_SYNC_BOUND_MS. Opened before the suite's tests, closed after.
 */
export function searchInstances(kind: TestDatabaseKind, prepare: (database: TestDatabase) => Promise<unknown>) {
  let time = 0
  const instances = {
    database: undefined as unknown as TestDatabase,
    other: undefined as unknown as Database,
    clock: () => time,
    later: () => {
      time += SEARCH_SYNC_BOUND_MS + 1
    },
  }
  beforeAll(async () => {
    instances.database = await openTestDatabase(kind)
    instances.other = kind === 'postgres' ? await openDatabase(instances.database.config) : instances.database
    await prepare(instances.database)
  })
  afterAll(async () => {
    if (instances.other !== instances.database) await instances.other.close()
    await instances.database.dispose()
  })
  return instances
}
