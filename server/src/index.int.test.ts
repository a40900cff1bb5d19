import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ServerProcess, startServerProcess } from '@snipstack/testing/server-process'
import { createSiteFixture } from '@snipstack/testing/site-fixture'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './db/client'
import { appMeta } from './db/schema'

// The real entry point as `bun run start` runs it, on a fixture site and a temporary data dir.
const site = createSiteFixture()
const dataDir = mkdtempSync(join(tmpdir(), 'snipstack-process-'))
const started: ServerProcess[] = []
afterAll(async () => {
  // A failed assertion must not leave a server running on the data dir it is about to lose.
  await Promise.all(started.map((server) => server.stop()))
  rmSync(site.dist, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

function startServer(env: Record<string, string> = {}): ServerProcess {
  const server = startServerProcess({ DATA_DIR: dataDir, SITE_DIST: site.dist, ...env })
  started.push(server)
  return server
}

async function installedAt(): Promise<unknown> {
  const database = await openDatabase({ dataDir })
  try {
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'installed_at'))
    return row?.value
  } finally {
    await database.close()
  }
}

describe('the server process', () => {
  it('starts, serves, logs requests and stops cleanly on SIGTERM; its data outlives it', async () => {
    const first = startServer()
    // A first start makes the database (initdb, every migration, the whole seed): seconds on an
    // idle machine, and it took over 90 s beside the other suites on a busy two-core one.
    const base = await first.ready(200_000)

    const health = await fetch(`${base}/api/health`)
    expect(await health.json()).toEqual({ status: 'ok', version: '0.0.0', database: 'pglite' })
    const page = await fetch(`${base}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Cut boilerplate.')
    await first.waitFor(/GET \/api\/health 200 [\d.]+ms/)

    first.child.kill('SIGTERM')
    expect(await first.exited()).toBe(0)
    expect(first.output()).toContain('Stopped.')
    const installed = await installedAt()
    expect(typeof installed).toBe('string')

    // A restart on the same data dir migrates (nothing to do), seeds (nothing new) and serves.
    const second = startServer()
    expect((await fetch(`${await second.ready()}/api/health`)).status).toBe(200)
    second.child.kill('SIGTERM')
    expect(await second.exited()).toBe(0)
    expect(await installedAt()).toEqual(installed)
  }, 360_000)

  it('refuses to start with a bad environment value and says which', async () => {
    const server = startServer({ PORT: 'eighty' })
    expect(await server.exited()).toBe(1)
    expect(server.output()).toContain('Invalid environment configuration')
    expect(server.output()).toContain('PORT')
    expect(server.output()).not.toMatch(/\n\s+at /)
  })
})
