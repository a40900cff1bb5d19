/**
 * Paths under these prefixes are answered by the API server itself (the OpenAPI reference,
 * registry JSON), so following them must be a full page load rather than a client-side route.
 */
const serverPrefixes = ['/api', '/r']

/** Whether `href` is a page of this app that the client router can render. */
export function isAppRoute(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const path = href.split(/[?#]/, 1)[0] ?? href
  return !serverPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}
