import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PRODUCT } from '@snipstack/contracts'

type Manifest = { name?: string; [PRODUCT.id]?: { registry?: unknown } }

/**
 * The registry of the instance this copy of the CLI came from. An instance serves the CLI at
 * `/cli/snipstack.tgz` with its own registry written into the package's package.json, so
 * `npx <origin>/cli/snipstack.tgz add …` installs from that instance with no flag. The published
 * package has none. Read from disk at run time: the bundle's inlined package.json is the one built.
 */
export function packagedRegistry(from = fileURLToPath(import.meta.url)): string | undefined {
  // dist/index.js (or a chunk beside it) in the package; src/registry/*.ts while developing.
  let dir = dirname(from)
  for (let level = 0; level < 3; level++, dir = dirname(dir)) {
    const path = join(dir, 'package.json')
    if (!existsSync(path)) continue
    try {
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest
      if (manifest.name !== PRODUCT.id) return undefined
      const registry = manifest[PRODUCT.id]?.registry
      return typeof registry === 'string' && registry ? registry : undefined
    } catch {
      return undefined
    }
  }
  return undefined
}
