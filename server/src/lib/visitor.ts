import { createHmac } from 'node:crypto'
import { clientIp } from './client-ip'

/** Who is counted once a day: a signed-in member by their account, anyone else by their client. */
export type Visitor = { userId: string } | { ip: string | undefined; userAgent: string | undefined }

/** The visitor a request is counted as: the session's account, else its address and user agent. */
export function visitorOf(session: { userId: string } | null, request: Request, trustedProxies?: number): Visitor {
  if (session) return { userId: session.userId }
  return { ip: clientIp(request, trustedProxies), userAgent: request.headers.get('user-agent') ?? undefined }
}

/** The UTC calendar day of a moment, as YYYY-MM-DD: a day's views are counted per this day. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10)

/**
 * The key a view is stored under: an HMAC of the day and the visitor, with a key derived from
 * the server's secret (auth/tokens.ts, `visitor`). Nothing in it can be turned back into an
 * address or an account without the secret, and because the day is part of it, one day's keys
 * cannot be matched with another's: the table records "someone viewed this today", no more.
 * Clients behind one address with one browser build count as one visitor: a view counter needs
 * no better, and the signed-in are told apart by their account.
 */
export function visitorKey(secret: Uint8Array, visitor: Visitor, day: string): string {
  const subject =
    'userId' in visitor ? `user\n${visitor.userId}` : `client\n${visitor.ip ?? ''}\n${visitor.userAgent ?? ''}`
  return createHmac('sha256', secret).update(`${day}\n${subject}`).digest('base64url')
}

/** One view in this many also drops the view records of days before yesterday, which count nothing. */
const PRUNE_ONE_IN = 100

/** Whether this view is the one in a hundred that prunes: often enough to keep the tables small, rare enough to cost nothing. */
export const pruneDue = (): boolean => Math.random() * PRUNE_ONE_IN < 1
