import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { snipstackCommand } from '@snipstack/contracts/install-commands'
import {
  cliBundle,
  createFreshApp,
  type DemoItem,
  demoItems,
  nodeBin,
  renderExamples,
  repoRoot,
  run,
  serveFolder,
  shadcnBin,
  startShadcnFixture,
  testEnv,
  typecheckAndBuild,
} from '@snipstack/testing/fresh-app'
import { createConfig } from '../src/utils/config'
import { followGuide, guideSteps, guidesDir } from './guide'
import { expectEveryDemoToMove, recordMotion } from './motion'
import { createReactRouterApp } from './react-router-app'

/**
 * The registry's acceptance: a fresh Vite + React 19 + TypeScript + Tailwind v4 app gets every
 * item's examples (`registry:example` items, which bring the items they show) and three blocks,
 * through our CLI (run by Node.js from the bundle) and through shadcn's, from the server under
 * test; it then type-checks, builds, and renders every example, moving, and every block, with no
 * console error.
 */

test.describe.configure({ mode: 'parallel' })

const apps: string[] = []
test.afterAll(() => {
  for (const dir of apps) rmSync(dir, { recursive: true, force: true })
})

function freshDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `snipstack-${label}-`))
  apps.push(dir)
  return dir
}

/** Whatever the browser reports as an error while the page runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}

const exampleNames = (items: DemoItem[]) => items.flatMap((item) => item.examples)

/** Blocks of three kinds, installed beside the examples; each brings the items it is made of. */
const blocks = ['hero-centered', 'pricing-tiers', 'newsletter-signup']

/**
 * The CLI packed as `npm pack` makes the package npm would publish (what `bun run build` also
 * serves at /cli/snipstack.tgz), once per worker.
 */
let packed: Promise<string> | undefined
function packedCli(): Promise<string> {
  packed ??= (async () => {
    const out = freshDir('cli-pack')
    await run('npm', ['pack', '--silent', '--pack-destination', out], { cwd: join(repoRoot, 'cli') })
    const tarball = readdirSync(out).find((name) => name.endsWith('.tgz'))
    if (!tarball) throw new Error('npm pack wrote no tarball')
    return join(out, tarball)
  })()
  return packed
}

