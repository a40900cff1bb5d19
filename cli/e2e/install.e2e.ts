import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
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
  expect(existsSync(cliBundle), 'run `bun run build` first: the test runs the CLI bundle with Node.js').toBe(true)
  const registry = `${baseURL}/r`
  const items = await demoItems(registry)
  expect(items.length).toBeGreaterThan(0)
  const dir = freshDir('cli-app')
  await phase('fresh app', () => createFreshApp(dir))

  const node = nodeBin()
  const init = await run(node, [cliBundle, 'init', '--yes', '--registry', registry], { cwd: dir })
  expect(init.stderr).toContain('Found Vite, Tailwind CSS at src/index.css, import alias @/*')
  const examples = exampleNames(items)
  const add = await phase('add', () => run(node, [cliBundle, 'add', ...examples, ...blocks, '--yes'], { cwd: dir }))
  expect(add.stderr).toContain('Resolved ')
  expectInstalled(dir, items)

  // Installing again, items named as well, changes nothing, the stylesheet included.
  const css = readFileSync(join(dir, 'src/index.css'), 'utf8')
  const again = await run(
    node,
    [cliBundle, 'add', ...items.map((item) => item.name), ...examples, ...blocks, '--yes'],
    {
      cwd: dir,
    },
  )
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
