import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import {
  addDemos,
  cliBundle,
  createFreshApp,
  demoItems,
  nodeBin,
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
 * item, through our CLI (run by Node.js from the bundle) and through shadcn's, from the server
 * under test; it then type-checks, builds, and renders every demo, moving, with no console error.
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

async function expectAppRenders(page: Page, dir: string, names: string[]) {
  const site = await serveFolder(join(dir, 'dist'))
  try {
    const errors = watchErrors(page)
    await recordMotion(page)
    await page.goto(site.url)
    await expectEveryDemoToMove(page, names)
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
  await createFreshApp(dir)

  const node = nodeBin()
  const init = await run(node, [cliBundle, 'init', '--yes', '--registry', registry], { cwd: dir })
  expect(init.stderr).toContain('Found Vite, Tailwind CSS at src/index.css, import alias @/*')
  const names = items.map((item) => item.name)
  const add = await run(node, [cliBundle, 'add', ...names, '--yes'], { cwd: dir })
  expect(add.stderr).toContain('Resolved ')
  for (const name of names) expect(existsSync(join(dir, 'src/components/ui', `${name}.tsx`)), name).toBe(true)

  // Installing again changes nothing, the stylesheet included.
  const css = readFileSync(join(dir, 'src/index.css'), 'utf8')
  const again = await run(node, [cliBundle, 'add', ...names, '--yes'], { cwd: dir })
  expect(again.stderr).toContain('Nothing to do: everything is already installed.')
  expect(readFileSync(join(dir, 'src/index.css'), 'utf8')).toBe(css)

  await addDemos(dir, items)
  await typecheckAndBuild(dir)
  await expectAppRenders(page, dir, names)
})

test('shadcn add <url> installs every item from our server into a fresh app that type-checks, builds and animates', async ({
  page,
  baseURL,
}) => {
  const registry = `${baseURL}/r`
  const items = await demoItems(registry)
  const dir = freshDir('shadcn-app')
  await createFreshApp(dir)
  const fixture = await startShadcnFixture()
  try {
    // components.json as our init writes it, without running our CLI: shadcn does every install.
    const config = createConfig({ css: 'src/index.css', alias: '@', rsc: false, registryBase: registry })
    writeFileSync(join(dir, 'components.json'), `${JSON.stringify(config, null, 2)}\n`)

    const env = testEnv({ REGISTRY_URL: fixture.url })
    for (const { name } of items) {
      const result = await run(nodeBin(), [shadcnBin, 'add', `${registry}/${name}.json`, '--yes', '--overwrite'], {
        cwd: dir,
        env,
      })
      expect(`${result.stdout}${result.stderr}`, name).not.toContain('Something went wrong')
      expect(existsSync(join(dir, 'src/components/ui', `${name}.tsx`)), name).toBe(true)
    }
    // Only the base colour file came from REGISTRY_URL; every item came from our server.
    expect([...new Set(fixture.requests)]).toEqual(['/r/colors/neutral.json'])
  } finally {
    await fixture.close()
  }

  await addDemos(dir, items)
  await typecheckAndBuild(dir)
  await expectAppRenders(
    page,
    dir,
    items.map((item) => item.name),
  )
})
