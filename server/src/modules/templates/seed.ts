import type { Db } from '../../db/client'
import { templates } from '../../db/schema'
import { upsertSeeded } from '../catalog/seed'
import { loadTemplateFiles } from './content/files'
import type { TemplateSeed } from './content/types'
import { fromSeed, type TemplateRecord } from './rows'

/**
 * The columns the seed owns: a re-run with changed content rewrites them, and nothing else.
 * Ratings, downloads and views are not content: they start at 0 and only members' ratings and the
 * download and view routes change them, which a re-run must not undo.
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
  'publishedAt',
] as const satisfies ReadonlyArray<keyof TemplateRecord & keyof typeof templates.$inferSelect>

/** Inserts the records, or updates a template of the same slug whose seeded content differs (upsertSeeded). */
export async function upsertTemplates(db: Db, records: TemplateRecord[], createdAt: Date): Promise<void> {
  await upsertSeeded(db, templates, seededColumns, records, createdAt)
}

/** The catalogue's seed step: our own templates (content/templates, content/files.ts). */
export async function seedTemplates(db: Db, own: TemplateSeed[] = loadTemplateFiles()): Promise<void> {
  await upsertTemplates(db, own.map(fromSeed), new Date())
}
