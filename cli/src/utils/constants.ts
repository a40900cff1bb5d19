import { PRODUCT, REGISTRY_NAMESPACE, REGISTRY_TOKEN_ENV } from '@snipstack/contracts'

/** The CLI's names and addresses, made from the product's one name. */
export const CLI_NAME = PRODUCT.id

/** Namespace under which components.json lists our registry, so shadcn can use `@snipstack/<name>`. */
/** Where a project's `registries` entry for the paid items reads the account's registry token from. */
export { REGISTRY_NAMESPACE, REGISTRY_TOKEN_ENV }

/**
 * The registry's style (registry/src/theme.ts): the theme tokens, the cn() helper and the base
 * CSS, what `init` installs, as `npx shadcn init <registry>/style.json` does.
 */
export const STYLE_ITEM = 'style'

/** Registry base: items live at `<base>/<name>.json`, the index at `<base>/registry.json`. */
export const PUBLIC_REGISTRY_URL = `${PRODUCT.origin}/r`

const ENV_PREFIX = PRODUCT.id.toUpperCase()

/** Overrides the public registry base for every command (self-hosted registries, tests). */
export const REGISTRY_URL_ENV = `${ENV_PREFIX}_REGISTRY_URL`

/** How long one registry request may take before the CLI gives up on it. */
export const FETCH_TIMEOUT_ENV = `${ENV_PREFIX}_FETCH_TIMEOUT_MS`
export const DEFAULT_FETCH_TIMEOUT_MS = 15_000

/** shadcn's published schema for components.json; both CLIs read the same file. */
export const COMPONENTS_JSON_SCHEMA = 'https://ui.shadcn.com/schema.json'
