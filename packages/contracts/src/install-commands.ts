import { PRODUCT } from './product'

/**
 * How an item is installed, written once for every place that shows the command: the docs pages,
 * llms-full.txt and the MCP server's `get_install_command`. Each must print what a reader can paste.
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

const cliPackageUrl = (origin: string) => `${origin}${CLI_PACKAGE_PATH}`

/**
 * `npx snipstack@latest add marquee`, `pnpm dlx snipstack@latest init`, …: the published package
 * on the public site (and while a page does not know its origin yet). Any other instance names
 * the CLI it serves, so what a reader copies there installs from that instance:
 * `npx https://ui.example.com/cli/snipstack.tgz init`.
 */
export function snipstackCommand(pm: PackageManager, args: string, origin: string = PRODUCT.origin): string {
  if (!origin || origin === PRODUCT.origin) return runPackage(pm, `${PRODUCT.id}@latest ${args}`)
  const url = cliPackageUrl(origin)
  // npx and pnpm dlx run a tarball's binary from its URL; yarn dlx and bunx need the package named
  // with its source, then the binary to run.
  const target = pm === 'npm' || pm === 'pnpm' ? url : `-p ${PRODUCT.id}@${url} ${PRODUCT.id}`
  return runPackage(pm, `${target} ${args}`)
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
