import { existsSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { type PublishedItem, publishedIndex, type RegistryStats, type SiteStatsResponse } from '@snipstack/contracts'
import { and, count, countDistinct, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { snippets, templates, users } from '../../db/schema'
import { published } from '../snippets/service'

/**
 * What the registry holds, as the site shows it: documented components are the items of the docs
 * sidebar's sections; blocks and whole-page templates are `registry:block` items, told apart by
 * their category. Utilities, hooks and the published examples are none of these.
 */
function countRegistry(items: readonly Pick<PublishedItem, 'type' | 'meta'>[]): RegistryStats {
  const counts: RegistryStats = { components: 0, blocks: 0, templates: 0, paid: 0 }
  for (const { type, meta } of items) {
    if (meta?.paid) counts.paid++
    if (type === 'registry:block') counts[meta?.category === 'Template' ? 'templates' : 'blocks']++
    else if (meta?.section) counts.components++
  }
  return counts
}

/**
 * The counts of a registry build's index (`<dist>/r/registry.json`), or null while it is not
 * built. The index is read again only when a rebuild changed it, as the registry module does;
 * that module keeps the index only as the text it serves to each origin, so the items are read here.
 */
function registryCounter(dist: string): () => RegistryStats | null {
  const index = resolve(dist, 'r/registry.json')
  let kept: { mtimeMs: number; counts: RegistryStats } | undefined
  return () => {
    if (!existsSync(index)) return null
    const { mtimeMs } = statSync(index)
    if (kept?.mtimeMs !== mtimeMs) {
      const { items } = publishedIndex.parse(JSON.parse(readFileSync(index, 'utf8')))
      kept = { mtimeMs, counts: countRegistry(items) }
    }
    return kept.counts
  }
}

export type StatsService = ReturnType<typeof createStatsService>

export function createStatsService(db: Db, { registryDist }: { registryDist?: string } = {}) {
  const registry = registryDist ? registryCounter(registryDist) : () => null
  return {
    /** Every figure of `GET /api/stats`, each counted now; the module keeps the answer a few seconds. */
    async stats(): Promise<SiteStatsResponse> {
      const [[catalogue], templateCount, accounts, proSnippets, paidTemplates] = await Promise.all([
        db
          .select({ snippets: count(), languages: countDistinct(snippets.language) })
          .from(snippets)
          .where(published),
        db.$count(templates),
        db.$count(users),
        db.$count(snippets, and(published, eq(snippets.plan, 'pro'))),
        db.$count(templates, gt(templates.priceCents, 0)),
      ])
      return {
        snippets: catalogue?.snippets ?? 0,
        templates: templateCount,
        languages: catalogue?.languages ?? 0,
        accounts,
        pro: { snippets: proSnippets, templates: paidTemplates },
        registry: registry(),
      }
    },
  }
}
