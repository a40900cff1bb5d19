import { clientIp } from '../../lib/client-ip'
import { RateLimitedError } from '../../lib/errors'
import { utcDay, visitorKey, visitorOf } from '../../lib/visitor'
import type { AuthService, AuthSession } from '../auth'

/**
 * The view a request counts as, for the snippets and templates catalogues alike: one per visitor
 * and UTC day, a signed-in member by their account and anyone else by their address and user
 * agent, kept only as a keyed hash of the day and the visitor (lib/visitor.ts). Answers that
 * key and the day it counts on. Each address may send so many views an hour (`viewsPerIp`), after
 * which this throws RateLimitedError (429).
 */
export async function viewOf(
  auth: AuthService,
  session: AuthSession | null,
  request: Request,
  moment: Date,
): Promise<{ visitor: string; day: string }> {
  const ip = clientIp(request, auth.options.trustedProxies) ?? 'unknown'
  const hit = await auth.limiter.hit(`views:ip:${ip}`, auth.limits.viewsPerIp)
  if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds)
  const day = utcDay(moment)
  const visitor = visitorOf(session, request, auth.options.trustedProxies)
  const { visitor: secret } = await auth.signingKeys()
  return { visitor: visitorKey(secret, visitor, day), day }
}
