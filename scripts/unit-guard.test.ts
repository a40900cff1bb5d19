import { spawnSync } from 'node:child_process'
import { createServer } from 'node:http'
import { connect } from 'node:net'
import { openDatabase } from '@snipstack/server/db/client'
import { describe, expect, it } from 'vitest'

// Runs in the `unit` project, under unit-guard.ts: what it refuses must stay refused, or the unit
// tier can grow slow again without anyone noticing.

const advice = /in a unit test: move this test to integration: rename it to \*\.int\.test\.ts/

describe('a unit test', () => {
  it('cannot start a process', async () => {
    expect(() => spawnSync('true')).toThrow(advice)
    // The same module named without its `node:` prefix, as older code does.
    const bare = 'child_process'
    const { execFileSync } = (await import(bare)) as typeof import('node:child_process')
    expect(() => execFileSync('true')).toThrow(advice)
    expect(() => Bun.spawn(['true'])).toThrow(advice)
    expect(() => Bun.spawnSync(['true'])).toThrow(advice)
  })

  it('cannot listen on a socket or connect one', () => {
    expect(() => Bun.serve({ port: 0, fetch: () => new Response() })).toThrow(advice)
    expect(() => createServer().listen(0)).toThrow(advice)
    expect(() => connect(5432, '127.0.0.1')).toThrow(advice)
  })

  it('cannot open the embedded database, directly or as the server does', async () => {
    const pglite = Bun.resolveSync('@electric-sql/pglite', new URL('../server', import.meta.url).pathname)
    const { PGlite } = await import(pglite)
    expect(() => new PGlite()).toThrow(advice)
    await expect(openDatabase({})).rejects.toThrow(advice)
  })
})
