import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { devSsr } from './dev-ssr'

export default defineConfig(({ command }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    devSsr(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  // The server bundle is self-contained so the API server can import it without
  // resolving the site's dependencies at run time.
  ssr: { noExternal: command === 'build' ? true : undefined },
  server: {
    port: 3000,
    proxy: { '/api': 'http://127.0.0.1:3001', '/r': 'http://127.0.0.1:3001' },
  },
}))
