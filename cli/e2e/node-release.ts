import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { npmCache, run, testEnv } from '@snipstack/testing/fresh-app'

/**
 * Another Node.js than the machine's, for a framework whose current major needs a newer one. The
 * npm registry carries Node.js itself: `node-<platform>-<arch>` ships the release's `bin/node` (and
 * its headers), and nothing else. Each major is installed once, from the shared npm cache, into a
 * folder beside it; later runs find it there and need no network.
 *
 * The package has no npm of its own: the machine's npm runs on whichever `node` comes first on
 * PATH, so `onNode` puts the release first and npm, npx and every `#!/usr/bin/env node` script
 * (a framework's CLI, its build) run on it.
 */

const installs = new Map<number, Promise<string>>()

async function version(bin: string): Promise<string | undefined> {
  if (!existsSync(join(bin, 'node'))) return undefined
  const result = await run(join(bin, 'node'), ['--version'], { cwd: bin, allowFailure: true })
  return result.code === 0 ? result.stdout.trim() : undefined
}

/** The `bin` folder of the newest Node.js `major` on npm for this platform, installed on first use. */
export function nodeRelease(major: number): Promise<string> {
  let install = installs.get(major)
  if (!install) {
    install = installNodeRelease(major)
    installs.set(major, install)
  }
  return install
}

async function installNodeRelease(major: number): Promise<string> {
  const name = `node-${process.platform}-${process.arch}`
  const root = join(dirname(npmCache), `${name}-${major}`)
  const bin = join(root, 'node_modules', name, 'bin')
  if ((await version(bin))?.startsWith(`v${major}.`)) return bin

  // Installed beside the final folder, then moved in whole: a run stopped halfway, or another
  // worker installing at the same time, never leaves a half-written release where `bin` points.
  mkdirSync(dirname(root), { recursive: true })
  const staging = mkdtempSync(`${root}.staging-`)
  try {
    // A package.json of its own, or npm would install into the nearest folder above that has one.
    writeFileSync(join(staging, 'package.json'), '{ "private": true }\n')
    await run('npm', ['install', '--no-save', '--no-package-lock', `${name}@${major}`], {
      cwd: staging,
      env: testEnv(),
    })
    // Another worker may have moved its own copy in meanwhile; that one is as good.
    if (!(await version(bin))?.startsWith(`v${major}.`)) {
      rmSync(root, { recursive: true, force: true })
      try {
        renameSync(staging, root)
      } catch (error) {
        if (!existsSync(root)) throw error
      }
    }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
  const installed = await version(bin)
  if (!installed?.startsWith(`v${major}.`)) throw new Error(`${name}@${major} installed ${installed ?? 'no node'}`)
  return bin
}

/**
 * `env` with the Node.js of `bin` first on PATH, and its headers for npm's native builds (the
 * machine's npm config may point those at the machine's own Node.js).
 */
export function onNode(env: Record<string, string>, bin: string): Record<string, string> {
  return { ...env, PATH: [bin, ...(env.PATH ?? '').split(':')].join(':'), npm_config_nodedir: dirname(bin) }
}
