import {
  isWorkspaceServiceId,
  type WorkspaceAnalytics,
  type WorkspaceMeasuredServiceId,
  type WorkspaceRatings,
  type WorkspaceService,
  workspaceMessages,
} from '@snipstack/contracts'
import { and, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  snippetAttachments,
  snippetRatings,
  snippets,
  templateDownloads,
  templates,
  workspaceSubscriptions,
} from '../../db/schema'
import { AppError } from '../../lib/errors'
import { type ServiceEntry, serviceCatalogue } from './catalogue'

/** What an account may keep in its snippets: the code, the Markdown bodies and the attachments. */
export const SNIPPETS_STORAGE_LIMIT_MB = 100
/** What the templates an account downloaded may take up: each one's README and files, once. */
export const TEMPLATES_STORAGE_LIMIT_MB = 500
const MB = 1024 * 1024
/** How many of the latest changes a card lists. */
const ACTIVITY_COUNT = 5

/** '1,204': counts as the figures show them, the same on every server. */
const formatCount = (n: number) => new Intl.NumberFormat('en-US').format(n)

/** Bytes as the storage figure (MB to two places) and its share of the limit. */
function storageOf(bytes: number, limitMb: number): Pick<WorkspaceAnalytics, 'storage' | 'usage_percent'> {
  const usedMb = Math.round((bytes / MB) * 100) / 100
  return {
    storage: { used_mb: usedMb, limit_mb: limitMb },
    usage_percent: Math.min(100, Math.round((usedMb / limitMb) * 100)),
  }
}

/** A template's README and files in UTF-8 bytes, as its download holds them. */
const templateBytes = sql`octet_length(${templates.readme}) + (select coalesce(sum(octet_length(file->>'content')), 0) from jsonb_array_elements(${templates.files}) as file)`

/** The service a path names, or a 404 on `service`. */
function entryOf(id: string): ServiceEntry {
  const entry = isWorkspaceServiceId(id) ? serviceCatalogue.find((service) => service.id === id) : undefined
  if (!entry) throw new AppError('NOT_FOUND', workspaceMessages.service, 'service')
  return entry
}

/** 'Published “Debounce”', 'Updated “Debounce”', 'Saved “Debounce” as a draft'. */
function activityTitle(row: { title: string; status: 'draft' | 'published'; at: Date; created: Date }) {
  const edited = row.at.getTime() > row.created.getTime()
  if (row.status === 'draft') return `Saved “${row.title}” as a draft`
  return `${edited ? 'Updated' : 'Published'} “${row.title}”`
}

/**
 * The ratings from their count and the sum of their stars: the average is taken from the ratings
 * themselves rather than from each snippet's rounded average, so it is exact before its one
 * rounding.
 */
function ratingsOf(total: number, stars: number): WorkspaceRatings {
  return { count: total, average: total ? Math.round((stars * 10) / total) / 10 : null }
}

