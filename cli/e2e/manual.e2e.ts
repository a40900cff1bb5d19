import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, test } from '@playwright/test'
import { installCommand } from '@snipstack/contracts/install-commands'
import { itemCss } from '@snipstack/registry/css'
import { installedSource, loadItems } from '@snipstack/registry/items'
import { copiedInPlace, installedPath, manualPlan } from '@snipstack/registry/manual-steps'
import { run, serveFolder, testEnv } from '@snipstack/testing/fresh-app'
import { parse } from 'jsonc-parser'
import { cliSteps, followGuide, guideSteps, guidesDir } from './guide'
import { expectCleanRender, freshDir, phase, removeAppDirs } from './support'

/**
 * The manual installation guide and the components' Manual tabs, followed by a reader who runs no
 * CLI at all: on today's Vite template, the guide's setup, then each item's dependencies installed
 * with npm, its files saved where the tab names them and its CSS pasted into the stylesheet, exactly
 * as the docs page computes them (the same `manualPlan` over the same item metadata, the same
 * sources with their imports as installed). Then the template's own type check and build, and the
 * page in Chromium.
 */

test.afterAll(removeAppDirs)

type Item = Awaited<ReturnType<typeof loadItems>>[number]

/** What the reader pastes from a code frame: the file as the docs page shows it. */
function save(root: string, path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), content)
}

/**
 * One component page's Manual tab, step by step: the install command it prints for npm, the
 * helpers and hooks it shows in place, the page of any item it builds on (followed first), the
 * item's own files, and the CSS it asks for. `src` is the folder `@/` points at.
 */
async function followManualTab(
  item: Item,
  items: ReadonlyMap<string, Item>,
  project: { dir: string; src: string; stylesheet: string; env: Record<string, string> },
) {
  const plan = manualPlan(item, items)
  const command = installCommand('npm', plan.dependencies)
  if (command) await run('sh', ['-c', command], { cwd: project.dir, env: project.env })
  for (const dep of plan.requires) {
    if (copiedInPlace(dep)) {
      for (const file of dep.files) save(project.src, installedPath(file), installedSource(file.path))
    } else {
      // "Install … first" links to the item's page; only an item in the sidebar has one.
      expect(dep.section, `${item.name} sends the reader to the page of ${dep.name}`).toBeTruthy()
      await followManualTab(dep, items, project)
    }
  }
  for (const file of item.files) save(project.src, installedPath(file), installedSource(file.path))
  for (const entry of plan.css) appendFileSync(project.stylesheet, `\n${itemCss(entry)}\n`)
}

const app = `import DockDemo from '@/components/dock-demo'
import { Globe } from '@/components/ui/globe'
import { Marquee } from '@/components/ui/marquee'
import { TextAnimate } from '@/components/ui/text-animate'

export default function App() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 p-8">
      <TextAnimate as="h1" animation="blurInUp" by="character" className="font-bold text-4xl">
        Installed by hand
      </TextAnimate>
      <Marquee pauseOnHover>
        <span>Copied from the docs</span>
        <span>No CLI</span>
      </Marquee>
      <div className="relative size-80">
        <Globe />
      </div>
      <DockDemo />
    </main>
  )
}
`

