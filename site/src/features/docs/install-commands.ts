import { type PackageManager, packageManagers } from '@snipstack/contracts/install-commands'

export {
  type PackageManager,
  packageManagers,
  shadcnCommand,
  snipstackCommand,
} from '@snipstack/contracts/install-commands'

export const isPackageManager = (value: unknown): value is PackageManager =>
  typeof value === 'string' && (packageManagers as readonly string[]).includes(value)

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

/** Where the registry serves an item; `origin` may be '' before the browser has told us ours. */
export const registryItemUrl = (origin: string, name: string) => `${origin}/r/${name}.json`
