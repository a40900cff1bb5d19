/** Product-wide constants (architecture §1): the name lives here and nowhere else. */
export const PRODUCT_NAME = 'Snipstack'
export const APP_VERSION = '0.0.0'
export const WORKSPACE_ROUTE = '/workspace'
/** GA4 measurement id; analytics loads its tag only when this is set at build time. */
export const ANALYTICS_MEASUREMENT_ID: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID || undefined
