import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { run, testEnv } from '@snipstack/testing/fresh-app'
import { createGatsbyApp } from './gatsby-app'
import { cliSteps, followGuide, GUIDE_CLI_STEPS, guideSteps, guidesDir } from './guide'
import {
  addMoreItems,
  expectCleanRender,
  expectMarqueeAndDock,
  freshDir,
  installedMajor,
  marqueeAndDockPage,
  phase,
  removeAppDirs,
  startServer,
} from './support'

/**
 * The Gatsby guide, followed as a reader would on the starter `npm init gatsby` makes today, with
 * the CLI as npm would publish it and the registry of the server under test; then the starter's
 * own type check and `gatsby build`, and the prerendered pages opened in Chromium.
 */

test.afterAll(removeAppDirs)

/** What the guide says to add to the `plugins: []` of the starter's gatsby-config.ts. */
const CONFIG_LINES = "  jsxRuntime: 'automatic',\n  plugins: ['gatsby-plugin-postcss'],\n"

/** The guide's edit of gatsby-config.ts, told in prose and a snippet rather than a whole file. */
function editGatsbyConfig(dir: string) {
  const path = join(dir, 'gatsby-config.ts')
  const config = readFileSync(path, 'utf8')
  expect(config).toContain('  plugins: [],\n')
  writeFileSync(path, config.replace('  plugins: [],\n', CONFIG_LINES))
}

test("Gatsby's guide, followed on the minimal TypeScript starter, type-checks, builds and renders prerendered pages", async ({
  page,
  baseURL,
}) => {
  const guide = readFileSync(join(guidesDir, 'gatsby.mdx'), 'utf8')
  expect(guide).toContain(`\`\`\`ts\n${CONFIG_LINES}\`\`\``)
  expect(cliSteps(guideSteps(guide))).toEqual(GUIDE_CLI_STEPS)

  const parent = freshDir('gatsby-guide')
  // Gatsby's telemetry would post to its servers; a reader can opt out the same way.
  const env = testEnv({ SNIPSTACK_REGISTRY_URL: `${baseURL}/r`, GATSBY_TELEMETRY_DISABLED: '1' })
  const { dir, printed } = await phase('follow the guide', () =>
    followGuide(guide, parent, {
      env,
      instead: {
        'npm init gatsby -- -y -ts my-app': (cwd) => createGatsbyApp(cwd, 'my-app', env),
      },
      beforeSnipstack: editGatsbyConfig,
    }),
  )
  // What init says it found and wrote, so a failure shows the CLI's own words.
  expect(printed.get('init')).toMatch(
    /Found Gatsby, Tailwind CSS at src\/styles\/global\.css, import alias @\/\*[\s\S]*Wrote components\.json/,
  )
  // The guide's steps are what init would otherwise ask for: it has nothing to add.
  expect(printed.get('init')).not.toContain('jsxRuntime')
  expect(printed.get('init')).not.toContain('React 19')
  // Today's Gatsby 5, moved to React 19 as the guide says.
  expect(installedMajor(dir, 'gatsby')).toBe(5)
  expect(installedMajor(dir, 'react')).toBe(19)
  expect(installedMajor(dir, 'react-dom')).toBe(19)
  expect(installedMajor(dir, '@types/react')).toBe(19)
  expect(installedMajor(dir, 'tailwindcss')).toBe(4)

  // The starter's tsconfig.json keeps its comments and options; the guide's four are changed or added.
  const tsconfig = readFileSync(join(dir, 'tsconfig.json'), 'utf8')
  expect(tsconfig).toContain('/* Visit https://aka.ms/tsconfig.json to read more about this file */')
  expect(tsconfig).toContain('"strict": true')
  expect(tsconfig).toMatch(/"jsx": "react-jsx"/)
  expect(tsconfig).toMatch(/"moduleResolution": "bundler"/)
  expect(tsconfig).not.toMatch(/^\s*"baseUrl"/m)

  // init found the stylesheet the guide made and the alias it added.
  const config = JSON.parse(readFileSync(join(dir, 'components.json'), 'utf8'))
  expect(config).toMatchObject({
    rsc: false,
    tsx: true,
    tailwind: { css: 'src/styles/global.css' },
    aliases: { components: '@/components', ui: '@/components/ui', utils: '@/lib/utils' },
  })
  expect(readFileSync(join(dir, 'src/components/ui/marquee.tsx'), 'utf8')).toContain("from '@/lib/utils'")

  // Beyond the guide: an npm package of its own, Shiki, motion, and the dock example, on a page of its own.
  await addMoreItems(dir, env)
  writeFileSync(join(dir, 'src/pages/dock.tsx'), marqueeAndDockPage('DockPage', 'Dock page'))
  // The starter has no favicon; an empty one keeps the browser's request for it from failing.
  mkdirSync(join(dir, 'static'), { recursive: true })
  writeFileSync(join(dir, 'static/favicon.ico'), '')

  await phase('typecheck', () => run('npm', ['run', 'typecheck'], { cwd: dir, env }))
  // `gatsby build` also asks unpkg for Gatsby's latest adapter list, and uses the one it ships
  // when that fails, as it does here; no adapter applies outside a hosting provider's build.
  await phase('gatsby build', () => run('npm', ['run', 'build'], { cwd: dir, env }))

  // `gatsby serve` (the starter's `npm run serve`): public/ with Gatsby's routes, /dock/ included.
  const gatsby = join(dir, 'node_modules/gatsby/cli.js')
  const server = await startServer(dir, env, (port) => [gatsby, 'serve', '-p', String(port), '-H', '127.0.0.1'])
  try {
    // Prerendered: the words are in the HTML before any script runs, and the marquee's copies are
    // inert, an attribute React 18 would have dropped.
    const home = await (await fetch(server.url)).text()
    expect(home).toMatch(/data-slot="marquee"[\s\S]*Tailwind CSS/)
    expect(home).toContain('inert=""')
    expect(await (await fetch(`${server.url}/dock/`)).text()).toMatch(/data-slot="marquee"[\s\S]*Dock page/)

    await phase('open in Chromium', async () => {
      await expectCleanRender(page, server.url, async () => {
        await expect(page.locator('[data-slot="marquee"]').getByText('Gatsby').first()).toBeVisible()
        // Hydrated: React has taken over the prerendered elements.
        await expect
          .poll(() =>
            page
              .locator('[data-slot="marquee"]')
              .first()
              .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
          )
          .toBe(true)
      })
      await expectCleanRender(page, `${server.url}/dock/`, () => expectMarqueeAndDock(page, 'Dock page'))
    })
  } finally {
    server.stop()
  }
})
