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

/** `npx snipstack@latest add marquee`, `pnpm dlx snipstack@latest init`, … */
export function snipstackCommand(pm: PackageManager, args: string): string {
  return runPackage(pm, `${PRODUCT.id}@latest ${args}`)
}

/** The same install through shadcn's CLI, from the items' registry URLs. */
export function shadcnCommand(pm: PackageManager, ...itemUrls: string[]): string {
  return runPackage(pm, `shadcn@latest add ${itemUrls.join(' ')}`)
}
