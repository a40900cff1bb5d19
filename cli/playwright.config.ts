import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '@snipstack/testing/chromium'

const port = Number(process.env.CLI_E2E_PORT ?? 4520)
const bun = process.env.BUN_PATH ?? 'bun'
const dataDir = mkdtempSync(join(tmpdir(), 'snipstack-cli-e2e-'))

/**
 * Install acceptance tests: fresh apps installed from the real server with our CLI and with
 * shadcn's. Slow (npm installs, type checks, builds), so they live apart from the unit tests.
 * Needs `bun run build` first (the registry and the CLI bundle).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Each command in a test stops itself after 10 min with its output (fresh-app's `run`), so a
  // stall is reported by the step that stalled; the test's own limit only bounds the sum.
  timeout: 25 * 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `${bun} ${resolve(import.meta.dirname, '../server/src/index.ts')}`,
    url: `http://127.0.0.1:${port}/r/registry.json`,
    reuseExistingServer: false,
    // The server makes and seeds a fresh database first. It takes seconds on an idle machine, but
    // these tests start beside the integration suites, which hold both cores: a minute was too
    // little on CI. This is only the limit; the tests start as soon as the registry answers.
    timeout: 5 * 60_000,
    // Development mode: the server needs no site build; the registry is what these tests use.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  },
})
