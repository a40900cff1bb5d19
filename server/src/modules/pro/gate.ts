import { proMessages } from '@snipstack/contracts'
import { AppError } from '../../lib/errors'
import { unauthorized } from '../auth/service'
import type { AuthSession } from '../auth/types'
import type { Entitlements, PaidItem } from './entitlements'

/**
 * The check before a route hands out a paid item's code: a 401 for a visitor who is not signed in
 * (signing in may be all it takes), a 402 on field `slug` for an account without Pro or the item.
 */
export async function requireEntitlement(
  entitlements: Entitlements,
  session: AuthSession | null,
  item: PaidItem,
): Promise<void> {
  if (!session) throw unauthorized(proMessages.signInToUnlock)
  if (await entitlements.opens(session.userId, item)) return
  const message = item.kind === 'snippet' ? proMessages.snippetLocked : proMessages.templateLocked
  throw new AppError('PAYMENT_REQUIRED', message, 'slug')
}

/** Paid code is for one account: no cache along the way may keep it. */
export const PAID_CACHE_CONTROL = 'private, no-store'
