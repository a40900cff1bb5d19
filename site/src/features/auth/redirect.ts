/** Pages a redirect after signing in must never lead back to: they would only ask again. */
const AUTH_PATHS = new Set(['/sign-in', '/register'])

const PROBE_ORIGIN = 'https://redirect.invalid'

/**
 * The `redirect_url` to follow after signing in, or null when it is unsafe or pointless. Only a
 * path on this site is honoured: absolute URLs, protocol-relative `//host` forms, backslash
 * tricks and `javascript:` are refused, so a crafted link cannot send a fresh session elsewhere.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const candidate = value.trim()
  // Browsers read '\' as '/', and strip tabs and newlines from URLs, so '/\evil.com' is '//evil.com'.
  if (!candidate.startsWith('/') || /[\\\s]/.test(candidate) || candidate.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(candidate, PROBE_ORIGIN)
  } catch {
    return null
  }
  // Dot segments resolve away (`/.//evil.com`, `/a/..//evil.com`, `/%2e//evil.com`), so what the
  // browser would follow is checked again, not only what was given.
  if (url.origin !== PROBE_ORIGIN || /^\/[/\\]/.test(url.pathname)) return null
  if (AUTH_PATHS.has(url.pathname.replace(/\/+$/, '') || '/')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** Where to go once signed in. */
export function redirectTarget(value: unknown): string {
  return safeRedirect(value) ?? '/'
}
