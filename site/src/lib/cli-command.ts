import { type CliSource, cliSource } from '@snipstack/contracts/install-commands'
import { useOrigin } from './use-browser'

/**
 * The npm package the operator declared the CLI published as (CLI_PACKAGE, read by the build:
 * vite.config.ts), or undefined: then every command runs this instance's own
 * `<origin>/cli/snipstack.tgz` (docs/product.md, Components and registry).
 */
export const CLI_PACKAGE: string | undefined = import.meta.env.CLI_PACKAGE || undefined

/**
 * Stands for the origin in what the server renders, which is the same for every origin (pages are
 * prerendered); the browser puts its own in when the page hydrates.
 */
export const UNKNOWN_ORIGIN = 'https://<this-site>'

/** Where this site's commands take the CLI from, on a page served at `origin` ('' when not known yet). */
export const siteCliSource = (origin: string): CliSource => cliSource(origin || UNKNOWN_ORIGIN, CLI_PACKAGE)

/** The same, for a component: the placeholder on the server and while hydrating, then the page's origin. */
export function useCliSource(): CliSource {
  return siteCliSource(useOrigin())
}

/** For copy buttons: read at the press, so a press replayed after hydration copies the page's own command. */
export const browserCliSource = (): CliSource => siteCliSource(window.location.origin)
