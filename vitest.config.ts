import { fileURLToPath } from 'node:url'
import { isStrayTypeFetchFailure } from '@snipstack/server/db/errors'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Same alias as the site's Vite config, so site modules test as they build.
  resolve: { alias: { '@': fileURLToPath(new URL('./site/src', import.meta.url)) } },
  test: {
    // Tests run inside Bun (`bun --bun vitest`); Bun supports worker threads but not forked workers.
    pool: 'threads',
    // Many suites wait on a database, a socket or a timer more than they compute: four workers on
    // two cores keep both busy (about 200 s for the whole suite instead of 270 s with the default).
    maxWorkers: 4,
    include: ['{packages,server,cli,registry,site,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'site/e2e/**'],
    // Bounds for a test that hangs, not speed targets: a busy two-core machine opens a fresh embedded
    // database (initdb, migrations) several times slower than an idle one.
    testTimeout: 120_000,
    // The reliability suites cut database connections on purpose; one cut while postgres.js sets a
    // connection up rejects a promise of its own that nobody awaits (server/src/db/errors.ts). The
    // server survives it with a listener of its own; here it is not a test's failure either.
    onUnhandledError: (error) => !isStrayTypeFetchFailure(error),
    hookTimeout: 180_000,
  },
})
