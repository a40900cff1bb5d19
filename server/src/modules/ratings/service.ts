import {
  type OwnRating,
  RATING_MAX,
  RATINGS_PAGE_SIZE,
  type RatingSummary,
  type RatingsResponse,
  type RatingValues,
  type RatingWriteResponse,
  ratingMessages,
  snippetMessages,
  templateMessages,
} from '@snipstack/contracts'
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { snippetRatings, snippets, templateRatings, templates, users } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { published } from '../snippets/service'

/**
 * What differs between rating a template and rating a snippet: the item's table, its ratings
 * table, which items may be rated and who may not rate them. Everything else is one service.
 */
export type RatedItems = {
  /** The item's row, locked for the rest of the transaction when `lock`; undefined when it cannot be rated or seen. */
  find(db: Db, slug: string, lock: boolean): Promise<{ id: string; authorId: string | null } | undefined>
  /** The 404 for an unknown slug. */
  notFound(): AppError
  ratings: typeof templateRatings | typeof snippetRatings
  /** The ratings table's column naming the item. */
  itemColumn: typeof templateRatings.templateId | typeof snippetRatings.snippetId
  /** A new rating row's item column, by its name in the table's insert type. */
  itemKey(itemId: string): { templateId: string } | { snippetId: string }
  /** The item's `rating` and `reviews` as stored. */
  summary(db: Db, itemId: string): Promise<RatingSummary>
}

/**
 * The item's `rating` and `reviews` columns, which triggers keep (migration 0010) from its ratings
 * whatever changes them: these routes, or an account's removal by cascade.
 */
function summaryReader(table: typeof templates | typeof snippets) {
  return async (db: Db, itemId: string): Promise<RatingSummary> => {
    const [row] = await db
      .select({ rating: table.rating, reviews: table.reviews })
      .from(table)
      .where(eq(table.id, itemId))
    return { rating: row?.rating ?? 0, reviews: row?.reviews ?? 0 }
  }
}

async function lockedOrNot<T>(query: { for(strength: 'update'): T } & T, lock: boolean): Promise<Awaited<T>> {
  return await (lock ? query.for('update') : query)
}

export const ratedTemplates: RatedItems = {
  async find(db, slug, lock) {
    const query = db.select({ id: templates.id }).from(templates).where(eq(templates.slug, slug))
    const [row] = await lockedOrNot(query, lock)
    return row && { id: row.id, authorId: null }
  },
  notFound: () => new AppError('NOT_FOUND', templateMessages.notFound, 'slug'),
  ratings: templateRatings,
  itemColumn: templateRatings.templateId,
  itemKey: (templateId) => ({ templateId }),
  summary: summaryReader(templates),
}

/** Only published snippets can be rated, as only they can be seen; their author may not rate them. */
export const ratedSnippets: RatedItems = {
  async find(db, slug, lock) {
    const query = db
      .select({ id: snippets.id, authorId: snippets.authorId })
      .from(snippets)
      .where(and(published, eq(snippets.slug, slug)))
    const [row] = await lockedOrNot(query, lock)
    return row
  },
  notFound: () => new AppError('NOT_FOUND', snippetMessages.notFound, 'slug'),
  ratings: snippetRatings,
  itemColumn: snippetRatings.snippetId,
  itemKey: (snippetId) => ({ snippetId }),
  summary: summaryReader(snippets),
}

const toOwn = (row: { stars: number; review: string | null; updatedAt: Date }): OwnRating => ({
  stars: row.stars,
  review: row.review,
  updated_at: row.updatedAt.toISOString(),
})

