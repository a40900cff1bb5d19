import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  createFreshApp,
  listenOnLoopback,
  nodeBin,
  run,
  shadcnBin,
  startShadcnFixture,
  testEnv,
  typecheckAndBuild,
} from '@snipstack/testing/fresh-app'
import { createConfig } from '../src/utils/config'
import { freshDir, phase, removeAppDirs } from './support'

test.describe.configure({ mode: 'parallel' })
test.afterAll(removeAppDirs)

/** A fresh Vite app with components.json as our `init` writes it (no React Server Components). */
async function namespaceApp(label: string, registryBase: string): Promise<string> {
  const dir = freshDir(label)
  await phase('fresh app', () => createFreshApp(dir))
  const config = createConfig({ css: 'src/index.css', alias: '@', rsc: false, registryBase })
  writeFileSync(join(dir, 'components.json'), `${JSON.stringify(config, null, 2)}\n`)
  return dir
}

/**
 * shadcn's CLI by the `@snipstack` namespace, as a project set up by our `init` has it, run without
 * a terminal (an agent, a script, CI), one item after another. Items that share hooks and libs used
 * to stop the second command at an overwrite prompt it could not show: shadcn rewrites the
 * `'use client'` of such files, so the copy on disk differed from the registry's, and the command
 * exited 0 having written nothing. Hooks and libs now carry no directive, so each command writes its
 * item and leaves the shared files as they are.
 */
test('shadcn adds @snipstack items one command after another without a terminal, sharing hooks and libs', async ({
  baseURL,
}) => {
  const dir = await namespaceApp('shadcn-namespace', `${baseURL}/r`)
  // shadcn's own site, so a request there would be seen; nothing should need it.
  const fixture = await startShadcnFixture()
  try {
    const env = testEnv({ REGISTRY_URL: fixture.url })
    // marquee, then dock (which shares use-reduced-motion and utils), then hyper-text (which shares
    // use-on-screen too and brings two libs).
    for (const item of ['marquee', 'dock', 'hyper-text']) {
      const result = await phase(`add @snipstack/${item}`, () =>
        run(nodeBin(), [shadcnBin, 'add', `@snipstack/${item}`, '--yes'], { cwd: dir, env }),
      )
      const output = `${result.stdout}${result.stderr}`
      expect(output, item).not.toContain('Something went wrong')
      // The shared files already there are the registry's own, so shadcn skips them as identical.
      expect(existsSync(join(dir, 'src/components/ui', `${item}.tsx`)), `${item} is written`).toBe(true)
    }
    for (const hook of ['use-on-screen', 'use-reduced-motion'])
      expect(existsSync(join(dir, 'src/hooks', `${hook}.ts`)), hook).toBe(true)
    for (const lib of ['utils', 'graphemes', 'motion-element'])
      expect(existsSync(join(dir, 'src/lib', `${lib}.ts`)), lib).toBe(true)

    expect(fixture.requests).toEqual([])
  } finally {
    await fixture.close()
  }
})

/**
 * What shadcn's CLI reads from its own registry, sent to the instance instead: REGISTRY_URL names
 * a recorder in front of the instance's `/r`, which notes each path and its answer.
 */
async function recordingProxy(origin: string): Promise<{ url: string; answers: string[]; close(): Promise<void> }> {
  const answers: string[] = []
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const answer = await fetch(`${origin}${path}`)
    answers.push(`${answer.status} ${path}`)
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
    response.end(Buffer.from(await answer.arrayBuffer()))
  })
  const { url, close } = await listenOnLoopback(server)
  return { url: `${url}/r`, answers, close }
}

/**
 * `shadcn init <origin>/r/style.json` reads the list of styles and then a base colour from shadcn's
 * site, whatever the style. With REGISTRY_URL at the instance, both come from it too: a fresh app
 * is set up, gets an item by the namespace and builds with nothing fetched from elsewhere (this
 * machine reaches no other site; the recorder shows what shadcn asked the instance for).
 */
test("shadcn init with the instance's style, REGISTRY_URL at the instance, sets a fresh app up that adds an item and builds", async ({
  baseURL,
}) => {
  const dir = freshDir('shadcn-style')
  await phase('fresh app', () => createFreshApp(dir))
  const proxy = await recordingProxy(baseURL as string)
  try {
    const env = testEnv({ REGISTRY_URL: proxy.url })
    const init = await phase('init <origin>/r/style.json', () =>
      run(nodeBin(), [shadcnBin, 'init', `${baseURL}/r/style.json`, '--yes'], { cwd: dir, env }),
    )
    expect(`${init.stdout}${init.stderr}`).toContain('Project initialization completed.')
    const config = JSON.parse(readFileSync(join(dir, 'components.json'), 'utf8'))
    config.registries = { '@snipstack': `${baseURL}/r/{name}.json` }
    writeFileSync(join(dir, 'components.json'), `${JSON.stringify(config, null, 2)}\n`)
    await phase('add @snipstack/marquee', () =>
      run(nodeBin(), [shadcnBin, 'add', '@snipstack/marquee', '--yes'], { cwd: dir, env }),
    )
    expect(existsSync(join(dir, 'src/components/ui/marquee.tsx'))).toBe(true)
    expect(existsSync(join(dir, 'src/lib/utils.ts'))).toBe(true)
    expect([...new Set(proxy.answers)].sort()).toEqual(['200 /r/colors/neutral.json', '200 /r/styles/index.json'])
  } finally {
    await proxy.close()
  }
  // The stylesheet carries the instance's theme, in light and dark.
  const theme = (await (await fetch(`${baseURL}/r/theme.json`)).json()) as {
    cssVars: { light: Record<string, string>; dark: Record<string, string> }
  }
  const css = readFileSync(join(dir, 'src/index.css'), 'utf8')
  expect(css).toContain(`--background: ${theme.cssVars.light.background};`)
  expect(css).toContain(`--background: ${theme.cssVars.dark.background};`)
  writeFileSync(
    join(dir, 'src/App.tsx'),
    "import { Marquee } from '@/components/ui/marquee'\n\nexport default function App() {\n  return <Marquee>Fresh app</Marquee>\n}\n",
  )
  await phase('type-check and build', () => typecheckAndBuild(dir))
})
