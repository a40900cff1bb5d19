import { fileURLToPath } from 'node:url'
import mdx from '@mdx-js/rollup'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { rehypeCode } from 'fumadocs-core/mdx-plugins/rehype-code'
import { remarkHeading } from 'fumadocs-core/mdx-plugins/remark-heading'
import remarkGfm from 'remark-gfm'
import { defineConfig } from 'vite'
// The config's own modules are imported with their extension, as Vite's native config loader
// (planned as its default) requires; without it every build warns about each of them.
import { devSsr } from './build/dev-ssr.ts'
import { codeThemes } from './build/highlight.ts'
import { docsHighlight } from './build/highlight-plugin.ts'
import { remarkExportToc } from './build/remark-export-toc.ts'

/**
 * Modules of the framework group: React, the router and its stores, the class-name helpers, the
 * icons' shared code and the bundler's preload helper, and the few small modules of our own that the
 * root layout and every page's chunk share (cn(), the seeded generator of the landing's meteors, the
 * site's config and the page title); left to themselves each would be a file of its own of a hundred
 * bytes, fetched on every page. Query hooks are left out: only pages with data use them, so they load
 * with those pages.
 */
const firstLoad = [
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|zustand|@tanstack[\\/](?:history|router-core|react-router|store|react-store)|tailwind-merge|clsx|class-variance-authority)[\\/]/,
  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:shared[\\/]|context\.mjs|Icon\.mjs|createLucideIcon\.mjs|defaultAttributes\.mjs)/,
  /^\0vite\/preload-helper/,
  // Files on disk only: the docs' highlighted copy of a source is a virtual module (`\0…`) whose id
  // also ends in the file's path, and it belongs with the page that shows it.
  /^[^\0].*[\\/]packages[\\/](?:ui[\\/]src[\\/]lib[\\/](?:utils|seeded-random)|contracts[\\/]src[\\/]product)\.ts$/,
  /^[^\0].*[\\/]site[\\/]src[\\/]lib[\\/](?:config|page-title)\.ts$/,
]

export default defineConfig(({ command }) => ({
  // The npm package the operator declared the CLI published as (README, Configuration; the build
  // checks the name): pages then name it rather than this instance's own package.
  define: { 'import.meta.env.CLI_PACKAGE': JSON.stringify(process.env.CLI_PACKAGE?.trim() ?? '') },
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
    rollupOptions: {
      input: 'src/entry-client.tsx',
      treeshake: {
        // The contracts' modules only declare schemas, so one that nothing uses can go, and zod with it:
        // a page that needs one schema from the package does not carry the others.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          // What every page runs before anything else goes in one file rather than a dozen small
          // ones, each of which costs a request and its headers on a slow network.
          groups: [{ name: 'framework', test: (id: string) => firstLoad.some((pattern) => pattern.test(id)) }],
        },
      },
    },
  },
  // The server bundle is self-contained so the API server can import it without
  // resolving the site's dependencies at run time.
  ssr: { noExternal: command === 'build' ? true : undefined },
  server: {
    port: 3000,
    // Keys starting with ^ are patterns: /r/… is the registry, not every path that begins with "r";
    // /api itself is the site's API reference page, only the paths below it are the API's.
    proxy: {
      '^/api/': 'http://127.0.0.1:3001',
      '^/r/': 'http://127.0.0.1:3001',
      '/llms.txt': 'http://127.0.0.1:3001',
      '/llms-full.txt': 'http://127.0.0.1:3001',
    },
  },
}))
