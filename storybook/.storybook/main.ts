import type { StorybookConfig } from '@storybook/react-vite'
import tailwindcss from '@tailwindcss/vite'
import type { UserConfig } from 'vite'

const previewBuild: UserConfig = {
  plugins: [tailwindcss()],
  build: {
    // A static Storybook is one large preview bundle by design; the warning would only be noise.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      onLog(level, log, handler) {
        // Items and motion mark client components with "use client" for React Server Components
        // apps; a client-only bundle has nothing to keep, so dropping the directive is expected.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
        handler(level, log)
      },
    },
  },
}

const config: StorybookConfig = {
  // Stories live beside their items, so new items show up without touching this file.
  stories: ['../../packages/ui/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The build must work offline and report nothing: no telemetry, crash reports or update checks.
  core: { disableTelemetry: true, enableCrashReports: false, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite')
    return mergeConfig(viteConfig, previewBuild)
  },
}

export default config
