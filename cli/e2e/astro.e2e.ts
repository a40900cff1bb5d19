import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { run, serveFolder, testEnv } from '@snipstack/testing/fresh-app'
import { parse } from 'jsonc-parser'
import { createAstroApp } from './astro-app'
import { followGuide, guideSteps, guidesDir } from './guide'
import { nodeRelease, onNode } from './node-release'
import { addMoreItems, expectCleanRender, freshDir, installedMajor, phase, removeAppDirs } from './support'

/**
 * The Astro guide, followed as a reader would on today's Astro (which needs Node.js 22, so every
 * command here runs on a Node.js 22 from npm): Astro's own `astro add` for React and Tailwind,
 * then the CLI under test; then `astro check`, `astro build`, and the static pages in Chromium,
 * where the React islands hydrate.
 */

test.afterAll(removeAppDirs)

const CREATE = 'npm create astro@latest my-app -- --template minimal --yes'

/** A second page: the guide's marquee beside an example from the extra items, hydrated at once. */
const morePage = `---
import '@/styles/global.css'
import DockDemo from '@/components/dock-demo'
import { Marquee } from '@/components/ui/marquee'
---

<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>More</title>
  </head>
  <body>
    <main>
      <Marquee client:visible pauseOnHover>
        <span>Islands</span>
      </Marquee>
      <DockDemo client:load />
    </main>
  </body>
</html>
`

test("the Astro guide, followed on today's minimal template with astro add, checks, builds and hydrates", async ({
  page,
  baseURL,
}) => {
  const guide = readFileSync(join(guidesDir, 'astro.mdx'), 'utf8')
  // What the reader copies is what this test runs: `astro add` answers nothing without `--yes`.
  const shell = guideSteps(guide).flatMap((step) => (step.kind === 'shell' ? [step.command] : []))
  expect(shell).toEqual([CREATE, 'cd my-app', 'npx astro add react --yes', 'npx astro add tailwind --yes'])

  const bin = await phase('node 22 from npm', () => nodeRelease(22))
  const env = onNode(testEnv({ SNIPSTACK_REGISTRY_URL: `${baseURL}/r` }), bin)
  expect((await run('node', ['--version'], { cwd: bin, env })).stdout).toMatch(/^v22\./)

  const parent = freshDir('astro-guide')
  const { dir, printed } = await phase('follow the guide', () =>
    followGuide(guide, parent, {
      env,
      instead: { [CREATE]: (cwd) => createAstroApp(cwd, 'my-app', env) },
    }),
  )

  // Today's Astro, with what `astro add` installed and configured.
  const major = (name: string) => installedMajor(dir, name)
  expect(major('astro')).toBeGreaterThanOrEqual(7)
  expect(major('react')).toBeGreaterThanOrEqual(19)
  expect(major('tailwindcss')).toBe(4)
  expect(readFileSync(join(dir, 'src/styles/global.css'), 'utf8')).toContain('@import "tailwindcss"')
  // The guide's block merged into the tsconfig `astro add react` left: its JSX settings, the alias.
  const tsconfig = parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'))
  expect(tsconfig).toMatchObject({
    extends: 'astro/tsconfigs/strict',
    include: ['.astro/types.d.ts', '**/*'],
    compilerOptions: { jsx: 'react-jsx', jsxImportSource: 'react', paths: { '@/*': ['./src/*'] } },
  })
  expect(tsconfig.compilerOptions.baseUrl).toBeUndefined()

  // init found Astro's stylesheet and the alias, and said how islands hydrate.
  expect(JSON.parse(readFileSync(join(dir, 'components.json'), 'utf8'))).toMatchObject({
    rsc: false,
    tsx: true,
    tailwind: { css: 'src/styles/global.css' },
    aliases: { components: '@/components', utils: '@/lib/utils', ui: '@/components/ui' },
  })
  expect(printed.get('init')).toContain('Found Astro, Tailwind CSS at src/styles/global.css, import alias @/*')
  expect(printed.get('init')).toContain('Give each component with motion a client:* directive where you use it')
  expect(printed.get('init')).toContain('<Globe client:visible />')
  expect(readFileSync(join(dir, 'src/components/ui/marquee.tsx'), 'utf8')).toContain("from '@/lib/utils'")

  await addMoreItems(dir, env)
  writeFileSync(join(dir, 'src/pages/more.astro'), morePage)

  // Astro's type check (its language server over the pages, TypeScript over the items); it
  // supports TypeScript 5 and 6, not 7.
  await phase('astro check', async () => {
    await run('npm', ['install', '-D', '@astrojs/check', 'typescript@6'], { cwd: dir, env })
    const check = await run('npx', ['--no-install', 'astro', 'check'], { cwd: dir, env })
    expect(`${check.stdout}${check.stderr}`).toMatch(/Result \(\d+ files\):\s*- 0 errors/)
  })
  await phase('astro build', () => run('npm', ['run', 'build'], { cwd: dir, env }))

  // Prerendered: the guide's words are in the HTML before any script runs, inside React islands.
  const html = readFileSync(join(dir, 'dist/index.html'), 'utf8')
  expect(html).toMatch(/<astro-island[^>]*client="visible"[^>]*>.*data-slot="marquee".*<span>Astro<\/span>/s)
  expect(readFileSync(join(dir, 'dist/more/index.html'), 'utf8')).toMatch(/<astro-island[^>]*client="load"/)

  const site = await serveFolder(join(dir, 'dist'))
  try {
    // The guide's page: the marquee on screen, its `client:visible` island hydrated (Astro drops
    // the island's `ssr` mark once React has taken over), with no error in the console.
    await expectCleanRender(page, site.url, async () => {
      await expect(page.locator('[data-slot="marquee"]').getByText('Astro').first()).toBeVisible()
      await expect(page.locator('astro-island[client="visible"]')).not.toHaveAttribute('ssr')
    })
    await expectCleanRender(page, `${site.url}/more/index.html`, async () => {
      await expect(page.locator('[data-slot="marquee"]').getByText('Islands').first()).toBeVisible()
      await expect(page.getByRole('toolbar').first()).toBeVisible()
      for (const island of await page.locator('astro-island').all()) await expect(island).not.toHaveAttribute('ssr')
    })
  } finally {
    await site.close()
  }
})
