import { clientIp } from '../../lib/client-ip'
import { RateLimitedError } from '../../lib/errors'
import type { AuthService } from '../auth'

/**
 * Counts a search from the request's address; past the `searchesPerIp` limit (auth/rate-limit.ts)
 * a 429 with Retry-After. A server-rendered page's own API calls carry its visitor's address
 * (app.ts), so a search page counts like a search; a request without any address was made in
 * process by the server itself (warming up, tests) and is bounded by the search index's own caps
 * (search-index.ts) alone.
 */
export async function countSearch(auth: AuthService, request: Request): Promise<void> {
  const ip = clientIp(request, auth.options.trustedProxies)
  if (ip === undefined) return
  const hit = await auth.limiter.hit(`searches:ip:${ip}`, auth.limits.searchesPerIp)
  if (!hit.allowed)
    throw new RateLimitedError(hit.retryAfterSeconds, 'Too many searches. Please wait a minute and try again.')
}
