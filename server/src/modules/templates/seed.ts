import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { templates } from '../../db/schema'
import { batches, seededUpdate } from '../catalog/seed'
import { ownTemplates } from './content'
import type { TemplateSeed } from './content/types'
import { fromSeed, type TemplateRecord } from './model'

/**
 * The columns the seed owns: a re-run with changed content rewrites them, and nothing else.
 * `downloads` and `views` are not among them: the content gives their starting figures, and from
 * then on the download and view routes count them up, which a re-run must not undo.
 */
const seededColumns = [
  'name',
  'description',
  'categorySlug',
  'language',
  'tags',
  'readme',
  'files',
  'priceCents',
  'originalPriceCents',
  'rating',
  'reviews',
  'publishedAt',
] as const satisfies ReadonlyArray<keyof TemplateRecord & keyof typeof templates.$inferSelect>

/**
 * Inserts the records, or updates a template of the same slug whose seeded content differs, the
 * way the snippets' seed does: unchanged rows are not written at all, so re-running leaves every
 * row (and its updated_at) as it was. `createdAt` is given to new rows only.
 */
export async function upsertTemplates(db: Db, records: TemplateRecord[], createdAt: Date): Promise<void> {
  const { set, changed } = seededUpdate(templates, seededColumns)
  for (const batch of batches(records)) {
    await db
      .insert(templates)
      .values(batch.map((record) => ({ ...record, createdAt, updatedAt: createdAt })))
      .onConflictDoUpdate({ target: templates.slug, set: { ...set, updatedAt: sql`now()` }, setWhere: changed })
  }
}

/** The catalogue's seed step: our own templates (content/). */
export async function seedTemplates(db: Db, own: TemplateSeed[] = ownTemplates): Promise<void> {
  await upsertTemplates(db, own.map(fromSeed), new Date())
}
