import { sql } from 'drizzle-orm'
import { seedSnippets } from '../modules/snippets/seed'
import { seedTemplates } from '../modules/templates/seed'
import type { Db } from './client'
import { appMeta } from './schema'

/**
 * The one seed entry point. Each step is idempotent so the seed runs on every start;
 * later features add their steps to `steps`.
 */
const steps: Array<{ name: string; run(db: Db): Promise<void> }> = [
  {
    name: 'installation',
    async run(db) {
      await db.insert(appMeta).values({ key: 'installed_at', value: new Date().toISOString() }).onConflictDoNothing()
    },
  },
  { name: 'snippets', run: (db) => seedSnippets(db) },
  { name: 'templates', run: (db) => seedTemplates(db) },
]

export async function seed(db: Db): Promise<void> {
  for (const step of steps) await step.run(db)
  await db
    .insert(appMeta)
    .values({ key: 'seeded_at', value: new Date().toISOString() })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } })
}
