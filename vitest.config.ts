import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Same alias as the site's Vite config, so site modules test as they build.
  resolve: { alias: { '@': fileURLToPath(new URL('./site/src', import.meta.url)) } },
  test: {
    // Tests run inside Bun (`bun --bun vitest`); Bun supports worker threads but not forked workers.
    pool: 'threads',
    include: ['{packages,server,cli,registry,site,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'site/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
