import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@snipstack/testing/chromium'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// Every story is a test: it must render without an error, log no console error
// (vitest.setup.ts) and have no axe violation (the a11y addon's `test: 'error'` in preview.tsx).
// They run in the system Chromium, launched as every other browser test launches it. Run this
// config inside Bun (`bun run storybook:test`): Vitest's reporter needs Map.groupBy, which Node 20
// lacks.
const configDir = fileURLToPath(new URL('./.storybook', import.meta.url))

/** One pass over every story with the toolbar's globals set as given. */
function pass(name: string, initialGlobals: Record<string, string>): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir, initialGlobals })],
    test: {
      name,
      setupFiles: ['./vitest.setup.ts'],
      // A bound for a story that hangs: its play functions wait on animations, which a busy
      // two-core machine running four stories at once draws at a fraction of their pace (their
      // waits for an animation's next state are bounded at 15 s for the same reason).
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions }),
        instances: [{ browser: 'chromium' }],
        // The stories run beside the install tests' builds (scripts/test.ts): with the machine's
        // load past 10, a browser took over the default minute to connect and no story ran.
        connectTimeout: 5 * 60_000,
      },
    },
  }
}

export default defineConfig({
  test: {
    // Stories wait on the browser more than they compute: four at a time take about half as long.
    maxWorkers: 4,
    // Dark mode has its own colours to check for contrast, and reduced motion its own render path.
    projects: [
      pass('stories', {}),
      pass('stories (dark)', { theme: 'dark' }),
      pass('stories (reduced motion)', { motion: 'reduce' }),
    ],
  },
})
