import { clientIp } from '../../lib/client-ip'
import { RateLimitedError } from '../../lib/errors'
import type { AuthService } from '../auth'
import type { RateLimit } from '../auth/rate-limit'

/**
 * Searches (snippets and templates together) one address may send. A person typing into the
 * search box sends one request per pause, far fewer; a script that walks the catalogue with
 * ever new texts, each one a query the read cache cannot answer, is held to this.
 */
export const SEARCHES_PER_IP: RateLimit = { limit: 60, windowMs: 60 * 1000 }

/**
 * The most matches a search considers, per way of matching (full text, and each typo-tolerant
 * title or tag match): the rows are ranked and counted among these. A text that matches most of
 * the catalogue ('the', 'a') would otherwise rank and count every row, which takes the embedded
 * database hundreds of milliseconds during which it serves nothing else.
 */
export const SEARCH_CANDIDATES = 100

/**
 * The longest search text that is also matched for typos. Trigram similarity costs grow with the
 * text, and a text this long is no misspelt title: longer ones are matched by their words only.
 */
export const TYPO_SEARCH_MAX = 32

/**
 * Counts a search from the request's address; past SEARCHES_PER_IP a 429 with Retry-After. A
 * server-rendered page's own API calls carry its visitor's address (app.ts), so a search page
 * counts like a search; a request without any address was made in process by the server itself
 * (warming up, tests) and is bounded by the database's search budget (Database.search) alone.
 */
export async function countSearch(auth: AuthService, request: Request): Promise<void> {
  const ip = clientIp(request, auth.options.trustedProxies)
  if (ip === undefined) return
  const hit = await auth.limiter.hit(`searches:ip:${ip}`, SEARCHES_PER_IP)
  if (!hit.allowed)
    throw new RateLimitedError(hit.retryAfterSeconds, 'Too many searches. Please wait a minute and try again.')
}
