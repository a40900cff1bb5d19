import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isStrayTypeFetchFailure } from '@snipstack/server/db/errors'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { browserEnvironmentTests, testFolders } from './scripts/test-tiers.ts'

// Three projects (scripts/test-tiers.ts says which file goes where):
//   unit         `bun run test:unit`: plain computation in Node, seconds for the whole tier, what
//                to run on every save. Its setup file, scripts/unit-guard.ts, makes a test that
//                starts a process, opens a socket or PGlite fail, saying to rename it.
//   integration  `bun run test:integration`: `*.int.test.ts(x)` (databases, servers, processes,
//                external tools) and the component tests that declare a simulated browser.
//   load         also in `bun run test:integration`: the integration suites under tooling/ that put
//                a server under load of their own and time its answers (outages, lost connections,
//                several instances, the fuzzer). `bun run test` runs them when nothing else runs.

const root = fileURLToPath(new URL('.', import.meta.url))
const tests = `{${testFolders.join(',')}}/**/*`
const integrationByName = `${tests}.int.test.{ts,tsx}`
const inBrowserEnvironment = browserEnvironmentTests(root)
const excluded = ['**/node_modules/**', '**/dist/**', 'site/e2e/**']
const underLoad = ['tooling/src/reliability/**/*.int.test.ts', 'tooling/src/fuzz/**/*.int.test.ts']
/** Bounds for a test that hangs, not speed targets: a busy two-core machine opens a fresh embedded database (initdb, migrations) several times slower than an idle one. */
const integrationBounds = { testTimeout: 120_000, hookTimeout: 180_000 }
/** The migrated PGlite that the suites' test databases start from (server/test/migrated-pglite.ts). */
const migratedPglite = 'server/test/migrated-pglite.ts'

/**
 * The integration files that take longest, longest first (minutes on two busy cores; the usage
 * examples alone take as long as the rest of the tier on one worker). A clean clone has no record
 * of earlier runs, so Vitest would order by file size, and the examples' small file started a third
 * of the way in and ran alone for the tier's last minutes.
 */
const longestFirst = [
  'server/src/modules/snippets/content/examples.int.test.ts',
  'server/src/modules/templates/content/content.int.test.ts',
  'cli/src/cli.int.test.ts',
  'registry/src/lint.int.test.ts',
]

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = longestFirst.findIndex((path) => file.moduleId.endsWith(path))
      return index === -1 ? longestFirst.length : index
    }
    const sorted = await super.sort(files)
    // Projects stay in Vitest's order, and within one the rest keep it too (the sort is stable).
    const projects = [...new Set(sorted.map((file) => file.project.name))]
    const project = (file: TestSpecification) => projects.indexOf(file.project.name)
    return sorted.sort((a, b) => project(a) - project(b) || rank(a) - rank(b))
  }
}

export default defineConfig({
  // Same alias as the site's Vite config, so site modules test as they build.
  resolve: { alias: { '@': resolve(root, 'site/src') } },
  test: {
    // Tests run inside Bun (`bun --bun vitest`); Bun supports worker threads but not forked workers.
    pool: 'threads',
    sequence: { sequencer: LongestFirst },
    // The reliability suites cut database connections on purpose; one cut while postgres.js sets a
    // connection up rejects a promise of its own that nobody awaits (server/src/db/errors.ts). The
    // server survives it with a listener of its own; here it is not a test's failure either.
    onUnhandledError: (error) => !isStrayTypeFetchFailure(error),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${tests}.test.{ts,tsx}`],
          exclude: [...excluded, integrationByName, ...inBrowserEnvironment],
          setupFiles: ['scripts/unit-guard.ts'],
          provide: { pgliteEntry: Bun.resolveSync('@electric-sql/pglite', resolve(root, 'server')) },
          // Files share their worker, and so the packages they load: loading them again for each
          // file took longer than the tests (unit-guard.ts resets what a file could leave behind).
          // About 15 s instead of 30 s for the tier on two cores.
          isolate: false,
          // The tier computes, so one worker per core.
          maxWorkers: 2,
          // Bounds for a stuck test: nothing here waits on anything but the CPU.
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [integrationByName, ...inBrowserEnvironment],
          exclude: [...excluded, ...underLoad],
          globalSetup: [migratedPglite],
          // Many suites wait on a database, a socket or a timer more than they compute: four workers
          // on two cores keep both busy.
          maxWorkers: 4,
          ...integrationBounds,
        },
      },
      {
        extends: true,
        test: {
          name: 'load',
          include: underLoad,
          exclude: excluded,
          globalSetup: [migratedPglite],
          // Each suite is a load of its own: two at a time, one per core.
          maxWorkers: 2,
          ...integrationBounds,
        },
      },
    ],
  },
})
