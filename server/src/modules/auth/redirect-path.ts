/**
 * A post-sign-in destination the site may go to: a path on this site, never another origin
 * (`//evil.example`, `/\evil.example`) that the browser would treat as one.
 */
export function safeRedirectPath(value: string | undefined): string | undefined {
  if (!value || value.length > 2048 || !value.startsWith('/') || /^\/[/\\]/.test(value)) return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined
  const base = 'http://site.invalid'
  const url = new URL(value, base)
  // Dot segments and encoded dots resolve away: `/.//evil.example` and `/a/..//evil.example` come
  // out as `//evil.example`, so the result is checked again, not only the input.
  if (url.origin !== base || /^\/[/\\]/.test(url.pathname)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}