export function createWorkspace(db: Db) {
  async function subscriptionsOf(userId: string): Promise<Set<string>> {
    const rows = await db
      .select({ service: workspaceSubscriptions.service })
      .from(workspaceSubscriptions)
      .where(eq(workspaceSubscriptions.userId, userId))
    return new Set(rows.map((row) => row.service))
  }

  /**
   * The account's own snippets: how many, how much they hold, how often they were viewed, the
   * ratings they received and the latest changes.
   */
  async function snippetFigures(userId: string): Promise<WorkspaceAnalytics> {
    const mine = eq(snippets.authorId, userId)
    const [[totals], [rated], latest] = await Promise.all([
      db
        .select({
          total: sql<number>`count(*)::int`,
          published: sql<number>`(count(*) filter (where ${snippets.status} = 'published'))::int`,
          bytes: sql<number>`coalesce(sum(octet_length(${snippets.code}) + octet_length(${snippets.mdx}) + coalesce(${snippetAttachments.size}, 0)), 0)::bigint`,
          views: sql<number>`coalesce(sum(${snippets.views}), 0)::bigint`,
        })
        .from(snippets)
        .leftJoin(snippetAttachments, eq(snippetAttachments.snippetId, snippets.id))
        .where(mine),
      db
        .select({
          count: sql<number>`count(*)::int`,
          stars: sql<number>`coalesce(sum(${snippetRatings.stars}), 0)::int`,
        })
        .from(snippetRatings)
        .innerJoin(snippets, eq(snippets.id, snippetRatings.snippetId))
        .where(mine),
      db
        .select({ title: snippets.title, status: snippets.status, at: snippets.updatedAt, created: snippets.createdAt })
        .from(snippets)
        .where(mine)
        .orderBy(desc(snippets.updatedAt))
        .limit(ACTIVITY_COUNT),
    ])
    const total = totals?.total ?? 0
    const published = totals?.published ?? 0
    return {
      ...storageOf(Number(totals?.bytes ?? 0), SNIPPETS_STORAGE_LIMIT_MB),
      items: { label: 'Snippets submitted', value: total },
      performance: { label: 'Published', value: `${published} of ${total}` },
      figures: [{ label: 'Views', value: formatCount(Number(totals?.views ?? 0)) }],
      ratings: ratingsOf(rated?.count ?? 0, rated?.stars ?? 0),
      activity: latest.map((row) => ({ title: activityTitle(row), at: row.at.toISOString() })),
    }
  }

  /**
   * The templates the account downloaded while signed in: how many of them, how many downloads,
   * what they take up (each template once) and the latest downloads.
   */
  async function templateFigures(userId: string): Promise<WorkspaceAnalytics> {
    const mine = eq(templateDownloads.userId, userId)
    const downloaded = db.select({ id: templateDownloads.templateId }).from(templateDownloads).where(mine)
    const [[totals], [size], latest] = await Promise.all([
      db
        .select({ downloads: count(), templates: countDistinct(templateDownloads.templateId) })
        .from(templateDownloads)
        .where(mine),
      db
        .select({ bytes: sql<number>`coalesce(sum(${templateBytes}), 0)::bigint` })
        .from(templates)
        .where(inArray(templates.id, downloaded)),
      db
        .select({ name: templates.name, at: templateDownloads.downloadedAt })
        .from(templateDownloads)
        .innerJoin(templates, eq(templates.id, templateDownloads.templateId))
        .where(mine)
        .orderBy(desc(templateDownloads.downloadedAt))
        .limit(ACTIVITY_COUNT),
    ])
    return {
      ...storageOf(Number(size?.bytes ?? 0), TEMPLATES_STORAGE_LIMIT_MB),
      items: { label: 'Templates downloaded', value: totals?.templates ?? 0 },
      performance: { label: 'Downloads', value: formatCount(totals?.downloads ?? 0) },
      figures: [],
      // The templates are the catalogue's, not the account's: their ratings are not its own.
      ratings: null,
      activity: latest.map((row) => ({ title: `Downloaded “${row.name}”`, at: row.at.toISOString() })),
    }
  }

  const measures: Record<WorkspaceMeasuredServiceId, (userId: string) => Promise<WorkspaceAnalytics>> = {
    snippets: snippetFigures,
    templates: templateFigures,
  }

  /** A preview runs nowhere yet, so nothing is measured for it: it carries no figures at all. */
  async function describe(entry: ServiceEntry, userId: string, subscribed: boolean): Promise<WorkspaceService> {
    const fields = {
      id: entry.id,
      name: entry.name,
      description: entry.description,
      subscribed,
      price: entry.price,
      paid: entry.price !== 'Free',
    }
    if (entry.preview) return { ...fields, preview: true, analytics: null }
    return { ...fields, preview: false, analytics: await measures[entry.id](userId) }
  }

  return {
    /** Every service, in the dashboard's order, with the account's subscriptions and figures. */
    async list(userId: string): Promise<WorkspaceService[]> {
      const subscribed = await subscriptionsOf(userId)
      return Promise.all(serviceCatalogue.map((entry) => describe(entry, userId, subscribed.has(entry.id))))
    },

    /** One service; 404 on `service` for a name that is not one. */
    async single(userId: string, id: string): Promise<WorkspaceService> {
      const entry = entryOf(id)
      return describe(entry, userId, (await subscriptionsOf(userId)).has(entry.id))
    },

    /** Subscribes; doing it again changes nothing. A priced service answers 402: it goes through Pro. */
    async subscribe(userId: string, id: string): Promise<WorkspaceService> {
      const entry = entryOf(id)
      if (entry.price !== 'Free') {
        throw new AppError('PAYMENT_REQUIRED', workspaceMessages.paid(entry.name, entry.price), 'service')
      }
      await db.insert(workspaceSubscriptions).values({ userId, service: entry.id }).onConflictDoNothing()
      return describe(entry, userId, true)
    },

    /** Unsubscribes; doing it again, or without a subscription, changes nothing. */
    async unsubscribe(userId: string, id: string): Promise<WorkspaceService> {
      const entry = entryOf(id)
      await db
        .delete(workspaceSubscriptions)
        .where(and(eq(workspaceSubscriptions.userId, userId), eq(workspaceSubscriptions.service, entry.id)))
      return describe(entry, userId, false)
    },
  }
}

export type Workspace = ReturnType<typeof createWorkspace>
