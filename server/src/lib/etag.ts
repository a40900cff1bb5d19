import { createHash } from 'node:crypto'

/** A validator for a body: its SHA-256, shortened (collisions need 192 bits of luck), quoted. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
}

/** Whether an If-None-Match header already holds this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => bare(tag) === bare(etag))
}
