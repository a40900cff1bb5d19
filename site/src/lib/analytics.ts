import { ANALYTICS_MEASUREMENT_ID, APP_VERSION } from './config'

/**
 * Every event carries the app version, reported to the tag as custom dimension 1 (docs/product.md,
 * Analytics).
 */
const CUSTOM_DIMENSION = 'app_version'

export type TrackedEvent = { event: string; params: Record<string, unknown> }

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

let tagLoaded = false

/** Loads the third-party tag once, and only when a measurement id is configured. */
export function initAnalytics(): void {
  if (typeof window === 'undefined' || tagLoaded || !ANALYTICS_MEASUREMENT_ID) return
  tagLoaded = true
  window.dataLayer = window.dataLayer ?? []
  window.gtag = function gtag() {
    // gtag reads the arguments object itself, so it must be pushed as is.
    // biome-ignore lint/complexity/noArguments: the tag's documented calling convention
    window.dataLayer?.push(arguments)
  }
  window.gtag('js', new Date())
  window.gtag('config', ANALYTICS_MEASUREMENT_ID, {
    send_page_view: false,
    custom_map: { dimension1: CUSTOM_DIMENSION },
  })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ANALYTICS_MEASUREMENT_ID)}`
  document.head.appendChild(script)
}

/**
 * Records an event. With a tag configured it goes to the tag; otherwise to a no-op sink
 * (logged in development). Either way a `snipstack:track` DOM event is dispatched so other
 * parts of the page, and browser tests, can observe what was tracked.
 */
export function track(event: string, params: Record<string, unknown> = {}): TrackedEvent {
  const tracked = { event, params: { ...params, [CUSTOM_DIMENSION]: APP_VERSION } }
  if (typeof window === 'undefined') return tracked
  if (ANALYTICS_MEASUREMENT_ID && window.gtag) window.gtag('event', event, tracked.params)
  else if (import.meta.env.DEV) console.debug('[analytics]', event, tracked.params)
  window.dispatchEvent(new CustomEvent<TrackedEvent>('snipstack:track', { detail: tracked }))
  return tracked
}

/** A navigation entry was chosen; `source` says where it sits (header, mobile menu, docs sidebar…). */
export function trackNavEvent(event: string | undefined, source: string) {
  if (event) track(event, { category: 'navigation', label: event, source })
}
