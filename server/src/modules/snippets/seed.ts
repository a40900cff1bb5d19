import { and, eq, isNull, like, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { snippets } from '../../db/schema'
import { upsertSeeded } from '../catalog/seed'
import { loadSnippetFiles } from './content/files'
import type { SnippetSeed } from './content/types'
import { load30sSnippets, THIRTY_SECONDS } from './import-30s'
import { fromSeed, OWN_AUTHOR, type SnippetRecord } from './rows'

/** The columns a seed owns: a re-run with changed content rewrites them, and nothing else. */
const seededColumns = [
  'title',
  'description',
  'language',
  'category',
  'tags',
  'code',
  'mdx',
  'authorName',
  'sourceUrl',
  'license',
  'plan',
  'priceCents',
  'originalPriceCents',
] as const satisfies ReadonlyArray<keyof SnippetRecord & keyof typeof snippets.$inferSelect>

/**
 * Inserts the records, or updates a snippet of the same slug whose seeded content differs
 * (upsertSeeded). Snippets with an author account are never overwritten, whatever their slug.
 */
export async function upsertSnippets(db: Db, records: SnippetRecord[], createdAt: Date): Promise<void> {
  await upsertSeeded(db, snippets, seededColumns, records, createdAt, sql`${snippets.authorId} is null`)
}

export type SnippetSources = {
  /** Written for Snipstack (content/snippets, content/files.ts): MIT, by 'Snipstack'. */
  own: SnippetSeed[]
  /** Imported from an installed package, already mapped (import-30s.ts). */
  imported: SnippetRecord[]
  /**
   * `own` is the whole of our catalogue (the content folder, not a test's few): a snippet we seeded
   * before and no longer ship goes from the database, as a dropped import does.
   */
  complete?: boolean
}

/**
 * The catalogue's seed step. Imported snippets are dated a minute before ours when first
 * stored, so that the newest-first catalogue opens with our own.
 */
export async function seedSnippets(
  db: Db,
  sources: SnippetSources = { own: loadSnippetFiles(), imported: load30sSnippets(), complete: true },
): Promise<void> {
  const now = Date.now()
  await upsertSnippets(db, sources.imported, new Date(now - 60_000))
  // An imported snippet the importer no longer takes (import-30s.ts, LEFT_OUT) goes from a
  // catalogue that took it before; a member's own snippet is never touched. A seed given no
  // imported snippets at all (tests seeding our own) removes none.
  const imported = sources.imported.map((record) => record.slug)
  if (imported.length > 0) {
    await db
      .delete(snippets)
      .where(
        and(
          isNull(snippets.authorId),
          eq(snippets.authorName, THIRTY_SECONDS.author),
          like(snippets.slug, `${THIRTY_SECONDS.slugPrefix}%`),
          notInArray(snippets.slug, imported),
        ),
      )
  }
  const own = sources.own.map(fromSeed)
  // A snippet taken out of content/snippets (one whose example could not be made to run, say) goes
  // with its ratings and views; a member's snippet, whatever its slug, is never touched.
  if (sources.complete && own.length > 0) {
    await db.delete(snippets).where(
      and(
        isNull(snippets.authorId),
        eq(snippets.authorName, OWN_AUTHOR),
        notInArray(
          snippets.slug,
          own.map((record) => record.slug),
        ),
      ),
    )
  }
  await upsertSnippets(db, own, new Date(now))
}
