import { fileURLToPath } from 'node:url'
import mdx from '@mdx-js/rollup'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { rehypeCode } from 'fumadocs-core/mdx-plugins/rehype-code'
import { remarkHeading } from 'fumadocs-core/mdx-plugins/remark-heading'
import remarkGfm from 'remark-gfm'
import { defineConfig } from 'vite'
import { devSsr } from './dev-ssr'
import { codeThemes } from './src/features/docs/build/highlight'
import { docsHighlight } from './src/features/docs/build/highlight-plugin'
import { remarkExportToc } from './src/features/docs/build/remark-export-toc'

export default defineConfig(({ command }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    // Docs pages and the items' usage notes: heading ids and code highlighting happen here, at build time.
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [remarkGfm, remarkHeading, remarkExportToc],
        rehypePlugins: [[rehypeCode, { themes: codeThemes, icon: false }]],
      }),
    },
    docsHighlight(),
    react({ include: /\.(mdx|[jt]sx?)$/ }),
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
    // Keys starting with ^ are patterns: /r/… is the registry, not every path that begins with "r".
    proxy: {
      '/api': 'http://127.0.0.1:3001',
      '^/r/': 'http://127.0.0.1:3001',
      '/llms.txt': 'http://127.0.0.1:3001',
    },
  },
}))
