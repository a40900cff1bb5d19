import { randomBytes } from 'node:crypto'
import {
  REGISTRY_TOKEN_PREFIX,
  REGISTRY_TOKENS_PER_ACCOUNT,
  type RegistryToken,
  registryTokenMessages,
} from '@snipstack/contracts/registry-tokens'
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { registryTokens, users } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { hashToken } from '../auth/tokens'

/** 32 random bytes in base64url after the prefix: what a well-formed token looks like. */
const tokenPattern = new RegExp(`^${REGISTRY_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`)

/** How stale `last_used_at` may get before a use writes it again. */
const LAST_USED_RESOLUTION = sql`interval '1 minute'`

type Row = typeof registryTokens.$inferSelect

const shown = (row: Row): RegistryToken => ({
  id: row.id,
  name: row.name,
  last_four: row.lastFour,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
})

/** Whose token a request presented. */
export type TokenHolder = { userId: string; tokenId: string }

/**
 * Personal registry tokens (db/schema.ts, registry_tokens): made, listed and revoked by their
 * owner, and checked when the registry is asked for a paid item. The token itself leaves the
 * server once, in the answer that makes it.
 */
export function createRegistryTokens(db: Db) {
  return {
    async list(userId: string): Promise<RegistryToken[]> {
      const rows = await db
        .select()
        .from(registryTokens)
        .where(eq(registryTokens.userId, userId))
        .orderBy(desc(registryTokens.createdAt), desc(registryTokens.id))
      return rows.map(shown)
    },

    /** A new token named `name`; 409 when the account already holds as many as it may. */
    async create(userId: string, name: string): Promise<{ token: RegistryToken; secret: string }> {
      const secret = `${REGISTRY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
      const row = await db.transaction(async (tx) => {
        // The account's row is locked so that two requests at once cannot both take the last place.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
        const held = await tx.$count(registryTokens, eq(registryTokens.userId, userId))
        if (held >= REGISTRY_TOKENS_PER_ACCOUNT) throw new AppError('CONFLICT', registryTokenMessages.tooMany)
        const [inserted] = await tx
          .insert(registryTokens)
          .values({ userId, name, tokenHash: hashToken(secret), lastFour: secret.slice(-4) })
          .returning()
        return inserted as Row
      })
      return { token: shown(row), secret }
    },

    /** Deletes one of the account's tokens; 404 when it has none with that id. */
    async revoke(userId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(registryTokens)
        .where(and(eq(registryTokens.id, id), eq(registryTokens.userId, userId)))
        .returning({ id: registryTokens.id })
      if (deleted.length === 0) throw new AppError('NOT_FOUND', registryTokenMessages.notFound, 'id')
    },

    /**
     * Whose token `secret` is, or null for one that is malformed, revoked or never made. A use is
     * noted in `last_used_at`, to the minute.
     */
    async holder(secret: string): Promise<TokenHolder | null> {
      if (!tokenPattern.test(secret)) return null
      const [row] = await db
        .select({ id: registryTokens.id, userId: registryTokens.userId })
        .from(registryTokens)
        .where(eq(registryTokens.tokenHash, hashToken(secret)))
      if (!row) return null
      await db
        .update(registryTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(registryTokens.id, row.id),
            or(isNull(registryTokens.lastUsedAt), lt(registryTokens.lastUsedAt, sql`now() - ${LAST_USED_RESOLUTION}`)),
          ),
        )
      return { userId: row.userId, tokenId: row.id }
    },
  }
}

export type RegistryTokens = ReturnType<typeof createRegistryTokens>
