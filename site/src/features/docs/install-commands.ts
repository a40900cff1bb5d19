import { type PackageManager, packageManagers } from '@snipstack/contracts/install-commands'

export {
  installCommand,
  type PackageManager,
  packageManagers,
  shadcnCommand,
  snipstackCommand,
} from '@snipstack/contracts/install-commands'

export const isPackageManager = (value: unknown): value is PackageManager =>
  typeof value === 'string' && (packageManagers as readonly string[]).includes(value)

/** Where the registry serves an item; `origin` may be '' before the browser has told us ours. */
export const registryItemUrl = (origin: string, name: string) => `${origin}/r/${name}.json`
