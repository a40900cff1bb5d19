import { createHmac } from 'node:crypto'

/** Who is counted once a day: a signed-in member by their account, anyone else by their client. */
export type Visitor = { userId: string } | { ip: string | undefined; userAgent: string | undefined }

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
