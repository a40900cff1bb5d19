import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { createPathsMatcher, type PathsMatcher, parseTsconfig, type TsConfigJsonResolved } from 'get-tsconfig'
import { CliError } from './errors'
import { parseJsonc } from './jsonc'

export type TsPaths = {
  /** The config file whose resolved options declare the paths. */
  file: string
  paths: Record<string, string[]>
  /** Maps an import path to the files it may mean, as TypeScript resolves `paths` (relative to the config that declares them). */
  match: PathsMatcher
}

/** Fails on a config the project itself has that is not valid JSON with comments, rather than ignoring it. */
function checkSyntax(file: string, cwd: string): void {
  try {
    parseJsonc(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new CliError(`${relative(cwd, file) || file} is not valid JSON (${(error as Error).message}).`, {
      hint: 'Fix it so TypeScript can read it, then run the command again.',
      cause: error,
    })
  }
}

function referenceFile(dir: string, path: string): string {
  const target = resolve(dir, path)
  return target.endsWith('.json') ? target : resolve(target, 'tsconfig.json')
}

/**
 * The path aliases the project's TypeScript config declares. Each config is read the way
 * TypeScript reads it, `extends` chains included (relative files and packages such as
 * `@tsconfig/strictest`); when it declares no `paths`, its project `references` are followed
 * (create-vite's tsconfig.json only lists tsconfig.app.json, which holds them). The first config
 * with `paths` wins.
 */
export function loadTsPaths(cwd: string): TsPaths | undefined {
  const seen = new Set<string>()
  const cache = new Map<string, string>()
  const visit = (file: string): TsPaths | undefined => {
    if (seen.has(file) || !existsSync(file)) return undefined
    seen.add(file)
    checkSyntax(file, cwd)
    let config: TsConfigJsonResolved
    try {
      config = parseTsconfig(file, cache)
    } catch (error) {
      throw new CliError(`Could not read ${relative(cwd, file) || file} (${(error as Error).message}).`, {
        hint: 'Check its "extends" entries: every package they name must be installed.',
        cause: error,
      })
    }
    const paths = config.compilerOptions?.paths
    const match = paths && Object.keys(paths).length ? createPathsMatcher({ path: file, config }) : null
    if (paths && match) return { file, paths, match }
    for (const reference of config.references ?? []) {
      const found = visit(referenceFile(dirname(file), reference.path))
      if (found) return found
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

/**
 * Whether the project is TypeScript, by shadcn's rule: it has a tsconfig (Vite's template may keep
 * all of it in tsconfig.app.json). A JavaScript project has a jsconfig.json or none.
 */
export function isTypeScriptProject(cwd: string): boolean {
  return ['tsconfig.json', 'tsconfig.app.json'].some((name) => existsSync(resolve(cwd, name)))
}

/** The prefix of the project's catch-all alias: `@` for `"@/*": ["./src/*"]`, `~` for Remix's `~/*`. */
export function importAlias(tsPaths: TsPaths): string | undefined {
  const entry = Object.entries(tsPaths.paths).find(([key, targets]) => key.endsWith('/*') && targets[0]?.endsWith('/*'))
  return entry?.[0].slice(0, -2)
}

const matchesPattern = (importPath: string, pattern: string) => {
  const star = pattern.indexOf('*')
  if (star === -1) return importPath === pattern
  const [prefix, suffix] = [pattern.slice(0, star), pattern.slice(star + 1)]
  return (
    importPath.length >= prefix.length + suffix.length && importPath.startsWith(prefix) && importPath.endsWith(suffix)
  )
}

/**
 * The folder an import path such as `@/components/ui` points at, through the tsconfig paths.
 * Only `paths` count: a bare `baseUrl` would map any name onto a folder, which is never an alias.
 */
export function resolveImportPath(importPath: string, tsPaths: TsPaths): string | undefined {
  if (!Object.keys(tsPaths.paths).some((pattern) => matchesPattern(importPath, pattern))) return undefined
  return tsPaths.match(importPath)[0]
}
