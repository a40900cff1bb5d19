/**
 * The product's name and the identifiers made from it (docs/product.md, Product), for the site, the
 * server, the registry and the CLI alike: renaming the product is an edit here.
 */
export const PRODUCT = {
  /** What people read: headers, titles, messages. */
  name: 'Snipstack',
  /** The lowercase form: the CLI binary, cookie and token prefixes, cache folders. */
  id: 'snipstack',
  /** The public site; the registry lives under `/r`. */
  origin: 'https://snipstack.dev',
  /** The version the health check and the API reference report, and analytics events carry. */
  version: '0.0.0',
} as const

/** The namespace shadcn's CLI resolves `@snipstack/<item>` through (components.json `registries`). */
export const REGISTRY_NAMESPACE = `@${PRODUCT.id}` as const