/** Runs one phase of a test and prints how long it took, so a slow run says where its time went. */
async function phase<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    console.log(`${test.info().title.split(' ')[0]} ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
}

/** Every item and every example landed where shadcn's rules put them. */
function expectInstalled(dir: string, items: DemoItem[]) {
  for (const { name, examples } of items) {
    expect(existsSync(join(dir, 'src/components/ui', `${name}.tsx`)), name).toBe(true)
    for (const example of examples)
      expect(existsSync(join(dir, 'src/components', `${example}.tsx`)), example).toBe(true)
  }
  for (const block of blocks) expect(existsSync(join(dir, 'src/components', `${block}.tsx`)), block).toBe(true)
}

async function expectAppRenders(page: Page, dir: string, items: DemoItem[]) {
  const site = await serveFolder(join(dir, 'dist'))
  try {
    const errors = watchErrors(page)
    await recordMotion(page)
    await page.goto(site.url)
    await expectEveryDemoToMove(page, items)
    for (const block of blocks) {
      const rendered = page.locator(`[data-block="${block}"]`)
      await expect(rendered.getByRole('heading').first(), `${block} renders its heading`).toBeVisible()
      expect((await rendered.boundingBox())?.height ?? 0, `${block} has a size`).toBeGreaterThan(100)
    }
    expect(errors).toEqual([])
  } finally {
    await site.close()
  }
}

test('snipstack init + add installs every item into a fresh app that type-checks, builds and animates', async ({
  page,
  baseURL,
}) => {
  expect(existsSync(cliBundle), 'run `bun run build` first: the test packs the CLI bundle').toBe(true)
  const registry = `${baseURL}/r`
  const items = await demoItems(registry)
  expect(items.length).toBeGreaterThan(0)
  const dir = freshDir('cli-app')
  await phase('fresh app', () => createFreshApp(dir))

  // The CLI as users get it: the package npm would publish, installed and run through npx.
  await phase('install the packed CLI', async () => {
    await run('npm', ['install', '--save-dev', await packedCli()], { cwd: dir })
  })
  const installed = JSON.parse(readFileSync(join(dir, 'node_modules/snipstack/package.json'), 'utf8'))
  expect(installed.dependencies ?? {}, 'everything the CLI needs is in its bundle').toEqual({})
  expect(readdirSync(join(dir, 'node_modules/snipstack')).sort()).toEqual([
    'LICENSE',
    'README.md',
    'dist',
    'package.json',
  ])
  const snipstack = (args: string[]) => run('npx', ['--no-install', 'snipstack', ...args], { cwd: dir })
  expect((await snipstack(['--version'])).stdout.trim()).toBe(installed.version)

  const init = await snipstack(['init', '--yes', '--registry', registry])
  expect(init.stderr).toContain('Found Vite, Tailwind CSS at src/index.css, import alias @/*')
  const examples = exampleNames(items)
  const add = await phase('add', () => snipstack(['add', ...examples, ...blocks, '--yes']))
  expect(add.stderr).toContain('Resolved ')
  expectInstalled(dir, items)

  // Installing again, items named as well, changes nothing, the stylesheet included.
  const css = readFileSync(join(dir, 'src/index.css'), 'utf8')
  const again = await snipstack(['add', ...items.map((item) => item.name), ...examples, ...blocks, '--yes'])
  expect(again.stderr).toContain('Nothing to do: everything is already installed.')
  expect(readFileSync(join(dir, 'src/index.css'), 'utf8')).toBe(css)

  renderExamples(dir, items, blocks)
  await phase('type-check and build', () => typecheckAndBuild(dir))
  await phase('render and motion', () => expectAppRenders(page, dir, items))
})

test('shadcn add <url> installs every item from our server into a fresh app that type-checks, builds and animates', async ({
  page,
  baseURL,
}) => {
  const registry = `${baseURL}/r`
  const items = await demoItems(registry)
  const dir = freshDir('shadcn-app')
  await phase('fresh app', () => createFreshApp(dir))
  const fixture = await startShadcnFixture()
  try {
    // components.json as our init writes it, without running our CLI: shadcn does every install.
    const config = createConfig({ css: 'src/index.css', alias: '@', rsc: false, registryBase: registry })
    writeFileSync(join(dir, 'components.json'), `${JSON.stringify(config, null, 2)}\n`)

    const env = testEnv({ REGISTRY_URL: fixture.url })
    const urls = [...exampleNames(items), ...blocks].map((name) => `${registry}/${name}.json`)
    const result = await phase('add', () =>
      run(nodeBin(), [shadcnBin, 'add', ...urls, '--yes', '--overwrite'], { cwd: dir, env }),
    )
    expect(`${result.stdout}${result.stderr}`).not.toContain('Something went wrong')
    expectInstalled(dir, items)
    // Only the base colour file came from REGISTRY_URL; every item came from our server.
    expect([...new Set(fixture.requests)]).toEqual(['/r/colors/neutral.json'])
  } finally {
    await fixture.close()
  }

  renderExamples(dir, items, blocks)
  await phase('type-check and build', () => typecheckAndBuild(dir))
  await phase('render and motion', () => expectAppRenders(page, dir, items))
})

test("the Vite guide, followed step by step on today's template (TypeScript 7, Vite 8), builds and renders", async ({
  page,
  baseURL,
}) => {
  const guide = readFileSync(join(guidesDir, 'vite.mdx'), 'utf8')
  // What the reader copies is what the docs print: the same commands this test runs.
  expect(guide).toContain('npm create vite@latest my-app -- --template react-ts')
  expect(guideSteps(guide).filter((step) => step.kind === 'snipstack')).toEqual([
    { kind: 'snipstack', args: 'init' },
    { kind: 'snipstack', args: 'add marquee' },
  ])
  expect(snipstackCommand('npm', 'init')).toBe('npx snipstack@latest init')

  const parent = freshDir('vite-guide')
  // npm_config_yes: the reader's "y" when npm asks to fetch create-vite.
  const env = testEnv({ SNIPSTACK_REGISTRY_URL: `${baseURL}/r`, npm_config_yes: 'true' })
  const dir = await phase('follow the guide', () =>
    followGuide(guide, parent, {
      env,
      beforeSnipstack: async (app) => {
        await run('npm', ['install', '--save-dev', await packedCli()], { cwd: app, env })
      },
    }),
  )
  // The template as users get it today, not a pinned old one.
  const major = (name: string) =>
    Number(JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version.split('.')[0])
  expect(major('typescript')).toBeGreaterThanOrEqual(7)
  expect(major('vite')).toBeGreaterThanOrEqual(8)
  expect(readFileSync(join(dir, 'tsconfig.app.json'), 'utf8')).not.toContain('baseUrl')

  // Beyond the guide: an item with an npm package of its own, one with Shiki, one with motion,
  // and an example, which brings the item it shows (a registry dependency).
  await phase('add more', () =>
    run('npx', ['--no-install', 'snipstack', 'add', 'globe', 'code-comparison', 'text-animate', 'dock-demo', '--yes'], {
      cwd: dir,
      env,
    }),
  )
  // The template's own build: `tsc -b && vite build`.
  await phase('npm run build', () => run('npm', ['run', 'build'], { cwd: dir, env }))

  const site = await serveFolder(join(dir, 'dist'))
  try {
    const errors = watchErrors(page)
    await page.goto(site.url)
    const marquee = page.locator('[data-slot="marquee"]').first()
    await expect(marquee).toBeVisible()
    await expect(marquee.getByText('Tailwind CSS').first()).toBeVisible()
    expect(errors).toEqual([])
  } finally {
    await site.close()
  }
})

/**
 * A framework's production server on a free port, until `stop`: its own binary run by Node.js,
 * not `npm start`, since stopping npm would leave the server running.
 */
async function startServer(
  dir: string,
  env: Record<string, string>,
  command: (port: number) => string[],
): Promise<{ url: string; stop(): void }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const child = spawn(nodeBin(), command(port), { cwd: dir, env: { ...env, PORT: String(port) }, stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 120; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, stop: () => child.kill() }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  child.kill()
  throw new Error(`${command(port).join(' ')} did not answer within 60 s`)
}

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

/** Beyond the guide: an npm package of its own (globe), Shiki, motion, and an example that brings its item. */
const moreItems = ['globe', 'code-comparison', 'text-animate', 'dock-demo']

/** Renders the guide's page and one example beside it in the App Router's page, then builds with `next build`. */
async function buildAndOpenNext(page: Page, dir: string, env: Record<string, string>, text: string) {
  writeFileSync(
    join(dir, 'app/page.tsx'),
    `import DockDemo from '@/components/dock-demo'
import { Marquee } from '@/components/ui/marquee'

export default function Page() {
  return (
    <main>
      <Marquee pauseOnHover>
        <span>${text}</span>
      </Marquee>
      <DockDemo />
    </main>
  )
}
`,
  )
  await phase('next build', () => run('npm', ['run', 'build'], { cwd: dir, env }))
  const next = join(dir, 'node_modules/next/dist/bin/next')
  const server = await startServer(dir, env, (port) => [next, 'start', '-p', String(port), '-H', '127.0.0.1'])
  try {
    const errors = watchErrors(page)
    await page.goto(server.url)
    await expect(page.locator('[data-slot="marquee"]').getByText(text).first()).toBeVisible()
    await expect(page.getByRole('toolbar').first()).toBeVisible()
    expect(errors).toEqual([])
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
  const dir = await phase('follow the guide', () =>
    followGuide(guide, parent, {
      env,
      beforeSnipstack: async (app) => {
        layoutWithoutGoogleFonts(app)
        await run('npm', ['install', '--save-dev', await packedCli()], { cwd: app, env })
      },
    }),
  )
  const config = JSON.parse(readFileSync(join(dir, 'components.json'), 'utf8'))
  expect(config).toMatchObject({ rsc: true, tsx: true, tailwind: { css: 'app/globals.css' } })
  // Kept for the App Router: the item is a Client Component that a Server Component renders.
  expect(readFileSync(join(dir, 'components/ui/marquee.tsx'), 'utf8')).toMatch(/^['"]use client['"]/)

  await phase('add more', () =>
    run('npx', ['--no-install', 'snipstack', 'add', ...moreItems, '--yes'], { cwd: dir, env }),
  )
  await buildAndOpenNext(page, dir, env, 'Next.js')
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
  const env = testEnv({ SNIPSTACK_REGISTRY_URL: `${baseURL}/r` })
  const dir = await phase('follow the guide', () =>
    followGuide(guide, parent, {
      env,
      instead: {
        'npx create-react-router@latest my-app --yes': (cwd) => createReactRouterApp(cwd, 'my-app', env),
      },
      beforeSnipstack: async (app) => {
        await run('npm', ['install', '--save-dev', await packedCli()], { cwd: app, env })
      },
    }),
  )
  // The template's `~` alias, picked up by init and written into the items' imports.
  expect(JSON.parse(readFileSync(join(dir, 'components.json'), 'utf8')).aliases.utils).toBe('~/lib/utils')
  expect(readFileSync(join(dir, 'app/components/ui/marquee.tsx'), 'utf8')).toContain("from '~/lib/utils'")

  await phase('add more', () =>
    run('npx', ['--no-install', 'snipstack', 'add', ...moreItems, '--yes'], { cwd: dir, env }),
  )
  await phase('typecheck and build', async () => {
    await run('npm', ['run', 'typecheck'], { cwd: dir, env })
    await run('npm', ['run', 'build'], { cwd: dir, env })
  })
  const serve = join(dir, 'node_modules/@react-router/serve/bin.js')
  const server = await startServer(dir, env, () => [serve, './build/server/index.js'])
  try {
    const errors = watchErrors(page)
    // Rendered on the server: the words are in the HTML before any script runs.
    expect(await (await fetch(server.url)).text()).toContain('React Router')
    await page.goto(server.url)
    await expect(page.locator('[data-slot="marquee"]').getByText('Tailwind CSS').first()).toBeVisible()
    expect(errors).toEqual([])
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
    await run('npm', ['install', '--save-dev', await packedCli()], { cwd: dir, env })
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
  const snipstack = (args: string[]) => run('npx', ['--no-install', 'snipstack', ...args], { cwd: dir, env })
  await snipstack(['init', '--yes'])
  expect(JSON.parse(readFileSync(join(dir, 'components.json'), 'utf8')).tsx).toBe(false)
  await phase('add', () => snipstack(['add', 'marquee', ...moreItems, '--yes']))
  expect(existsSync(join(dir, 'src/components/ui/marquee.jsx'))).toBe(true)
  expect(existsSync(join(dir, 'src/components/dock-demo.jsx'))).toBe(true)
  expect(existsSync(join(dir, 'src/lib/utils.js'))).toBe(true)
  const written = readdirSync(join(dir, 'src'), { recursive: true }).map(String)
  expect(written.filter((path) => /\.tsx?$/.test(path))).toEqual([])

  writeFileSync(
    join(dir, 'src/App.jsx'),
    `import DockDemo from '@/components/dock-demo'
import { Marquee } from '@/components/ui/marquee'

export default function App() {
  return (
    <main>
      <Marquee pauseOnHover>
        <span>JavaScript</span>
      </Marquee>
      <DockDemo />
    </main>
  )
}
`,
  )
  await phase('npm run build', () => run('npm', ['run', 'build'], { cwd: dir, env }))
  const site = await serveFolder(join(dir, 'dist'))
  try {
    const errors = watchErrors(page)
    await page.goto(site.url)
    await expect(page.locator('[data-slot="marquee"]').getByText('JavaScript').first()).toBeVisible()
    await expect(page.getByRole('toolbar').first()).toBeVisible()
    expect(errors).toEqual([])
  } finally {
    await site.close()
  }
})
