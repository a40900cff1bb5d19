import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { PackageManager } from '@snipstack/contracts/install-commands'
import { CliError } from './errors'
import { readPackageJson } from './framework'

export type { PackageManager }

const lockfiles: Array<[string, PackageManager]> = [
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
]

function fromPackageManagerField(dir: string): PackageManager | undefined {
  try {
    const field = (JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')) as { packageManager?: string })
      .packageManager
    const name = field?.split('@')[0]
    return name === 'bun' || name === 'pnpm' || name === 'yarn' || name === 'npm' ? name : undefined
  } catch {
    return undefined
  }
}

/**
 * The project's package manager: a lockfile in the project or a parent folder (workspaces keep
 * one at the root), else package.json's `packageManager`, else the one running this CLI
 * (`npx`, `bunx`, `pnpm dlx`), else npm.
 */
export function detectPackageManager(cwd: string, userAgent = process.env.npm_config_user_agent): PackageManager {
  let dir = resolve(cwd)
  for (;;) {
    for (const [file, manager] of lockfiles) if (existsSync(resolve(dir, file))) return manager
    const declared = fromPackageManagerField(dir)
    if (declared) return declared
    const parent = dirname(dir)
    if (parent === dir) break
    dir = parent
  }
  const agent = userAgent?.split('/')[0]
  return agent === 'bun' || agent === 'pnpm' || agent === 'yarn' ? agent : 'npm'
}

/**
 * A dependency as a registry may name it: a package name (with its scope) and, after `@`, a
 * version, range or tag without spaces: `motion`, `@radix-ui/react-slot@^1.2`, `lucide-react@latest`.
 * What is not that never reaches the package manager: an option (`--registry=…`, `-g`), a URL, git,
 * `file:` or `npm:` alias spec (code from wherever the registry says, past the npm registry), or
 * `<`, `>` and `|`, which Windows' shell, which starts the package managers there, reads as redirections.
 */
const PACKAGE_SPEC = /^(?:@[a-z0-9][\w.~-]*\/)?[a-z0-9][\w.~-]*(?:@[\w.^~*+-]+)?$/i
const MAX_PACKAGE_NAME = 214

export function isPackageSpec(spec: string): boolean {
  return PACKAGE_SPEC.test(spec) && packageName(spec).length <= MAX_PACKAGE_NAME
}

/** Refuses, naming the item and the dependency, any npm dependency that is not a plain package spec. */
export function checkDependencies(
  items: Array<{ name: string; dependencies?: string[]; devDependencies?: string[] }>,
): void {
  for (const item of items) {
    for (const spec of [...(item.dependencies ?? []), ...(item.devDependencies ?? [])]) {
      if (isPackageSpec(spec)) continue
      throw new CliError(`Refused '${item.name}': its dependency '${spec}' is not an npm package name and version.`, {
        hint: 'Dependencies must look like motion, @scope/name@^1.2 or name@latest. Nothing was written or installed; report the item to its registry.',
      })
    }
  }
}

/** `clsx@^2`, `@scope/pkg@1.2.3` → the package name. */
export function packageName(spec: string): string {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0)
  return at === -1 ? spec : spec.slice(0, at)
}

/** The specs whose package the project does not list yet; listed ones are left as the user pinned them. */
export function missingDependencies(cwd: string, specs: string[]): string[] {
  const pkg = readPackageJson(cwd) ?? {}
  const present = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})])
  return [...new Set(specs)].filter((spec) => !present.has(packageName(spec)))
}

/**
 * Yarn 1 takes flags that Yarn 2+ (Berry) refuses as unknown, so which one a project uses decides
 * the arguments: its `packageManager` field when it says, else its lockfile (Berry's has a
 * `__metadata` entry) or a `.yarnrc.yml`, else the Yarn running this CLI (`yarn dlx`).
 */
export function isYarnClassic(cwd: string, userAgent = process.env.npm_config_user_agent): boolean {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    try {
      const field = (JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')) as { packageManager?: string })
        .packageManager
      const major = field?.match(/^yarn@(\d+)/)?.[1]
      if (major) return major === '1'
    } catch {
      // No readable package.json here; the lockfile may still say.
    }
    if (existsSync(resolve(dir, '.yarnrc.yml'))) return false
    const lockfile = resolve(dir, 'yarn.lock')
    if (existsSync(lockfile)) return !readFileSync(lockfile, 'utf8').slice(0, 2000).includes('__metadata:')
    if (dirname(dir) === dir) break
  }
  const agent = userAgent?.match(/^yarn\/(\d+)/)?.[1]
  return agent === undefined || agent === '1'
}

/**
 * The install command for packages the items need. Each manager runs without what only slows an
 * install the CLI already reports on (npm's audit and funding requests, progress bars, summaries)
 * and without ever stopping for input: its output is only shown when it fails.
 *
 * The specs are checked by checkDependencies first; npm and Bun also get `--`, after which they
 * read every argument as a package even if it looks like an option. pnpm has given `--` other
 * meanings (workspace filters) and Yarn 1 hands what follows it to scripts, so they go without.
 */
export function installCommand(
  manager: PackageManager,
  specs: string[],
  dev: boolean,
  { yarnClassic = true }: { yarnClassic?: boolean } = {},
): [string, string[]] {
  switch (manager) {
    case 'npm':
      return ['npm', ['install', '--no-audit', '--no-fund', ...(dev ? ['--save-dev'] : []), '--', ...specs]]
    case 'pnpm':
      return ['pnpm', ['add', '--reporter=append-only', ...(dev ? ['-D'] : []), ...specs]]
    case 'yarn':
      // Berry neither audits on add nor draws progress bars without a terminal; it has no such flags.
      return [
        'yarn',
        ['add', ...(yarnClassic ? ['--non-interactive', '--no-progress'] : []), ...(dev ? ['-D'] : []), ...specs],
      ]
    case 'bun':
      return ['bun', ['add', '--no-progress', '--no-summary', ...(dev ? ['-d'] : []), '--', ...specs]]
  }
}

/** Runs one install; its output is kept and shown only when it fails. */
export function runInstall(cwd: string, manager: PackageManager, specs: string[], dev: boolean): Promise<void> {
  const [command, args] = installCommand(manager, specs, dev, {
    yarnClassic: manager === 'yarn' ? isYarnClassic(cwd) : undefined,
  })
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      // npm, pnpm and yarn are .cmd shims on Windows, which only a shell can start.
      shell: process.platform === 'win32',
      env: process.env,
    })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', (error) =>
      reject(
        new CliError(`Could not run ${command} to install ${specs.join(', ')} (${error.message}).`, {
          hint: `Install them yourself: ${command} ${args.join(' ')}`,
        }),
      ),
    )
    child.on('close', (code) => {
      if (code === 0) resolvePromise()
      else
        reject(
          new CliError(`\`${command} ${args.join(' ')}\` failed with exit code ${code}.\n${output.trim()}`, {
            hint: 'Fix the install error above, then run the same command again.',
          }),
        )
    })
  })
}
