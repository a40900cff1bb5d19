import { DASHED_WORDS } from '@snipstack/contracts'
import { asc, count, countDistinct, desc, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import type { snippets, templates } from '../../db/schema'

type Catalogue = typeof snippets | typeof templates

/*
 * The Template Hub's counts, the same way for both catalogues: each count is the `total` the list
 * filtered by that entry answers, and ties read in the same order on every database whatever its
 * locale (byte order).
 */

/** How many rows hold each value of `column`, most first, then by value. */
export function countsBy<T extends string>(db: Db, table: Catalogue, column: PgColumn, where?: SQL) {
  return db
    .select({ name: sql<T>`${column}`, count: count() })
    .from(table)
    .where(where)
    .groupBy(column)
    .orderBy(desc(count()), asc(sql`${column} collate "C"`))
}

/**
 * The tags in use that the list's `tag` filter can name (dashed lowercase words of at most
 * `maxLength` characters), most used first. A row that names a tag twice counts once, as the
 * filter finds it once; a member's other tags ('c++') are still found by a search.
 */
export function tagCounts(db: Db, table: Catalogue, maxLength: number, where?: SQL) {
  const tagged = db
    .select({ id: table.id, tag: sql<string>`unnest(${table.tags})`.as('tag') })
    .from(table)
    .where(where)
    .as('tagged')
  const rows = countDistinct(tagged.id)
  return db
    .select({ name: tagged.tag, count: rows })
    .from(tagged)
    .where(sql`${tagged.tag} ~ ${DASHED_WORDS.source} and char_length(${tagged.tag}) <= ${maxLength}`)
    .groupBy(tagged.tag)
    .orderBy(desc(rows), asc(sql`${tagged.tag} collate "C"`))
}
