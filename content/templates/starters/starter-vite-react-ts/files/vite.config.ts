import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  server: { port: 5173 },
  // No source maps in the build: served from dist/, they would hand anyone the app's source. For an
  // error tracker, build with sourcemap: 'hidden', upload the maps, and leave them out of the deploy.
  build: { sourcemap: false },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
