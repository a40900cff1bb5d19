import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

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
