import { PRODUCT } from '@snipstack/contracts'
import {
  type CliSource,
  type PackageManager,
  snipstackCommand,
  snipstackRunner,
} from '@snipstack/contracts/install-commands'
import { ownPackage, packagedRegistry } from '../registry/packaged'
import { CLI_NAME } from './constants'

/**
 * How the user started this copy of the CLI, so that its hints name the same command
 * (docs/product.md, Components and registry): `npx -y https://ui.example.com/cli/snipstack.tgz init`
 * after `npx https://ui.example.com/cli/snipstack.tgz add …`, `snipstack init` after `snipstack add …`.
 */
export type Invocation =
  /** Fetched and run once by a package manager: `npx <url>`, `pnpm dlx <url>`, `bunx -p …`. */
  | { kind: 'once'; pm: PackageManager; source: CliSource }
  /**
   * Installed (in a project or globally) and run by name: `snipstack`, or through `npx snipstack` /
   * `bunx snipstack`. `source` is the instance it was installed from, when one stamped it.
   */
  | { kind: 'installed'; runner?: 'npx' | 'bunx'; source?: CliSource }

export type InvocationFacts = {
  /** The folder of this copy's package.json, where the package manager put it. */
  packageDir?: string
  /** The registry the instance that served this copy wrote into it (packagedRegistry). */
  stampedRegistry?: string
  /** The environment the package manager ran it with. */
  env: Record<string, string | undefined>
}

/**
 * The folders package managers fetch a package into to run it once: npm's `_npx/<hash>`, pnpm's
 * `dlx/<hash>` (`dlx-<pid>` before pnpm 8), Yarn's `dlx-<pid>` and Bun's `.bunx-<uid>` or
 * `bunx-<uid>-<package>`. An installed copy lies in a `node_modules` of a project or of the global
 * prefix instead.
 */
function onceRunner(packageDir: string, userAgent: string): PackageManager | undefined {
  const segments = packageDir.split(/[\\/]+/)
  if (segments.includes('_npx')) return 'npm'
  if (segments.some((segment) => /^\.?bunx-\d+/.test(segment))) return 'bun'
  if (segments.some((segment) => segment === 'dlx' || /^dlx-\d+$/.test(segment))) {
    // Both pnpm and Yarn name their folder so; each names itself in the user agent it runs with.
    return userAgent.startsWith('yarn/') ? 'yarn' : 'pnpm'
  }
  return undefined
}

/**
 * An instance stamps its package with `<origin>/r` (server/src/modules/cli), so the stamp names
 * the origin the package was fetched from: `<origin>/cli/snipstack.tgz`.
 */
function stampedSource(registry: string | undefined): CliSource | undefined {
  const origin = registry?.match(/^(https?:\/\/.+?)\/r\/?$/)?.[1]
  return origin ? { origin } : undefined
}

/**
 * `npx snipstack …` or `bunx snipstack …` of an installed copy: npm and Bun say which of their
 * commands ran and what it was asked to run (npm quotes the binary's name, Bun repeats what was
 * typed). That must be this binary, not a tool that started it (`bunx vitest` running a test).
 */
function ranBy(env: InvocationFacts['env']): 'npx' | 'bunx' | undefined {
  const event = env.npm_command === 'exec' ? env.npm_lifecycle_event : undefined
  if (event !== 'npx' && event !== 'bunx') return undefined
  const asked = (env.npm_lifecycle_script ?? '').replace(/^'(.*)'$/, '$1')
  return asked === CLI_NAME || asked.startsWith(`${CLI_NAME}@`) ? event : undefined
}

/** How this copy was started, from where it lies and what its package manager told it. */
export function howInvoked({ packageDir, stampedRegistry, env }: InvocationFacts): Invocation {
  const source = stampedSource(stampedRegistry)
  const pm = packageDir ? onceRunner(packageDir, env.npm_config_user_agent ?? '') : undefined
  // Without a stamp, what a package manager fetched by name came from the npm registry.
  if (pm) return { kind: 'once', pm, source: source ?? { package: PRODUCT.id } }
  const runner = ranBy(env)
  return { kind: 'installed', ...(runner && { runner }), ...(source && { source }) }
}

/** `npx -y https://ui.example.com/cli/snipstack.tgz`, `npx snipstack`, `snipstack`: how to start this copy again. */
export function invocationPrefix(invocation: Invocation): string {
  if (invocation.kind === 'once') return snipstackRunner(invocation.pm, invocation.source)
  return invocation.runner ? `${invocation.runner} ${CLI_NAME}` : CLI_NAME
}

/** `args` run the way the user ran this copy, for hints: "Run `npx -y <url> init` in the project first." */
export function commandLine(invocation: Invocation, args: string): string {
  return invocation.kind === 'once'
    ? snipstackCommand(invocation.pm, args, invocation.source)
    : `${invocationPrefix(invocation)} ${args}`
}

/**
 * Where commands that must work in any project take the CLI from (the MCP server's
 * `get_install_command`): this copy's own source; else, for an installed copy of no instance (a
 * checkout, a packed build), the instance whose registry it reads, which serves the CLI beside
 * its `/r`; else the public site's.
 */
export function commandSource(invocation: Invocation, registryBase: string): CliSource {
  if (invocation.source) return invocation.source
  return stampedSource(registryBase) ?? { origin: PRODUCT.origin }
}

let current: Invocation | undefined

/** This process's invocation, worked out once. */
export function currentInvocation(): Invocation {
  current ??= howInvoked({ packageDir: ownPackage()?.dir, stampedRegistry: packagedRegistry(), env: process.env })
  return current
}

/** `args` as the user would run them with this copy: the command hints and errors name. */
export const cliCommand = (args: string) => commandLine(currentInvocation(), args)
