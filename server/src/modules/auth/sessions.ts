import type { AuthResponse } from '@snipstack/contracts'
import { and, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { refreshTokens, users } from '../../db/schema'
import { toUser, type UserRow } from './rows'
import { createOpaqueToken, hashToken, REFRESH_TOKEN_TTL_MS, type SigningKeys, signAccessToken } from './tokens'
import type { AuthSession, ClientInfo } from './types'

/** User agents are kept for a future "your sessions" list; a bound keeps a hostile one small. */
const USER_AGENT_MAX = 512

export type RotationResult =
  | { outcome: 'rotated'; user: UserRow; tokens: AuthResponse['tokens'] }
  /** A token that was already rotated or revoked came back: its whole family is now revoked. */
  | { outcome: 'reused'; sessionId: string }
  | { outcome: 'invalid' }

/**
 * Sessions are refresh-token families: sign-in starts one, each renewal replaces its live token
 * with a successor, sign-out revokes it. Access tokens name the family as their session id.
 */
export function createSessionStore(db: Db, keys: () => Promise<SigningKeys>) {
  async function newRefreshToken(
    executor: Pick<Db, 'insert'>,
    userId: string,
    familyId: string,
    client: ClientInfo,
    now: Date,
  ) {
    const token = createOpaqueToken()
    await executor.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashToken(token),
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    })
    return token
  }

  async function tokensFor(userId: string, sessionId: string, refreshToken: string, now: Date) {
    const accessToken = await signAccessToken(await keys(), { userId, sessionId }, now)
    return { access_token: accessToken, refresh_token: refreshToken }
  }

  /** The live, unexpired refresh token of a session, if it has one: what makes a session open. */
  function openTokenOf({ userId, sessionId }: AuthSession) {
    return db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sessionId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
  }

  return {
    /** Opens a new session for a user who just proved who they are. */
    async open(user: UserRow, client: ClientInfo): Promise<AuthResponse> {
      const now = new Date()
      const sessionId = crypto.randomUUID()
      const refreshToken = await newRefreshToken(db, user.id, sessionId, client, now)
      return { user: toUser(user), tokens: await tokensFor(user.id, sessionId, refreshToken, now) }
    },

    /**
     * Trades a refresh token for a new pair. Exactly one of several concurrent uses of a token
     * wins the update; the others see a revoked token, which is what theft looks like.
     */
    async rotate(refreshToken: string, client: ClientInfo): Promise<RotationResult> {
      const now = new Date()
      const tokenHash = hashToken(refreshToken)
      const result = await db.transaction(async (tx): Promise<RotationResult> => {
        const [current] = await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(refreshTokens.tokenHash, tokenHash),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.expiresAt, now),
            ),
          )
          .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
        if (!current) {
          const [known] = await tx
            .select({ familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, tokenHash))
          if (!known?.revokedAt) return { outcome: 'invalid' }
          await tx
            .update(refreshTokens)
            .set({ revokedAt: now })
            .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)))
          return { outcome: 'reused', sessionId: known.familyId }
        }
        const [user] = await tx.select().from(users).where(eq(users.id, current.userId))
        if (!user) return { outcome: 'invalid' }
        const successor = await newRefreshToken(tx, user.id, current.familyId, client, now)
        return { outcome: 'rotated', user, tokens: await tokensFor(user.id, current.familyId, successor, now) }
      })
      return result
    },

    /** Ends one session; ending one that has already ended is not an error. */
    async close({ userId, sessionId }: AuthSession): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)),
        )
    },

    /** Ends every session of a user, or every one but `keep`. */
    async closeAll(userId: string, keep?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keep ? ne(refreshTokens.familyId, keep) : undefined,
          ),
        )
    },

    /**
     * The user behind a session that is still open. Account routes ask this rather than trust the
     * access token alone, so sign-out and "sign out everywhere" take effect at once there.
     */
    async liveUser({ userId, sessionId }: AuthSession): Promise<UserRow | undefined> {
      const live = openTokenOf({ userId, sessionId })
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), exists(live)))
      return user
    },

    /**
     * Whether a session is still open: one lookup on the family index. Mutating routes ask this
     * before they act, so a signed-out access token cannot change anything in its last minutes.
     */
    async isOpen({ userId, sessionId }: AuthSession): Promise<boolean> {
      const [open] = await openTokenOf({ userId, sessionId }).limit(1)
      return Boolean(open)
    },

    /** Expired tokens are no use to anyone; dropping them keeps the table the size of live sessions. */
    async prune(): Promise<void> {
      await db.delete(refreshTokens).where(sql`${refreshTokens.expiresAt} < now() - interval '1 day'`)
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
