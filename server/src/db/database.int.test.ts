import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/db'
import { call, errorBody, memoryLogger } from '../../test/http'
import { createApp } from '../app'
import { migrationsFolder, openDatabase } from './client'
import { isDatabaseUnavailable } from './errors'
import { appMeta } from './schema'
import { seed } from './seed'

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>
}

/** drizzle's journal of applied migrations; it lives in the test's own schema on PostgreSQL. */
async function appliedMigrations(database: TestDatabase): Promise<number> {
  const journalSchema = 'schema' in database.config && database.config.schema ? database.config.schema : 'drizzle'
  const result: unknown = await database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(journalSchema)}.__drizzle_migrations`,
  )
  // postgres.js answers with the rows themselves, PGlite with { rows }.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ n: number }>
  return rows[0]?.n ?? 0
}

describe.each(testDatabaseKinds)('database on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(kind, { migrate: false })
  })
  afterAll(() => database.dispose())

  it('applies the migrations, and applying them again changes nothing', async () => {
    await database.migrate()
    expect(await appliedMigrations(database)).toBe(journal.entries.length)
    await database.migrate()
    expect(await appliedMigrations(database)).toBe(journal.entries.length)
    expect(await database.db.select().from(appMeta)).toEqual([])
  })

  it('seeds idempotently', async () => {
    await seed(database.db)
    const first = await database.db.select().from(appMeta)
    await seed(database.db)
    const second = await database.db.select().from(appMeta)
    expect(second.map((r) => r.key).sort()).toEqual(first.map((r) => r.key).sort())
    const installed = (rows: typeof first) => rows.find((r) => r.key === 'installed_at')?.value
    expect(installed(second)).toEqual(installed(first))
  })

  it('stores SQL-looking strings as plain data', async () => {
    const hostile = "x'); DROP TABLE app_meta; --"
    await database.db.insert(appMeta).values({ key: hostile, value: { note: `${hostile} \\' " $1` } })
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, hostile))
    expect(row?.value).toEqual({ note: `${hostile} \\' " $1` })
    expect((await database.db.select().from(appMeta)).length).toBeGreaterThan(1)
  })

  it('answers the health check with the version and the database kind', async () => {
    const response = await call(createApp({ database }), '/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', version: '0.0.0', database: kind })
  })

  it('answers 503 in the error shape once the database is gone', async () => {
    const doomed = await openTestDatabase(kind)
    const app = createApp({ database: doomed, logger: memoryLogger() })
    await doomed.close()
    const response = await call(app, '/api/health')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: 'The database is not reachable.' } })
    const failure = await doomed.ping().catch((error: unknown) => error)
    expect(isDatabaseUnavailable(failure)).toBe(true)
    await doomed.dispose()
  })

  it('does not count a wrong query as the database being unavailable', async () => {
    const failure = await database.db.execute(sql`select * from no_such_table`).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(isDatabaseUnavailable(failure)).toBe(false)
  })
})

// Registered only with a PostgreSQL to run on: PGlite is one process by construction.
if (testDatabaseKinds.includes('postgres')) {
  describe('PostgreSQL specifics', () => {
    it('lets instances that start together migrate one at a time', async () => {
      const first = await openTestDatabase('postgres', { migrate: false })
      const others = await Promise.all([openDatabase(first.config), openDatabase(first.config)])
      try {
        await Promise.all([first.migrate(), ...others.map((d) => d.migrate())])
        expect(await appliedMigrations(first)).toBe(journal.entries.length)
      } finally {
        await Promise.all(others.map((d) => d.close()))
        await first.dispose()
      }
    })
  })
}

describe('the migrations', () => {
  // A deployment (and each PostgreSQL test) picks the schema through the search path; a name
  // such as "public"."users", which drizzle-kit writes into foreign keys, would reach past it.
  it('name no schema, so they create everything in the one the connection uses', () => {
    for (const { tag } of journal.entries) {
      const statements = readFileSync(join(migrationsFolder, `${tag}.sql`), 'utf8')
      expect(statements, tag).not.toMatch(/"public"\.|\bpublic\./)
    }
  })
})

describe('an unreachable PostgreSQL', () => {
  it('makes the health check answer 503, not hang or 500', async () => {
    // Port 1 on loopback refuses connections at once.
    const database = await openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' })
    try {
      const response = await call(createApp({ database }), '/api/health')
      expect(response.status).toBe(503)
      expect((await errorBody(response)).code).toBe('UNAVAILABLE')
    } finally {
      await database.close()
    }
  })
})

describe('the embedded database on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'snipstack-data-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('keeps its data across a restart', async () => {
    const before = await openDatabase({ dataDir })
    await before.migrate()
    await seed(before.db)
    await before.db.insert(appMeta).values({ key: 'restart-check', value: { written: 'before' } })
    await before.close()

    const after = await openDatabase({ dataDir })
    try {
      await after.migrate()
      const [row] = await after.db.select().from(appMeta).where(eq(appMeta.key, 'restart-check'))
      expect(row?.value).toEqual({ written: 'before' })
    } finally {
      await after.close()
    }
  })

  it('closes idempotently', async () => {
    const database = await openDatabase({ dataDir })
    await Promise.all([database.close(), database.close()])
    await database.close()
  })
})
