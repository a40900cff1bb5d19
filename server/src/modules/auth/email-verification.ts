import { PRODUCT, VERIFY_EMAIL_PATH } from '@snipstack/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { emailVerifications, users } from '../../db/schema'
import type { Logger } from '../../lib/logger'
import type { Mail, MailSender } from './mail'
import type { UserRow } from './rows'
import { createOpaqueToken, hashToken } from './tokens'

/** A verification link works for a day: long enough for a mail that arrives late, short enough to expire unused. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000

export function verificationMail(user: Pick<UserRow, 'firstName' | 'email'>, link: string): Mail {
  return {
    to: user.email,
    subject: `Verify your email address for ${PRODUCT.name}`,
    text: [
      `Hi ${user.firstName},`,
      '',
      `Please confirm that ${user.email} is your email address by opening this link within 24 hours:`,
      '',
      link,
      '',
      `If you did not create a ${PRODUCT.name} account, ignore this mail: nothing changes without the link.`,
    ].join('\n'),
  }
}

/**
 * Links that prove an account's email. Only a hash of each token is stored, each works once, and
 * each names the address it was sent to, so it proves that address and no other.
 */
export function createEmailVerifications(db: Db, mailer: MailSender, logger: Logger) {
  return {
    /**
     * Stores a new link for the account's current email and mails it. The mail leaves in the
     * background: a slow or failing mail server must not hold (or fail) the request; a failure is
     * logged, and the owner can ask for another link.
     */
    async issue(user: UserRow, origin: string): Promise<void> {
      const token = createOpaqueToken()
      await db.insert(emailVerifications).values({
        tokenHash: hashToken(token),
        userId: user.id,
        email: user.email,
        expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
      })
      const link = `${origin}${VERIFY_EMAIL_PATH}?${new URLSearchParams({ token })}`
      void mailer.send(verificationMail(user, link)).catch((error: unknown) => {
        logger.error(`Could not send the verification mail for account ${user.id}.`, error)
      })
    },

    /**
     * Spends a link: the account it was sent for is verified, if its email is still the one the
     * link went to. An unknown, used or expired link gives undefined. Deleting the row is what
     * makes a link single-use, even when it is opened twice at once.
     */
    async verify(token: string): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .delete(emailVerifications)
          .where(eq(emailVerifications.tokenHash, hashToken(token)))
          .returning()
        if (!spent || spent.expiresAt <= new Date()) return undefined
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
          .where(and(eq(users.id, spent.userId), sql`lower(${users.email}) = lower(${spent.email})`))
          .returning()
        // The account's other links have nothing left to prove.
        if (user) await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id))
        return user
      })
    },

    async prune(): Promise<void> {
      await db.delete(emailVerifications).where(sql`${emailVerifications.expiresAt} < now()`)
    },
  }
}
