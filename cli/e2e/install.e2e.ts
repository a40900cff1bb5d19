import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import {
  cliBundle,
  createFreshApp,
  type DemoItem,
  demoItems,
  nodeBin,
  renderExamples,
  run,
  serveFolder,
  shadcnBin,
  startShadcnFixture,
  testEnv,
  typecheckAndBuild,
} from '@snipstack/testing/fresh-app'
import { createConfig } from '../src/utils/config'
import { expectEveryDemoToMove, recordMotion } from './motion'
import { expectCleanRender, freshDir, installPackedCli, phase, removeAppDirs, runSnipstack } from './support'

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

async function expectAppRenders(page: Page, dir: string, items: DemoItem[]) {
  const site = await serveFolder(join(dir, 'dist'))
  try {
    await recordMotion(page)
    await expectCleanRender(page, site.url, async () => {
      await expectEveryDemoToMove(page, items)
      for (const block of blocks) {
        const rendered = page.locator(`[data-block="${block}"]`)
        await expect(rendered.getByRole('heading').first(), `${block} renders its heading`).toBeVisible()
        expect((await rendered.boundingBox())?.height ?? 0, `${block} has a size`).toBeGreaterThan(100)
      }
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