export function createRatingService(db: Db, items: RatedItems) {
  const { ratings, itemColumn } = items
  const ofItem = (itemId: string): SQL => eq(itemColumn, itemId)
  const byUser = (itemId: string, userId: string) => and(ofItem(itemId), eq(ratings.userId, userId))

  async function itemOf(db: Db, slug: string, lock: boolean) {
    const item = await items.find(db, slug, lock)
    if (!item) throw items.notFound()
    return item
  }

  /** The author of a snippet may not rate it; everyone signed in may rate everything else. */
  const mayRate = (item: { authorId: string | null }, userId: string | undefined) =>
    userId !== undefined && item.authorId !== userId

  async function ownRating(db: Db, itemId: string, userId: string | undefined): Promise<OwnRating | null> {
    if (userId === undefined) return null
    const [row] = await db
      .select({ stars: ratings.stars, review: ratings.review, updatedAt: ratings.updatedAt })
      .from(ratings)
      .where(byUser(itemId, userId))
    return row ? toOwn(row) : null
  }

  return {
    /** The item's summary, how many gave each number of stars, one page of reviews and the caller's own rating. */
    async list(slug: string, page: number, userId?: string): Promise<RatingsResponse> {
      const item = await itemOf(db, slug, false)
      const reviewed = and(ofItem(item.id), isNotNull(ratings.review))
      const [summary, byStars, reviews, total, mine] = await Promise.all([
        items.summary(db, item.id),
        db
          .select({ stars: ratings.stars, count: sql<number>`count(*)::int` })
          .from(ratings)
          .where(ofItem(item.id))
          .groupBy(ratings.stars),
        db
          .select({
            stars: ratings.stars,
            review: ratings.review,
            updatedAt: ratings.updatedAt,
            firstName: users.firstName,
            lastName: users.lastName,
            username: users.username,
          })
          .from(ratings)
          .innerJoin(users, eq(users.id, ratings.userId))
          .where(reviewed)
          // The user id breaks ties, so that a review never shows on two pages.
          .orderBy(desc(ratings.updatedAt), desc(ratings.userId))
          .limit(RATINGS_PAGE_SIZE)
          .offset((page - 1) * RATINGS_PAGE_SIZE),
        db.$count(ratings, reviewed),
        ownRating(db, item.id, userId),
      ])
      const counts = Array.from(
        { length: RATING_MAX },
        (_, i) => byStars.find((row) => row.stars === i + 1)?.count ?? 0,
      )
      return {
        // The item's own columns, as its card shows them.
        summary,
        counts,
        ratings: reviews.map((row) => ({
          ...toOwn(row),
          author: { name: `${row.firstName} ${row.lastName}`.trim(), username: row.username },
        })),
        pagination: {
          page,
          page_size: RATINGS_PAGE_SIZE,
          total,
          total_pages: Math.ceil(total / RATINGS_PAGE_SIZE),
        },
        mine,
        can_rate: mayRate(item, userId),
      }
    },

    /**
     * Gives or changes the member's rating. The item's row is locked first, so that two ratings
     * of one item at once are counted one after the other by the trigger that keeps its average.
     */
    async save(slug: string, userId: string, input: RatingValues): Promise<RatingWriteResponse> {
      return db.transaction(async (tx) => {
        const item = await itemOf(tx, slug, true)
        if (!mayRate(item, userId)) throw new AppError('FORBIDDEN', ratingMessages.ownSnippet)
        const values = { stars: input.stars, review: input.review }
        const [row] = await tx
          .insert(ratings)
          // The two tables differ only in their item column, which itemKey names.
          .values({ ...values, userId, ...items.itemKey(item.id) } as typeof templateRatings.$inferInsert)
          .onConflictDoUpdate({
            target: [itemColumn, ratings.userId],
            set: { ...values, updatedAt: sql`now()` },
          })
          .returning({ stars: ratings.stars, review: ratings.review, updatedAt: ratings.updatedAt })
        if (!row) throw new Error('A rating written in this transaction could not be read back')
        return { summary: await items.summary(tx, item.id), mine: toOwn(row) }
      })
    },

    /** Withdraws the member's rating; withdrawing one that does not exist changes nothing. */
    async remove(slug: string, userId: string): Promise<RatingWriteResponse> {
      return db.transaction(async (tx) => {
        const item = await itemOf(tx, slug, true)
        await tx.delete(ratings).where(byUser(item.id, userId))
        return { summary: await items.summary(tx, item.id), mine: null }
      })
    },
  }
}

export type RatingService = ReturnType<typeof createRatingService>
