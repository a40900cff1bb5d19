import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { run } from '@snipstack/testing/fresh-app'

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

  // What the docs tell a self-hosting reader to run; npm fetches the package from this server.
  const dir = mkdtempSync(join(tmpdir(), 'snipstack-npx-'))
  try {
    const version = await run('npx', ['--yes', `${baseURL}/cli/snipstack.tgz`, '--version'], { cwd: dir })
    expect(version.stdout.trim()).toBe(cliPackage.version)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
