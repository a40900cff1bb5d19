import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { run, testEnv } from '@snipstack/testing/fresh-app'
import { cliSteps, followGuide, GUIDE_CLI_STEPS, guideSteps, guidesDir } from './guide'
import { createLaravelApp, LARAVEL_NEW, requirePhp } from './laravel-app'
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
 * The Laravel guide, followed on the React starter kit's frontend (see laravel-app.ts for what
 * stands in for the installer and the PHP framework): the CLI under test recognises the project,
 * installs into resources/js, and the kit's own type check and Vite build (laravel-vite-plugin,
 * Inertia's plugin) pass; then PHP serves the built app as the kit's root view would, and the page
 * renders in Chromium.
 */

test.afterAll(removeAppDirs)

test("Laravel's guide, on the React starter kit's frontend, type-checks, builds with laravel-vite-plugin and renders through PHP", async ({
  page,
  baseURL,
}) => {
  // Before anything slow: the end of this test needs PHP.
  requirePhp()
  const guide = readFileSync(join(guidesDir, 'laravel.mdx'), 'utf8')
  // What the reader copies is what this test runs.
  const steps = guideSteps(guide)
  expect(steps.flatMap((step) => (step.kind === 'shell' ? [step.command] : []))).toEqual([LARAVEL_NEW, 'cd my-app'])
  expect(cliSteps(steps)).toEqual(GUIDE_CLI_STEPS)
  expect(steps.filter((step) => step.kind === 'file').map((step) => step.kind === 'file' && step.path)).toEqual([
    'resources/js/pages/welcome.tsx',
  ])

  const parent = freshDir('laravel-guide')
  const env = testEnv({ SNIPSTACK_REGISTRY_URL: `${baseURL}/r` })
  const { dir, printed } = await phase('follow the guide', () =>
    followGuide(guide, parent, {
      env,
      instead: { [LARAVEL_NEW]: (cwd) => createLaravelApp(cwd, 'my-app', env) },
    }),
  )

  // The kit as its package.json ranges give it today.
  const major = (name: string) => installedMajor(dir, name)
  expect(major('react')).toBeGreaterThanOrEqual(19)
  expect(major('@inertiajs/react')).toBeGreaterThanOrEqual(3)
  expect(major('laravel-vite-plugin')).toBeGreaterThanOrEqual(3)
  expect(major('vite')).toBeGreaterThanOrEqual(8)
  expect(major('tailwindcss')).toBe(4)
  // The kit's range keeps TypeScript 5, which accepts its `baseUrl` (TypeScript 7 rejects it).
  expect(major('typescript')).toBe(5)

  // init recognised Laravel, its stylesheet and alias; non-interactive, it kept the kit's own
  // components.json and cn() helper, which say the same.
  expect(printed.get('init')).toContain('Found Laravel (Vite), Tailwind CSS at resources/css/app.css, import alias @/*')
  expect(printed.get('init')).toContain('Kept the existing components.json')
  expect(JSON.parse(readFileSync(join(dir, 'components.json'), 'utf8'))).toMatchObject({
    rsc: false,
    tsx: true,
    tailwind: { css: 'resources/css/app.css' },
    aliases: { components: '@/components', utils: '@/lib/utils', ui: '@/components/ui' },
  })
  const marquee = join(dir, 'resources/js/components/ui/marquee.tsx')
  expect(readFileSync(marquee, 'utf8')).toContain("from '@/lib/utils'")
  expect(readFileSync(join(dir, 'resources/css/app.css'), 'utf8')).toContain('@keyframes marquee')

  // Beyond the guide: an npm package of its own, Shiki, motion, and the dock example.
  await addMoreItems(dir, env)
  for (const file of ['components/ui/dock.tsx', 'components/ui/globe.tsx', 'components/dock-demo.tsx'])
    expect(existsSync(join(dir, 'resources/js', file)), file).toBe(true)
  expect(existsSync(join(dir, 'src')), 'nothing written to src/').toBe(false)
  writeFileSync(join(dir, 'resources/js/pages/welcome.tsx'), marqueeAndDockPage('Welcome', 'Laravel'))

  // The kit's scripts: `tsc --noEmit`, then `vite build`, which laravel-vite-plugin sends to
  // public/build with the manifest Laravel reads.
  await phase('tsc --noEmit', () => run('npx', ['--no-install', 'tsc', '--noEmit'], { cwd: dir, env }))
  await phase('vite build', () => run('npm', ['run', 'build'], { cwd: dir, env }))
  const manifest = JSON.parse(readFileSync(join(dir, 'public/build/manifest.json'), 'utf8'))
  expect(manifest['resources/js/app.tsx']).toMatchObject({ isEntry: true })
  expect(manifest['resources/css/app.css']).toMatchObject({ isEntry: true })
  // Inertia's plugin made the page a chunk of its own, loaded when Inertia asks for `welcome`.
  expect(manifest['resources/js/pages/welcome.tsx']).toMatchObject({ isDynamicEntry: true })

  await phase('serve with php and render', async () => {
    // PHP's built-in server on public/, as `php artisan serve` runs it: files as they are, any
    // other path through index.php.
    const server = await startServer(dir, env, (port) => ['-S', `127.0.0.1:${port}`, '-t', 'public'], 'php')
    try {
      const html = await (await fetch(server.url)).text()
      expect(html).toContain(`src="/build/${manifest['resources/js/app.tsx'].file}"`)
      expect(html).toContain('<script data-page="app" type="application/json">')
      await expectCleanRender(page, server.url, () => expectMarqueeAndDock(page, 'Laravel'))
    } finally {
      server.stop()
    }
  })
})
