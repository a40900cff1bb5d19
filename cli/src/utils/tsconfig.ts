import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseJsonc } from './jsonc'

export type TsPaths = {
  /** Folder the `paths` entries are relative to (`baseUrl`, else the file that declares them). */
  base: string
  paths: Record<string, string[]>
}

type TsConfig = {
  extends?: string | string[]
  references?: Array<{ path: string }>
  compilerOptions?: { baseUrl?: string; paths?: Record<string, string[]> }
}

function readTsConfig(file: string): TsConfig | undefined {
  try {
    return parseJsonc(readFileSync(file, 'utf8')) as TsConfig
  } catch {
    return undefined
  }
}

function referenceFile(dir: string, path: string): string {
  const target = resolve(dir, path)
  return target.endsWith('.json') ? target : resolve(target, 'tsconfig.json')
}

/**
 * The path aliases the project's TypeScript config declares. Vite's template keeps them in
 * tsconfig.app.json (a reference of tsconfig.json), others in tsconfig.json or a relative
 * `extends`; all are followed, the first file that declares `paths` wins.
 */
export function loadTsPaths(cwd: string): TsPaths | undefined {
  const seen = new Set<string>()
  const visit = (file: string): TsPaths | undefined => {
    if (seen.has(file) || !existsSync(file)) return undefined
    seen.add(file)
    const config = readTsConfig(file)
    if (!config) return undefined
    const dir = dirname(file)
    const options = config.compilerOptions
    if (options?.paths && Object.keys(options.paths).length) {
      return { base: resolve(dir, options.baseUrl ?? '.'), paths: options.paths }
    }
    const parents = (Array.isArray(config.extends) ? config.extends : config.extends ? [config.extends] : []).filter(
      (path) => path.startsWith('.'),
    )
    for (const path of [
      ...parents.map((p) => referenceFile(dir, p)),
      ...(config.references ?? []).map((r) => referenceFile(dir, r.path)),
    ]) {
      const found = visit(path)
      if (found) {
        // A baseUrl in the child still applies to paths inherited from its parent.
        if (options?.baseUrl && parents.some((p) => referenceFile(dir, p) === path))
          found.base = resolve(dir, options.baseUrl)
        return found
      }
    }
    return undefined
  }
  for (const name of ['tsconfig.json', 'jsconfig.json']) {
    const found = visit(resolve(cwd, name))
    if (found) return found
  }
  // Some setups keep the app config apart with no root tsconfig.json at all.
  return visit(resolve(cwd, 'tsconfig.app.json'))
}

/** The prefix of the project's catch-all alias: `@` for `"@/*": ["./src/*"]`, `~` for Remix's `~/*`. */
export function importAlias(tsPaths: TsPaths): string | undefined {
  const entry = Object.entries(tsPaths.paths).find(([key, targets]) => key.endsWith('/*') && targets[0]?.endsWith('/*'))
  return entry?.[0].slice(0, -2)
}

/** The folder an import path such as `@/components/ui` points at, through the tsconfig paths. */
export function resolveImportPath(importPath: string, tsPaths: TsPaths): string | undefined {
  for (const [pattern, targets] of Object.entries(tsPaths.paths)) {
    const target = targets[0]
    if (!target) continue
    if (pattern.endsWith('*')) {
      const prefix = pattern.slice(0, -1)
      if (importPath.startsWith(prefix))
        return resolve(tsPaths.base, target.replace('*', importPath.slice(prefix.length)))
    } else if (pattern === importPath) {
      return resolve(tsPaths.base, target)
    }
  }
  return undefined
}
