import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { mcpServerCommand, snipstackCommand } from '@snipstack/contracts/install-commands'
import { run, testEnv } from '@snipstack/testing/fresh-app'
import { gotoHydrated } from './support'

const cliPackage = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../cli/package.json'), 'utf8')) as {
  version: string
}

test('the instance serves its CLI as an npm package that npx runs from the address', async ({ request, baseURL }) => {
  const response = await request.get('/cli/snipstack.tgz')
  expect(response.status()).toBe(200)
  // A gzipped tar whose first entry is the package folder, as npm packs it.
  const tar = gunzipSync(await response.body())
  expect(tar.subarray(0, 100).toString('utf8')).toMatch(/^package\//)
  expect(tar.toString('latin1')).toContain('"name": "snipstack"')

  // The package names this instance's registry, which the CLI uses when nothing else names one.
  expect(tar.toString('latin1')).toContain(`"registry": "${baseURL}/r"`)

  // What the docs tell a reader on this instance to run; npm fetches the package from this server.
  const dir = mkdtempSync(join(tmpdir(), 'snipstack-npx-'))
  // A cache of its own: npx keeps what it ran from a URL and would run an earlier build's package.
  const env = testEnv({ SNIPSTACK_REGISTRY_URL: '', npm_config_cache: join(dir, 'npm-cache') })
  try {
    // The command as the pages print it, split at its spaces.
    const npx = (args: string) => {
      const [program = '', ...rest] = snipstackCommand('npm', args, { origin: baseURL ?? '' }).split(' ')
      return run(program, rest, { cwd: dir, env })
    }
    expect((await npx('--version')).stdout.trim()).toBe(cliPackage.version)
    // No flag, no project: the items come from this instance, not the public registry.
    expect((await npx('list')).stdout).toContain('marquee')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

/**
 * `snipstack@latest`, `npx -y snipstack`, `pnpm dlx snipstack`: the CLI named as an npm package,
 * which it is not (`-p snipstack@<url>`, yarn's and Bun's form of the instance's package, is fine).
 */
const npmPackageCommand = /\bsnipstack@(?!https?:\/\/)|(?:npx(?: -y)?|dlx|bunx --bun) snipstack\b/

test("no page names an npm package for the CLI: every command runs this instance's own", async ({ page, request }) => {
  const pages = [
    '/',
    '/components',
    '/components/installation',
    '/components/installation/vite',
    '/components/mcp',
    '/components/marquee',
    '/components/terminal',
    '/blocks/hero-split',
    '/page/about',
    '/page/blog/introducing-snipstack',
    '/page/blog/one-registry-two-clis',
  ]
  for (const path of pages) {
    // As served (prerendered or rendered), then as the browser shows it once it knows its origin.
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(npmPackageCommand)
    await gotoHydrated(page, path)
    const shown = await page.evaluate(() =>
      [
        document.body.textContent ?? '',
        ...[...document.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label')),
      ].join('\n'),
    )
    expect(shown, path).not.toMatch(npmPackageCommand)
  }
  // A page with commands names this instance's package once hydrated.
  await gotoHydrated(page, '/page/blog/introducing-snipstack')
  const origin = new URL(page.url()).origin
  await expect(page.getByText(snipstackCommand('npm', 'add marquee', { origin }), { exact: true })).toBeVisible()
})

test("the MCP docs configure every client with this instance's own CLI", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await gotoHydrated(page, '/components/mcp')
  const origin = new URL(page.url()).origin
  const { command, args } = mcpServerCommand({ origin })
  const started = `${command} ${args.join(' ')}`
  expect(started).toBe(`npx -y ${origin}/cli/snipstack.tgz mcp`)
  const frame = (title: string) => page.locator('figure[data-slot="code-frame"]').filter({ hasText: title })

  await expect(page.getByText(`claude mcp add --scope project snipstack -- ${started}`, { exact: true })).toBeVisible()
  for (const title of ['claude_desktop_config.json', '.cursor/mcp.json', '~/.codeium/windsurf/mcp_config.json']) {
    const config = JSON.parse((await frame(title).locator('pre').textContent()) ?? '')
    expect(config, title).toEqual({ mcpServers: { snipstack: { command, args } } })
  }
  expect(JSON.parse((await frame('.vscode/mcp.json').locator('pre').textContent()) ?? '')).toEqual({
    servers: { snipstack: { type: 'stdio', command, args } },
  })
  await expect(frame('~/.codex/config.toml').locator('pre')).toHaveText(
    `[mcp_servers.snipstack]\ncommand = "npx"\nargs = [${args.map((arg) => JSON.stringify(arg)).join(', ')}]`,
  )
  // What is copied is what is shown.
  await frame('.cursor/mcp.json').getByRole('button', { name: /copy/i }).click()
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual({
    mcpServers: { snipstack: { command, args } },
  })
})
