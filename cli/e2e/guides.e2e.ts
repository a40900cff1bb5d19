import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { snipstackCommand } from '@snipstack/contracts/install-commands'
import {
  demoItems,
  examplesModule,
  freeBlocks,
  nodeBin,
  run,
  serveFolder,
  shadcnBin,
  startShadcnFixture,
  testEnv,
} from '@snipstack/testing/fresh-app'
import { createConfig } from '../src/utils/config'
import { cliSteps, followGuide, GUIDE_CLI_STEPS, guideSteps, guidesDir } from './guide'
import { nodeRelease, onNode } from './node-release'
import { createReactRouterApp } from './react-router-app'
import {
  addMoreItems,
  expectCleanRender,
  expectMarqueeAndDock,
  freshDir,
  installedMajor,
  installPackedCli,
  marqueeAndDockPage,
  moreItems,
  phase,
  removeAppDirs,
  runSnipstack,
  startServer,
} from './support'

/**
 * The installation guides, each followed as a reader would on the scaffold its framework makes
 * today, with the CLI as npm would publish it and the registry of the server under test; then the
 * framework's own type check and build, and the result opened in Chromium where it serves pages.
 */

test.describe.configure({ mode: 'parallel' })
test.afterAll(removeAppDirs)

test("the Vite guide, followed step by step on today's template (TypeScript 7, Vite 8), builds and renders", async ({
  page,
  baseURL,
}) => {
  const guide = readFileSync(join(guidesDir, 'vite.mdx'), 'utf8')
  // What the reader copies is what the docs print: the same commands this test runs.
  expect(guide).toContain('npm create vite@latest my-app -- --template react-ts')
  expect(cliSteps(guideSteps(guide))).toEqual(GUIDE_CLI_STEPS)
  // The guide prints the CLI of the instance showing it, which is the package packed here: this
  // server runs without a site build, so the package is installed rather than fetched from it
  // (server/src/modules/cli/npx.int.test.ts runs the printed form through npx).
  expect(snipstackCommand('npm', 'init', { origin: baseURL ?? '' })).toBe(`npx -y ${baseURL}/cli/snipstack.tgz init`)

  const parent = freshDir('vite-guide')
  // npm_config_yes: the reader's "y" when npm asks to fetch create-vite.
  const env = testEnv({ SNIPSTACK_REGISTRY_URL: `${baseURL}/r`, npm_config_yes: 'true' })
  const { dir } = await phase('follow the guide', () =>
    followGuide(guide, parent, {
      env,
    }),
  )
  // The template as users get it today, not a pinned old one.
  expect(installedMajor(dir, 'typescript')).toBeGreaterThanOrEqual(7)
  expect(installedMajor(dir, 'vite')).toBeGreaterThanOrEqual(8)
  expect(readFileSync(join(dir, 'tsconfig.app.json'), 'utf8')).not.toContain('baseUrl')

  // Beyond the guide: an item with an npm package of its own, one with Shiki, one with motion,
  // and an example, which brings the item it shows (a registry dependency).
  await addMoreItems(dir, env)
  // The template's own build: `tsc -b && vite build`.
  await phase('npm run build', () => run('npm', ['run', 'build'], { cwd: dir, env }))

  const site = await serveFolder(join(dir, 'dist'))
  try {
    await expectCleanRender(page, site.url, () =>
      expect(page.locator('[data-slot="marquee"]').getByText('Tailwind CSS').first()).toBeVisible(),
    )
  } finally {
    await site.close()
  }
})

/**
 * The template's root layout loads its fonts from Google Fonts while it builds; these tests reach
 * only the npm registry, so the layout is written without them (nothing else in it matters here).
 */
