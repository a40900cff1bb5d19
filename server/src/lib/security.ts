/** Sent with every response; documents replace the CSP with their own. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Old browsers ignore frame-ancestors; X-Frame-Options covers them.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
}

export type DocumentCspOptions = {
  /** The analytics tag is configured, so its script and beacon hosts must be allowed. */
  analytics?: boolean
  /** Our own pages may show this one in a frame (see `framablePage`); no other site may. */
  framable?: boolean
}

/**
 * Pages made to be shown in a frame of our own: a block's page alone, which `/blocks/{name}`
 * previews at desktop, tablet and phone widths. Every other page refuses all frames.
 */
export const framablePage = (pathname: string) => pathname.startsWith('/blocks/view/')

/**
 * Which inline scripts a page may run: a page rendered per request marks its own with a fresh
 * nonce; a page rendered at build time cannot carry one, so it names each script by its SHA-256
 * (base64), which the build computed.
 */
export type ScriptSources = { nonce: string } | { sha256: readonly string[] }

/** Where the docs' video demos (Hero Video Dialog's examples) play from. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

/** CSP of site pages: scripts only from us or among this page's own inline scripts. */
export function documentCsp(
  sources: ScriptSources,
  { analytics = false, framable = false }: DocumentCspOptions = {},
): string {
  const inline = 'nonce' in sources ? [`'nonce-${sources.nonce}'`] : sources.sha256.map((hash) => `'sha256-${hash}'`)
  const scripts = ["'self'", ...inline]
  const connections = ["'self'"]
  if (analytics) {
    scripts.push('https://www.googletagmanager.com')
    connections.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    )
  }
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // The docs' demos play short clips inlined as data: URLs, so they work offline once installed.
    "media-src 'self' data: blob:",
    // Our own block pages (the blocks' previews) and the player of Hero Video Dialog's demos, which
    // embed YouTube's cookie-free host as its docs advise. Nothing else may be framed.
    `frame-src 'self' ${VIDEO_EMBED_ORIGIN}`,
    // Confetti draws in a worker that canvas-confetti starts from a blob: URL of its own code.
    "worker-src 'self' blob:",
    `connect-src ${connections.join(' ')}`,
    framable ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** A site page's CSP, with the frame rule old browsers read matching its `frame-ancestors`. */
export function documentHeaders(
  sources: ScriptSources,
  pathname: string,
  options: Omit<DocumentCspOptions, 'framable'> = {},
): Record<string, string> {
  const framable = framablePage(pathname)
  return {
    'Content-Security-Policy': documentCsp(sources, { ...options, framable }),
    'X-Frame-Options': framable ? 'SAMEORIGIN' : 'DENY',
  }
}

export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
}
