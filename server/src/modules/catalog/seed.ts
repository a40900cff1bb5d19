import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'

/**
 * What the catalogues' seeds share: an upsert by slug that rewrites the columns a seed owns
 * only when one of them differs, so that a re-run with unchanged content writes nothing (and
 * leaves every updated_at as it was).
 */

/** Rows per statement: far below the 65,535 parameters a statement may carry. */
export const SEED_BATCH = 100

/**
 * The `set` of an upsert's conflict clause for the seeded `keys` of `table` (each takes the value
 * the insert proposed), and the condition that one of them differs from the stored row.
 */
export function seededUpdate<K extends string>(table: Record<K, PgColumn>, keys: readonly K[]) {
  const excluded = (key: K) => sql.raw(`excluded."${table[key].name}"`)
  const set = Object.fromEntries(keys.map((key) => [key, excluded(key)])) as Record<K, SQL>
  const changed = sql`(${sql.join(
    keys.map((key) => table[key]),
    sql`, `,
  )}) is distinct from (${sql.join(keys.map(excluded), sql`, `)})`
  return { set, changed }
}

/** The records in slices of `size`, one statement each. */
export function* batches<T>(records: readonly T[], size = SEED_BATCH): Generator<T[]> {
  for (let start = 0; start < records.length; start += size) yield records.slice(start, start + size)
}

/** A catalogue's table: keyed by slug, with the timestamps a seed sets. */
type SeededTable = PgTable & { slug: PgColumn; createdAt: PgColumn; updatedAt: PgColumn }

/**
 * Inserts the records, or updates the row of the same slug where one of the seeded `keys`
 * differs (and `guard`, when given, holds: e.g. the row has no author). Unchanged rows are not
 * written at all, so re-running leaves every row (and its updated_at) as it was. `createdAt` is
 * given to new rows only.
 */
export async function upsertSeeded<T extends SeededTable & Record<K, PgColumn>, K extends string>(
  db: Db,
  table: T,
  keys: readonly K[],
  records: ReadonlyArray<T['$inferInsert']>,
  createdAt: Date,
  guard?: SQL,
): Promise<void> {
  const { set, changed } = seededUpdate(table, keys)
  for (const batch of batches(records)) {
    // Drizzle cannot check a generic table's columns; T's own record type and keys stand for them.
    await db
      .insert(table)
      .values(batch.map((record) => ({ ...record, createdAt, updatedAt: createdAt })) as PgInsertValue<T>[])
      .onConflictDoUpdate({
        target: table.slug,
        set: { ...set, updatedAt: sql`now()` } as PgUpdateSetSource<T>,
        setWhere: guard ? sql`${guard} and ${changed}` : changed,
      })
  }
}
