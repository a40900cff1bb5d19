import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { entitlements } from '../../db/schema'

/** A paid snippet or template, as an entitlement names it. */
export type PaidItem = { kind: 'snippet' | 'template'; slug: string }

export type EntitlementSource = (typeof entitlements.$inferInsert)['source']

/**
 * Who may read what of the paid catalogue (db/schema.ts, entitlements). Pro opens every paid item;
 * a single purchase opens its own. Every check reads the database, so a grant or a revocation holds
 * on every instance at once.
 */
export function createEntitlements(db: Db) {
  const live = (userId: string) => and(eq(entitlements.userId, userId), isNull(entitlements.revokedAt))

  async function grant(userId: string, kind: 'pro' | PaidItem['kind'], item: string, source: EntitlementSource) {
    await db
      .insert(entitlements)
      .values({ userId, kind, item, source })
      .onConflictDoUpdate({
        target: [entitlements.userId, entitlements.kind, entitlements.item],
        set: { source, grantedAt: sql`now()`, revokedAt: null },
      })
  }

  /** Revokes a live entitlement; true when there was one. */
  async function revoke(userId: string, kind: 'pro' | PaidItem['kind'], item: string): Promise<boolean> {
    const revoked = await db
      .update(entitlements)
      .set({ revokedAt: sql`now()` })
      .where(and(live(userId), eq(entitlements.kind, kind), eq(entitlements.item, item)))
      .returning({ kind: entitlements.kind })
    return revoked.length > 0
  }

  return {
    grantPro: (userId: string, source: EntitlementSource) => grant(userId, 'pro', '', source),
    revokePro: (userId: string) => revoke(userId, 'pro', ''),
    grantItem: (userId: string, item: PaidItem, source: EntitlementSource) =>
      grant(userId, item.kind, item.slug, source),
    revokeItem: (userId: string, item: PaidItem) => revoke(userId, item.kind, item.slug),

    async hasPro(userId: string): Promise<boolean> {
      return (await db.$count(entitlements, and(live(userId), eq(entitlements.kind, 'pro')))) > 0
    },

    /** Everything the account has now: Pro, and the snippets and templates it has on their own. */
    async access(userId: string): Promise<{ pro: boolean; snippets: string[]; templates: string[] }> {
      const rows = await db
        .select({ kind: entitlements.kind, item: entitlements.item })
        .from(entitlements)
        .where(live(userId))
        .orderBy(entitlements.kind, entitlements.item)
      const of = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.item)
      return { pro: rows.some((row) => row.kind === 'pro'), snippets: of('snippet'), templates: of('template') }
    },

    /** Whether the account may read `item` whole: it has Pro, or bought the item itself. */
    async opens(userId: string, item: PaidItem): Promise<boolean> {
      const count = await db.$count(
        entitlements,
        and(
          live(userId),
          or(eq(entitlements.kind, 'pro'), and(eq(entitlements.kind, item.kind), eq(entitlements.item, item.slug))),
        ),
      )
      return count > 0
    },
  }
}

export type Entitlements = ReturnType<typeof createEntitlements>
