import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { run, testEnv } from '@snipstack/testing/fresh-app'

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
    const npx = (args: string[]) => run('npx', ['--yes', `${baseURL}/cli/snipstack.tgz`, ...args], { cwd: dir, env })
    expect((await npx(['--version'])).stdout.trim()).toBe(cliPackage.version)
    // No flag, no project: the items come from this instance, not the public registry.
    expect((await npx(['list'])).stdout).toContain('marquee')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
