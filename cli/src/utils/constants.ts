/** The product's names and addresses, in one place. */
export const CLI_NAME = 'snipstack'

/** Namespace under which components.json lists our registry, so shadcn can use `@snipstack/<name>`. */
export const REGISTRY_NAMESPACE = '@snipstack'

/** Registry base: items live at `<base>/<name>.json`, the index at `<base>/registry.json`. */
export const PUBLIC_REGISTRY_URL = 'https://snipstack.dev/r'

/** Overrides the public registry base for every command (self-hosted registries, tests). */
export const REGISTRY_URL_ENV = 'SNIPSTACK_REGISTRY_URL'

/** How long one registry request may take before the CLI gives up on it. */
export const FETCH_TIMEOUT_ENV = 'SNIPSTACK_FETCH_TIMEOUT_MS'
export const DEFAULT_FETCH_TIMEOUT_MS = 15_000

/** shadcn's published schema for components.json; both CLIs read the same file. */
export const COMPONENTS_JSON_SCHEMA = 'https://ui.shadcn.com/schema.json'
