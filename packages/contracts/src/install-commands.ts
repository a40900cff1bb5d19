import { PRODUCT } from './product'

/**
 * How an item is installed, written once for every place that shows a command: the docs pages,
 * the registry's Markdown (llms.txt, llms-full.txt, r/<item>.md), the MCP server's
 * `get_install_command`, the MCP docs and the CLI's own hints. Each must print what a reader can
 * paste, and none may name a package that npm does not have (docs/product.md, Components and
 * registry).
 */

export const packageManagers = ['npm', 'pnpm', 'yarn', 'bun'] as const
export type PackageManager = (typeof packageManagers)[number]

/** How each package manager runs a package's binary without installing it. */
const runners: Record<PackageManager, string> = {
  npm: 'npx',
  pnpm: 'pnpm dlx',
  yarn: 'yarn dlx',
  bun: 'bunx --bun',
}

/** `npx shadcn@latest init`, `bunx --bun shadcn@latest init`, …: a package's binary run once. */
export function runPackage(pm: PackageManager, command: string): string {
  return `${runners[pm]} ${command}`.trim()
}

/** Where an instance serves its own CLI, which installs from that instance's registry. */
export const CLI_PACKAGE_PATH = `/cli/${PRODUCT.id}.tgz`

/** `https://ui.example.com/cli/snipstack.tgz`: the CLI package an instance serves. */
export const cliPackageUrl = (origin: string) => `${origin}${CLI_PACKAGE_PATH}`

/**
 * Where a command takes the CLI from. Every instance serves the CLI itself, with its own registry as
 * the default (`{ origin }`: `npx -y https://ui.example.com/cli/snipstack.tgz init`), so that form
 * works wherever the page was read. An npm package (`{ package }`: `npx -y snipstack@latest init`)
 * is named only where the operator declared the CLI published under that name (CLI_PACKAGE).
 */
export type CliSource = { origin: string } | { package: string }

/** The instance's own CLI at `origin`, unless the operator declared it published as `publishedAs`. */
export function cliSource(origin: string, publishedAs?: string): CliSource {
  return publishedAs ? { package: publishedAs } : { origin }
}

/**
 * npm's rule for a package name (lowercase, URL-safe, at most 214 characters, optionally scoped),
 * which a declared CLI_PACKAGE must follow: it is pasted into shell commands.
 */
export function isPackageName(value: string): boolean {
  return value.length <= 214 && /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/.test(value)
}

/** What npx and pnpm dlx are given to fetch: the tarball's URL, or `<name>@latest`. */
const packageSpec = (source: CliSource) =>
  'package' in source ? `${source.package}@latest` : cliPackageUrl(source.origin)

/**
 * The start of every command that runs the CLI once: `npx -y https://ui.example.com/cli/snipstack.tgz`,
 * `yarn dlx -p snipstack@https://ui.example.com/cli/snipstack.tgz snipstack`, `npx -y snipstack@latest`.
 */
export function snipstackRunner(pm: PackageManager, source: CliSource): string {
  const spec = packageSpec(source)
  // npx asks before it fetches a package, and where nobody can answer (a coding agent, CI, a
  // script) it gives up: `-y` answers for the reader, as the other runners never ask.
  if (pm === 'npm') return runPackage(pm, `-y ${spec}`)
  // pnpm dlx runs the one binary of whatever it fetched. yarn dlx and bunx run the binary named
  // like the package, so a URL or another name needs the package given apart, then the binary.
  if (pm === 'pnpm' || ('package' in source && source.package === PRODUCT.id)) return runPackage(pm, spec)
  const named = 'package' in source ? spec : `${PRODUCT.id}@${spec}`
  return runPackage(pm, `-p ${named} ${PRODUCT.id}`)
}

/** `npx -y https://ui.example.com/cli/snipstack.tgz add marquee`, `pnpm dlx … init`, …: the CLI running `args`. */
export function snipstackCommand(pm: PackageManager, args: string, source: CliSource): string {
  return `${snipstackRunner(pm, source)} ${args}`.trim()
}

/**
 * The MCP server as an MCP client starts it, for the client configurations that take a program and
 * its arguments: `npx -y <package> mcp`, the npm command split at its spaces.
 */
export function mcpServerCommand(source: CliSource): { command: 'npx'; args: string[] } {
  return { command: 'npx', args: [...snipstackRunner('npm', source).split(' ').slice(1), 'mcp'] }
}

/**
 * A document whose commands were written for `{ origin: placeholder }` before its origin was known
 * (the registry build writes them so), with those commands taking the CLI from `source` instead:
 * the published package where the operator declared one. The placeholder origin itself is left
 * for the caller to fill in; with an instance source nothing changes here.
 */
export function commandsFor(text: string, placeholder: string, source: CliSource): string {
  if (!('package' in source)) return text
  const instance = { origin: placeholder }
  return packageManagers.reduce(
    (document, pm) => document.replaceAll(snipstackRunner(pm, instance), snipstackRunner(pm, source)),
    text,
  )
}

/** The same install through shadcn's CLI, from the items' registry URLs. */
export function shadcnCommand(pm: PackageManager, ...itemUrls: string[]): string {
  return runPackage(pm, `shadcn@latest add ${itemUrls.join(' ')}`)
}

const installers: Record<PackageManager, string> = {
  npm: 'npm install',
  pnpm: 'pnpm add',
  yarn: 'yarn add',
  bun: 'bun add',
}

/** Installs npm packages into the project; '' when there are none. */
export function installCommand(pm: PackageManager, packages: readonly string[]): string {
  return packages.length ? `${installers[pm]} ${packages.join(' ')}` : ''
}
