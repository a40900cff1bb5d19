import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFieldsFlat } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Db } from '../../db/client'
import { clientIp } from '../../lib/client-ip'
import { RateLimitedError } from '../../lib/errors'
import { pruneDue, utcDay, visitorKey, visitorOf } from '../../lib/visitor'
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

/**
 * Where a catalogue records who was counted: one row per counted item, visitor key and UTC day,
 * in that column order, with its primary key on all three.
 */
export type VisitRecords = { table: PgTable; itemId: PgColumn; day: PgColumn }

/**
 * Counts `visitor` once on `day` for the row of `counted.table` that `counted.where` picks, in
 * one statement: the record's insert and the count's increment happen together or not at all,
 * and concurrent first visits by one visitor meet at the record's primary key, where only one of
 * them counts. Answers the counted row's `returning` fields; undefined when nothing was counted
 * (that visitor was counted that day already, or no row matched).
 */
export async function countOncePerDay<TTable extends PgTable, TFields extends SelectedFieldsFlat>(
  db: Db,
  counted: { table: TTable; id: PgColumn; where: SQL | undefined; increment: PgUpdateSetSource<TTable> },
  records: VisitRecords,
  { visitor, day }: { visitor: string; day: string },
  returning: TFields,
): Promise<SelectResultFields<TFields> | undefined> {
  const table: PgTable = counted.table
  const target = db.$with('target').as(db.select({ id: counted.id }).from(table).where(counted.where))
  const recorded = db
    .$with('recorded')
    .as(
      db
        .insert(records.table)
        .select(sql`select ${target.id}, ${visitor}, ${day}::date from ${target}`)
        .onConflictDoNothing()
        .returning({ itemId: records.itemId }),
    )
  const rows = await db
    .with(target, recorded)
    .update(counted.table)
    .set(counted.increment)
    .where(sql`${counted.id} in (select ${recorded.itemId} from ${recorded})`)
    .returning(returning)
  // drizzle cannot work out `returning`'s row type while the table and fields are type
  // parameters; for the concrete ones each caller passes, it is this.
  return (rows as SelectResultFields<TFields>[])[0]
}

/**
 * Now and then (lib/visitor.ts, pruneDue) drops the records of days before yesterday: they can
 * no longer stop a count, and would only grow the table.
 */
export async function pruneVisitRecords(db: Db, records: VisitRecords, day: string): Promise<void> {
  if (pruneDue()) await db.delete(records.table).where(sql`${records.day} < ${day}::date - 1`)
}
