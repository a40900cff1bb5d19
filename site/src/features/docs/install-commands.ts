export const packageManagers = ['npm', 'pnpm', 'yarn', 'bun'] as const
export type PackageManager = (typeof packageManagers)[number]

export const isPackageManager = (value: unknown): value is PackageManager =>
  typeof value === 'string' && (packageManagers as readonly string[]).includes(value)

/** How each package manager runs a package's binary without installing it. */
const runners: Record<PackageManager, string> = {
  npm: 'npx',
  pnpm: 'pnpm dlx',
  yarn: 'yarn dlx',
  bun: 'bunx --bun',
}

const installers: Record<PackageManager, string> = {
  npm: 'npm install',
  pnpm: 'pnpm add',
  yarn: 'yarn add',
  bun: 'bun add',
}

/** `npx snipstack@latest add marquee`, `pnpm dlx snipstack@latest init`, … */
export function snipstackCommand(pm: PackageManager, args: string): string {
  return `${runners[pm]} snipstack@latest ${args}`.trim()
}

/** The same install through shadcn's CLI, from the item's registry URL. */
export function shadcnCommand(pm: PackageManager, itemUrl: string): string {
  return `${runners[pm]} shadcn@latest add ${itemUrl}`
}

/** Installs npm packages into the project; '' when there are none. */
export function installCommand(pm: PackageManager, packages: readonly string[]): string {
  return packages.length ? `${installers[pm]} ${packages.join(' ')}` : ''
}

/** Where the registry serves an item; `origin` may be '' before the browser has told us ours. */
export const registryItemUrl = (origin: string, name: string) => `${origin}/r/${name}.json`