test("the manual guide and the Manual tabs, followed without any CLI on today's Vite template, build and render", async ({
  page,
}) => {
  const vite = readFileSync(join(guidesDir, 'vite.mdx'), 'utf8')
  const manual = readFileSync(join(guidesDir, 'manual.mdx'), 'utf8')
  // What the manual guide asks for, where it asks for it; no step of it runs a CLI of ours.
  expect(guideSteps(manual).map((step) => (step.kind === 'file' ? step.path : step.kind))).toEqual([
    'tsconfig.json',
    'tsconfig.app.json',
    'vite.config.ts',
    'install',
    'lib/utils.ts',
  ])
  expect(manual).toContain('```css\n@import "tailwindcss";\n```')

  const parent = freshDir('manual-guide')
  // npm_config_yes: the reader's "y" when npm asks to fetch create-vite.
  const env = testEnv({ npm_config_yes: 'true' })
  const dir = await phase('create the project', async () => {
    // The Vite guide's project and its Tailwind CSS step (the package and `src/index.css`); its
    // alias step and everything after it is what the manual guide has to provide on its own.
    const tailwind = vite.slice(0, vite.indexOf('## Add the `@/` alias'))
    expect(cliSteps(guideSteps(tailwind))).toEqual([])
    return (await followGuide(tailwind, parent, { env })).dir
  })
  const src = join(dir, 'src')
  const stylesheet = join(src, 'index.css')
  expect(readFileSync(stylesheet, 'utf8')).toMatch(/^@import "tailwindcss";\n/)

  await phase('follow the manual guide', async () => {
    // The guide's configuration files sit in the project's root; from its `cn` step on, its paths
    // are relative to the folder `@/` points at, `src/` here, as the guide says.
    const split = manual.indexOf('## Add the `cn` helper')
    await followGuide(manual.slice(0, split), dir, { env })
    await followGuide(manual.slice(split), src, { env })
  })
  // The alias is merged into the template's configuration, not written over it.
  for (const file of ['tsconfig.json', 'tsconfig.app.json']) {
    const options = parse(readFileSync(join(dir, file), 'utf8')).compilerOptions
    expect(options.paths, file).toEqual({ '@/*': ['./src/*'] })
    expect(options.baseUrl, file).toBeUndefined()
  }
  expect(parse(readFileSync(join(dir, 'tsconfig.app.json'), 'utf8')).compilerOptions.jsx).toBe('react-jsx')

  const items = new Map((await loadItems()).map((item) => [item.name, item]))
  await phase('follow the Manual tabs', async () => {
    const project = { dir, src, stylesheet, env }
    // Keyframes of its own (marquee), motion (text-animate), an npm package with a version range
    // (globe: cobe), and an item whose example the page shows beside it (dock).
    for (const name of ['marquee', 'text-animate', 'globe', 'dock']) {
      const item = items.get(name)
      if (!item) throw new Error(`no item ${name}`)
      await followManualTab(item, items, project)
    }
    // The example's Code tab: the file as installed at the path it is titled with. It lists no
    // dependencies; the reader installs lucide-react, which the code imports, by hand.
    save(src, 'components/dock-demo.tsx', installedSource('dock/examples/dock-demo.tsx'))
    await run('npm', ['install', 'lucide-react'], { cwd: dir, env })
  })
  const css = readFileSync(stylesheet, 'utf8')
  expect(css).toContain('@keyframes marquee')
  expect(css).toContain('--animate-text-animate-blur-in-up')
  const installed = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies
  expect(Object.keys(installed)).toEqual(
    expect.arrayContaining(['clsx', 'tailwind-merge', 'motion', 'cobe', 'class-variance-authority']),
  )
  // No CLI of ours anywhere in the project.
  expect(readFileSync(join(dir, 'package.json'), 'utf8')).not.toContain('snipstack')

  // The template as readers get it today, not a pinned old one.
  const major = (name: string) =>
    Number(JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version.split('.')[0])
  expect(major('typescript')).toBeGreaterThanOrEqual(7)
  expect(major('vite')).toBeGreaterThanOrEqual(8)

  writeFileSync(join(src, 'App.tsx'), app)
  // The template's own build: `tsc -b && vite build`.
  await phase('npm run build', () => run('npm', ['run', 'build'], { cwd: dir, env }))

  const site = await serveFolder(join(dir, 'dist'))
  try {
    await expectCleanRender(page, site.url, async () => {
      const marquee = page.locator('[data-slot="marquee"]')
      await expect(marquee.getByText('Copied from the docs').first()).toBeVisible()
      // The pasted CSS made it through Tailwind: the strip runs the keyframes it defines.
      await expect(marquee.locator(':scope > div').first()).toHaveCSS('animation-name', 'marquee')
      await expect(page.getByRole('heading', { name: 'Installed by hand' })).toBeVisible()
      await expect(page.locator('[data-slot="text-animate-segment"]').first()).toHaveCSS(
        'animation-name',
        /text-animate-fade/,
      )
      // cobe, installed from the tab's command, drew the globe's first frame.
      await expect(page.locator('[data-slot="globe"]')).toHaveAttribute('data-ready')
      await expect(page.locator('[data-slot="globe"] canvas')).toBeVisible()
      await expect(page.getByRole('toolbar').first()).toBeVisible()
    })
  } finally {
    await site.close()
  }
})
