import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PRODUCT } from '@snipstack/contracts'

type Manifest = { name?: string; [PRODUCT.id]?: { registry?: unknown } }

/**
 * This copy's own package: the folder of its package.json and what that says. Read from disk at run
 * time: the bundle's inlined package.json is the one built, not the one an instance stamped.
 */
export function ownPackage(from = fileURLToPath(import.meta.url)): { dir: string; manifest: Manifest } | undefined {
  // dist/index.js (or a chunk beside it) in the package; src/registry/*.ts while developing.
  let dir = dirname(from)
  for (let level = 0; level < 3; level++, dir = dirname(dir)) {
    const path = join(dir, 'package.json')
    if (!existsSync(path)) continue
    try {
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest
      return manifest.name === PRODUCT.id ? { dir, manifest } : undefined
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * The registry of the instance this copy of the CLI came from. An instance serves the CLI at
 * `/cli/snipstack.tgz` with its own registry written into the package's package.json, so
 * `npx <origin>/cli/snipstack.tgz add …` installs from that instance with no flag. The published
 * package has none.
 */
export function packagedRegistry(from = fileURLToPath(import.meta.url)): string | undefined {
  const registry = ownPackage(from)?.manifest[PRODUCT.id]?.registry
  return typeof registry === 'string' && registry ? registry : undefined
}
