/** The value of one cookie in a Cookie header, if it is there. */
export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

export type CookieOptions = { path: string; maxAgeSeconds: number; sameSite: 'Strict' | 'Lax'; secure: boolean }

/** A Set-Cookie value for a cookie no script may read. */
export function httpOnlyCookie(name: string, value: string, { path, maxAgeSeconds, sameSite, secure }: CookieOptions) {
  return `${name}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=${sameSite}${secure ? '; Secure' : ''}`
}
