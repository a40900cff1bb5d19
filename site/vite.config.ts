import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  // The server bundle is self-contained so the API server can import it without
  // resolving the site's dependencies at run time.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3001', '/r': 'http://127.0.0.1:3001' },
  },
})
