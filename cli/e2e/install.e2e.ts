import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import {
  cliBundle,
  createFreshApp,
  type DemoItem,
  demoItems,
  nodeBin,
  registryEntries,
  renderExamples,
  run,
  serveFolder,
  shadcnBin,
  startShadcnFixture,
  testEnv,
  typecheckAndBuild,
} from '@snipstack/testing/fresh-app'
import { createConfig } from '../src/utils/config'
import { expectEveryDemoRendered, expectEveryDemoToMove, recordMotion } from './motion'
import {
  expectCleanRender,
  filesUnder,
  freshDir,
  installPackedCli,
  phase,
  removeAppDirs,
  runSnipstack,
} from './support'

/**
 * The registry's acceptance: a fresh Vite + React 19 + TypeScript + Tailwind v4 app gets every
 * item's examples (`registry:example` items, which bring the items they show) and three blocks,
 * through our CLI (run by Node.js from the bundle) and through shadcn's, from the server under
 * test; it then type-checks, builds, and renders every example, moving, and every block, with no
 * console error.
 */

test.describe.configure({ mode: 'parallel' })
test.afterAll(removeAppDirs)

const exampleNames = (items: DemoItem[]) => items.flatMap((item) => item.examples)

/** Blocks of three kinds, installed beside the examples; each brings the items it is made of. */
const blocks = ['hero-centered', 'pricing-tiers', 'newsletter-signup']

/** Every item and every example landed where shadcn's rules put them. */
function expectInstalled(dir: string, items: DemoItem[]) {
  for (const { name, examples } of items) {
    expect(existsSync(join(dir, 'src/components/ui', `${name}.tsx`)), name).toBe(true)
    for (const example of examples)
      expect(existsSync(join(dir, 'src/components', `${example}.tsx`)), example).toBe(true)
  }
  for (const block of blocks) expect(existsSync(join(dir, 'src/components', `${block}.tsx`)), block).toBe(true)
}

/**
 * Serves the built app and opens it: every example renders with a size and every block its heading,
 * all on one page; with `motion`, every item then moves on a page of its own (`?item=`, motion.ts).
 * No console error meanwhile.
 */
async function expectAppRenders(page: Page, dir: string, items: DemoItem[], { motion }: { motion: boolean }) {
  const site = await serveFolder(join(dir, 'dist'))
  try {
    if (motion) await recordMotion(page)
    await expectCleanRender(page, site.url, async () => {
      await expectEveryDemoRendered(page, items)
      for (const block of blocks) {
        const rendered = page.locator(`[data-block="${block}"]`)
        await expect(rendered.getByRole('heading').first(), `${block} renders its heading`).toBeVisible()
        expect((await rendered.boundingBox())?.height ?? 0, `${block} has a size`).toBeGreaterThan(100)
      }
      if (motion)
        await expectEveryDemoToMove(page, items, (name) => page.goto(`${site.url}/?item=${encodeURIComponent(name)}`))
    })
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
  await phase('install the packed CLI', () => installPackedCli(dir))
  const installed = JSON.parse(readFileSync(join(dir, 'node_modules/snipstack/package.json'), 'utf8'))
  expect(installed.dependencies ?? {}, 'everything the CLI needs is in its bundle').toEqual({})
  expect(readdirSync(join(dir, 'node_modules/snipstack')).sort()).toEqual([
    'LICENSE',
    'README.md',
    'dist',
    'package.json',
  ])
  const snipstack = (args: string[]) => runSnipstack(dir, args)
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
  await phase('render and motion', () => expectAppRenders(page, dir, items, { motion: true }))
})

/**
 * shadcn's CLI by the `@snipstack` namespace, as a project set up by our `init` has it, without a
 * terminal: every free item in one command, then all of them again in the opposite order, then the
 * app type-checks, builds and renders every example and block.
 *
 * The second command must write nothing. shadcn drops the `'use client'` of every other file it
 * installs into such a project (a pattern whose state carries over), so a second command that met
 * the files in another order used to find half of them changed and stop at an overwrite prompt.
 * The registry publishes the directive in a form shadcn keeps, so it finds every file as it left it.
 *
 * The files are the registry's, as our CLI's app above installs them; that app checks that every
 * item moves, so this one checks that each renders.
 */
test('shadcn adds every free item by namespace twice in a row without a terminal, changing nothing the second time; the app type-checks, builds and renders', async ({
  page,
  baseURL,
}) => {
  const registry = `${baseURL}/r`
  const entries = await registryEntries(registry)
  const installable = new Set(['registry:ui', 'registry:block', 'registry:example', 'registry:hook', 'registry:lib'])
  const names = entries.filter((item) => installable.has(item.type) && !item.meta?.paid).map((item) => item.name)
  const ui = entries.filter((item) => item.type === 'registry:ui').map((item) => item.name)
  expect(names.length).toBeGreaterThan(250)
  const items = await demoItems(registry)

  const dir = freshDir('shadcn-app')
  await phase('fresh app', () => createFreshApp(dir))
  // components.json as our init writes it, without running our CLI: shadcn does every install.
  const config = createConfig({ css: 'src/index.css', alias: '@', rsc: false, registryBase: registry })
  writeFileSync(join(dir, 'components.json'), `${JSON.stringify(config, null, 2)}\n`)
  // shadcn's own site, so a request there would be seen; nothing should need it.
  const fixture = await startShadcnFixture()
  try {
    const env = testEnv({ REGISTRY_URL: fixture.url })
    const add = (order: string[]) =>
      run(nodeBin(), [shadcnBin, 'add', ...order.map((name) => `@snipstack/${name}`), '--yes'], { cwd: dir, env })
    const first = await phase('add every item', () => add(names))
    expect(`${first.stdout}${first.stderr}`).not.toContain('Something went wrong')
    expectInstalled(dir, items)
    for (const name of ui) expect(existsSync(join(dir, 'src/components/ui', `${name}.tsx`)), name).toBe(true)
    const written = filesUnder(join(dir, 'src'))
    // Each item's file keeps the directive exactly where the registry's copy has it.
    const directive = (content: string) => content.startsWith("'use client'")
    for (const name of ui) {
      const item = (await (await fetch(`${registry}/${name}.json`)).json()) as { files: Array<{ content: string }> }
      const published = item.files[0]?.content ?? ''
      expect(directive(written[`components/ui/${name}.tsx`] ?? ''), name).toBe(directive(published))
    }

    const second = await phase('add every item again, in the opposite order', () => add([...names].reverse()))
    const output = `${second.stdout}${second.stderr}`
    expect(output).not.toContain('Something went wrong')
    expect(output).not.toContain('already exists')
    expect(filesUnder(join(dir, 'src'))).toEqual(written)
    // Nothing came from REGISTRY_URL (shadcn's own site): components.json as our init writes it
    // names no base colour for shadcn to fetch, so every file came from our server.
    expect(fixture.requests).toEqual([])
  } finally {
    await fixture.close()
  }

  renderExamples(dir, items, blocks)
  await phase('type-check and build', () => typecheckAndBuild(dir))
  await phase('render', () => expectAppRenders(page, dir, items, { motion: false }))
})
