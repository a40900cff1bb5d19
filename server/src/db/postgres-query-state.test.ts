import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { POSTGRES_JS_VERSION_CHECKED } from './postgres-query-state'

/** The version of postgres.js that the server actually loads. */
function installedPostgresVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('postgres'))
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version: string }
      if (manifest.name === 'postgres') return manifest.version
    } catch {}
    if (dirname(dir) === dir) throw new Error('postgres.js has no package.json above its entry')
    dir = dirname(dir)
  }
}

describe('the postgres.js internals client.ts relies on', () => {
  it('are those of the installed version', () => {
    expect(
      installedPostgresVersion(),
      'postgres.js changed version: check that a Query still has `state` null until a connection takes it ' +
        '(its src/index.js cancel() and src/connection.js execute()), whether it now offers a public way to ' +
        'tell, and whether porsager/postgres#1208 is fixed (client.ts, boundedTransaction); then update ' +
        'POSTGRES_JS_VERSION_CHECKED in postgres-query-state.ts',
    ).toBe(POSTGRES_JS_VERSION_CHECKED)
  })
})
