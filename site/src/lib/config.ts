// The subpath keeps zod and the registry schemas out of every page's first download.
import { PRODUCT } from '@snipstack/contracts/product'

/** Product-wide constants of the site; the name itself comes from the contracts (docs/product.md, Product). */
export const PRODUCT_NAME = PRODUCT.name
export const APP_VERSION = PRODUCT.version
export const WORKSPACE_ROUTE = '/workspace'
/** GA4 measurement id; analytics loads its tag only when this is set at build time. */
export const ANALYTICS_MEASUREMENT_ID: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID || undefined
