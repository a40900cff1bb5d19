import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './db/client'
import { appMeta } from './db/schema'
import { createSiteFixture } from './test/site'

// The real entry point as `bun run start` runs it, on a fixture site and a temporary data dir.
const entry = fileURLToPath(new URL('./index.ts', import.meta.url))
const site = createSiteFixture()
const dataDir = mkdtempSync(join(tmpdir(), 'snipstack-process-'))
afterAll(() => {
  rmSync(site.dist, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

function startServer(env: Record<string, string> = {}) {
  const child = Bun.spawn([process.execPath, entry], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SITE_DIST: site.dist,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  let output = ''
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder()
    for await (const chunk of stream) output += decoder.decode(chunk, { stream: true })
  }
  const drained = Promise.all([collect(child.stdout), collect(child.stderr)])
  return {
    child,
    output: () => output,
    async waitFor(pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const match = output.match(pattern)
        if (match) return match
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`No ${pattern} in:\n${output}`)
        await Bun.sleep(50)
      }
    },
    async exited() {
      const code = await child.exited
      await drained
      return code
    },
  }
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
    const [, port] = await first.waitFor(/running at http:\/\/localhost:(\d+)/)
    const base = `http://127.0.0.1:${port}`

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
    const [, port2] = await second.waitFor(/running at http:\/\/localhost:(\d+)/)
    expect((await fetch(`http://127.0.0.1:${port2}/api/health`)).status).toBe(200)
    second.child.kill('SIGTERM')
    expect(await second.exited()).toBe(0)
    expect(await installedAt()).toEqual(installed)
  }, 90_000)

  it('refuses to start with a bad environment value and says which', async () => {
    const server = startServer({ PORT: 'eighty' })
    expect(await server.exited()).toBe(1)
    expect(server.output()).toContain('Invalid environment configuration')
    expect(server.output()).toContain('PORT')
    expect(server.output()).not.toMatch(/\n\s+at /)
  })
})