function layoutWithoutGoogleFonts(dir: string) {
  writeFileSync(
    join(dir, 'app/layout.tsx'),
    `import './globals.css'

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  )
}

/** The React Compiler the registry's own lint test compiles every item with (the root package.json's). */
const reactCompilerVersion: string = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'))
  .devDependencies['babel-plugin-react-compiler']

/** Renders the guide's page and one example beside it in the App Router's page, then builds with `next build`. */
async function buildAndOpenNext(page: Page, dir: string, env: Record<string, string>, text: string) {
  writeFileSync(join(dir, 'app/page.tsx'), marqueeAndDockPage('Page', text))
  await phase('next build', () => run('npm', ['run', 'build'], { cwd: dir, env }))
  const next = join(dir, 'node_modules/next/dist/bin/next')
  const server = await startServer(dir, env, (port) => [next, 'start', '-p', String(port), '-H', '127.0.0.1'])
  try {
    await expectCleanRender(page, server.url, () => expectMarqueeAndDock(page, text))
  } finally {
    server.stop()
  }
}

test('the Next.js guide, followed on create-next-app (App Router), builds with next build and renders', async ({
  page,
  baseURL,
}) => {
  const guide = readFileSync(join(guidesDir, 'next.mdx'), 'utf8')
  const parent = freshDir('next-guide')
  const env = testEnv({ SNIPSTACK_REGISTRY_URL: `${baseURL}/r`, npm_config_yes: 'true' })
  const { dir } = await phase('follow the guide', () =>
    followGuide(guide, parent, {
      env,
      beforeSnipstack: layoutWithoutGoogleFonts,
    }),
  )
  const config = JSON.parse(readFileSync(join(dir, 'components.json'), 'utf8'))
  expect(config).toMatchObject({ rsc: true, tsx: true, tailwind: { css: 'app/globals.css' } })
  // Kept for the App Router: the item is a Client Component that a Server Component renders.
  expect(readFileSync(join(dir, 'components/ui/marquee.tsx'), 'utf8')).toMatch(/^['"]use client['"]/)

  await addMoreItems(dir, env)

  // Beyond the guide, what a Next.js user meets with everything installed: every example (each
  // brings its item) and every free block, the scaffold's own lint clean, and one Server Component
  // page rendering all of them, built first as it is, then with the React Compiler.
  const registry = `${baseURL}/r`
  const items = await demoItems(registry)
  const blocks = await freeBlocks(registry)
  const examples = items.flatMap((item) => item.examples)
  await phase('add every item', () => runSnipstack(dir, ['add', ...examples, ...blocks, '--yes'], env))
  for (const { name } of items) expect(existsSync(join(dir, 'components/ui', `${name}.tsx`)), name).toBe(true)
  // ESLint exits 1 on any error: Next's config, React hooks rules included, over every file.
  await phase('npm run lint', () => run('npm', ['run', 'lint'], { cwd: dir, env }))
  mkdirSync(join(dir, 'app/examples'), { recursive: true })
  writeFileSync(join(dir, 'app/examples/page.tsx'), examplesModule(items, blocks))
  await buildAndOpenNext(page, dir, env, 'Next.js')

  // 'all_errors': a component the compiler cannot compile fails the build instead of being skipped.
  await phase('install the React Compiler', () =>
    run('npm', ['install', '--save-dev', `babel-plugin-react-compiler@${reactCompilerVersion}`], { cwd: dir, env }),
  )
  writeFileSync(
    join(dir, 'next.config.ts'),
    "import type { NextConfig } from 'next'\n\nconst nextConfig: NextConfig = { reactCompiler: { panicThreshold: 'all_errors' } }\n\nexport default nextConfig\n",
  )
  await buildAndOpenNext(page, dir, env, 'Next.js with the React Compiler')
})

test('shadcn add <url> installs our items into a create-next-app project that builds and renders', async ({
  page,
  baseURL,
}) => {
  const registry = `${baseURL}/r`
  const parent = freshDir('next-shadcn')
  const env = testEnv({ npm_config_yes: 'true' })
  await phase('create-next-app', () => run('npx', ['create-next-app@latest', 'my-app', '--yes'], { cwd: parent, env }))
  const dir = join(parent, 'my-app')
  layoutWithoutGoogleFonts(dir)
  const config = createConfig({ css: 'app/globals.css', alias: '@', rsc: true, registryBase: registry })
  writeFileSync(join(dir, 'components.json'), `${JSON.stringify(config, null, 2)}\n`)

  const fixture = await startShadcnFixture()
  try {
    const urls = ['marquee', ...moreItems].map((name) => `${registry}/${name}.json`)
    const result = await phase('shadcn add', () =>
      run(nodeBin(), [shadcnBin, 'add', ...urls, '--yes', '--overwrite'], {
        cwd: dir,
        env: { ...env, REGISTRY_URL: fixture.url },
      }),
    )
    expect(`${result.stdout}${result.stderr}`).not.toContain('Something went wrong')
  } finally {
    await fixture.close()
  }
  await buildAndOpenNext(page, dir, env, 'shadcn on Next.js')
})

test('the React Router guide, on its framework-mode template, type-checks, builds and renders server-side', async ({
  page,
  baseURL,
}) => {
  const guide = readFileSync(join(guidesDir, 'remix.mdx'), 'utf8')
  const parent = freshDir('react-router-guide')
  // Today's React Router needs Node.js 22.22 or later; this machine's is 20.
  const node22 = await phase('node 22 from npm', () => nodeRelease(22))
  const env = onNode(testEnv({ SNIPSTACK_REGISTRY_URL: `${baseURL}/r` }), node22)
  const { dir } = await phase('follow the guide', () =>
    followGuide(guide, parent, {
      env,
      instead: {
        'npx create-react-router@latest my-app --yes': (cwd) => createReactRouterApp(cwd, 'my-app', env),
      },
    }),
  )
  expect(installedMajor(dir, 'react-router')).toBeGreaterThanOrEqual(8)
  // The template's `~` alias, picked up by init and written into the items' imports.
  expect(JSON.parse(readFileSync(join(dir, 'components.json'), 'utf8')).aliases.utils).toBe('~/lib/utils')
  expect(readFileSync(join(dir, 'app/components/ui/marquee.tsx'), 'utf8')).toContain("from '~/lib/utils'")

  await addMoreItems(dir, env)
  await phase('typecheck and build', async () => {
    await run('npm', ['run', 'typecheck'], { cwd: dir, env })
    await run('npm', ['run', 'build'], { cwd: dir, env })
  })
  // The package's binary wherever its release keeps it (bin.js in 7, bin.cjs in 8).
  const serve = join(dir, 'node_modules/.bin/react-router-serve')
  const server = await startServer(dir, env, () => [serve, './build/server/index.js'], join(node22, 'node'))
  try {
    // Rendered on the server: the words are in the HTML before any script runs.
    expect(await (await fetch(server.url)).text()).toContain('React Router')
    await expectCleanRender(page, server.url, () =>
      expect(page.locator('[data-slot="marquee"]').getByText('Tailwind CSS').first()).toBeVisible(),
    )
  } finally {
    server.stop()
  }
})

test("a JavaScript project (create-vite's react template) gets .jsx files that build and render", async ({
  page,
  baseURL,
}) => {
  const parent = freshDir('vite-js')
  const env = testEnv({ SNIPSTACK_REGISTRY_URL: `${baseURL}/r`, npm_config_yes: 'true' })
  await phase('create', async () => {
    await run('npm', ['create', 'vite@latest', 'my-app', '--', '--template', 'react'], { cwd: parent, env })
  })
  const dir = join(parent, 'my-app')
  await phase('install', async () => {
    await run('npm', ['install'], { cwd: dir, env })
    await run('npm', ['install', 'tailwindcss', '@tailwindcss/vite'], { cwd: dir, env })
    await installPackedCli(dir, env)
  })
  // The manual guide's setup for a JavaScript project: the alias in jsconfig.json and in Vite.
  writeFileSync(join(dir, 'src/index.css'), '@import "tailwindcss";\n')
  writeFileSync(
    join(dir, 'jsconfig.json'),
    `${JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }, null, 2)}\n`,
  )
  writeFileSync(
    join(dir, 'vite.config.js'),
    `import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
})
`,
  )
  const snipstack = (args: string[]) => runSnipstack(dir, args, env)
  await snipstack(['init', '--yes'])
  expect(JSON.parse(readFileSync(join(dir, 'components.json'), 'utf8')).tsx).toBe(false)
  await phase('add', () => snipstack(['add', 'marquee', ...moreItems, '--yes']))
  expect(existsSync(join(dir, 'src/components/ui/marquee.jsx'))).toBe(true)
  expect(existsSync(join(dir, 'src/components/dock-demo.jsx'))).toBe(true)
  expect(existsSync(join(dir, 'src/lib/utils.js'))).toBe(true)
  const written = readdirSync(join(dir, 'src'), { recursive: true }).map(String)
  expect(written.filter((path) => /\.tsx?$/.test(path))).toEqual([])

  writeFileSync(join(dir, 'src/App.jsx'), marqueeAndDockPage('App', 'JavaScript'))
  await phase('npm run build', () => run('npm', ['run', 'build'], { cwd: dir, env }))
  const site = await serveFolder(join(dir, 'dist'))
  try {
    await expectCleanRender(page, site.url, () => expectMarqueeAndDock(page, 'JavaScript'))
  } finally {
    await site.close()
  }
})
