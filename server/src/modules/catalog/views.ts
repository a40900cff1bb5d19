import { utcDay, visitorKey, visitorOf } from '../../lib/visitor'
import type { AuthService, AuthSession } from '../auth'

/**
 * The view a request counts as, for the snippets and templates catalogues alike: one per visitor
 * and UTC day, a signed-in member by their account and anyone else by their address and user
 * agent, kept only as a keyed hash of the day and the visitor (lib/visitor.ts). Answers that
 * key and the day it counts on.
 */
export async function viewOf(
  auth: AuthService,
  session: AuthSession | null,
  request: Request,
  moment: Date,
): Promise<{ visitor: string; day: string }> {
  const day = utcDay(moment)
  const visitor = visitorOf(session, request, auth.options.trustedProxies)
  const { visitor: secret } = await auth.signingKeys()
  return { visitor: visitorKey(secret, visitor, day), day }
}
