import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '@snipstack/testing/chromium'

const port = Number(process.env.E2E_PORT ?? 4319)
const bun = process.env.BUN_PATH ?? 'bun'
// A GitHub-shaped provider of our own, so that signing in with GitHub runs end to end.
const githubPort = Number(process.env.E2E_GITHUB_PORT ?? port + 300)
const github = `http://127.0.0.1:${githubPort}`
// Each run starts from an empty embedded database so tests never see another run's data.
const dataDir = mkdtempSync(join(tmpdir(), 'snipstack-e2e-'))

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous, because two workers, the server and the browsers share two cores: on a busy machine
  // a page can take several seconds to hydrate. A test that fails fails all the same, only later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      command: `${bun} ${resolve(import.meta.dirname, '../server/src/modules/auth/fake-github.ts')}`,
      url: `${github}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(githubPort), CLIENT_ID: 'e2e-client', CLIENT_SECRET: 'e2e-secret' },
    },
    {
      command: `${bun} ${resolve(import.meta.dirname, '../server/src/index.ts')}`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // GitHub is set up (the test provider above), Google is not: the forms offer GitHub alone,
        // and Google's route explains that it is not set up.
        GITHUB_CLIENT_ID: 'e2e-client',
        GITHUB_CLIENT_SECRET: 'e2e-secret',
        GITHUB_AUTHORIZE_URL: `${github}/login/oauth/authorize`,
        GITHUB_TOKEN_URL: `${github}/login/oauth/access_token`,
        GITHUB_API_URL: github,
      },
    },
  ],
})
