import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { migrationsFolder } from '../src/db/client'

// Declares what this setup provides (migratedPglite).
import type {} from './db'

/**
 * Global setup of the suites that open test databases: one PGlite is made and migrated, and its
 * files are written out for every fresh PGlite to start from (openTestDatabase). initdb alone is
 * seconds of WebAssembly on an idle machine and took 90 s on a busy one; the suites open about
 * forty databases, and each now loads the dump instead of running initdb and every migration.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'snipstack-migrated-pglite-'))
  const file = join(dir, 'migrated.tar')
  const client = await PGlite.create({ extensions: { pg_trgm } })
  try {
    await migrate(drizzle({ client }), { migrationsFolder })
    const dump = await client.dumpDataDir('none')
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()))
  } finally {
    await client.close()
  }
  project.provide('migratedPglite', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
